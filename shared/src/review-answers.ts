/** Answers about buyers' reviews (beside reviews.ts). */
import * as z from './zod.ts';
import { time, count, page } from './answer-fields.ts';
import { userBrief } from './account-answers.ts';

/**
 * A buyer's review (评价) of a work or goods item: 1–5 stars and an optional plain text (render it as
 * text, never as HTML), with the seller's one reply.
 */
export const review = z.strictObject({
  id: z.number().int(),
  target: z.enum(['work', 'goods']),
  target_id: z.number().int(),
  stars: z.number().int().min(1).max(5),
  /** Plain text; '' when the buyer only rated. */
  content: z.string().max(2000),
  author: userBrief,
  created_at: time,
  /** When the buyer last changed it; null if never. */
  updated_at: time.nullable(),
  /** The seller's reply (plain text), once. */
  reply: z.strictObject({ content: z.string().min(1).max(2000), created_at: time }).nullable(),
  /** Whether it is the member's own (the token sent); false for a visitor. */
  mine: z.boolean(),
});
/** The average and count of a work's or goods item's reviews, and how many gave 1…5 stars. */
const reviewSummary = z.strictObject({
  /** 0–5, one decimal; 0 while nobody has rated. */
  average: z.number().min(0).max(5),
  count,
  /** stars[0] gave 1 star … stars[4] gave 5. */
  stars: z.array(count).length(5),
});
/** review.lists: newest first, the member's own (if any) first of all on page 1. */
export const reviewPage = page(review).extend({
  summary: reviewSummary,
  /** What the member (the token sent) may do here; a visitor may do nothing. */
  viewer: z.strictObject({
    /** May write a review now, or edit theirs. */
    can_review: z.boolean(),
    /** Why not, when they may not (购买后才能评价 …); null when they may, or for a visitor. */
    reason: z.string().nullable(),
    /** The work's author or the shop's owner: may reply once to each review. */
    is_seller: z.boolean(),
  }),
});
