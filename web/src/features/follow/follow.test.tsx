import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { appStore } from '../../lib/store.ts';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { demo, renderApp, server } from '../../test/render.tsx';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_1 } from '../../test/members.ts';

afterEach(() => {
  vi.restoreAllMocks();
  // One jotai store serves every test: close the dialog a test opened.
  appStore.set(loginDialogOpenAtom, false);
});

/** A designer the member does not follow yet (and is not the member). */
async function someoneNotFollowed(me: number) {
  const list = await call(endpoints.designer.lists, { page: 1, per_page: 50 });
  const followed = new Set(demo.db.follows.filter((f) => f.follower_id === me).map((f) => f.followee_id));
  return list.data.find((d) => d.id !== me && !followed.has(d.id))!;
}

const isFollowing = (me: number, them: number) =>
  demo.db.follows.some((f) => f.follower_id === me && f.followee_id === them);

describe('FollowButton', { timeout: 20_000 }, () => {
  it('a visitor gets the login dialog, and nothing is followed', async () => {
    const user = userEvent.setup();
    const d = (await call(endpoints.designer.lists, { page: 1, per_page: 1 })).data[0]!;
    renderApp(`/designer/${d.id}`);
    const button = await screen.findByRole('button', { name: `关注 ${d.nickname}` }, SLOW);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeTruthy();
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('a member follows and unfollows; the button says so and the server agrees', async () => {
    const user = userEvent.setup();
    const { id: me } = await logIn(MEMBER_1);
    const d = await someoneNotFollowed(me);
    renderApp(`/designer/${d.id}`);
    const button = await screen.findByRole('button', { name: `关注 ${d.nickname}` }, SLOW);
    // Wait for the relation, then follow.
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    await user.click(button);
    const on = await screen.findByRole('button', { name: `已关注 ${d.nickname}，点击取消关注` });
    expect(on.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(isFollowing(me, d.id)).toBe(true));

    await user.click(on);
    const off = await screen.findByRole('button', { name: `关注 ${d.nickname}` });
    expect(off.getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(isFollowing(me, d.id)).toBe(false));
  });

  it('flips back when the call fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { id: me } = await logIn(MEMBER_1);
    const d = await someoneNotFollowed(me);
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post('*/api/v1.user/follow', () => HttpResponse.json({ code: 0, msg: '操作太频繁', data: null })),
    );
    renderApp(`/designer/${d.id}`);
    const button = await screen.findByRole('button', { name: `关注 ${d.nickname}` }, SLOW);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    await user.click(button);
    // The toast library loads lazily on first use: allow for it, as for the page itself.
    expect(await screen.findByText('操作太频繁', {}, SLOW)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `关注 ${d.nickname}` }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    );
    expect(isFollowing(me, d.id)).toBe(false);
  });
});

describe('FollowButton and 拉黑', { timeout: 20_000 }, () => {
  /** `blocker` blocks `blocked`, as user.blockUser stores it. */
  const block = (blocker: number, blocked: number) =>
    demo.db.blocks.push({
      blocker_id: blocker,
      blocked_id: blocked,
      created_at: '2026-11-02T10:00:00+08:00',
    });

  /** Counts the follow calls the page sends. */
  function followCalls() {
    let count = 0;
    const onRequest = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === endpoints.user.follow.path) count += 1;
    };
    server.events.on('request:start', onRequest);
    return {
      get count() {
        return count;
      },
      stop: () => server.events.removeListener('request:start', onRequest),
    };
  }

  it('says 无法关注 to a member the designer blocked; a click says why and sends nothing', async () => {
    const user = userEvent.setup();
    const { id: me } = await logIn(MEMBER_1);
    const d = await someoneNotFollowed(me);
    block(d.id, me);
    const calls = followCalls();
    renderApp(`/designer/${d.id}`);
    const button = await screen.findByRole(
      'button',
      { name: `无法关注 ${d.nickname}：由于对方的设置，你无法关注 TA` },
      SLOW,
    );
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toBe('无法关注');
    await user.click(button);
    expect(await screen.findByText('由于对方的设置，你无法关注 TA', {}, SLOW)).toBeTruthy();
    calls.stop();
    expect(calls.count).toBe(0);
    expect(isFollowing(me, d.id)).toBe(false);
  });

  it('says the member’s own block first: unblock before following', async () => {
    const { id: me } = await logIn(MEMBER_1);
    const d = await someoneNotFollowed(me);
    block(me, d.id);
    renderApp(`/designer/${d.id}`);
    expect(
      await screen.findByRole(
        'button',
        { name: `无法关注 ${d.nickname}：你已将对方拉黑，解除拉黑后才能关注` },
        SLOW,
      ),
    ).toBeTruthy();
  });

  it('turns to 无法关注 when a follow is refused for a block the page did not know of', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { id: me } = await logIn(MEMBER_1);
    const d = await someoneNotFollowed(me);
    renderApp(`/designer/${d.id}`);
    const button = await screen.findByRole('button', { name: `关注 ${d.nickname}` }, SLOW);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    // Meanwhile the member blocks the designer in another tab (/messagebox).
    block(me, d.id);
    await user.click(button);
    expect(await screen.findByText('你已将对方拉黑，解除拉黑后才能关注', {}, SLOW)).toBeTruthy();
    expect(
      await screen.findByRole('button', {
        name: `无法关注 ${d.nickname}：你已将对方拉黑，解除拉黑后才能关注`,
      }),
    ).toBeTruthy();
    expect(isFollowing(me, d.id)).toBe(false);
  });
});

describe('/follow', { timeout: 20_000 }, () => {
  it('a visitor sees an invitation to log in, not an error', async () => {
    const user = userEvent.setup();
    // The client logs the 401 (product.md §8); expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/follow');
    expect(await screen.findByText('登录后查看你关注的设计师', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // The 401 opened the dialog; closing it leaves the invitation with its own 登录 button.
    const dialog = await screen.findByRole('dialog', { name: '登录' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('dialog', { name: '登录' })).toBeTruthy();
  });

  it('a member sees who they follow with their newest works, and unfollows in place', async () => {
    const user = userEvent.setup();
    const { id: me } = await logIn(MEMBER_1);
    const list = await call(endpoints.user.getFollowList, { page: 1, per_page: 10 });
    expect(list.data.length).toBeGreaterThan(0);
    const first = list.data[0]!;
    renderApp('/follow');
    expect(await screen.findByRole('heading', { level: 3, name: first.nickname }, SLOW)).toBeTruthy();
    expect(first.latest_works.length, 'the seeded designer has works').toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: first.latest_works[0]!.title })).toBeTruthy();
    const button = screen.getByRole('button', { name: `已关注 ${first.nickname}，点击取消关注` });
    await user.click(button);
    await waitFor(() => expect(isFollowing(me, first.id)).toBe(false));
    // The row stays, so a slip can be undone.
    const again = await screen.findByRole('button', { name: `关注 ${first.nickname}` });
    expect(screen.getByRole('heading', { level: 3, name: first.nickname })).toBeTruthy();
    await user.click(again);
    await waitFor(() => expect(isFollowing(me, first.id)).toBe(true));
  });

  it('has a 稍后再看 tab with the watch-later list', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1);
    const { router } = renderApp('/follow');
    await user.click(await screen.findByRole('tab', { name: '稍后再看' }, SLOW));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=later'));
    expect(await screen.findByRole('heading', { name: /稍后再看/ })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('我的关注'));
  });
});
