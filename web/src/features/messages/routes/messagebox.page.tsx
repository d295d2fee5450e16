/**
 * /messagebox (member page): private messages. The conversation list (user.conversations) puts the
 * latest message first and counts what is unread in each; ?with=<user id> opens that conversation, or
 * starts one with someone new (their card comes from the public user call). A thread shows oldest at
 * the top with earlier messages on demand, marks what the other person sent read when it is opened
 * (and when new messages arrive while it is open), and ends in the composer, or, when either side has
 * blocked the other (拉黑, from the header), a note saying why. Desktop shows both panes;
 * phones show the list, or the conversation with a back link.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { BlockState, Conversation, UserBrief } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { pathOn } from '../../../lib/features.ts';
import { Icon } from '../../../components/Icon.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { LoginPrompt } from '../../../components/LoginPrompt.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { formatChinaDateTime, formatChinaRecent } from '../../../lib/format.ts';
import { useFocusLater } from '../../../lib/focus-later.ts';
import { ApiError } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { overviewQuery, useLoginState } from '../../../lib/session.ts';
import { userCardQuery } from '../../designers/index.ts';
import { blockStateQuery, conversationsQuery, isPending, threadQuery, useReadConversation } from '../api.ts';
import { BlockButton, BlockedNote } from '../components/BlockControls.tsx';
import { MessageComposer } from '../components/MessageComposer.tsx';
import { chronological, partnerIn, uniqueConversations } from '../conversations.ts';
import '../messages.css';

function withFromSearch(value: string | null): number | null {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

function ConversationRow({ c, meId, current }: { c: Conversation; meId: number; current: boolean }) {
  const mine = c.last.from.id === meId;
  return (
    <li>
      <Link
        to={`/messagebox?with=${c.user.id}`}
        className={clsx(
          'conversation',
          current && 'conversation--current',
          c.unread > 0 && 'conversation--unread',
        )}
        aria-current={current ? 'page' : undefined}
      >
        <Avatar src={c.user.avatar} name={c.user.nickname} size={44} decorative />
        <span className="conversation__text">
          <span className="conversation__top">
            <span className="conversation__name">{c.user.nickname}</span>
            <time className="conversation__time" dateTime={c.last.created_at}>
              {isPending(c.last) ? '发送中' : formatChinaRecent(c.last.created_at)}
            </time>
          </span>
          <span className="conversation__last">
            {mine && '我：'}
            {c.last.content}
          </span>
        </span>
        {c.unread > 0 && (
          <span className="conversation__unread">
            {c.unread > 99 ? '99+' : c.unread}
            <span className="visually-hidden"> 条未读</span>
          </span>
        )}
      </Link>
    </li>
  );
}

type ConversationsResult = ReturnType<typeof useConversations>;

function useConversations() {
  const all = useInfiniteQuery(conversationsQuery());
  const rows = useMemo(() => uniqueConversations(all.data?.pages.flatMap((p) => p.data) ?? []), [all.data]);
  return { all, rows };
}

function ConversationList({
  conversations: { all, rows },
  meId,
  current,
}: {
  conversations: ConversationsResult;
  meId: number;
  current: number | null;
}) {
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
  if (all.isError && !all.data) {
    return (
      <LoadError
        size="compact"
        title="对话列表加载失败"
        error={all.error}
        onRetry={() => void all.refetch()}
      />
    );
  }
  if (rows.length === 0) {
    return (
      <Empty
        size="compact"
        title="还没有私信"
        description="在设计师主页或作品页点“私信”，就能和 TA 聊起来。"
        action={
          pathOn('/designer') ? (
            <Button asChild variant="primary">
              <Link to="/designer">去发现设计师</Link>
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <ul className="conversation-list" aria-label="对话">
        {rows.map((c) => (
          <ConversationRow key={c.user.id} c={c} meId={meId} current={c.user.id === current} />
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

function ThreadHead({ other, block }: { other: UserBrief | undefined; block?: BlockState | undefined }) {
  return (
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
      {other && block && <BlockButton partner={other} state={block} />}
    </header>
  );
}

/** Someone the member cannot write to (themself, or nobody): said in place of the thread. */
function NoThread({ title, description }: { title: string; description: string }) {
  return (
    <section className="thread" aria-labelledby="thread-title">
      <ThreadHead other={undefined} />
      <div className="thread__body thread__body--empty">
        <Empty
          size="compact"
          icon="info"
          title={title}
          description={description}
          action={
            <Button asChild>
              <Link to="/messagebox">返回对话列表</Link>
            </Button>
          }
        />
      </div>
    </section>
  );
}

function Thread({ me, withId, row }: { me: UserBrief; withId: number; row: Conversation | undefined }) {
  const thread = useInfiniteQuery(threadQuery(withId));
  const newestFirst = useMemo(() => thread.data?.pages.flatMap((p) => p.data) ?? [], [thread.data]);
  const messages = useMemo(() => chronological(newestFirst), [newestFirst]);
  // Someone new (no messages yet): their public card names them.
  const needCard = !row && thread.isSuccess && messages.length === 0;
  const card = useQuery({ ...userCardQuery(withId), enabled: needCard });
  const other: UserBrief | undefined = row?.user ?? partnerIn(messages, me.id) ?? card.data;
  const { mutate: markRead } = useReadConversation(me.id);
  // While it loads the composer waits; if it fails the composer shows (the server refuses a block).
  const block = useQuery(blockStateQuery(withId));
  const blocked = block.data && (block.data.blocked_by_me || block.data.blocked_me);
  const footRef = useRef<HTMLDivElement>(null);
  const focusLater = useFocusLater();
  const bodyRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const marked = useRef('');
  const anchor = useRef<number | null>(null);

  // Open at the newest message, and go there again whenever a newer one arrives (not on earlier pages).
  const newestId = newestFirst[0]?.id;
  useEffect(() => {
    if (newestId === undefined) return;
    const body = bodyRef.current;
    if (body) body.scrollTop = body.scrollHeight;
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId]);

  // Earlier messages load above what is being read: keep it where it was.
  const oldestId = messages[0]?.id;
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (body && anchor.current !== null) body.scrollTop = body.scrollHeight - anchor.current;
    anchor.current = null;
  }, [oldestId]);
  const loadEarlier = () => {
    const body = bodyRef.current;
    if (body) anchor.current = body.scrollHeight - body.scrollTop;
    void thread.fetchNextPage();
  };

  // What they sent is read once it is on screen: on opening, and as new messages arrive.
  const newestUnread = newestFirst.find((m) => m.from.id === withId && m.to.id === me.id && !m.read);
  const unreadKey = newestUnread ? `m${newestUnread.id}` : row && row.unread > 0 ? `c${row.last.id}` : '';
  useEffect(() => {
    if (!thread.isSuccess || !unreadKey || marked.current === unreadKey) return;
    marked.current = unreadKey;
    markRead(withId);
  }, [thread.isSuccess, unreadKey, withId, markRead]);

  if (card.error instanceof ApiError && card.error.code === 0) {
    return <NoThread title="用户不存在" description="TA 可能已注销，或者链接有误。" />;
  }

  // Unblocked from the note: the composer takes its place (or the note, if they still block me).
  const afterUnblock = () =>
    focusLater(() => footRef.current?.querySelector<HTMLElement>('textarea, .thread__blocked-text'));

  return (
    <section className="thread" aria-labelledby="thread-title">
      <ThreadHead other={other} block={block.data} />
      <div className="thread__body" ref={bodyRef}>
        {thread.isPending ? (
          <SkeletonGroup label="正在加载私信…">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className={clsx('bubble-row', i % 2 === 1 && 'bubble-row--mine')}>
                <Skeleton shape="rect" width="55%" height={40} />
              </div>
            ))}
          </SkeletonGroup>
        ) : thread.isError && !thread.data ? (
          <LoadError
            size="compact"
            title="私信加载失败"
            error={thread.error}
            onRetry={() => void thread.refetch()}
          />
        ) : messages.length === 0 ? (
          <Empty
            size="compact"
            icon="inbox"
            title={other ? `和 ${other.nickname} 打个招呼吧` : '还没有私信'}
            description="友善交流，合作细节、报价和授权问题都可以在这里沟通。"
          />
        ) : (
          <>
            {thread.hasNextPage && (
              <Button
                size="sm"
                variant="ghost"
                className="thread__earlier"
                loading={thread.isFetchingNextPage}
                onClick={loadEarlier}
              >
                加载更早的消息
              </Button>
            )}
            <ol className="bubbles" aria-label="消息记录">
              {messages.map((m) => {
                const mine = m.from.id === me.id;
                const sending = isPending(m);
                return (
                  <li
                    key={m.id}
                    className={clsx(
                      'bubble-row',
                      mine && 'bubble-row--mine',
                      sending && 'bubble-row--sending',
                    )}
                  >
                    <span className="visually-hidden">{mine ? '我' : m.from.nickname}：</span>
                    <p className="bubble">{m.content}</p>
                    {sending ? (
                      <span className="bubble__time">发送中…</span>
                    ) : (
                      <time
                        className="bubble__time"
                        dateTime={m.created_at}
                        title={formatChinaDateTime(m.created_at)}
                      >
                        {formatChinaRecent(m.created_at)}
                      </time>
                    )}
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </div>
      {other ? (
        <div ref={footRef} className="thread__foot">
          {block.isPending ? null : blocked ? (
            <BlockedNote partner={other} state={block.data!} onUnblocked={afterUnblock} />
          ) : (
            <MessageComposer key={other.id} me={me} partner={other} />
          )}
        </div>
      ) : card.isError ? (
        <div className="thread__notice">
          <LoadError
            size="compact"
            title="对方信息加载失败"
            error={card.error}
            onRetry={() => void card.refetch()}
          />
        </div>
      ) : null}
      <div ref={endRef} />
    </section>
  );
}

function LoginFirst() {
  return <LoginPrompt title="登录后查看私信" description="你和设计师、买家之间的私信都在这里。" />;
}

function MessageBox({ me, withId }: { me: UserBrief; withId: number | null }) {
  const conversations = useConversations();
  const row = conversations.rows.find((c) => c.user.id === withId);
  let thread;
  if (withId === null) {
    thread = (
      <Empty
        size="compact"
        icon="inbox"
        title="选择一个对话"
        description="在左侧选择联系人查看私信；想联系设计师，可以在 TA 的主页点“私信”。"
      />
    );
  } else if (withId === me.id) {
    thread = <NoThread title="不能给自己发私信" description="选择一位联系人，或者去设计师主页发起私信。" />;
  } else {
    thread = <Thread key={withId} me={me} withId={withId} row={row} />;
  }
  return (
    <div className={clsx('messagebox', withId !== null && 'messagebox--thread')}>
      <nav className="messagebox__list" aria-label="对话列表">
        <ConversationList conversations={conversations} meId={me.id} current={withId} />
      </nav>
      <div className="messagebox__thread">{thread}</div>
    </div>
  );
}

export function Component() {
  usePageTitle('私信', '你和设计师、买家之间的私信往来。');
  const [search] = useSearchParams();
  const login = useLoginState();
  const me = useQuery({ ...overviewQuery(), enabled: login === 'member' });
  const withId = withFromSearch(search.get('with'));

  let body;
  if (login === 'visitor' || (me.error instanceof ApiError && me.error.isUnauthorized)) body = <LoginFirst />;
  else if (me.isError) {
    body = (
      <LoadError size="compact" title="账户信息加载失败" error={me.error} onRetry={() => void me.refetch()} />
    );
  } else if (!me.data) {
    body = (
      <SkeletonGroup label="正在加载私信…">
        <Skeleton lines={4} />
      </SkeletonGroup>
    );
  } else {
    const { id, nickname, avatar } = me.data.userinfo;
    body = <MessageBox me={{ id, nickname, avatar }} withId={withId} />;
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
