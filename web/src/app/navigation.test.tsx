import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentPageNameAtom } from '../lib/client-state.ts';
import { appStore } from '../lib/store.ts';
import { setTracker } from '../lib/tracking.ts';
import { endpoints } from '@zaowu/shared';
import { renderApp, server } from '../test/render.tsx';
import { logIn, MEMBER_1 } from '../test/members.ts';

describe('on every navigation (product.md §4)', () => {
  it('sets the current page name from the route name and tracks the page view', async () => {
    const tracked = vi.fn<(path: string) => void>();
    setTracker(tracked);
    const { router } = renderApp('/agreement');
    await waitFor(() => expect(appStore.get(currentPageNameAtom)).toBe('agreement'), { timeout: 5000 });
    expect(tracked).toHaveBeenLastCalledWith('/agreement');

    await router.navigate('/privacy?from=footer');
    await waitFor(() => expect(appStore.get(currentPageNameAtom)).toBe('privacy'));
    expect(tracked).toHaveBeenLastCalledWith('/privacy?from=footer');
    expect(tracked).toHaveBeenCalledTimes(2);
  });

  it('re-checks login after a route change', async () => {
    localStorage.setItem('token', 'not-a-real-token');
    let checks = 0;
    const countChecks = ({ request }: { request: Request }) => {
      if (request.url.includes('/api/v1.user/checkLogin')) checks++;
    };
    server.events.on('request:start', countChecks);
    const { router } = renderApp('/agreement');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await waitFor(() => expect(checks).toBeGreaterThanOrEqual(1));
    const before = checks;
    // The stale token was dropped by the first check; put one back so the next check goes out.
    localStorage.setItem('token', 'still-not-real');
    await router.navigate('/privacy');
    await waitFor(() => expect(checks).toBe(before + 1));
    server.events.removeListener('request:start', countChecks);
    localStorage.clear();
  });

  it('asks checkLogin once when a member opens a page, however many parts of it read the answer', async () => {
    await logIn(MEMBER_1);
    let checks = 0;
    const countChecks = ({ request }: { request: Request }) => {
      if (request.url.includes(endpoints.user.checkLogin.path)) checks++;
    };
    server.events.on('request:start', countChecks);
    renderApp('/account');
    // The header, the account page and its guard all read the login state.
    await screen.findByRole('button', { name: /^我的账户：/ }, { timeout: 10_000 });
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 500));
    expect(checks).toBe(1);
    server.events.removeListener('request:start', countChecks);
    localStorage.clear();
  });
});
