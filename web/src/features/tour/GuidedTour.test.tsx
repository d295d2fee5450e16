import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo, renderApp, server } from '../../test/render.tsx';
import { placeAround } from './components/placement.ts';
import { logIn, MEMBER_1, MEMBER_2 } from '../../test/members.ts';

// The tour's own tests: each member's guide stays as the seed has it (member 1's unfinished).
const KEEP_TOUR = { keepTour: true };

/** Guide calls the app makes, by action name (getGuideStatus, finishGuide, skipGuide). */
let guideCalls: string[] = [];

beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    const action = /\/api\/v1\.user\/(getGuideStatus|finishGuide|skipGuide)/.exec(request.url)?.[1];
    if (action) guideCalls.push(action);
  });
});
afterEach(() => {
  guideCalls = [];
});

const findTour = () => screen.findByRole('dialog', { name: '新手引导' }, { timeout: 8000 });

/** Waits until the app has asked for the status, then lets the answer render. */
async function settleStatus() {
  await waitFor(() => expect(guideCalls).toContain('getGuideStatus'));
  await screen.findByRole('link', { name: /^消息/ });
  await new Promise((r) => setTimeout(r, 50));
}

describe('GuidedTour', () => {
  it('shows for a member whose guide is unfinished, with focus in the card', async () => {
    await logIn(MEMBER_1, KEEP_TOUR);
    renderApp('/');
    const tour = await findTour();
    expect(within(tour).getByText('1/3')).toBeTruthy();
    expect(within(tour).getByRole('heading', { name: '发布作品' })).toBeTruthy();
    expect(within(tour).queryByRole('button', { name: '上一步' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(tour).getByRole('button', { name: '下一步' })),
    );
  });

  it('跳过 calls skipGuide, closes at once and never shows again', async () => {
    const user = userEvent.setup();
    const { id } = await logIn(MEMBER_1, KEEP_TOUR);
    const view = renderApp('/');
    const tour = await findTour();
    await user.click(within(tour).getByRole('button', { name: '跳过' }));
    expect(screen.queryByRole('dialog', { name: '新手引导' })).toBeNull();
    await waitFor(() => expect(demo.db.guides.get(id)).toEqual({ finished: true, skipped: true }));
    expect(guideCalls).toEqual(['getGuideStatus', 'skipGuide']);
    view.unmount();

    // A new visit: the server remembers.
    guideCalls = [];
    renderApp('/');
    await settleStatus();
    expect(screen.queryByRole('dialog', { name: '新手引导' })).toBeNull();
  });

  it('Esc skips the tour', async () => {
    const user = userEvent.setup();
    const { id } = await logIn(MEMBER_1, KEEP_TOUR);
    renderApp('/');
    await findTour();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('下一步'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新手引导' })).toBeNull());
    await waitFor(() => expect(demo.db.guides.get(id)?.skipped).toBe(true));
  });

  it('walks 发布 → 云盘 → 消息 and 完成 calls finishGuide', async () => {
    const user = userEvent.setup();
    const { id } = await logIn(MEMBER_1, KEEP_TOUR);
    renderApp('/');
    const tour = await findTour();
    await user.click(within(tour).getByRole('button', { name: '下一步' }));
    expect(within(tour).getByText('2/3')).toBeTruthy();
    expect(within(tour).getByRole('heading', { name: '我的云盘' })).toBeTruthy();
    await user.click(within(tour).getByRole('button', { name: '上一步' }));
    expect(within(tour).getByText('1/3')).toBeTruthy();
    await user.click(within(tour).getByRole('button', { name: '下一步' }));
    await user.click(within(tour).getByRole('button', { name: '下一步' }));
    expect(within(tour).getByText('3/3')).toBeTruthy();
    expect(within(tour).getByRole('heading', { name: '消息通知' })).toBeTruthy();
    expect(within(tour).queryByRole('button', { name: '下一步' })).toBeNull();
    await user.click(within(tour).getByRole('button', { name: '完成' }));
    expect(screen.queryByRole('dialog', { name: '新手引导' })).toBeNull();
    await waitFor(() => expect(demo.db.guides.get(id)).toEqual({ finished: true, skipped: false }));
    expect(guideCalls).toEqual(['getGuideStatus', 'finishGuide']);
  });

  it('keyboard alone: Tab stays inside the card and Enter moves on', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_1, KEEP_TOUR);
    renderApp('/');
    const tour = await findTour();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('下一步'));
    await user.keyboard('{Enter}');
    expect(within(tour).getByText('2/3')).toBeTruthy();
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(tour.contains(document.activeElement)).toBe(true);
    }
  });

  it('does not show for a member who already finished it', async () => {
    await logIn(MEMBER_2, KEEP_TOUR);
    renderApp('/');
    await settleStatus();
    expect(screen.queryByRole('dialog', { name: '新手引导' })).toBeNull();
  });

  it('costs a visitor nothing: no status request, no tour', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((r) => setTimeout(r, 50));
    expect(guideCalls).toEqual([]);
    expect(screen.queryByRole('dialog', { name: '新手引导' })).toBeNull();
  });
});

describe('placeAround', () => {
  it('puts the card under a header button, inside a 360 px screen', () => {
    const p = placeAround({ top: 10, left: 300, width: 44, height: 44 }, { width: 360, height: 740 });
    expect(p.side).toBe('below');
    expect(p.card.top).toBeGreaterThan(54);
    expect(p.card.left).toBeGreaterThanOrEqual(12);
    expect(p.card.left + p.card.width).toBeLessThanOrEqual(348);
    // The arrow points at the button's centre.
    expect(p.card.left + p.arrowLeft).toBeCloseTo(322, 0);
  });

  it('goes above a target near the bottom of the screen', () => {
    const p = placeAround({ top: 800, left: 100, width: 80, height: 40 }, { width: 1440, height: 900 });
    expect(p.side).toBe('above');
    expect(p.card.bottom).toBeGreaterThan(0);
    expect(p.card.top).toBeUndefined();
  });
});
