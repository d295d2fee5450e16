/** The member area's own calls: security, profile, my works, visitors, favorites, follows, downloads. */
import { queryOptions, useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import {
  endpoints,
  type AccountOverview,
  type ProfileReq,
  type SetPasswordReq,
  type UserInfo,
  type WorkType,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { accountKeys } from '../../lib/query-keys.ts';
import { listPage, SIGNED_LIST, SILENT } from '../../lib/account-lists.ts';
import { notify } from '../../lib/toast.ts';
import { authKeys } from '../../lib/session.ts';

/** 账号安全: the bound phone and whether a password is set. */
export const securityQuery = () =>
  queryOptions({
    queryKey: accountKeys.security,
    queryFn: () => call(endpoints.user.security, {}, SILENT),
  });

/** Sets or changes the login password; the form says what went wrong in place. */
export function useSetPassword() {
  return useMutation({
    mutationFn: (input: SetPasswordReq) => call(endpoints.user.setPassword, input, SILENT),
    meta: { invalidates: [accountKeys.security] },
  });
}

export const myWorksQuery = (page: number, type?: WorkType) =>
  queryOptions({
    queryKey: [...accountKeys.works, page, type ?? 'all'],
    queryFn: () => call(endpoints.user.getMyWorks, { ...listPage(page), ...(type ? { type } : {}) }, SILENT),
  });

export const userVisitorQuery = (page: number) =>
  queryOptions({
    queryKey: accountKeys.userVisitors(page),
    queryFn: () => call(endpoints.user.getUserVisitor, listPage(page), SILENT),
  });

export const workVisitorQuery = (page: number) =>
  queryOptions({
    queryKey: accountKeys.workVisitors(page),
    queryFn: () => call(endpoints.user.getWorkVisitor, listPage(page), SILENT),
  });

export const collectListQuery = (page: number) =>
  queryOptions({
    queryKey: accountKeys.favorites(page),
    queryFn: () => call(endpoints.user.getCollectList, { page, per_page: 12 }, SILENT),
  });

export const followListQuery = (page: number) =>
  queryOptions({
    queryKey: accountKeys.follows(page),
    queryFn: () => call(endpoints.user.getFollowList, listPage(page), SILENT),
  });

export const downloadQuery = (page: number) =>
  queryOptions({
    queryKey: accountKeys.downloads(page),
    queryFn: () => call(endpoints.user.download, listPage(page), SILENT),
    ...SIGNED_LIST,
  });

/** Every query but the session's and the account's own (those refetch or are set by themselves). */
const notAuthOrAccount = (q: Query) =>
  q.queryKey[0] !== authKeys.all[0] && q.queryKey[0] !== accountKeys.all[0];

/**
 * Saves the profile. The server's answer is the member's new profile: it goes straight into the
 * session's overview (the header's avatar and name) without another round trip. Errors are the
 * caller's to show in place (silent).
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation<UserInfo, Error, ProfileReq>({
    mutationFn: (input) => call(endpoints.user.profile, input, { silent: true }),
    onSuccess: (userinfo) => {
      queryClient.setQueryData<AccountOverview>(authKeys.overview, (old) =>
        old ? { ...old, userinfo } : old,
      );
    },
    // Pages that show the member (designer page, work authors) pick the new face up when next seen.
    meta: { invalidates: [{ predicate: notAuthOrAccount, refetchType: 'none' }] },
  });
}

export function useDeleteWork() {
  return useMutation<null, Error, { id: number; title: string }>({
    mutationFn: ({ id }) => call(endpoints.works.del, { id }, { silent: true }),
    onSuccess: (_data, { title }) => notify.success(`已删除「${title}」`),
    meta: {
      invalidates: [
        accountKeys.works,
        authKeys.overview,
        // Public lists that may hold it refetch when next shown.
        { predicate: notAuthOrAccount, refetchType: 'none' },
      ],
    },
  });
}
