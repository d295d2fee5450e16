/**
 * One post of a thread: floor number, author, time and the content (user HTML, through SafeHtml only).
 * Its id is post-{floor}: a notification's link (/community/5#post-12) leads to it.
 */
import { clsx } from 'clsx';
import { forwardRef } from 'react';
import type { UserBrief } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { formatChinaAgo, formatChinaDateTime } from '../../../lib/format.ts';
import { AuthorCardTrigger } from '../../../components/UserCardSlot.tsx';

export interface ThreadPostProps {
  id: number;
  floor: number;
  author: UserBrief;
  content: string;
  created_at: string;
  /** The topic's author (楼主). */
  isOp: boolean;
  /** Just posted: flashes once. */
  highlight?: boolean;
  /** The post a link (#post-N) led to: marked until the reader moves on. */
  target?: boolean;
}

export const ThreadPost = forwardRef<HTMLElement, ThreadPostProps>(function ThreadPost(
  { floor, author, content, created_at, isOp, highlight, target },
  ref,
) {
  const label = floor === 1 ? '主楼' : `${floor} 楼`;
  return (
    <article
      ref={ref}
      id={`post-${floor}`}
      tabIndex={-1}
      className={clsx(
        'thread-post',
        floor === 1 && 'thread-post--op',
        highlight && 'thread-post--new',
        target && 'thread-post--target',
      )}
      aria-current={target ? 'location' : undefined}
      aria-label={`${label}，${author.nickname}`}
    >
      <header className="thread-post__head">
        <Avatar src={author.avatar} name={author.nickname} size={36} decorative />
        <div className="thread-post__who">
          <span className="thread-post__name">
            <AuthorCardTrigger user={author} />
            {isOp && <Badge tone="accent">楼主</Badge>}
          </span>
          <time className="thread-post__time" dateTime={created_at} title={formatChinaDateTime(created_at)}>
            {formatChinaAgo(created_at)}
          </time>
        </div>
        <span className="thread-post__floor" aria-hidden="true">
          #{floor}
        </span>
      </header>
      <SafeHtml html={content} className="thread-post__content" />
    </article>
  );
});
