/**
 * 私信 (issue 12): a member writes to a designer from the designer's page; the message shows in the
 * thread at once (before the server has answered); the designer, logged in in a second browser
 * context, sees the header badge one higher on their next poll and the conversation in /messagebox
 * with an unread count, which goes when they open it. /messagebox with a conversation open passes axe
 * in both themes.
 *
 * Data: each project makes its own two members by SMS login (numbers per project), and the recipient
 * publishes a work through the API so they have a designer page; nobody else's counts move. The axe
 * check only reads member 1's data (a conversation with nothing unread, so opening it marks nothing).
 */
import { expect, test } from './fixtures.ts';
import { THEMES, THEME_COOKIE, endpoints } from '@zaowu/shared';
import {
  MEMBER_1,
  apiLogin,
  bellName,
  loginAs,
  pathIs,
  unreadTotal,
  watchConsole,
  withoutGuidedTour,
  newMember,
  useSession,
  expectNoSeriousAxe,
  pageLikeProject,
  pageLoaded,
} from './helpers.ts';

const isMobile = () => test.info().project.name === 'mobile';

test('a message sent from a designer page reaches the designer, unread, and the badge rises', async ({
  page,
  browser,
  baseURL,
  makeWork,
}) => {
  test.setTimeout(120_000);
  const designer = await newMember(page.request);
  const writer = await newMember(page.request);
  const work = await makeWork(designer.token, {
    type: 'art',
    title: `私信测试作品 ${test.info().project.name}`,
    description: '用来接收私信的作品。',
    cover: '/api/storage/gen/art/42.svg',
    tags: ['原创'],
    tools: [11],
    license: 'BY-NC',
  });
  expect(work.author.id).toBe(designer.userinfo.id);
  const name = designer.userinfo.nickname;

  // The designer is on the site before anything is sent: the badge shows what they had.
  const theirs = await pageLikeProject(browser, baseURL!);
  await withoutGuidedTour(theirs);
  await useSession(theirs, designer.token);
  const before = await unreadTotal(page.request, designer.token);
  await theirs.goto('/');
  await expect(theirs.getByRole('link', { name: bellName(before), exact: true })).toBeVisible();

  // The writer opens the conversation from the designer's page.
  await withoutGuidedTour(page);
  await useSession(page, writer.token);
  const console = watchConsole(page);
  await page.goto(`/designer/${designer.userinfo.id}`);
  await page.getByRole('link', { name: `私信 ${name}` }).click();
  await expect(page).toHaveURL(`/messagebox?with=${designer.userinfo.id}`);
  await expect(page.getByRole('heading', { name: `与 ${name} 的私信` })).toBeVisible();
  await expect(page.getByText(`和 ${name} 打个招呼吧`)).toBeVisible();

  // Hold the send: what shows while it is held, the page showed by itself.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pathIs(endpoints.user.sendMessage.path), async (route) => {
    await held;
    await route.continue();
  });
  const text = `你好，想请你做一套定制模型（${test.info().project.name}）`;
  const box = page.getByRole('textbox', { name: '私信内容' });
  await box.fill(text);
  if (isMobile()) {
    // On a touch screen Enter is a new line; 发送 sends.
    await box.press('Enter');
    await expect(box).toHaveValue(`${text}\n`);
    await page.getByRole('button', { name: '发送', exact: true }).click();
  } else {
    await box.press('Enter');
  }
  const thread = page.getByRole('list', { name: '消息记录' });
  const sent = thread.getByRole('listitem').filter({ hasText: text });
  await expect(sent).toContainText('发送中');
  await expect(box).toHaveValue('');
  release();
  await expect(sent).not.toContainText('发送中');
  await expect(page.getByRole('status')).toHaveText(`已发送给 ${name}`);
  // Phones show the thread alone: the list is one step back.
  if (isMobile()) await page.getByRole('link', { name: '返回对话列表' }).click();
  const row = page.getByRole('navigation', { name: '对话列表' }).getByRole('link').first();
  await expect(row).toContainText(name);
  await expect(row).toContainText(`我：${text}`);
  expect(await console.unexpected()).toEqual([]);

  // The designer's next poll (the tab coming back to the front) shows one more unread.
  await theirs.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(theirs.getByRole('link', { name: bellName(before + 1), exact: true })).toBeVisible();

  // In /messagebox the conversation leads, with one unread; opening it reads it.
  await theirs.goto('/messagebox');
  const conversation = theirs.getByRole('navigation', { name: '对话列表' }).getByRole('link').first();
  await expect(conversation).toContainText(writer.userinfo.nickname);
  await expect(conversation).toContainText(text);
  await expect(conversation).toContainText('1 条未读');
  await conversation.click();
  await expect(theirs.getByRole('list', { name: '消息记录' }).getByText(text)).toBeVisible();
  await expect(theirs.getByRole('link', { name: bellName(before), exact: true })).toBeVisible();
  if (isMobile()) await theirs.getByRole('link', { name: '返回对话列表' }).click();
  await expect(
    theirs.getByRole('navigation', { name: '对话列表' }).getByRole('link').first(),
  ).not.toContainText('条未读');
  expect(await unreadTotal(page.request, designer.token)).toBe(before);
  await theirs.context().close();
});

test('a visitor gets the login dialog from 私信, and nobody sees it on their own page', async ({
  page,
  api,
}) => {
  // Member 1 (造物小林) is a designer: their page has the button for everyone else.
  const token = await apiLogin(page.request, MEMBER_1);
  const me = await api.call(endpoints.user.index, {}, { token });
  const { id, nickname } = me.userinfo;
  await page.goto(`/designer/${id}`);
  await page.getByRole('button', { name: `私信 ${nickname}` }).click();
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();

  await withoutGuidedTour(page);
  await loginAs(page, MEMBER_1);
  await page.goto(`/designer/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: nickname })).toBeVisible();
  // The button waits, busy, for the login check: only then does it know whose page this is.
  await pageLoaded(page);
  await expect(page.getByRole('link', { name: /^私信 / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^私信 / })).toHaveCount(0);
});

for (const theme of THEMES) {
  test(`/messagebox with a conversation open has no serious or critical axe violation (${theme})`, async ({
    page,
    context,
    baseURL,
    api,
  }) => {
    await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }]);
    const token = await apiLogin(page.request, MEMBER_1);
    // A conversation with nothing unread: opening it changes nothing for other tests.
    const list = await api.call(endpoints.user.conversations, { per_page: 50 }, { token });
    const quiet = list.data.find((c) => c.unread === 0);
    expect(quiet, 'member 1 has a conversation with nothing unread').toBeDefined();

    await withoutGuidedTour(page);
    await loginAs(page, MEMBER_1);
    await page.goto(`/messagebox?with=${quiet!.user.id}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('heading', { name: `与 ${quiet!.user.nickname} 的私信` })).toBeVisible();
    await expect(page.getByRole('list', { name: '消息记录' }).getByRole('listitem').first()).toBeVisible();
    await pageLoaded(page);
    await expectNoSeriousAxe(page);

    // With the composer's error showing (nothing typed: nothing is sent).
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('请输入私信内容');
    await expectNoSeriousAxe(page);
  });
}
