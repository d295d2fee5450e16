/**
 * /messagebox (member page): private messages. The conversation list is built from the member's
 * private messages (newest first, 100 a call, more on demand); ?with=<user id> opens one conversation
 * (messageList with_user), oldest at the top with earlier messages on demand. Desktop shows both panes;
 * phones show the list, or the conversation with a back link.
 *
 * Read-only: the contract has no call to send a private message (nor to mark one read), so the thread
 * says so instead of offering a composer.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { UserBrief } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { LoginPrompt } from '../../../components/LoginPrompt.tsx';
import { ApiError } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { overviewQuery, useLoginState } from '../../auth/index.ts';
import { privateMessagesQuery, threadQuery } from '../api.ts';
import { chronological, toConversations, type Conversation } from '../conversations.ts';
import { fullTime, messageTime } from '../time.ts';
import '../messages.css';

function withFromSearch(value: string | null): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

function LoadError({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div role="alert">
      <Empty
        icon="alert"
        size="compact"
        title={`${what}加载失败`}
        description="网络似乎不太稳定，请稍后重试。"
        action={
          <Button variant="primary" onClick={retry}>
            重试
          </Button>
        }
      />
    </div>
  );
}

function ConversationRow({ c, current }: { c: Conversation; current: boolean }) {
  const mine = c.last.to.id === c.with.id;
  return (
    <li>
      <Link
        to={`/messagebox?with=${c.with.id}`}
        className={clsx('conversation', current && 'conversation--current')}
        aria-current={current ? 'page' : undefined}
      >
        <Avatar src={c.with.avatar} name={c.with.nickname} size={44} decorative />
        <span className="conversation__text">
          <span className="conversation__top">
            <span className="conversation__name">{c.with.nickname}</span>
            <time className="conversation__time" dateTime={c.last.created_at}>
              {messageTime(c.last.created_at)}
            </time>
          </span>
          <span className="conversation__last">
            {mine && '我：'}
            {c.last.content}
          </span>
        </span>
        {c.unread > 0 && (
          <span className="conversation__unread">
            {c.unread}
            <span className="visually-hidden"> 条未读</span>
          </span>
        )}
      </Link>
    </li>
  );
}

function ConversationList({ meId, current }: { meId: number; current: number | null }) {
  const all = useInfiniteQuery(privateMessagesQuery());
  const conversations = useMemo(
    () => toConversations(all.data?.pages.flatMap((p) => p.data) ?? [], meId),
    [all.data, meId],
  );

  if (all.isPending) {
    return (
      <SkeletonGroup label="正在加载对话…">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="conversation">
            <Skeleton shape="circle" width={44} />
            <span className="conversation__text">
              <Skeleton width="40%" />
              <Skeleton width="80%" />
            </span>
          </div>
        ))}
      </SkeletonGroup>
    );
  }
  if (all.isError) return <LoadError what="对话列表" retry={() => void all.refetch()} />;
  if (conversations.length === 0) {
    return (
      <Empty
        size="compact"
        title="还没有私信"
        description="和设计师、买家的私信往来会出现在这里。"
        action={
          <Button asChild variant="primary">
            <Link to="/designer">去发现设计师</Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ul className="conversation-list" aria-label="对话">
        {conversations.map((c) => (
          <ConversationRow key={c.with.id} c={c} current={c.with.id === current} />
        ))}
      </ul>
      {all.hasNextPage && (
        <Button
          block
          variant="ghost"
          loading={all.isFetchingNextPage}
          onClick={() => void all.fetchNextPage()}
        >
          加载更早的对话
        </Button>
      )}
    </>
  );
}

function Thread({ meId, withId }: { meId: number; withId: number }) {
  const thread = useInfiniteQuery(threadQuery(withId));
  const messages = useMemo(
    () => chronological(thread.data?.pages.flatMap((p) => p.data) ?? []),
    [thread.data],
  );
  const first = messages[0];
  const other: UserBrief | undefined = first ? (first.from.id === meId ? first.to : first.from) : undefined;
  const endRef = useRef<HTMLDivElement>(null);
  const loadedOnce = thread.isSuccess;

  // Open at the newest message (the bottom), once.
  useEffect(() => {
    if (loadedOnce) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [loadedOnce, withId]);

  return (
    <section className="thread" aria-labelledby="thread-title">
      <header className="thread__head">
        <Link to="/messagebox" className="thread__back">
          <Icon name="chevron-left" size={20} />
          <span>返回对话列表</span>
        </Link>
        {other && <Avatar src={other.avatar} name={other.nickname} size={32} decorative />}
        <h2 id="thread-title" className="thread__title">
          {other ? `与 ${other.nickname} 的私信` : '私信'}
        </h2>
        {other && (
          <Link to={`/designer/${other.id}`} className="thread__profile">
            查看主页
          </Link>
        )}
      </header>
      <div className="thread__body">
        {thread.isPending ? (
          <SkeletonGroup label="正在加载私信…">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className={clsx('bubble-row', i % 2 === 1 && 'bubble-row--mine')}>
                <Skeleton shape="rect" width="55%" height={40} />
              </div>
            ))}
          </SkeletonGroup>
        ) : thread.isError ? (
          <LoadError what="私信" retry={() => void thread.refetch()} />
        ) : messages.length === 0 ? (
          <Empty size="compact" title="还没有和 TA 的私信" description="对方发来的私信会显示在这里。" />
        ) : (
          <>
            {thread.hasNextPage && (
              <Button
                size="sm"
                variant="ghost"
                className="thread__earlier"
                loading={thread.isFetchingNextPage}
                onClick={() => void thread.fetchNextPage()}
              >
                加载更早的消息
              </Button>
            )}
            <ol className="bubbles" aria-label="消息记录">
              {messages.map((m) => {
                const mine = m.from.id === meId;
                return (
                  <li key={m.id} className={clsx('bubble-row', mine && 'bubble-row--mine')}>
                    <span className="visually-hidden">{mine ? '我' : m.from.nickname}：</span>
                    <p className="bubble">{m.content}</p>
                    <time className="bubble__time" dateTime={m.created_at} title={fullTime(m.created_at)}>
                      {messageTime(m.created_at)}
                    </time>
                  </li>
                );
              })}
            </ol>
          </>
        )}
        <div ref={endRef} />
      </div>
      <p className="thread__readonly">
        <Icon name="info" size={16} />
        网页版暂不支持发送私信，目前只能查看往来记录。
      </p>
    </section>
  );
}

function LoginFirst() {
  return <LoginPrompt title="登录后查看私信" description="你和设计师、买家之间的私信都在这里。" />;
}

export function Component() {
  usePageTitle('私信', '你和设计师、买家之间的私信往来。');
  const [search] = useSearchParams();
  const login = useLoginState();
  const me = useQuery({ ...overviewQuery(), enabled: login === 'member' });
  const withId = withFromSearch(search.get('with'));

  let body;
  if (login === 'visitor' || (me.error instanceof ApiError && me.error.isUnauthorized)) body = <LoginFirst />;
  else if (me.isError) body = <LoadError what="账户信息" retry={() => void me.refetch()} />;
  else if (!me.data) {
    body = (
      <SkeletonGroup label="正在加载私信…">
        <Skeleton lines={4} />
      </SkeletonGroup>
    );
  } else {
    const meId = me.data.userinfo.id;
    body = (
      <div className={clsx('messagebox', withId !== null && 'messagebox--thread')}>
        <nav className="messagebox__list" aria-label="对话列表">
          <ConversationList meId={meId} current={withId} />
        </nav>
        <div className="messagebox__thread">
          {withId !== null ? (
            <Thread key={withId} meId={meId} withId={withId} />
          ) : (
            <Empty
              size="compact"
              icon="inbox"
              title="选择一个对话"
              description="在左侧选择联系人，查看你们的私信往来。"
            />
          )}
        </div>
      </div>
    );
  }

  return (
    <section className="messagebox-page" aria-labelledby="page-title">
      <header className="message-page__head">
        <h1 id="page-title" className="message-page__title">
          私信
        </h1>
        <div className="message-page__tools">
          <Button asChild size="sm">
            <Link to="/message">消息中心</Link>
          </Button>
        </div>
      </header>
      {body}
    </section>
  );
}
