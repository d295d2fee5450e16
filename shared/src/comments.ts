/**
 * Comment (评论) rules and the schema of comment.add's input, shared by the comment box (so a comment
 * that cannot go is never sent) and the demo upstream (which checks again, with the same Chinese
 * messages).
 *
 * Length is counted in code points, as people count what they see: an emoji is one, not the two
 * UTF-16 units String#length would count. Invisible and control characters are removed first
 * (cleanText), so a comment of only such characters is empty.
 */
import * as z from './zod.ts';
import { cleanText } from './invisible.ts';
import { id, optionalInt } from './work-input.ts';

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

/** Characters as people count them (code points). */
export function commentLength(text: string): number {
  return [...text].length;
}

/** A comment as it is stored: line breaks as \n, invisible and control characters dropped, trimmed. */
export function normalizeComment(raw: string): string {
  return cleanText(raw);
}

export type CommentCheck = { ok: true; value: string } | { ok: false; message: string };

/** The comment as it is sent (normalized), or why it cannot be. */
export function checkComment(raw: string): CommentCheck {
  const value = normalizeComment(raw);
  if (value === '') return { ok: false, message: COMMENT_MSGS.empty };
  if (commentLength(value) > COMMENT_MAX) return { ok: false, message: COMMENT_MSGS.tooLong };
  return { ok: true, value };
}

/** A comment's text: checked by checkComment, and given on as it is stored (normalized). */
const commentContent = z.string({ error: COMMENT_MSGS.empty }).transform((raw, ctx) => {
  const checked = checkComment(raw);
  if (checked.ok) return checked.value;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
});

/** comment.add: a comment on a work, or a reply to one of its comments (parent_id). */
export const commentInputSchema = z.object({
  work_id: id('作品'),
  content: commentContent,
  parent_id: optionalInt('评论 ID 格式不正确', 1),
});
