/** Answers about a work's comments (beside comments.ts). */
import * as z from './zod.ts';
import { time, count, page } from './answer-fields.ts';
import { userBrief } from './account-answers.ts';

/**
 * A comment on a work (评论), or a reply under one: replies are one level deep. Plain text from a
 * member: render it as text, never as HTML.
 */
export const workComment = z.strictObject({
  id: z.number().int(),
  work_id: z.number().int(),
  /** The top-level comment a reply is under; null for a top-level comment. */
  parent_id: z.number().int().nullable(),
  author: userBrief,
  /** Whom a reply answers (shown as 回复 @昵称); null for a top-level comment. */
  reply_to: userBrief.nullable(),
  content: z.string().min(1).max(2000),
  likes: count,
  /** Whether the member (the token sent) liked it; false for a visitor. */
  liked: z.boolean(),
  created_at: time,
});
/** A top-level comment with all its replies, oldest first. */
export const commentThread = workComment
  .extend({ replies: z.array(workComment) })
  .refine((c) => c.parent_id === null && c.reply_to === null, 'a thread is a top-level comment');
/** comment.lists: top-level comments page by page, each with its replies. */
export const commentPage = page(commentThread).extend({
  /** Every comment on the work, replies included (the same figure as the work's `comments`). */
  comments: count,
  /** The `around` comment when it was found (its page is the one answered), else null. */
  focus: z.number().int().nullable(),
});
export const commentPosted = z.strictObject({
  comment: workComment,
  /** The work's comment count now. */
  comments: z.number().int().min(1),
});
export const commentRemoved = z.strictObject({
  /** How many went: the comment and, for a top-level one, its replies. */
  removed: z.number().int().min(1),
  /** The work's comment count now. */
  comments: count,
});
