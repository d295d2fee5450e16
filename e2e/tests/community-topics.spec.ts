/**
 * 发起话题 (issue 12 item 4): a member starts a topic with the form on /community (a dialog on desktop,
 * a full-height sheet on phones): title, a topic tag and a rich text body; the topic opens, and it is
 * first in 最新; its author deletes it after a confirmation. The form passes axe in both themes, empty
 * and showing its errors. 推荐 and 社区 are in the desktop header.
 *
 * Data: each project starts its topic as a member of its own (SMS login, a number per project), so the
 * posting limit and the lists of other tests are untouched. The two projects may post at the same
 * moment: "first in 最新" allows only topics the server itself lists as newer above it.
 */
import { expect, test } from './fixtures.ts';
import { THEMES, THEME_COOKIE, TOPIC_MSGS, endpoints } from '@zaowu/shared';
import {
  MEMBER_1,
  loginAs,
  watchConsole,
  withoutGuidedTour,
  type Api,
  expectNoSeriousAxe,
} from './helpers.ts';

const latest = (api: Api) => api.call(endpoints.community.lists, { sort: 'latest', per_page: 20 });

test('a member starts a topic: it opens, it is first in 最新, and its author can delete it', async ({
  memberPage: page,
  member: me,
  api,
}) => {
  test.setTimeout(90_000);
  const project = test.info().project.name;
  const consoleWatch = watchConsole(page);
  const title = `（${project}）低模场景怎么打光更有层次？`;

  await page.goto('/community');
  await page.getByRole('button', { name: '发起话题' }).click();
  const form = page.getByRole('dialog', { name: '发起话题' });
  await expect(form).toBeVisible();
  const body = form.getByRole('textbox', { name: '正文' });
  await expect(body).toBeVisible();

  // Nothing filled in: each field says what it needs, and nothing is sent.
  await form.getByRole('button', { name: '发布话题' }).click();
  await expect(form.getByText(TOPIC_MSGS.titleEmpty)).toBeVisible();
  await expect(form.getByText(TOPIC_MSGS.tagEmpty)).toBeVisible();
  await expect(form.getByText(TOPIC_MSGS.bodyEmpty)).toBeVisible();

  await form.getByRole('textbox', { name: '标题' }).fill(title);
  await form.getByRole('radio', { name: '#讨论' }).check();
  await body.click();
  await page.keyboard.type('主光、补光、轮廓光各自怎么摆？');
  await form.getByRole('button', { name: '加粗' }).click();
  await page.keyboard.type('暖冷对比');
  await expect(form.getByText(TOPIC_MSGS.bodyEmpty)).toBeHidden();
  await form.getByRole('button', { name: '发布话题' }).click();

  // The new topic opens: its title, the body as written (bold kept), by this member.
  await expect(page).toHaveURL(/\/community\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const op = page.getByRole('article', { name: `主楼，${me.userinfo.nickname}` });
  await expect(op).toContainText('主光、补光、轮廓光各自怎么摆？');
  await expect(op.locator('strong')).toHaveText('暖冷对比');

  // First in 最新: only a topic the server lists as newer (the other project's, posted meanwhile)
  // may stand above it.
  await page.getByRole('navigation', { name: '位置' }).getByRole('link', { name: '社区' }).click();
  await expect(page.getByRole('tab', { name: '最新', selected: true })).toBeVisible();
  const shown = page.getByRole('list', { name: '话题列表' }).getByRole('heading', { level: 2 });
  await expect(shown.filter({ hasText: title })).toHaveCount(1);
  const titles = await shown.allTextContents();
  const server = (await latest(api)).data;
  const mine = server.find((t) => t.id === id)!;
  const above = titles.slice(0, titles.indexOf(title));
  for (const other of above) {
    const t = server.find((x) => x.title === other);
    expect(t && t.last_reply_at >= mine.last_reply_at, `${other} is newer`).toBe(true);
  }

  // Its author deletes it, after a confirmation; it leaves the list.
  await page.goto(`/community/${id}`);
  await page.getByRole('group', { name: '我的话题' }).getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('dialog', { name: '删除话题' });
  await expect(confirm).toContainText(`确定删除「${title}」吗？`);
  await confirm.getByRole('button', { name: '确定删除' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole('list', { name: '话题列表' })).toBeVisible();
  await expect(shown.filter({ hasText: title })).toHaveCount(0);
  expect((await latest(api)).data.some((t) => t.id === id)).toBe(false);
  expect(await consoleWatch.unexpected()).toEqual([]);
});

test('推荐 and 社区 are in the header navigation (the phone drawer on phones)', async ({ page, baseURL }) => {
  await page.goto('/');
  let nav = page.getByRole('banner').getByRole('navigation', { name: '主导航' });
  if (test.info().project.name === 'mobile') {
    await page.getByRole('button', { name: '打开导航' }).click();
    nav = page.getByRole('dialog', { name: '造物' }).getByRole('navigation', { name: '主导航' });
  }
  await expect(nav.getByRole('link', { name: '推荐', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: '社区', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/community`);
  await expect(page.getByRole('heading', { level: 1, name: '社区' })).toBeVisible();
  if (test.info().project.name === 'desktop')
    await expect(page.getByRole('banner').getByRole('link', { name: '社区', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
});

for (const theme of THEMES) {
  test(`the 发起话题 form has no serious or critical axe violation (${theme})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }]);
    await withoutGuidedTour(page);
    // Only opens the form and checks it: nothing is sent, member 1's data stays as it is.
    await loginAs(page, MEMBER_1);
    await page.goto('/community');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.getByRole('button', { name: '发起话题' }).click();
    const form = page.getByRole('dialog', { name: '发起话题' });
    await expect(form.getByRole('textbox', { name: '正文' })).toBeVisible();
    await expectNoSeriousAxe(page);

    // With its errors showing, and a tag chosen.
    await form.getByRole('button', { name: '发布话题' }).click();
    await expect(form.getByText(TOPIC_MSGS.titleEmpty)).toBeVisible();
    await form.getByRole('radio', { name: '#求助' }).check();
    await expectNoSeriousAxe(page);
  });
}
