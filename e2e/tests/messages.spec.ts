/**
 * The message centre (issue 6): opening an unread message lowers the header badge and the type's tab
 * count at once (before the server has even answered), and approving a cooperation application tells
 * the applicant. /message passes axe in both themes.
 *
 * Data: each test that changes messages makes its own members (newMember): a replier answers the
 * author's topic twice, or an applicant applies to the owner's new work, through the API, so no other
 * test, worker or project moves the counts these tests read. The axe checks read member 1's seed.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { THEMES, THEME_COOKIE, endpoints, TOPIC_TAGS, type MessageType } from '@zaowu/shared';
import {
  MEMBER_1,
  bellName,
  loginAs,
  newMember,
  type Api,
  pathIs,
  unreadTotal,
  useSession,
  withoutGuidedTour,
  expectNoSeriousAxe,
  bellOf,
  pageLoaded,
} from './helpers.ts';

const messagesOf = (api: Api, token: string, messageType: MessageType) =>
  api.call(endpoints.message.byType, { messageType, per_page: 50 }, { token }).then((p) => p.data);

/** The number in an accessible name like "消息，5 条未读" or "回复（2）" (0 when there is none). */
async function countIn(locator: Locator): Promise<number> {
  const name = await locator.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent ?? '');
  const n = /(\d+)/.exec(name);
  return n ? Number(n[1]) : 0;
}

/** The tab's name is "回复（2）"; Chromium spaces the count's parts out ("回复 （ 2 ）"). */
const replyTabName = (n: number) => new RegExp(n > 0 ? `^回复\\s*（\\s*${n}\\s*）$` : '^回复$');
const replyTab = (page: Page) => page.getByRole('tab', { name: /^回复\s*(（\s*\d+\s*）)?$/ });

test('opening a type-3 message drops the header badge and the 回复 count by one, at once', async ({
  page,
  api,
}) => {
  // An author and a replier of this test's own: no other test's activity moves these counts.
  const author = await newMember(page.request);
  const replier = await newMember(page.request);
  const token = author.token;
  const topic = await api.call(
    endpoints.community.add,
    { title: '节气海报的配色怎么定？', content: '<p>想听听大家的做法。</p>', tag: TOPIC_TAGS[0] },
    { token },
  );
  for (const content of ['先定主色，再从传统色谱里找补色。', '可以先做一张小样，打印出来看。']) {
    await api.call(endpoints.community.reply, { topic_id: topic.id, content }, { token: replier.token });
  }
  // Two unread replies; the test opens the older.
  const replies = (await messagesOf(api, token, 3)).sort((a, b) => a.id - b.id);
  expect(replies).toHaveLength(2);
  const mine = replies[0];
  expect(mine!.read, 'unread until this test opens it').toBe(false);

  // Hold the mark-read call: whatever drops while it is held, the page did by itself.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pathIs(endpoints.message.setRead.path), async (route) => {
    await held;
    await route.continue();
  });

  await withoutGuidedTour(page);
  await useSession(page, token);
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
  const stillUnread = (await messagesOf(api, token, 3)).find((m) => m.id === mine!.id)!;
  expect(stillUnread.read, 'the server has not been told yet').toBe(false);

  release();
  await expect
    .poll(async () => (await messagesOf(api, token, 3)).find((m) => m.id === mine!.id)!.read)
    .toBe(true);
  // After the refetch the badge still agrees with the server.
  await expect
    .poll(async () => (await countIn(bell)) === (await unreadTotal(page.request, token)))
    .toBe(true);
});

test('approving a cooperation application sends the applicant a message', async ({ page, api, makeWork }) => {
  // An owner with a work, and an applicant, of this test's own.
  const owner = await newMember(page.request);
  const applicant = await newMember(page.request);
  const work = await makeWork(owner.token, {
    type: 'art',
    title: '二十四节气 · 立春',
    description: '节气海报系列的第一张。',
    cover: '/api/storage/gen/art/5.svg',
    license: 'BY',
    images: ['/api/storage/gen/art/5.svg'],
  });
  const note = '想请你一起做一套节气主题的周边，档期和报价可以详谈。';
  await api.call(
    endpoints.works.cooperate,
    { id: work.id, message: note, contact: '微信：aqing_2026' },
    { token: applicant.token },
  );
  expect(await messagesOf(api, applicant.token, 7)).toEqual([]);

  await withoutGuidedTour(page);
  await useSession(page, owner.token);
  await page.goto('/message?type=7');
  const item = page.getByRole('listitem').filter({ hasText: note });
  await item.getByRole('button', { name: `同意 ${applicant.userinfo.nickname} 的合作申请` }).click();
  const dialog = page.getByRole('dialog', { name: '同意合作申请？' });
  await expect(dialog).toContainText(note);
  await dialog.getByRole('button', { name: '确定同意' }).click();
  await expect(dialog).toBeHidden();
  await expect(item.getByText('已同意', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: /的合作申请$/ })).toHaveCount(0);

  // The applicant, through the API: one new unread 合作申请已通过 about this work, from the owner.
  await expect.poll(async () => (await messagesOf(api, applicant.token, 7)).length).toBe(1);
  const [told] = await messagesOf(api, applicant.token, 7);
  expect(told).toMatchObject({
    title: '合作申请已通过',
    read: false,
    from: { nickname: owner.userinfo.nickname },
  });
  expect(told!.content).toContain(`《${work.title}》`);
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
    await pageLoaded(page);
    await expectNoSeriousAxe(page);

    await page.getByRole('button', { name: '消息设置' }).click();
    await expect(page.getByRole('switch', { name: '评论' })).toBeVisible();
    await expectNoSeriousAxe(page);
  });
}
