/**
 * The forms' code waits for a form (issue 23, a page's load on a phone): react-hook-form and zod (the
 * build's zod-* chunks) do not run while a goods item, the topic list or a topic loads for a visitor —
 * the order dialog, 发起话题 and the reply form come on their own chunks — and they do run once a form
 * is drawn (a member's 发起话题, opened and closed, nothing sent). Chromium's JS coverage tells code
 * that ran from code only fetched (the likely next page's files are fetched ahead, not run). Until
 * a box's code is there, a stand-in of its size holds its place (nothing below it moves).
 */
import type { Page } from '@playwright/test';
import { endpoints } from '@zaowu/shared';
import { expect, test } from './fixtures.ts';
import { apiOf, holdRequests, loadedAndIdle, loginAs, withoutGuidedTour } from './helpers.ts';

const isFormCode = (url: string) => /\/assets\/zod-[^/]*\.js$/.test(new URL(url).pathname);

/**
 * Runs `load` with JS coverage on; the zod-* chunks any of whose code ran meanwhile. The coverage
 * starts on a page of the site: a first navigation from about:blank moves to another renderer, whose
 * scripts it would not see.
 */
async function formCodeRun(page: Page, load: () => Promise<void>): Promise<string[]> {
  await page.goto('/favicon.svg');
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await load();
  const entries = await page.coverage.stopJSCoverage();
  return entries
    .filter((e) => isFormCode(e.url) && e.functions.some((f) => f.ranges.some((r) => r.count > 0)))
    .map((e) => new URL(e.url).pathname);
}

test('a goods item, the topic list and a topic load no form code; 发起话题 brings it', async ({ page }) => {
  test.setTimeout(90_000);
  const api = apiOf(page.request);
  // On sale with stock: its page has 立即购买 and the order dialog behind it.
  const goods = (await api.call(endpoints.shop.goodsList, { per_page: 20 })).data.find((g) => g.stock > 0)!;
  const topic = (await api.call(endpoints.community.lists, { per_page: 1 })).data[0]!;
  await withoutGuidedTour(page);

  for (const path of [`/goods/${goods.id}`, '/community', `/community/${topic.id}`]) {
    const ran = await formCodeRun(page, async () => {
      await page.goto(path);
      // React has replaced the BFF's frame: the page's code has run.
      await expect(page.locator('[data-first-paint]')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await loadedAndIdle(page);
    });
    expect(ran, `form code that ran while ${path} loaded`).toEqual([]);
  }

  await loginAs(page);
  const ran = await formCodeRun(page, async () => {
    await page.goto('/community');
    await page.getByRole('button', { name: '发起话题' }).click();
    const dialog = page.getByRole('dialog', { name: '发起话题' });
    await expect(dialog.getByRole('textbox', { name: '标题' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
  expect(ran.length, 'form code that ran for 发起话题').toBeGreaterThan(0);
});

const heightOf = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((el) => el.getBoundingClientRect().height);

test('while a box’s code loads, a stand-in of its size holds its place', async ({ page }) => {
  test.setTimeout(90_000);
  const api = apiOf(page.request);
  const blog = (await api.call(endpoints.works.lists, { type: 'blog', per_page: 1 })).data[0]!;
  const topic = (await api.call(endpoints.community.lists, { per_page: 1 })).data[0]!;
  await withoutGuidedTour(page);
  await loginAs(page);

  // The comment box under a blog post.
  let held = await holdRequests(page, (url) => /\/assets\/CommentForm-[^/]*\.js$/.test(url.pathname));
  await page.goto(`/blog/${blog.id}`);
  const comments = page.getByRole('region', { name: /^评论 \d+$/ });
  await comments.scrollIntoViewIfNeeded();
  await held.asked;
  const standIn = comments.locator('.wd-comment-form[aria-hidden="true"]');
  const before = await heightOf(standIn);
  held.release();
  await expect(comments.getByRole('textbox', { name: '评论' })).toBeVisible();
  await expect(standIn).toHaveCount(0);
  expect(Math.abs((await heightOf(comments.locator('form.wd-comment-form'))) - before)).toBeLessThanOrEqual(
    1,
  );

  // A member's reply box at the foot of a topic.
  held = await holdRequests(page, (url) => /\/assets\/ReplyForm-[^/]*\.js$/.test(url.pathname));
  await page.goto(`/community/${topic.id}`);
  const standInBox = page.locator('.reply-box[aria-hidden="true"]');
  await standInBox.scrollIntoViewIfNeeded();
  await held.asked;
  const boxBefore = await heightOf(standInBox);
  held.release();
  const form = page.getByRole('form', { name: '参与讨论' });
  await expect(form.getByRole('textbox', { name: '回复内容' })).toBeVisible();
  await expect(standInBox).toHaveCount(0);
  expect(Math.abs((await heightOf(form)) - boxBefore)).toBeLessThanOrEqual(1);
});
