/** A review as the wire shows it (shared schemas `review`): the author in brief, and whether it is the member's. */
import { hrefs, type Review } from '@zaowu/shared';
import type { Db, ReviewRow } from '../types.ts';
import { userBrief } from './user-brief.ts';

export function review(db: Db, r: ReviewRow, memberId: number | null): Review {
  return {
    id: r.id,
    target: r.target,
    target_id: r.target_id,
    stars: r.stars,
    content: r.content,
    author: userBrief(db, r.user_id),
    created_at: r.created_at,
    updated_at: r.updated_at,
    reply: r.reply ? { content: r.reply.content, created_at: r.reply.created_at } : null,
    mine: memberId !== null && r.user_id === memberId,
  };
}

/** The link a review's notice opens: the reviews on the work's or goods item's page. */
export function reviewLink(db: Db, r: Pick<ReviewRow, 'target' | 'target_id'>): string {
  if (r.target === 'goods') return hrefs.goods(r.target_id, { hash: 'reviews' });
  const w = db.works.get(r.target_id);
  return w ? hrefs.work(w.type, w.id, { hash: 'reviews' }) : '/';
}
