/**
 * Notifications lead somewhere (issue 12 item 5): in /message a notification about something links to
 * it. A cooperation application opens the work it is about; a reply to a topic opens the topic at that
 * reply (scrolled to and marked); following the link marks the message read. /message with links
 * passes axe in both themes.
 *
 * Data: members of this test's own (SMS login, numbers per project and test): one publishes a work and
 * starts a topic through the API, the other applies for cooperation and replies. Nobody else's counts
 * move.
 */
import { expect, test, type MakeWork } from './fixtures.ts';
import {
  THEMES,
  THEME_COOKIE,
  demoEndpoints,
  endpoints,
  type MessageType,
  type TopicPost,
} from '@zaowu/shared';
import {
  watchConsole,
  withoutGuidedTour,
  newMember,
  useSession,
  expectNoSeriousAxe,
  type Api,
  pageLoaded,
} from './helpers.ts';

const messagesOf = async (api: Api, token: string, messageType: MessageType) =>
  (await api.call(endpoints.message.byType, { messageType, per_page: 50 }, { token })).data;

/** An author with a free art work, and an applicant who applies for cooperation on it. */
async function cooperation(api: Api, makeWork: MakeWork, roles: [number, number], note: string) {
  const author = await api.call(demoEndpoints.member, {});
  const applicant = await api.call(demoEndpoints.member, {});
  const work = await makeWork(author.token, {
    type: 'art',
    title: `（${test.info().project.name}）节气插画·霜降`,
    description: '霜降时节的山林。',
    cover: '/api/storage/gen/art/77.svg',
    tags: ['插画'],
    tools: [11],
    license: 'BY-NC',
  });
  await api.call(
    endpoints.works.cooperate,
    { id: work.id, message: note, contact: '微信：frost_2026' },
    { token: applicant.token },
  );
  return { author, applicant, work };
}

test('a cooperation application opens the work it is about, and is read once followed', async ({
  page,
  baseURL,
  api,
  makeWork,
}) => {
  test.setTimeout(90_000);
  const note = `想把《霜降》用在独立游戏的节气关卡里（${test.info().project.name}），授权方式可以详谈。`;
  const { author, work } = await cooperation(api, makeWork, [0, 1], note);
  await withoutGuidedTour(page);
  await useSession(page, author.token);
  const consoleWatch = watchConsole(page);

  await page.goto('/message?type=7');
  const item = page.getByRole('listitem').filter({ hasText: note });
  await expect(item.getByRole('button', { name: /（未读）$/ })).toBeVisible();
  const link = item.getByRole('link', { name: '查看作品' });
  await expect(link).toHaveAttribute('href', `/art/${work.id}`);
  await link.click();

  await expect(page).toHaveURL(`${baseURL}/art/${work.id}`);
  await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
  await expect
    .poll(async () => (await messagesOf(api, author.token, 7)).find((m) => m.content.includes(note))?.read)
    .toBe(true);
  // Back in /message it shows as read.
  await page.goBack();
  await expect(item).toBeVisible();
  await expect(item.getByRole('button', { name: /（未读）$/ })).toHaveCount(0);
  expect(await consoleWatch.unexpected()).toEqual([]);
});

test('a reply to my topic opens the topic at that reply, scrolled to and marked', async ({ page, api }) => {
  test.setTimeout(90_000);
  const author = await newMember(page.request);
  const replier = await newMember(page.request);
  const topic = await api.call(
    endpoints.community.add,
    {
      title: `（${test.info().project.name}）求推荐适合新手的雕刻笔刷`,
      content: '<p>刚开始用 ZBrush，笔刷太多不知道从哪下手。</p>',
      tag: '求助',
    },
    { token: author.token },
  );
  // Enough replies for a long thread, so the one the notice is about is far down the page.
  let reply!: TopicPost;
  for (let i = 1; i <= 12; i += 1)
    reply = await api.call(
      endpoints.community.reply,
      {
        topic_id: topic.id,
        content: i === 12 ? 'Dam Standard 先练熟，其他笔刷慢慢来。' : `第 ${i} 条：同问，蹲一个答案。`,
      },
      { token: replier.token },
    );

  await withoutGuidedTour(page);
  await useSession(page, author.token);
  await page.goto('/message?type=3');
  const item = page.getByRole('listitem').filter({ hasText: 'Dam Standard' });
  const link = item.getByRole('link', { name: '查看回复' });
  await expect(link).toHaveAttribute('href', `/community/${topic.id}#post-${reply.floor}`);
  // Keyboard: focus and Enter.
  await link.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/community/${topic.id}#post-${reply.floor}$`));
  const target = page.getByRole('article', { name: new RegExp(`^${reply.floor} 楼`) });
  await expect(target).toHaveAttribute('aria-current', 'location');
  await expect(target).toBeInViewport();
  await expect(target).toBeFocused();
  await expect(target).toContainText('Dam Standard');
});

for (const theme of THEMES) {
  test(`/message with links has no serious or critical axe violation (${theme})`, async ({
    page,
    context,
    baseURL,
    api,
    makeWork,
  }) => {
    test.setTimeout(90_000);
    const roles: [number, number] = theme === 'dark' ? [6, 7] : [4, 5];
    const note = `想请你为我们的茶饮品牌画一组节气海报（${theme}），预算和档期可以详谈。`;
    const { author } = await cooperation(api, makeWork, roles, note);
    await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }]);
    await withoutGuidedTour(page);
    await useSession(page, author.token);
    await page.goto('/message?type=7');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('link', { name: '查看作品' })).toBeVisible();
    await pageLoaded(page);
    await expectNoSeriousAxe(page);
  });
}
