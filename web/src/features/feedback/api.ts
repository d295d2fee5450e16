/** Feedback: send one, and the member's own with the replies. */
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { endpoints, type ReqOf } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';

const FEEDBACK_PER_PAGE = 5;

const feedbackKeys = {
  all: ['feedback'] as const,
  list: (page: number) => ['feedback', 'list', page] as const,
};

export const myFeedbackQuery = (page: number) =>
  queryOptions({
    queryKey: feedbackKeys.list(page),
    queryFn: () => call(endpoints.feedback.lists, { page, per_page: FEEDBACK_PER_PAGE }, { silent: true }),
    placeholderData: keepPreviousData,
  });

export type FeedbackInput = ReqOf<typeof endpoints.feedback.add>;

export function useAddFeedback() {
  return useMutation({
    // silent: the form says what went wrong in place, and keeps what was typed.
    mutationFn: (input: FeedbackInput) => call(endpoints.feedback.add, input, { silent: true }),
    meta: { invalidates: [feedbackKeys.all], awaitsInvalidation: true },
  });
}
