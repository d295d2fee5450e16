/**
 * 评价 (assumed calls): a public list of a work's or goods item's reviews with their summary; a buyer's
 * review (posted once, then edited); the seller's one reply. Who may do what: store/reviews.ts; the
 * rules of the input: shared reviews.ts. The seller hears of a new review (type 2), the buyer of the
 * reply (type 3), each linking to the reviews on the page.
 */
import type { Review, ReviewPage } from '@zaowu/shared';
import {
  REVIEW_MSGS,
  REVIEW_WINDOW_MS,
  REVIEWS_PER_WINDOW,
  reviewInputSchema,
  reviewReplyInputSchema,
  type ReviewTarget,
} from '@zaowu/shared/reviews';
import { requestSchemas } from '@zaowu/shared/requests';
import { nextId } from '../store/db.ts';
import { notify } from '../store/notify.ts';
import { takePostingSlot, type PostingLimit } from '../store/rate-limit.ts';
import { reviewBy, reviewRight, reviewsOf, sellerOf, summarize } from '../store/reviews.ts';
import { iso } from '../store/time.ts';
import type { Db, ReviewRow } from '../store/types.ts';
import { paginate } from '../store/views/paginate.ts';
import { review, reviewLink } from '../store/views/reviews.ts';
import { reject, rejectIf, route, type ModuleRoutes } from './route.ts';

/** Reviews, their edits and replies together: as many a minute as comments. */
const REVIEW_LIMIT: PostingLimit = {
  kind: 'review',
  max: REVIEWS_PER_WINDOW,
  windowMs: REVIEW_WINDOW_MS,
  msg: REVIEW_MSGS.tooFast,
};

/** The first characters of a text, for a notice. */
function quote(text: string, max = 30): string {
  const chars = [...text.replace(/\s+/g, ' ')];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

/** What a notice calls the reviewed thing: 《作品》 or 「商品」. */
function titleOf(db: Db, target: ReviewTarget, targetId: number): string {
  if (target === 'work') return `作品《${db.works.get(targetId)?.title ?? ''}》`;
  return `商品「${db.goods.get(targetId)?.title ?? ''}」`;
}

/** Newest first; ties (seeded at one time) by id. */
const newestFirst = (a: ReviewRow, b: ReviewRow) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

export const reviewRoutes = {
  lists: route(requestSchemas['review.lists'], (q, { db, user }): ReviewPage => {
    const seller = sellerOf(db, q.target, q.target_id);
    if (seller === null) reject(q.target === 'work' ? REVIEW_MSGS.workMissing : REVIEW_MSGS.goodsMissing);
    const all = reviewsOf(db, q.target, q.target_id);
    const meId = user?.id ?? null;
    // The member's own first of all, then everyone's newest first.
    const rows = [
      ...all.filter((r) => r.user_id === meId),
      ...all.filter((r) => r.user_id !== meId).sort(newestFirst),
    ];
    const right = user ? reviewRight(db, user.id, q.target, q.target_id) : null;
    return {
      ...paginate(rows, q, (r) => review(db, r, meId)),
      summary: summarize(all),
      viewer: {
        can_review: right?.ok ?? false,
        reason: right && !right.ok ? right.reason : null,
        is_seller: seller === meId,
      },
    };
  }),

  save: route(
    reviewInputSchema,
    (input, { db, clock, me }): Review => {
      const right = reviewRight(db, me.id, input.target, input.target_id);
      if (!right.ok) reject(right.reason);
      const mine = reviewBy(db, me.id, input.target, input.target_id);
      if (mine && mine.stars === input.stars && mine.content === input.content)
        return review(db, mine, me.id);
      rejectIf(takePostingSlot(db, clock, me.id, REVIEW_LIMIT));
      const now = iso(clock.now());
      if (mine) {
        mine.stars = input.stars;
        mine.content = input.content;
        mine.updated_at = now;
        return review(db, mine, me.id);
      }
      const row: ReviewRow = {
        id: nextId(db, 'reviews'),
        target: input.target,
        target_id: input.target_id,
        user_id: me.id,
        stars: input.stars,
        content: input.content,
        order_id: right.order_id,
        created_at: now,
        updated_at: null,
        reply: null,
      };
      db.reviews.set(row.id, row);
      const seller = sellerOf(db, row.target, row.target_id);
      if (seller !== null)
        notify(db, clock, seller, {
          type: 2,
          title: '新评价',
          content: `${me.nickname} 给了你的${titleOf(db, row.target, row.target_id)} ${row.stars} 星评价${row.content ? `：“${quote(row.content)}”` : ''}`,
          from_id: me.id,
          link: reviewLink(db, row),
        });
      return review(db, row, me.id);
    },
    '评价已保存',
  ),

  reply: route(
    reviewReplyInputSchema,
    ({ id: reviewId, content }, { db, clock, me }): Review => {
      const r = db.reviews.get(reviewId);
      const seller = r ? sellerOf(db, r.target, r.target_id) : null;
      if (!r || seller === null) reject(REVIEW_MSGS.missing);
      if (seller !== me.id) reject(REVIEW_MSGS.notSeller);
      if (r.reply) reject(REVIEW_MSGS.replied);
      rejectIf(takePostingSlot(db, clock, me.id, REVIEW_LIMIT));
      r.reply = { content, created_at: iso(clock.now()) };
      notify(db, clock, r.user_id, {
        type: 3,
        title: '评价有了回复',
        content: `卖家回复了你对${titleOf(db, r.target, r.target_id)}的评价：“${quote(content)}”`,
        from_id: me.id,
        link: reviewLink(db, r),
      });
      return review(db, r, me.id);
    },
    '回复成功',
  ),
} satisfies ModuleRoutes<'review'>;
