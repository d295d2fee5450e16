import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import {
  hrefs,
  type BlockState,
  type Conversation,
  type PrivateMessage,
  type UserBrief,
} from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { userCardQuery } from '../../../lib/user-card-query.ts';
import { Icon } from '../../../components/Icon.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { formatChinaDateTime, formatChinaRecent } from '../../../lib/format.ts';
import { useFocusLater } from '../../../lib/focus-later.ts';
import { ApiError } from '../../../lib/http.ts';
import { blockStateQuery, isPending, threadQuery, useReadConversation } from '../private-api.ts';
import { BlockButton, BlockedNote } from './BlockControls.tsx';
import { MessageComposer } from './MessageComposer.tsx';
import { chronological, partnerIn } from '../conversations.ts';

/** One conversation on /messagebox: its head, its messages (earlier ones on demand) and the composer. */

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
        <Link to={hrefs.designer(other.id)} className="thread__profile">
          查看主页
        </Link>
      )}
      {other && block && <BlockButton partner={other} state={block} />}
    </header>
  );
}

/** Someone the member cannot write to (themself, or nobody): said in place of the thread. */
export function NoThread({ title, description }: { title: string; description: string }) {
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

/** The messages, oldest first; one on its way says so in place of its time. */
function Bubbles({ messages, meId }: { messages: readonly PrivateMessage[]; meId: number }) {
  return (
    <ol className="bubbles" aria-label="消息记录">
      {messages.map((m) => {
        const mine = m.from.id === meId;
        const sending = isPending(m);
        return (
          <li
            key={m.id}
            className={clsx('bubble-row', mine && 'bubble-row--mine', sending && 'bubble-row--sending')}
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
  );
}

export function Thread({
  me,
  withId,
  row,
}: {
  me: UserBrief;
  withId: number;
  row: Conversation | undefined;
}) {
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
            <Bubbles messages={messages} meId={me.id} />
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
