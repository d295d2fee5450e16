/** The guided tour's status (product.md §1, §7): fetched for members, finished or skipped once, for good. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type GuideStatus } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';

const tourKeys = {
  status: ['tour', 'status'] as const,
};

/** Member-only: pass whether the visitor is logged in. The answer only changes through this feature. */
export const guideStatusQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: tourKeys.status,
    // The tour is optional: a failed status check must not toast, it just shows no tour.
    queryFn: () => call(endpoints.user.getGuideStatus, {}, { silent: true }),
    enabled,
    staleTime: Infinity,
  });

export function shouldShowTour(status: GuideStatus | undefined): boolean {
  return status !== undefined && !status.finished && !status.skipped;
}

export type TourEnd = 'finish' | 'skip';

/**
 * 完成 → finishGuide, 跳过 → skipGuide. The cache flips first so the tour disappears at once; the
 * server's answer then replaces it. If the call fails the tour stays closed for this visit and the
 * server still has it unfinished, so it comes back next time: better than trapping the member now.
 */
export function useEndTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (how: TourEnd) =>
      call(how === 'finish' ? endpoints.user.finishGuide : endpoints.user.skipGuide, {}, { silent: true }),
    onMutate: (how) => {
      queryClient.setQueryData<GuideStatus>(tourKeys.status, { finished: true, skipped: how === 'skip' });
    },
    onSuccess: (status) => {
      queryClient.setQueryData<GuideStatus>(tourKeys.status, status);
    },
  });
}
