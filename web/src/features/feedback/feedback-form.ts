/**
 * The 提交反馈 form's values and schema (react-hook-form's zod resolver). feedback.add's shared rules
 * (@zaowu/shared/feedback-input) decide what the server takes; the form asks a little more (at least
 * CONTENT_MIN characters, a contact the platform can reach) and says why in its own words.
 */
import * as z from '@zaowu/shared/zod';
import { MOBILE_PATTERN } from '@zaowu/shared/auth-input';
import { feedbackContact, feedbackContent, feedbackType } from '@zaowu/shared/feedback-input';
import { CONTENT_MAX, CONTENT_MIN, contentLength, type FeedbackType } from './validation.ts';

/** What the form holds; the screenshots are kept beside it, in the draft (state.ts). */
export interface FeedbackValues {
  type: FeedbackType | null;
  content: string;
  contact: string;
}

/**
 * A text field given on as `rule` gives it (trimmed). `problem` says what is wrong in the form's words:
 * given the rule's own refusal (null when the rule lets the text pass), it returns the message, or null.
 */
function worded(
  rule: z.ZodType<string, string | undefined>,
  problem: (text: string, refused: string | null) => string | null,
) {
  return z.string().transform((text, ctx) => {
    const checked = rule.safeParse(text);
    const refused = checked.success ? null : (checked.error.issues[0]?.message ?? '');
    const message = problem(text, refused) ?? refused;
    if (checked.success && message === null) return checked.data;
    ctx.addIssue({ code: 'custom', message: message ?? '' });
    return z.NEVER;
  });
}

function contentProblem(text: string, refused: string | null): string | null {
  const n = contentLength(text);
  if (n === 0) return '请填写反馈内容';
  if (n < CONTENT_MIN) return `反馈内容至少 ${CONTENT_MIN} 个字，还差 ${CONTENT_MIN - n} 个字`;
  if (n > CONTENT_MAX) return `反馈内容不能超过 ${CONTENT_MAX} 个字，已超出 ${n - CONTENT_MAX} 个字`;
  return refused;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Optional; when given, a mobile number or an email (the server's own limit said first). */
function contactProblem(text: string, refused: string | null): string | null {
  const v = text.trim();
  if (!v || refused) return refused;
  if (MOBILE_PATTERN.test(v) || EMAIL.test(v)) return null;
  return /^\d+$/.test(v) ? '请填写 11 位手机号' : '请填写正确的手机号或邮箱';
}

export const feedbackFormSchema = z.object({
  // Null until one is picked; the shared rule then refuses it, in its own words.
  type: feedbackType.nullable().pipe(feedbackType),
  content: worded(feedbackContent, contentProblem),
  contact: worded(feedbackContact, contactProblem),
});

/** The values once checked: a type picked, the texts trimmed. */
export type FeedbackChecked = z.output<typeof feedbackFormSchema>;

export type FeedbackField = keyof FeedbackValues;

/** Which field a refusal of the server is about, by its words; null for the form as a whole. */
export function feedbackFieldOf(msg: string): FeedbackField | null {
  if (msg.includes('反馈类型')) return 'type';
  if (msg.includes('反馈内容')) return 'content';
  if (msg.includes('联系方式')) return 'contact';
  return null;
}
