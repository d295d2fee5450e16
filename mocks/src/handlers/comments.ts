/**
 * Comments on works: a public list (newest or hottest first, replies one level deep), and what members
 * do: post (plain text, 1–COMMENT_MAX code points, a few a minute), reply, like, delete. The work's
 * author hears of a comment (type 2), the one answered of a reply (type 3), with a link to it.
 */
import {
  COMMENT_MSGS,
  COMMENT_WINDOW_MS,
  COMMENTS_PER_WINDOW,
  type CommentPosted,
  type CommentRemoved,
  type LikeResult,
} from '@zaowu/shared';
import { commentInputSchema } from '@zaowu/shared/comments';
import { requestSchemas } from '@zaowu/shared/requests';
import { nextId } from '../store/db.ts';
import { notify } from '../store/notify.ts';
import { takePostingSlot } from '../store/rate-limit.ts';
import { iso } from '../store/time.ts';
import type { CommentRow, Db, WorkRow } from '../store/types.ts';
import { commentCount, commentLink, commentPage, workComment } from '../store/views/comments.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

/** The first characters of a comment, for a notification's text. */
function quote(text: string, max = 30): string {
  const chars = [...text.replace(/\s+/g, ' ')];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

function workOf(db: Db, workId: number): WorkRow {
  const w = db.works.get(workId);
  if (!w) reject(COMMENT_MSGS.workMissing);
  return w;
}

function commentOf(db: Db, commentId: number): CommentRow {
  const c = db.comments.get(commentId);
  // A comment whose work went is gone with it.
  if (!c || !db.works.has(c.work_id)) reject(COMMENT_MSGS.missing);
  return c;
}

/** Drops the likes of comments that went, in place (the array is the store's own). */
function dropCommentLikes(db: Db, gone: ReadonlySet<number>): void {
  let keep = 0;
  for (const l of db.commentLikes) if (!gone.has(l.comment_id)) db.commentLikes[keep++] = l;
  db.commentLikes.length = keep;
}

/** A deleted work's comments go with it, and their likes. */
export function dropWorkComments(db: Db, workId: number): void {
  const gone = new Set<number>();
  for (const c of db.comments.values()) if (c.work_id === workId) gone.add(c.id);
  for (const goneId of gone) db.comments.delete(goneId);
  dropCommentLikes(db, gone);
}

export const commentRoutes = {
  lists: route(requestSchemas['comment.lists'], (q, { db, user }) =>
    commentPage(
      db,
      workOf(db, q.work_id),
      { page: q.page, per_page: q.per_page, sort: q.sort ?? 'latest', around: q.around },
      user?.id ?? null,
    ),
  ),

  add: route(
    commentInputSchema,
    (input, { db, clock, me }): CommentPosted => {
      const w = workOf(db, input.work_id);
      let parent: CommentRow | null = null;
      let answered: number | null = null;
      if (input.parent_id !== undefined) {
        const target = db.comments.get(input.parent_id);
        if (!target || target.work_id !== w.id) reject(COMMENT_MSGS.parentMissing);
        // One level deep: a reply to a reply goes under the top-level comment, naming whom it answers.
        parent = target.parent_id === null ? target : (db.comments.get(target.parent_id) ?? null);
        if (!parent) reject(COMMENT_MSGS.parentMissing);
        answered = target.author_id;
      }
      const tooFast = takePostingSlot(db, clock, me.id, {
        kind: 'comment',
        max: COMMENTS_PER_WINDOW,
        windowMs: COMMENT_WINDOW_MS,
        msg: COMMENT_MSGS.tooFast,
      });
      if (tooFast) reject(tooFast);

      const row: CommentRow = {
        id: nextId(db, 'comments'),
        work_id: w.id,
        parent_id: parent?.id ?? null,
        author_id: me.id,
        reply_to_id: answered,
        content: input.content,
        likes: 0,
        created_at: iso(clock.now()),
      };
      db.comments.set(row.id, row);

      const link = commentLink(w, row.id);
      if (answered === null) {
        if (w.author_id !== me.id)
          notify(db, clock, w.author_id, {
            type: 2,
            title: '新评论',
            content: `${me.nickname} 评论了你的作品《${w.title}》：“${quote(row.content)}”`,
            from_id: me.id,
            link,
          });
      } else if (answered !== me.id) {
        notify(db, clock, answered, {
          type: 3,
          title: '新回复',
          content: `${me.nickname} 在《${w.title}》回复了你的评论：“${quote(row.content)}”`,
          from_id: me.id,
          link,
        });
      }
      return { comment: workComment(db, row, new Set()), comments: commentCount(db, w.id) };
    },
    '评论成功',
  ),

  like: route(requestSchemas['comment.like'], ({ id: commentId }, { db, clock, me }): LikeResult => {
    const c = commentOf(db, commentId);
    const at = db.commentLikes.findIndex((l) => l.user_id === me.id && l.comment_id === c.id);
    if (at >= 0) {
      db.commentLikes.splice(at, 1);
      c.likes = Math.max(0, c.likes - 1);
      return { liked: false, likes: c.likes };
    }
    db.commentLikes.push({ user_id: me.id, comment_id: c.id, created_at: iso(clock.now()) });
    c.likes += 1;
    return { liked: true, likes: c.likes };
  }),

  del: route(
    requestSchemas['comment.del'],
    ({ id: commentId }, { db, me }): CommentRemoved => {
      const c = commentOf(db, commentId);
      const w = db.works.get(c.work_id)!;
      if (c.author_id !== me.id && w.author_id !== me.id) reject(COMMENT_MSGS.notAllowed);
      const gone = new Set([c.id]);
      if (c.parent_id === null)
        for (const r of db.comments.values()) if (r.parent_id === c.id) gone.add(r.id);
      for (const goneId of gone) db.comments.delete(goneId);
      dropCommentLikes(db, gone);
      return { removed: gone.size, comments: commentCount(db, w.id) };
    },
    '评论已删除',
  ),
} satisfies ModuleRoutes<'comment'>;
