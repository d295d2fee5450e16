/**
 * A third-party login in progress. The platform sends the member back to /login/bindAccount with `code`
 * and the `state` our auth URL carried; the state is kept in this tab (sessionStorage) when the member
 * leaves for the platform, so the bind page can tell a real return from the address opened by hand (or
 * a link someone else made: the state is the OAuth guard against a forged return).
 */
import { safeStorage } from '../../lib/storage.ts';

const KEY = 'third-party-login-state';
const session = safeStorage('session');

/** Before following the platform's auth URL: remember the state it carries (nothing if it has none). */
export function rememberThirdPartyLogin(authUrl: string): void {
  let state: string | null = null;
  try {
    state = new URL(authUrl).searchParams.get('state');
  } catch {
    /* not a URL: nothing to remember */
  }
  if (state) session.set(KEY, state);
  else session.remove(KEY);
}

/** Whether this address is the platform's return from a login this tab started. */
export function isThirdPartyReturn(params: URLSearchParams): boolean {
  const expected = session.get(KEY);
  return !!expected && !!params.get('code') && params.get('state') === expected;
}

/** Once bound (or abandoned): the state is used up. */
export function forgetThirdPartyLogin(): void {
  session.remove(KEY);
}
