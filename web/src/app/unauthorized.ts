/**
 * product.md §8, HTTP 401: on /account go to /login?gourl=<current full path> after 1.5 s; anywhere else
 * raise the login-needed flag, which opens the login dialog. Either way the stale token is dropped.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { ACCOUNT_401_MARK, ACCOUNT_401_REDIRECT_MS, hrefs } from '@zaowu/shared';
// auth's modules, not its index: the index also carries the SMS field and its mutations (not first-load).
import { dropSession, loginDialogOpenAtom } from '../lib/session.ts';
import { goesToLoginPage } from '../lib/errors.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { appStore } from '../lib/store.ts';
import { ROUTE_MODULES } from './route-modules.ts';

export function loginUrlFor(fullPath: string): string {
  return hrefs.login({ query: { gourl: fullPath } });
}

interface Deps {
  location: () => Pick<Location, 'pathname' | 'search' | 'hash'>;
  navigate: (to: string) => void;
  openLoginDialog: () => void;
  dropSession: () => void;
  /** Starts loading the /login page's code, so the redirect happens on time, not after a chunk load. */
  preloadLogin: () => void;
}

/** The rule itself, free of React so tests drive it with fake timers. */
export function createUnauthorizedRule(deps: Deps) {
  let pending: ReturnType<typeof setTimeout> | null = null;
  return () => {
    deps.dropSession();
    const { pathname, search, hash } = deps.location();
    if (goesToLoginPage(pathname)) {
      if (pending) return;
      const target = loginUrlFor(pathname + search + hash);
      performance.mark(ACCOUNT_401_MARK);
      deps.preloadLogin();
      pending = setTimeout(() => {
        pending = null;
        deps.navigate(target);
      }, ACCOUNT_401_REDIRECT_MS);
    } else {
      deps.openLoginDialog();
    }
  };
}

export function useUnauthorizedRule() {
  const navigate: NavigateFunction = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    setUnauthorizedHandler(
      createUnauthorizedRule({
        location: () => window.location,
        navigate: (to) => void navigate(to, { replace: true }),
        openLoginDialog: () => appStore.set(loginDialogOpenAtom, true),
        dropSession: () => dropSession(queryClient),
        preloadLogin: () => void ROUTE_MODULES.login?.page().catch(() => {}),
      }),
    );
  }, [navigate, queryClient]);
}
