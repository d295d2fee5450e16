/** The list part of the section: loading, failed, empty, or the threads of one page and the page links. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { CommentPage } from '@zaowu/shared';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { useDeferredFirst } from '../../../lib/near-viewport.ts';
import { CommentThread, type ThreadContext } from './CommentThread.tsx';
import { CommentIcon } from './icons.tsx';

export function CommentList({
  list,
  page,
  ctx,
  onPageChange,
  deferFirst,
}: {
  list: UseQueryResult<CommentPage>;
  page: number;
  ctx: ThreadContext;
  onPageChange: (page: number) => void;
  /** Draw the first page in a transition (lib/near-viewport.ts); not for a link to a comment. */
  deferFirst: boolean;
}) {
  const data = useDeferredFirst(list.data, deferFirst);
  return data === undefined ? (
    list.isError ? (
      <LoadError size="compact" title="评论加载失败" error={list.error} onRetry={() => void list.refetch()} />
    ) : (
      <CommentsSkeleton />
    )
  ) : data.total === 0 ? (
    <Empty
      size="compact"
      icon={<CommentIcon name="bubble" size={28} />}
      title="还没有评论，来说两句吧"
      description="说说你喜欢它的地方，或者向作者请教。"
    />
  ) : (
    <div aria-busy={list.isPlaceholderData || undefined}>
      <ol className="wd-comments__list" aria-label="评论列表">
        {data.data.map((t) => (
          <CommentThread key={t.id} thread={t} ctx={ctx} />
        ))}
      </ol>
      <Pagination
        page={page}
        pageCount={data.last_page}
        label="评论分页"
        className="wd-comments__pages"
        onPageChange={onPageChange}
      />
    </div>
  );
}

function CommentsSkeleton() {
  return (
    <SkeletonGroup label="正在加载评论…" className="wd-comments__list">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="wd-comment">
          <Skeleton shape="circle" width={36} />
          <div className="wd-comment__body">
            <Skeleton width={120} />
            <Skeleton lines={2} />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}
