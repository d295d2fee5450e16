/**
 * One comment or reply: who (the work's author marked 作者), whom a reply answers (回复 @昵称), when, the
 * text (plain text, rendered as text), and 点赞 / 回复 / 删除. The element carries the comment's anchor
 * (#comment-{id}) so a link from a notification can scroll to it.
 */
import { clsx } from 'clsx';
import { useId } from 'react';
import type { WorkComment } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { formatChinaAgo, formatChinaDateTime, formatCompact } from '../../../lib/format.ts';
import { AuthorCardTrigger } from '../../../components/UserCardSlot.tsx';
import { commentAnchor, useToggleCommentLike } from '../api.ts';
import { CommentIcon } from './icons.tsx';

export interface CommentItemProps {
  comment: WorkComment;
  workId: number;
  workAuthorId: number;
  /** The viewer is logged in (else likes show as not theirs, and actions open the login dialog). */
  member: boolean;
  canDelete: boolean;
  highlighted: boolean;
  /** Runs `action` for a member, opens the login dialog for a visitor. */
  guard: (action: () => void) => () => void;
  onReply: (comment: WorkComment) => void;
  onDelete: (comment: WorkComment) => void;
  /** The reply box under this comment is open. */
  replying: boolean;
}

export function CommentItem({
  comment: c,
  workId,
  workAuthorId,
  member,
  canDelete,
  highlighted,
  guard,
  onReply,
  onDelete,
  replying,
}: CommentItemProps) {
  const nameId = useId();
  const like = useToggleCommentLike(workId, c.id);
  const liked = member && c.liked;
  const isReply = c.parent_id !== null;
  return (
    <article
      id={commentAnchor(c.id)}
      tabIndex={-1}
      className={clsx('wd-comment', isReply && 'wd-comment--reply', highlighted && 'wd-comment--highlight')}
      aria-labelledby={nameId}
      data-highlighted={highlighted || undefined}
    >
      <Avatar src={c.author.avatar} name={c.author.nickname} size={isReply ? 28 : 36} decorative />
      <div className="wd-comment__body">
        <header className="wd-comment__head">
          <span id={nameId} className="wd-comment__name">
            <AuthorCardTrigger user={c.author} className="wd-comment__author" />
            {c.author.id === workAuthorId && <Badge tone="accent">作者</Badge>}
            {highlighted && <span className="visually-hidden">（你要查看的评论）</span>}
          </span>
          {c.reply_to && (
            <span className="wd-comment__to">
              回复 <span className="wd-comment__to-name">@{c.reply_to.nickname}</span>
            </span>
          )}
        </header>
        <p className="wd-comment__text">{c.content}</p>
        <footer className="wd-comment__foot">
          <time
            className="wd-comment__time"
            dateTime={c.created_at}
            title={formatChinaDateTime(c.created_at)}
          >
            {formatChinaAgo(c.created_at)}
          </time>
          <button
            type="button"
            className={clsx('wd-comment__act', liked && 'is-on')}
            aria-pressed={liked}
            aria-label={`点赞，${c.likes} 人赞过`}
            onClick={guard(() => like.mutate())}
          >
            <CommentIcon name="heart" size={16} filled={liked} />
            <span className="tabular" aria-hidden="true">
              {c.likes > 0 ? formatCompact(c.likes) : '赞'}
            </span>
          </button>
          <button
            type="button"
            className="wd-comment__act"
            aria-expanded={replying}
            onClick={guard(() => onReply(c))}
          >
            <CommentIcon name="reply" size={16} />
            回复
          </button>
          {canDelete && (
            <button
              type="button"
              className="wd-comment__act wd-comment__act--danger"
              aria-haspopup="dialog"
              onClick={() => onDelete(c)}
            >
              <CommentIcon name="trash" size={16} />
              删除
            </button>
          )}
        </footer>
      </div>
    </article>
  );
}
