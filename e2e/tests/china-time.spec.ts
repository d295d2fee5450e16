/**
 * China time whatever the browser's zone (issue 13): an order's 下单时间 in 交易 and on its pay page (and
 * its 支付时间), and a message's time, read in one browser set to UTC and one set to Asia/Shanghai, are
 * the same text, and that text is the API's instant on a Beijing clock — worked out here as UTC + 8 h
 * (China keeps no daylight saving), not with the app's formatter.
 *
 * Desktop only: the phone layout renders the same formatter's text, so a second project adds nothing.
 * MEMBER_2 is only read here (an order that is no longer payable, so nothing of another test's moves).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { MESSAGE_TYPES, endpoints, type Message } from '@zaowu/shared';
import { MEMBER_2, apiLogin, loginAs, pageLikeProject, withoutGuidedTour } from './helpers.ts';

const ZONES = ['UTC', 'Asia/Shanghai'] as const;

/** "2026-11-24 11:46": the instant read on a Beijing clock. */
const beijing = (iso: string): string =>
  new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** A logged-in page in a browser context whose clock runs in `timezoneId`, sized like this project's. */
async function memberPageIn(browser: Browser, baseURL: string, timezoneId: string): Promise<Page> {
  const page = await pageLikeProject(browser, baseURL, { timezoneId });
  await withoutGuidedTour(page);
  await loginAs(page, MEMBER_2);
  // The context really is in that zone.
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
  return page;
}

/** The text of the `<time>` carrying `iso` inside `scope` (a CSS selector), once it shows. */
async function timeText(page: Page, scope: string, iso: string): Promise<string> {
  const time = page.locator(scope).locator(`time[datetime="${iso}"]`).first();
  await expect(time).toHaveText(/\d/);
  return (await time.textContent())!.trim();
}

test('an order’s times read the same in a UTC browser and a Beijing one: China time', async ({
  browser,
  request,
  baseURL,
  api,
}) => {
  const token = await apiLogin(request, MEMBER_2);
  // The newest bought order that can no longer be paid (the UI's first page of 买入 shows it).
  const trades = await api.call(
    endpoints.user.getTradeList,
    { direction: 'buy', page: 1, per_page: 10 },
    { token },
  );
  const trade = trades.data.find((t) => t.status !== 'unpaid');
  expect(trade, 'MEMBER_2 has a bought order that is no longer payable').toBeDefined();
  const order = await api.call(endpoints.order.detail, { id: trade!.id }, { token });
  expect(order.created_at).toBe(trade!.created_at);

  const seen: Record<string, { trades: string; placed: string; paid: string | null }> = {};
  const localHours: number[] = [];
  for (const zone of ZONES) {
    const page = await memberPageIn(browser, baseURL!, zone);
    await page.goto('/account?tab=trades&dir=buy');
    const row = `li.acct-row--trade:has-text("${trade!.order_no}")`;
    const inTrades = await timeText(page, row, trade!.created_at);

    await page.goto(`/cart/pay/${trade!.id}`);
    await expect(page.getByRole('heading', { level: 2, name: '订单信息' })).toBeVisible();
    const placed = await timeText(page, '.pay-summary', order.created_at);
    const paid = order.paid_at ? await timeText(page, '.pay-page', order.paid_at) : null;
    // What a formatter on the browser's own clock would have read: it differs between the two.
    const localHour = await page.evaluate((iso) => new Date(iso).getHours(), order.created_at);
    localHours.push(localHour);
    seen[zone] = { trades: inTrades, placed, paid };
    await page.context().close();
  }

  expect(localHours[0], 'the two browsers read different local clocks').not.toBe(localHours[1]);
  const expected = {
    trades: beijing(order.created_at),
    placed: beijing(order.created_at),
    paid: order.paid_at ? beijing(order.paid_at) : null,
  };
  for (const zone of ZONES) expect(seen[zone], `in a browser set to ${zone}`).toEqual(expected);
});

test('a message’s time reads the same in a UTC browser and a Beijing one', async ({
  browser,
  request,
  baseURL,
  api,
}) => {
  const token = await apiLogin(request, MEMBER_2);
  let found: { type: number; message: Message } | undefined;
  for (const { type } of MESSAGE_TYPES) {
    const list = await api.call(endpoints.message.byType, { messageType: type, page: 1 }, { token });
    const message = list.data[0];
    if (message) {
      found = { type, message };
      break;
    }
  }
  expect(found, 'MEMBER_2 has a message').toBeDefined();
  const { type, message } = found!;

  const seen: { text: string; title: string | null }[] = [];
  for (const zone of ZONES) {
    const page = await memberPageIn(browser, baseURL!, zone);
    await page.goto(`/message?type=${type}`);
    const time = page.locator(`time[datetime="${message.created_at}"]`).first();
    await expect(time).toHaveText(/\d|刚刚|昨天/);
    seen.push({ text: (await time.textContent())!.trim(), title: await time.getAttribute('title') });
    await page.context().close();
  }
  // The full time (its tooltip) is the Beijing reading; the short form is the same in both browsers.
  expect(seen[0]!.title).toBe(beijing(message.created_at));
  expect(seen[1]).toEqual(seen[0]);
});
