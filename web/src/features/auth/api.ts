/** Login state: query factories the shell needs on every page (mutations live in mutations.ts). */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { POLL_INTERVAL_MS, endpoints } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { privateZoneKeyAtom } from '../../lib/client-state.ts';
import { tokenStore } from '../../lib/storage.ts';
import { appStore } from '../../lib/store.ts';

export const authKeys = {
  all: ['auth'] as const,
  checkLogin: ['auth', 'checkLogin'] as const,
  overview: ['auth', 'overview'] as const,
};

/** SPEC §4: checked at start, after each route change and every 5 minutes. */
export const checkLoginQuery = () =>
  queryOptions({
    queryKey: authKeys.checkLogin,
    queryFn: async () => {
      // No token, no session: skip the round trip.
      if (!tokenStore.get()) return { isLogin: false };
      const result = await call(endpoints.user.checkLogin);
      if (!result.isLogin) tokenStore.clear();
      return result;
    },
    staleTime: 0,
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });

/** The member's own profile and stats (avatar and nickname in the header). */
export const overviewQuery = () =>
  queryOptions({
    queryKey: authKeys.overview,
    queryFn: () => call(endpoints.user.index),
    staleTime: 60_000,
  });

/** 'checking' until the first login check has answered, so a click then is neither member nor visitor. */
export function useLoginState(): 'checking' | 'member' | 'visitor' {
  const { data, isError } = useQuery(checkLoginQuery());
  if (data === undefined) return isError ? 'visitor' : 'checking';
  return data.isLogin ? 'member' : 'visitor';
}

export function useIsLoggedIn(): boolean {
  return useQuery(checkLoginQuery()).data?.isLogin ?? false;
}

/** Re-checks login (deduplicated by React Query while a check is in flight). */
export function recheckLogin(queryClient: QueryClient): Promise<unknown> {
  return queryClient.fetchQuery({ ...checkLoginQuery(), staleTime: 0 }).catch(() => undefined);
}

/**
 * After a 401 or a logout: the token is gone, and so is the private zone's key. Cached member data of
 * pages no longer on screen goes too; what is on screen stays until the user moves on (removing it
 * would refetch → 401 → loop).
 */
export function dropSession(queryClient: QueryClient): void {
  tokenStore.clear();
  appStore.set(privateZoneKeyAtom, null);
  queryClient.setQueryData(authKeys.checkLogin, { isLogin: false });
  queryClient.removeQueries({ type: 'inactive', predicate: (q) => q.meta?.public !== true });
}
