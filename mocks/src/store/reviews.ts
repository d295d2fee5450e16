/**
 * 评价: who may review what, the average a work's, a goods item's and a shop's reviews add up to, and
 * who the seller is. Rules and words: shared reviews.ts.
 *
 * - A work: its buyers (a bought item of it; seeded purchases have no order), never its author.
 * - A goods item: a member with a line of it in an order of theirs that is completed; the review keeps
 *   that order. Never the shop's owner.
 * - A shop's rating is the average of its goods' reviews: earned, not set.
 */
import { averageStars, REVIEW_MSGS, type ReviewTarget } from '@zaowu/shared/reviews';
import type { Db, OrderRow, ReviewRow } from './types.ts';
import { hasBought } from './work-files.ts';

/** Who may answer a review of this work or goods item; null when it does not exist. */
export function sellerOf(db: Db, target: ReviewTarget, targetId: number): number | null {
  if (target === 'work') return db.works.get(targetId)?.author_id ?? null;
  const goods = db.goods.get(targetId);
  return goods ? (db.shops.get(goods.shop_id)?.owner_id ?? null) : null;
}

/** The member's newest completed order holding this goods item, if any. */
function completedOrderOf(db: Db, userId: number, goodsId: number): OrderRow | undefined {
  let found: OrderRow | undefined;
  for (const o of db.orders.values()) {
    if (o.buyer_id !== userId || o.status !== 'completed') continue;
    if (!o.lines.some((l) => l.kind !== 'work' && l.goods_id === goodsId)) continue;
    if (!found || o.id > found.id) found = o;
  }
  return found;
}

export type ReviewRight = { ok: true; order_id: number | null } | { ok: false; reason: string };

/** Whether the member may write (or edit) a review of this work or goods item, and on what order. */
export function reviewRight(db: Db, userId: number, target: ReviewTarget, targetId: number): ReviewRight {
  const seller = sellerOf(db, target, targetId);
  if (target === 'work') {
    if (seller === null) return { ok: false, reason: REVIEW_MSGS.workMissing };
    if (seller === userId) return { ok: false, reason: REVIEW_MSGS.ownWork };
    return hasBought(db, userId, targetId)
      ? { ok: true, order_id: null }
      : { ok: false, reason: REVIEW_MSGS.workNotBought };
  }
  if (seller === null) return { ok: false, reason: REVIEW_MSGS.goodsMissing };
  if (seller === userId) return { ok: false, reason: REVIEW_MSGS.ownGoods };
  const order = completedOrderOf(db, userId, targetId);
  return order ? { ok: true, order_id: order.id } : { ok: false, reason: REVIEW_MSGS.goodsNotDone };
}

export function reviewsOf(db: Db, target: ReviewTarget, targetId: number): ReviewRow[] {
  return [...db.reviews.values()].filter((r) => r.target === target && r.target_id === targetId);
}

export function reviewBy(
  db: Db,
  userId: number,
  target: ReviewTarget,
  targetId: number,
): ReviewRow | undefined {
  for (const r of db.reviews.values())
    if (r.user_id === userId && r.target === target && r.target_id === targetId) return r;
  return undefined;
}

/** Average (one decimal), count, and how many gave 1…5 stars. */
export function summarize(rows: readonly Pick<ReviewRow, 'stars'>[]) {
  const stars = [0, 0, 0, 0, 0];
  let total = 0;
  for (const r of rows) {
    stars[r.stars - 1]! += 1;
    total += r.stars;
  }
  return { average: averageStars(total, rows.length), count: rows.length, stars };
}

/** A shop's rating: the average of every review of its goods, and how many there are. */
export function shopRating(db: Db, shopId: number): { rating: number; rating_count: number } {
  let total = 0;
  let count = 0;
  for (const r of db.reviews.values()) {
    if (r.target !== 'goods' || db.goods.get(r.target_id)?.shop_id !== shopId) continue;
    total += r.stars;
    count += 1;
  }
  return { rating: averageStars(total, count), rating_count: count };
}
