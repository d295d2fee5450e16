/** Comments on works as the wire sees them: one comment, a thread (top-level with replies), a page. */
import { hrefs, type CommentPage, type CommentThread, type WorkComment } from '@zaowu/shared';
import type { CommentRow, Db, WorkRow } from '../types.ts';
import { paginate, type PageArgs } from './paginate.ts';
import { userBrief } from './user-brief.ts';

export type CommentSort = 'latest' | 'hot';

/** Where a comment is seen: its work's page, scrolled to it (notifications link here). */
export function commentLink(w: Pick<WorkRow, 'type' | 'id'>, commentId: number): string {
  return hrefs.work(w.type, w.id, { hash: `comment-${commentId}` });
}

/** Every comment on the work, replies included: the figure works and comment pages show. */
export function commentCount(db: Db, workId: number): number {
  let n = 0;
  for (const c of db.comments.values()) if (c.work_id === workId) n++;
  return n;
}

/** The comment ids the viewer liked (empty for a visitor). */
function likedBy(db: Db, viewerId: number | null): Set<number> {
  if (viewerId === null) return new Set();
  return new Set(db.commentLikes.filter((l) => l.user_id === viewerId).map((l) => l.comment_id));
}

export function workComment(db: Db, c: CommentRow, liked: ReadonlySet<number>): WorkComment {
  return {
    id: c.id,
    work_id: c.work_id,
    parent_id: c.parent_id,
    author: userBrief(db, c.author_id),
    reply_to: c.reply_to_id === null ? null : userBrief(db, c.reply_to_id),
    content: c.content,
    likes: c.likes,
    liked: liked.has(c.id),
    created_at: c.created_at,
  };
}

const byOldest = (a: CommentRow, b: CommentRow) => a.created_at.localeCompare(b.created_at) || a.id - b.id;
const byNewest = (a: CommentRow, b: CommentRow) => byOldest(b, a);

/** Hot: likes, and answers (each counts as two likes); ties newest first. */
function heat(c: CommentRow, replies: number): number {
  return c.likes + replies * 2;
}

/**
 * One page of a work's top-level comments, each with all its replies oldest first. With `around`, the
 * page holding that comment (or the thread of that reply) is answered instead of `page`.
 */
export function commentPage(
  db: Db,
  work: WorkRow,
  args: PageArgs & { sort: CommentSort; around?: number },
  viewerId: number | null,
): CommentPage {
  const all = [...db.comments.values()].filter((c) => c.work_id === work.id);
  const replies = new Map<number, CommentRow[]>();
  for (const c of all) {
    if (c.parent_id === null) continue;
    replies.set(c.parent_id, [...(replies.get(c.parent_id) ?? []), c]);
  }
  const top = all
    .filter((c) => c.parent_id === null)
    .sort(
      args.sort === 'hot'
        ? (a, b) =>
            heat(b, replies.get(b.id)?.length ?? 0) - heat(a, replies.get(a.id)?.length ?? 0) ||
            byNewest(a, b)
        : byNewest,
    );

  let page = args.page;
  let focus: number | null = null;
  const target = args.around === undefined ? undefined : db.comments.get(args.around);
  if (target && target.work_id === work.id) {
    const threadId = target.parent_id ?? target.id;
    const at = top.findIndex((c) => c.id === threadId);
    if (at >= 0) {
      page = Math.floor(at / args.per_page) + 1;
      focus = target.id;
    }
  }

  const liked = likedBy(db, viewerId);
  const thread = (c: CommentRow): CommentThread => ({
    ...workComment(db, c, liked),
    replies: (replies.get(c.id) ?? []).sort(byOldest).map((r) => workComment(db, r, liked)),
  });
  return { ...paginate(top, { ...args, page }, thread), comments: all.length, focus };
}
