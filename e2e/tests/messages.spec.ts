/**
 * The message centre (issue 6): opening an unread message lowers the header badge and the type's tab
 * count at once (before the server has even answered), and approving a cooperation application tells
 * the applicant. /message passes axe in both themes.
 *
 * Data: the seed gives member 2 two unread replies (type 3), one per project (desktop reads the older,
 * mobile the newer), so the projects never read the same message and no read-only test's counts move.
 * For the cooperation, member 2 applies (through the API) to one of member 1's works — a different work
 * per project — and member 1 approves it on the page.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  THEMES,
  THEME_COOKIE,
  TOKEN_HEADER,
  endpoints,
  type Envelope,
  type Message,
  type Paginated,
  type WorkSummary,
} from '@zaowu/shared';
import {
  MEMBER_1,
  MEMBER_2,
  apiLogin,
  bellName,
  expect,
  loginAs,
  pathIs,
  unreadTotal,
  withoutGuidedTour,
} from './helpers.ts';

async function call<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  init: { query?: Record<string, string | number>; body?: unknown } = {},
): Promise<T> {
  const headers = { [TOKEN_HEADER]: token };
  const res = init.body
    ? await request.post(path, { headers, data: init.body })
    : await request.get(path, { headers, params: init.query ?? {} });
  expect(res.ok(), `HTTP ${res.status()} ${path}`).toBe(true);
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

const messagesOf = (request: APIRequestContext, token: string, messageType: number) =>
  call<Paginated<Message>>(request, token, endpoints.message.byType.path, {
    query: { messageType, per_page: 50 },
  }).then((p) => p.data);

/** 0 for desktop, 1 for mobile: which of two prepared items this project uses. */
const projectIndex = () => (test.info().project.name === 'mobile' ? 1 : 0);

/** The number in an accessible name like "消息，5 条未读" or "回复（2）" (0 when there is none). */
async function countIn(locator: Locator): Promise<number> {
  const name = await locator.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent ?? '');
  const n = /(\d+)/.exec(name);
  return n ? Number(n[1]) : 0;
}

const bellOf = (page: Page) => page.getByRole('link', { name: /^消息(，\d+\+? 条未读)?$/ });
/** The tab's name is "回复（2）"; Chromium spaces the count's parts out ("回复 （ 2 ）"). */
const replyTabName = (n: number) => new RegExp(n > 0 ? `^回复\\s*（\\s*${n}\\s*）$` : '^回复$');
const replyTab = (page: Page) => page.getByRole('tab', { name: /^回复\s*(（\s*\d+\s*）)?$/ });

test('opening a type-3 message drops the header badge and the 回复 count by one, at once', async ({
  page,
}) => {
  const token = await apiLogin(page.request, MEMBER_2);
  // The two seeded replies on member 2's topic, oldest first (whether or not the other project has
  // read its own yet): this project's is at its index, and nothing else reads it.
  const seeded = (await messagesOf(page.request, token, 3))
    .filter((m) => m.content.includes('《Blender 做角色绑定，权重总是刷不好》'))
    .sort((a, b) => a.id - b.id);
  const mine = seeded[projectIndex()];
  expect(mine, 'the seed has a reply for this project').toBeDefined();
  expect(mine!.read, 'unread until this test opens it').toBe(false);

  // Hold the mark-read call: whatever drops while it is held, the page did by itself.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pathIs(endpoints.message.setRead.path), async (route) => {
    await held;
    await route.continue();
  });

  await loginAs(page, MEMBER_2);
  await page.goto('/message?type=3');
  const bell = bellOf(page);
  const tab = replyTab(page);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const item = page.getByRole('listitem').filter({ hasText: mine!.content });
  const open = item.getByRole('button', { name: /（未读）$/ });
  await expect(open).toBeVisible();
  // The page shows what the server counts (read via the API first).
  await expect
    .poll(async () => (await countIn(bell)) === (await unreadTotal(page.request, token)))
    .toBe(true);

  const before = await countIn(bell);
  const tabBefore = await countIn(tab);
  expect(tabBefore).toBeGreaterThan(0);
  await open.click();

  await expect(bell).toHaveAccessibleName(bellName(before - 1));
  await expect(tab).toHaveAccessibleName(replyTabName(tabBefore - 1));
  await expect(item.getByRole('button', { name: /（未读）$/ })).toHaveCount(0);
  const stillUnread = (await messagesOf(page.request, token, 3)).find((m) => m.id === mine!.id)!;
  expect(stillUnread.read, 'the server has not been told yet').toBe(false);

  release();
  await expect
    .poll(async () => (await messagesOf(page.request, token, 3)).find((m) => m.id === mine!.id)!.read)
    .toBe(true);
  // After the refetch the badge still agrees with the server.
  await expect
    .poll(async () => (await countIn(bell)) === (await unreadTotal(page.request, token)))
    .toBe(true);
});

test('approving a cooperation application sends the applicant a message', async ({ page }) => {
  const project = test.info().project.name;
  const ownerToken = await apiLogin(page.request, MEMBER_1);
  const applicantToken = await apiLogin(page.request, MEMBER_2);
  const works = await call<Paginated<WorkSummary>>(page.request, ownerToken, endpoints.user.getMyWorks.path, {
    query: { per_page: 10 },
  });
  const work = works.data[projectIndex()]!;
  const note = `（${project}）想请你一起做一套节气主题的周边，档期和报价可以详谈。`;
  await call(page.request, applicantToken, endpoints.works.cooperate.path, {
    body: { id: work.id, message: note, contact: `微信：aqing_${project}` },
  });
  const toldBefore = (await messagesOf(page.request, applicantToken, 7)).length;

  await withoutGuidedTour(page);
  await loginAs(page, MEMBER_1);
  await page.goto('/message?type=7');
  const item = page.getByRole('listitem').filter({ hasText: note });
  await item.getByRole('button', { name: '同意 阿青Q 的合作申请' }).click();
  const dialog = page.getByRole('dialog', { name: '同意合作申请？' });
  await expect(dialog).toContainText(note);
  await dialog.getByRole('button', { name: '确定同意' }).click();
  await expect(dialog).toBeHidden();
  await expect(item.getByText('已同意', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: /的合作申请$/ })).toHaveCount(0);

  // The applicant, through the API: a new unread 合作申请已通过 about this work.
  await expect
    .poll(async () => (await messagesOf(page.request, applicantToken, 7)).length)
    .toBe(toldBefore + 1);
  const told = (await messagesOf(page.request, applicantToken, 7))[0]!;
  expect(told).toMatchObject({ title: '合作申请已通过', read: false, from: { nickname: '造物小林' } });
  expect(told.content).toContain(`《${work.title}》`);
});

for (const theme of THEMES) {
  test(`/message has no serious or critical axe violation (${theme})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }]);
    await withoutGuidedTour(page);
    await loginAs(page, MEMBER_1);
    // Type 7 has the most on it: unread items, 同意 / 拒绝, decided applications.
    await page.goto('/message?type=7');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('heading', { level: 1, name: '消息中心' })).toBeVisible();
    await expect(page.getByRole('list', { name: '申请合作消息' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSerious(page);

    await page.getByRole('button', { name: '消息设置' }).click();
    await expect(page.getByRole('switch', { name: '评论' })).toBeVisible();
    await expectNoSerious(page);
  });
}

async function expectNoSerious(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `[${v.impact}] ${v.id} at ${n.target.join(' ')}: ${n.failureSummary}`),
    );
  expect(serious).toEqual([]);
}
