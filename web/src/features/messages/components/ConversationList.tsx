import { useInfiniteQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Conversation } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { pathOn } from '../../../lib/features.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { formatChinaRecent } from '../../../lib/format.ts';
import { conversationsQuery, isPending } from '../private-api.ts';
import { uniqueConversations } from '../conversations.ts';

/** /messagebox's list of conversations (docs: the page's comment in routes/messagebox.page.tsx). */

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

export function useConversations() {
  const all = useInfiniteQuery(conversationsQuery());
  const rows = useMemo(() => uniqueConversations(all.data?.pages.flatMap((p) => p.data) ?? []), [all.data]);
  return { all, rows };
}

export function ConversationList({
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
