/**
 * Comment (评论) rules and the schema of comment.add's input, shared by the comment box (so a comment
 * that cannot go is never sent) and the demo upstream (which checks again, with the same Chinese
 * messages).
 *
 * The text is a plain-text field (plain-text.ts: cleaned, counted in code points).
 */
import * as z from './zod.ts';
import { plainTextRule } from './plain-text.ts';
import { id, optionalInt } from './input-fields.ts';

export const COMMENT_MAX = 500;
/** At most this many comments (replies included) a member may post per COMMENT_WINDOW_MS. */
export const COMMENTS_PER_WINDOW = 10;
export const COMMENT_WINDOW_MS = 60_000;

export const COMMENT_MSGS = {
  empty: '请输入评论内容',
  tooLong: `评论不能超过 ${COMMENT_MAX} 个字`,
  tooFast: '评论太频繁了，请稍后再试',
  workMissing: '作品不存在或已删除',
  missing: '评论不存在或已删除',
  parentMissing: '要回复的评论不存在或已删除',
  notAllowed: '只能删除自己的评论，或你作品下的评论',
} as const;

const commentRule = plainTextRule(COMMENT_MAX, COMMENT_MSGS);

/** The comment as it is sent (cleaned), or why it cannot be. */
export const checkComment = commentRule.check;

/** comment.add: a comment on a work, or a reply to one of its comments (parent_id). */
export const commentInputSchema = z.object({
  work_id: id('作品'),
  content: commentRule.schema,
  parent_id: optionalInt('评论 ID 格式不正确', 1),
});
