/** Follows: the member's relation to a person, follow / unfollow, and the member's follow list. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type FollowResult, type FollowState } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { designerKeys, followKeys } from '../../lib/query-keys.ts';
import { toastFailure } from '../../lib/errors.ts';

/**
 * Whether the member follows this user, and 拉黑 either way, which rules following out (member call:
 * only run it for members).
 */
export const relationQuery = (userId: number) =>
  queryOptions({
    queryKey: followKeys.relation(userId),
    queryFn: () => call(endpoints.user.relation, { user_id: userId }, { silent: true }),
    staleTime: 60_000,
  });

/** The people the member follows (member call). */
export const followListQuery = (page: number) =>
  queryOptions({
    queryKey: followKeys.list(page),
    queryFn: () => call(endpoints.user.getFollowList, { page, per_page: 10 }),
  });

const NO_BLOCK = { blocked_by_me: false, blocked_me: false };
const settled = [{ queryKey: followKeys.lists, refetchType: 'none' } as const, designerKeys.all];

/**
 * Follow or unfollow, optimistically: the button flips at once and flips back if the call fails. The
 * follow list is marked stale without refetching, so a row unfollowed on /follow stays in place (and
 * can be followed again) until the page is opened anew; designer cards and pages refetch their counts.
 * A refusal refetches the relation too: a block the page did not know of yet then shows on the button.
 */
export function useToggleFollow(userId: number, name: string) {
  const queryClient = useQueryClient();
  const key = followKeys.relation(userId);
  const withFollowing = (following: boolean) => (state: FollowState | undefined) => ({
    ...(state ?? NO_BLOCK),
    following,
  });
  return useMutation<FollowResult, Error, boolean, { previous: FollowState | undefined }>({
    mutationFn: (follow) =>
      call(follow ? endpoints.user.follow : endpoints.user.unfollow, { user_id: userId }, { silent: true }),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FollowState>(key);
      queryClient.setQueryData<FollowState>(key, withFollowing(follow));
      return { previous };
    },
    onError: (error, follow, context) => {
      queryClient.setQueryData<FollowState>(key, context?.previous ?? withFollowing(!follow));
      toastFailure(error, `${follow ? '关注' : '取消关注'}失败，请稍后重试`);
    },
    onSuccess: (result, follow) => {
      queryClient.setQueryData<FollowState>(key, withFollowing(result.following));
      notify.success(follow ? `已关注 ${name}` : `已取消关注 ${name}`);
    },
    // Designer cards and pages carry follower counts; the follow list refetches when next opened.
    meta: { invalidates: settled, invalidatesOnError: [...settled, key] },
  });
}
