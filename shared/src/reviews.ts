/**
 * 评价 (reviews) rules and the schemas of review.save's and review.reply's input, shared by the review
 * form (so a review that cannot go is never sent) and the demo upstream (which checks again, with the
 * same Chinese messages).
 *
 * Who may review: a member who bought the work (a bought item of it), or who has a goods item in an
 * order of theirs that is 已完成 (completed); once per work or goods item, then they may edit it. The
 * seller (the work's author, the shop's owner) may reply once to each review. The text is plain text,
 * optional for a review and required for a reply, cleaned like a comment (invisible and bidi characters
 * removed, counted in code points).
 */
import * as z from './zod.ts';
import { cleanText } from './invisible.ts';
import { codePointLength } from './plain-text.ts';
import { id } from './input-fields.ts';
import { REVIEW_STARS_MAX, REVIEW_STARS_MIN } from './review-stars.ts';

export { REVIEW_STARS_MAX, STAR_LABELS } from './review-stars.ts';

const REVIEW_TARGETS = ['work', 'goods'] as const;
export type ReviewTarget = (typeof REVIEW_TARGETS)[number];

export const REVIEW_TEXT_MAX = 500;
export const REVIEW_REPLY_MAX = 500;
/** At most this many reviews, edits and replies a member may send per REVIEW_WINDOW_MS (as comments). */
export const REVIEWS_PER_WINDOW = 10;
export const REVIEW_WINDOW_MS = 60_000;

export const REVIEW_MSGS = {
  target: '评价对象不正确',
  starsEmpty: '请选择评分（1–5 星）',
  starsBad: '评分须为 1–5 星',
  tooLong: `评价内容不能超过 ${REVIEW_TEXT_MAX} 个字`,
  replyEmpty: '请输入回复内容',
  replyTooLong: `回复不能超过 ${REVIEW_REPLY_MAX} 个字`,
  tooFast: '评价太频繁了，请稍后再试',
  workMissing: '作品不存在或已删除',
  goodsMissing: '商品不存在',
  workNotBought: '购买该作品后才能评价',
  goodsNotDone: '购买并确认收货（订单已完成）后才能评价该商品',
  ownWork: '不能评价自己的作品',
  ownGoods: '不能评价自己店铺的商品',
  missing: '评价不存在或已删除',
  notSeller: '只有卖家可以回复评价',
  replied: '你已回复过这条评价',
} as const;

/** A review's or a reply's text as it is stored: cleaned like a comment. */
export const normalizeReviewText = cleanText;
/** Characters as people count them (code points). */
export const reviewTextLength = codePointLength;

/** Text of at most `max` code points once cleaned; `required` refuses an empty one with `empty`. */
function reviewText(max: number, tooLong: string, required: string | null) {
  return z.string({ error: required ?? tooLong }).transform((raw, ctx) => {
    const value = normalizeReviewText(raw);
    if (required && value === '') ctx.addIssue({ code: 'custom', message: required });
    else if (reviewTextLength(value) > max) ctx.addIssue({ code: 'custom', message: tooLong });
    else return value;
    return z.NEVER;
  });
}

/** 1–5 stars, sent as a number or a numeric string. */
const stars = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: (iss) => (iss.input === undefined ? REVIEW_MSGS.starsEmpty : REVIEW_MSGS.starsBad) })
    .int(REVIEW_MSGS.starsBad)
    .min(REVIEW_STARS_MIN, REVIEW_MSGS.starsBad)
    .max(REVIEW_STARS_MAX, REVIEW_MSGS.starsBad),
);

export const reviewTarget = z.enum(REVIEW_TARGETS, { error: REVIEW_MSGS.target });

/** review.save: the member's review of a work or goods item; the first save posts it, later ones edit it. */
export const reviewInputSchema = z.object({
  target: reviewTarget,
  target_id: id('评价对象'),
  stars,
  content: reviewText(REVIEW_TEXT_MAX, REVIEW_MSGS.tooLong, null).default(''),
});

/** review.reply: the seller's one reply to a review. */
export const reviewReplyInputSchema = z.object({
  id: id('评价'),
  content: reviewText(REVIEW_REPLY_MAX, REVIEW_MSGS.replyTooLong, REVIEW_MSGS.replyEmpty),
});

/** An average of stars as shown: one decimal, 0 when nobody has rated. */
export function averageStars(total: number, count: number): number {
  return count === 0 ? 0 : Math.round((total / count) * 10) / 10;
}
