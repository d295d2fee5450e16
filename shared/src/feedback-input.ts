/**
 * The schema of feedback.add's input (意见反馈), with its limits and the Chinese words the server
 * answers with. The demo upstream validates requests with it; the feedback form checks the same rules
 * (and a few of its own) before sending. Imported as `@zaowu/shared/feedback-input` (zod stays out of
 * the SPA's entry).
 *
 * Lengths are of the trimmed text, counted in code points as people count what they see.
 */
import * as z from './zod.ts';
import { codePointLength } from './plain-text.ts';
import { mediaUrl } from './input-fields.ts';

const FEEDBACK_TYPE_KEYS = ['bug', 'suggestion', 'content', 'other'] as const;

export const FEEDBACK_LIMITS = {
  contentMin: 5,
  contentMax: 500,
  images: 6,
  contact: 50,
} as const;

const L = FEEDBACK_LIMITS;

const FEEDBACK_MSGS = {
  type: '请选择反馈类型',
  contentEmpty: '请填写反馈内容',
  contentShort: `反馈内容不能少于 ${L.contentMin} 个字`,
  contentLong: `反馈内容不能超过 ${L.contentMax} 个字`,
  image: '图片地址不正确',
  imagesBad: '图片格式不正确',
  imagesMany: `最多上传 ${L.images} 张图片`,
  contactBad: '联系方式格式不正确',
  contactLong: `联系方式不能超过 ${L.contact} 个字`,
} as const;

const M = FEEDBACK_MSGS;

export const feedbackType = z.enum(FEEDBACK_TYPE_KEYS, { error: M.type });

/** What happened, or what the member suggests. */
export const feedbackContent = z
  .string({ error: M.contentEmpty })
  .trim()
  .superRefine((v, ctx) => {
    const n = codePointLength(v);
    if (n < L.contentMin) ctx.addIssue({ code: 'custom', message: M.contentShort });
    else if (n > L.contentMax) ctx.addIssue({ code: 'custom', message: M.contentLong });
  });

/** How to reach the member about it: optional, any form. */
export const feedbackContact = z
  .string({ error: M.contactBad })
  .trim()
  .refine((v) => codePointLength(v) <= L.contact, M.contactLong)
  .default('');

/** feedback.add. */
export const feedbackInputSchema = z.object({
  type: feedbackType,
  content: feedbackContent,
  images: z.array(mediaUrl(M.image), { error: M.imagesBad }).max(L.images, M.imagesMany).default([]),
  contact: feedbackContact,
});
