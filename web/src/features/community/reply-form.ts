/**
 * The reply box's schema (react-hook-form's zod resolver). community.reply's shared rule decides what
 * may go; the box says why not in its own words, with how far the text is from the limits.
 */
import * as z from '@zaowu/shared/zod';
import { TOPIC_REPLY_MAX, TOPIC_REPLY_MIN, TOPIC_REPLY_MSGS, topicReplyContent } from '@zaowu/shared/topics';

export interface ReplyValues {
  content: string;
}

/** The box's words for a text the rule refuses (`refused`: the server's own, for anything else). */
function replyProblem(text: string, refused: string): string {
  // Counted as the rule counts: the trimmed text's length.
  const length = text.trim().length;
  if (length === 0) return TOPIC_REPLY_MSGS.empty;
  if (length < TOPIC_REPLY_MIN) return `回复至少需要 ${TOPIC_REPLY_MIN} 个字`;
  if (length > TOPIC_REPLY_MAX) return `回复不能超过 ${TOPIC_REPLY_MAX} 个字（现在是 ${length} 个字）`;
  return refused;
}

export const replyFormSchema = z.object({
  content: z.string().transform((text, ctx) => {
    const checked = topicReplyContent.safeParse(text);
    if (checked.success) return checked.data;
    ctx.addIssue({ code: 'custom', message: replyProblem(text, checked.error.issues[0]?.message ?? '') });
    return z.NEVER;
  }),
});
