/**
 * The session: who is logged in (the login check, the member's overview and its snapshot), dropping it,
 * and the login dialog's flag. The shell and every feature read it here; the login and register pages
 * and their mutations are `features/auth/`.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { POLL_INTERVAL_MS, endpoints } from '@zaowu/shared';
import { call } from './api-client.ts';
import { privateZoneKeyAtom } from './client-state.ts';
import { storage, tokenStore } from './storage.ts';
import { appStore } from './store.ts';
import { atom } from './state.ts';

/** product.md §3: the login dialog's open flag (default false). A 401 outside /account raises it. */
export const loginDialogOpenAtom = atom(false);

export const authKeys = {
  all: ['auth'] as const,
  checkLogin: ['auth', 'checkLogin'] as const,
  overview: ['auth', 'overview'] as const,
};

/**
 * Who the header shows while the first login check is on its way: the nickname and avatar of the last
 * member seen on this device (nothing secret), so a member's reload never paints 登录 first. Written
 * when the member's profile loads or they log in; gone with the session.
 */
export interface MemberSnapshot {
  nickname: string;
  avatar: string;
}
const MEMBER_SNAPSHOT_KEY = 'zaowu:member';

export const memberSnapshot = {
  get(): MemberSnapshot | null {
    const v = storage.getJson<unknown>(MEMBER_SNAPSHOT_KEY, null);
    if (typeof v !== 'object' || v === null) return null;
    const { nickname, avatar } = v as Record<string, unknown>;
    return typeof nickname === 'string' && typeof avatar === 'string' ? { nickname, avatar } : null;
  },
  set: ({ nickname, avatar }: MemberSnapshot) => storage.setJson(MEMBER_SNAPSHOT_KEY, { nickname, avatar }),
  clear: () => storage.remove(MEMBER_SNAPSHOT_KEY),
};

/**
 * product.md §4: checked at start, after each route change and every 5 minutes. With a token present the
 * answer is taken to be "member" until the check says otherwise (design.md §4: no visitor flash).
 */
export const checkLoginQuery = () =>
  queryOptions({
    queryKey: authKeys.checkLogin,
    // No token: a visitor from the first render (nothing to ask, so no second render when the "answer"
    // comes; the first page load's shell and header render once).
    initialData: () => (tokenStore.get() ? undefined : { isLogin: false }),
    placeholderData: () => (tokenStore.get() ? { isLogin: true } : undefined),
    queryFn: async () => {
      // No token, no session: skip the round trip.
      if (!tokenStore.get()) return { isLogin: false };
      const result = await call(endpoints.user.checkLogin);
      if (!result.isLogin) {
        tokenStore.clear();
        memberSnapshot.clear();
      }
      return result;
    },
    // Asked when the app starts, on each route change (recheckLogin, app/navigation.tsx) and every
    // 5 minutes: a component that mounts in between reads the answer instead of asking again.
    staleTime: POLL_INTERVAL_MS,
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });

/** The member's own profile and stats (avatar and nickname in the header). */
export const overviewQuery = () =>
  queryOptions({
    queryKey: authKeys.overview,
    queryFn: async () => {
      const overview = await call(endpoints.user.index);
      memberSnapshot.set(overview.userinfo);
      return overview;
    },
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

/**
 * Re-checks login (deduplicated by React Query while a check is in flight). With no token and the
 * answer already "visitor" there is nothing to ask: the check would answer the same without a request,
 * and only make everything that reads it render again (the header, on every page load).
 */
export function recheckLogin(queryClient: QueryClient): Promise<unknown> {
  const known = queryClient.getQueryData<{ isLogin: boolean }>(authKeys.checkLogin);
  if (!tokenStore.get() && known?.isLogin === false) return Promise.resolve();
  return queryClient.fetchQuery({ ...checkLoginQuery(), staleTime: 0 }).catch(() => undefined);
}

/**
 * After a 401 or a logout: the token is gone, and so is the private zone's key. Cached member data of
 * pages no longer on screen goes too; what is on screen stays until the user moves on (removing it
 * would refetch → 401 → loop).
 */
export function dropSession(queryClient: QueryClient): void {
  tokenStore.clear();
  memberSnapshot.clear();
  appStore.set(privateZoneKeyAtom, null);
  queryClient.setQueryData(authKeys.checkLogin, { isLogin: false });
  queryClient.removeQueries({ type: 'inactive', predicate: (q) => q.meta?.public !== true });
}
