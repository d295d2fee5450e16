/** Follows: the member's relation to a person, follow / unfollow, and the member's follow list. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type FollowResult } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/http.ts';
import { notify } from '../../lib/toast.ts';
import { designerKeys } from '../designers/keys.ts';

export const followKeys = {
  all: ['follow'] as const,
  relation: (userId: number) => ['follow', 'relation', userId] as const,
  list: (page: number) => ['follow', 'list', page] as const,
  lists: ['follow', 'list'] as const,
};

/** Whether the member follows this user (member call: only run it for members). */
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

/**
 * Follow or unfollow, optimistically: the button flips at once and flips back if the call fails. The
 * follow list is marked stale without refetching, so a row unfollowed on /follow stays in place (and
 * can be followed again) until the page is opened anew; designer cards and pages refetch their counts.
 */
export function useToggleFollow(userId: number, name: string) {
  const queryClient = useQueryClient();
  const key = followKeys.relation(userId);
  // Built here, not at load: designers imports follow (FollowButton), so its keys may not exist yet then.
  const settled = [{ queryKey: followKeys.lists, refetchType: 'none' } as const, designerKeys.all];
  return useMutation<FollowResult, Error, boolean, { previous: { following: boolean } | undefined }>({
    mutationFn: (follow) =>
      call(follow ? endpoints.user.follow : endpoints.user.unfollow, { user_id: userId }, { silent: true }),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<{ following: boolean }>(key);
      queryClient.setQueryData(key, { following: follow });
      return { previous };
    },
    onError: (error, follow, context) => {
      queryClient.setQueryData(key, context?.previous ?? { following: !follow });
      // A 401 opens the login dialog by itself (SPEC §8); anything else is said here.
      if (error instanceof ApiError && error.isUnauthorized) return;
      notify.error(
        error instanceof ApiError && error.code === 0
          ? error.message
          : `${follow ? '关注' : '取消关注'}失败，请稍后重试`,
      );
    },
    onSuccess: (result, follow) => {
      queryClient.setQueryData(key, { following: result.following });
      notify.success(follow ? `已关注 ${name}` : `已取消关注 ${name}`);
    },
    // Designer cards and pages carry follower counts; the follow list refetches when next opened.
    meta: { invalidates: settled, invalidatesOnError: settled },
  });
}
