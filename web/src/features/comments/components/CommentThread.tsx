/** One top-level comment with its replies (the first few until 展开) and, when open, the reply box. */
import type { CommentThread as Thread, WorkComment } from '@zaowu/shared';
import type { ReplyTarget, Replies } from '../use-comments.ts';
import { LazyCommentForm } from './LazyCommentForm.tsx';
import { CommentItem } from './CommentItem.tsx';

/** Replies shown under a comment before 展开; a thread holding the comment linked to opens fully. */
const REPLIES_SHOWN = 3;

export interface ThreadContext {
  workId: number;
  workAuthorId: number;
  member: boolean;
  loginState: 'checking' | 'member' | 'visitor';
  canDelete: (c: WorkComment) => boolean;
  highlight: number | null;
  guard: (action: () => void) => () => void;
  onDelete: (c: WorkComment) => void;
  onVisitor: () => void;
  replies: Replies;
  send: (content: string, target: ReplyTarget) => Promise<string | null>;
}

export function CommentThread({ thread: t, ctx }: { thread: Thread; ctx: ThreadContext }) {
  const { replies, highlight } = ctx;
  const open =
    replies.expanded(t.id) || t.replies.length <= REPLIES_SHOWN || t.replies.some((r) => r.id === highlight);
  const shown = open ? t.replies : t.replies.slice(0, REPLIES_SHOWN);
  const item = (c: WorkComment) => (
    <CommentItem
      comment={c}
      workId={ctx.workId}
      workAuthorId={ctx.workAuthorId}
      member={ctx.member}
      canDelete={ctx.canDelete(c)}
      highlighted={highlight === c.id}
      guard={ctx.guard}
      onReply={(to) => replies.toggleReply(t.id, to)}
      onDelete={ctx.onDelete}
      replying={replies.replyTo?.to.id === c.id}
    />
  );
  const target = replies.replyTo?.threadId === t.id ? replies.replyTo : null;
  return (
    <li className="wd-comments__thread">
      {item(t)}
      {(shown.length > 0 || target) && (
        <div className="wd-comments__replies">
          {shown.length > 0 && (
            <ol className="wd-comments__reply-list" aria-label={`${t.author.nickname} 的评论的回复`}>
              {shown.map((r) => (
                <li key={r.id}>{item(r)}</li>
              ))}
            </ol>
          )}
          {t.replies.length > REPLIES_SHOWN && (
            <button
              type="button"
              className="wd-comments__more"
              aria-expanded={open}
              onClick={() => replies.setExpanded(t.id, !open)}
            >
              {open ? '收起回复' : `展开其余 ${t.replies.length - REPLIES_SHOWN} 条回复`}
            </button>
          )}
          {target && (
            <LazyCommentForm
              key={target.to.id}
              className="wd-comment-form--reply"
              label={`回复 @${target.to.author.nickname}`}
              placeholder={`回复 @${target.to.author.nickname}：`}
              submitLabel="发表回复"
              value={replies.draft(target.to.id)}
              onChange={(v) => replies.setDraft(target.to.id, v)}
              onSubmit={(content) => ctx.send(content, target)}
              loginState={ctx.loginState}
              onVisitor={ctx.onVisitor}
              onCancel={replies.close}
              autoFocus
            />
          )}
        </div>
      )}
    </li>
  );
}
