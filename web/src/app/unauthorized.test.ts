import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_401_MARK, ACCOUNT_401_REDIRECT_MS } from '@zaowu/shared';
import { createUnauthorizedRule, loginUrlFor } from './unauthorized.ts';

function setup(path: { pathname: string; search?: string; hash?: string }) {
  const deps = {
    location: () => ({ search: '', hash: '', ...path }),
    navigate: vi.fn<(to: string) => void>(),
    openLoginDialog: vi.fn<() => void>(),
    dropSession: vi.fn<() => void>(),
    preloadLogin: vi.fn<() => void>(),
  };
  return { deps, rule: createUnauthorizedRule(deps) };
}

describe('HTTP 401 rule (product.md §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('on /account goes to /login with gourl after 1.5 s, not before', () => {
    const { deps, rule } = setup({ pathname: '/account', search: '?tab=income', hash: '#top' });
    rule();
    expect(deps.dropSession).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(ACCOUNT_401_REDIRECT_MS - 1);
    expect(deps.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.navigate).toHaveBeenCalledExactlyOnceWith('/login?gourl=%2Faccount%3Ftab%3Dincome%23top');
    expect(deps.openLoginDialog).not.toHaveBeenCalled();
  });

  it('on /account starts loading the login page at once, so the redirect is not late', () => {
    // The page's real clock: fake timers stand in a performance of their own.
    vi.useRealTimers();
    const { deps, rule } = setup({ pathname: '/account' });
    performance.clearMarks(ACCOUNT_401_MARK);
    rule();
    expect(deps.preloadLogin).toHaveBeenCalledOnce();
    // Where the wait starts, for whoever times it (the e2e test, a profiler).
    expect(performance.getEntriesByName(ACCOUNT_401_MARK, 'mark')).toHaveLength(1);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('several 401s on /account make one redirect', () => {
    const { deps, rule } = setup({ pathname: '/account' });
    rule();
    vi.advanceTimersByTime(500);
    rule();
    rule();
    vi.advanceTimersByTime(ACCOUNT_401_REDIRECT_MS);
    expect(deps.navigate).toHaveBeenCalledOnce();
  });

  it.each(['/disk', '/message', '/', '/account/extra', '/accounts'])(
    'on %s raises the login-needed flag',
    (pathname) => {
      const { deps, rule } = setup({ pathname });
      rule();
      expect(deps.openLoginDialog).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(5_000);
      expect(deps.navigate).not.toHaveBeenCalled();
    },
  );

  it('encodes gourl as one query value', () => {
    expect(loginUrlFor('/account?a=1&b=2')).toBe('/login?gourl=%2Faccount%3Fa%3D1%26b%3D2');
  });
});
