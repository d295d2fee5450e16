/**
 * 评价 of a work or a goods item: the public list (average, count, page by page, the member's own first),
 * the buyer's review (posted once, then edited) and the seller's one reply. After either, the list is
 * fetched again, and so are the goods item and its shop (their rating comes from these reviews).
 */
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { endpoints, type Review, type ReviewReplyReq, type ReviewSaveReq } from '@zaowu/shared';
import type { ReviewTarget } from '@zaowu/shared/reviews';
import { call } from '../../lib/api-client.ts';

const REVIEWS_PER_PAGE = 10;

const reviewKeys = {
  target: (target: ReviewTarget, id: number) => ['reviews', target, id] as const,
  list: (target: ReviewTarget, id: number, page: number) => ['reviews', target, id, page] as const,
};

export const reviewsQuery = (target: ReviewTarget, id: number, page: number) =>
  queryOptions({
    queryKey: reviewKeys.list(target, id, page),
    // silent: the section shows its own error with a retry.
    queryFn: () =>
      call(
        endpoints.review.lists,
        { target, target_id: id, page, per_page: REVIEWS_PER_PAGE },
        { silent: true },
      ),
    placeholderData: keepPreviousData,
    // What the member may do follows the login: a login invalidates every query.
    meta: { public: true },
  });

/** The goods item's page and its shop show the rating these reviews make. */
const staleAfter = (target: ReviewTarget, id: number) => ({
  invalidates: [reviewKeys.target(target, id), ...(target === 'goods' ? [['shop']] : [])],
});

export function useSaveReview(target: ReviewTarget, id: number) {
  return useMutation<Review, Error, Omit<ReviewSaveReq, 'target' | 'target_id'>>({
    mutationFn: (input) => call(endpoints.review.save, { target, target_id: id, ...input }, { silent: true }),
    meta: staleAfter(target, id),
  });
}

export function useReplyReview(target: ReviewTarget, id: number) {
  return useMutation<Review, Error, ReviewReplyReq>({
    mutationFn: (input) => call(endpoints.review.reply, input, { silent: true }),
    meta: staleAfter(target, id),
  });
}
