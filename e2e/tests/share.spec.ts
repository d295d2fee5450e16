/**
 * Sharing (issue 13, item 5): 分享 on a work page opens a sheet. 微信 shows a QR code that decodes, from
 * the pixels on screen, to the page's address; 微博 and QQ open their share pages in a new tab without
 * an opener, the address encoded; 复制链接 copies it; the sheet works from the keyboard (focus trapped,
 * back on 分享 after Esc) and axe finds nothing serious in either theme. The share landing page shows
 * each type's card, and a Chinese 404 for a bad link. Both projects: desktop and phone.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import jsqr from 'jsqr';
import { THEMES, THEME_COOKIE, endpoints, type WorkSummary, type WorkType } from '@zaowu/shared';
import { apiOf, expectNoSeriousAxe, projectSlot, type Api } from './helpers.ts';

// Each test loads a work page, and some run axe or read a screenshot: more than the default 30 s on a
// busy shared machine (two workers and the BFF on two cores).
test.describe.configure({ timeout: 90_000 });

// jsqr is CommonJS with an ES-style default: Node hands over module.exports, which carries it.
const jsQR = jsqr.default;

/** A non-mature work of `type` (each project its own, so the two never share a page). */
async function aWork(api: Api, type: WorkType): Promise<WorkSummary> {
  const list = await api.call(endpoints.works.lists, { type, per_page: 10 });
  return list.data.filter((w) => !w.is_mature)[projectSlot()]!;
}

const shareButton = (page: Page) =>
  page.getByRole('group', { name: '作品操作' }).getByRole('button', { name: '分享', exact: true });

async function openWork(page: Page, type: WorkType): Promise<WorkSummary> {
  const work = await aWork(apiOf(page.request), type);
  await page.goto(`/${type}/${work.id}`);
  await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
  return work;
}

async function openSheet(page: Page): Promise<Locator> {
  await shareButton(page).click();
  const sheet = page.getByRole('dialog', { name: '分享作品' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/**
 * Reads the QR code as a phone camera would: a screenshot of what is on screen, its pixels (decoded by
 * the browser from the PNG), then jsQR.
 */
async function decodeQr(page: Page, qr: Locator): Promise<string | null> {
  const png = await qr.screenshot();
  const image = await page.evaluate(async (base64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${base64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    // The pixels travel back as base64: a plain array of a phone-sized picture is slow to serialize.
    const bytes = new Uint8Array(ctx.getImageData(0, 0, canvas.width, canvas.height).data.buffer);
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return { width: canvas.width, height: canvas.height, rgba: btoa(binary) };
  }, png.toString('base64'));
  const rgba = Buffer.from(image.rgba, 'base64');
  return (
    jsQR(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length), image.width, image.height)?.data ??
    null
  );
}

test('分享 → 微信 shows a QR code that decodes to the page URL', async ({ page }) => {
  const work = await openWork(page, 'art');
  const sheet = await openSheet(page);
  await sheet.getByRole('button', { name: '微信' }).click();
  await expect(sheet.getByText('用微信扫一扫，分享给朋友')).toBeVisible();
  const qr = sheet.getByRole('img', { name: /二维码/ });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveJSProperty('complete', true);

  const decoded = await decodeQr(page, qr);
  expect(decoded).toBe(page.url());
  expect(new URL(decoded!).pathname).toBe(`/art/${work.id}`);
});

test('微博 and QQ open their share pages in a new tab, with the page URL encoded and no opener', async ({
  page,
  context,
}) => {
  await openWork(page, 'art');
  const pageUrl = page.url();
  const sheet = await openSheet(page);
  // No network here: the share pages answer from this stand-in.
  await context.route(/^https:\/\/(service\.weibo\.com|connect\.qq\.com)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>share</title>' }),
  );

  const targets = [
    { name: /微博/, host: 'service.weibo.com', path: '/share/share.php' },
    { name: /QQ/, host: 'connect.qq.com', path: '/widget/shareqq/index.html' },
  ];
  for (const target of targets) {
    const link = sheet.getByRole('link', { name: target.name });
    const href = (await link.getAttribute('href'))!;
    const url = new URL(href);
    expect(url.protocol).toBe('https:');
    expect(url.host).toBe(target.host);
    expect(url.pathname).toBe(target.path);
    expect(url.searchParams.get('url')).toBe(pageUrl);
    expect(href).toContain(`url=${encodeURIComponent(pageUrl)}`);
    await expect(link).toHaveAttribute('target', '_blank');
    expect((await link.getAttribute('rel'))!.split(/\s+/).sort()).toEqual(['noopener', 'noreferrer']);

    const opened = context.waitForEvent('page');
    await link.click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(href);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    // The sheet and the page stay where they were.
    expect(page.url()).toBe(pageUrl);
    await expect(sheet).toBeVisible();
  }
});

test('复制链接 copies the page URL and says 已复制', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openWork(page, 'blog');
  const sheet = await openSheet(page);
  await sheet.getByRole('button', { name: '复制链接' }).click();
  await expect(sheet.getByRole('button', { name: '已复制' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('keyboard: 分享 opens from the keyboard, focus stays in the sheet, Esc returns it to 分享', async ({
  page,
}) => {
  await openWork(page, 'animation');
  const share = shareButton(page);
  await share.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: '分享作品' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: '微信' })).toBeFocused();

  // Space on 微信 unfolds the QR code.
  await page.keyboard.press('Space');
  await expect(sheet.getByRole('img', { name: /二维码/ })).toBeVisible();

  // Round and round with Tab and Shift+Tab: focus never leaves the sheet.
  const focusInSheet = () => sheet.evaluate((el) => el.contains(document.activeElement));
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInSheet(), `focus after ${key}`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(share).toBeFocused();
});

for (const theme of THEMES) {
  test(`the sheet has no serious axe violation (${theme})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }]);
    await openWork(page, 'blog');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const sheet = await openSheet(page);
    await sheet.getByRole('button', { name: '微信' }).click();
    await expect(sheet.getByRole('img', { name: /二维码/ })).toBeVisible();
    await expectNoSeriousAxe(page, '[role="dialog"]');
  });
}

test('/share/{type}/{id} shows each type its own card; a bad link is a Chinese 404', async ({
  page,
  api,
}) => {
  for (const type of ['model', 'art', 'animation', 'blog'] as const) {
    const work = await aWork(api, type);
    await page.goto(`/share/${type}/${work.id}`);
    const card = page.locator('article.share-card');
    await expect(card.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
    await expect(card.getByRole('link', { name: '打开查看' })).toHaveAttribute('href', `/${type}/${work.id}`);
  }
  const designer = (await aWork(api, 'model')).author;
  const people = [
    {
      path: `/share/designer/${designer.id}`,
      badge: '设计师',
      title: designer.nickname,
      href: `/designer/${designer.id}`,
    },
    { path: '/share/shop/1', badge: '店铺', title: null, href: '/shop/1' },
  ];
  for (const item of people) {
    await page.goto(item.path);
    const card = page.locator('article.share-card');
    await expect(card.locator('.badge')).toHaveText(item.badge);
    if (item.title) await expect(card.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    await expect(card.getByRole('link', { name: '打开查看' })).toHaveAttribute('href', item.href);
  }

  const bad = await page.goto('/share/evil/1');
  expect(bad?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /share/evil/1')).toBeVisible();
  await expect(page.getByText(/这条分享链接已失效/)).toBeVisible();

  await page.goto('/share/model/999999');
  await expect(page.getByText('Page Not Found: /share/model/999999')).toBeVisible();
  await expect(page.getByText(/这条分享链接已失效/)).toBeVisible();
});
