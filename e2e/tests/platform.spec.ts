import { expect, test } from './fixtures.ts';
import { SITEMAPS, sitemapPath } from '@zaowu/shared';

test('home page renders Chinese text from the built SPA', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('发现好作品，遇见好创作者');
  // The BFF's static frame shows the page before the app runs; the menu button is the app's.
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  // Below 1024 px the main navigation sits in a drawer behind 打开导航.
  const menu = page.getByRole('button', { name: '打开导航' });
  if (await menu.isVisible()) await menu.click();
  await expect(
    page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '模型' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/造物/);
  // The demo upstream's works arrive through the proxy and render as links to their pages.
  await expect(
    page.locator('main a[href^="/model/"], main a[href^="/art/"]').filter({ visible: true }).first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a proxied call returns the envelope', async ({ page }) => {
  await page.goto('/');
  const body = await page.evaluate(async () => {
    const res = await fetch('/api/v1.user/checkLogin');
    return { status: res.status, json: (await res.json()) as unknown };
  });
  expect(body.status).toBe(200);
  expect(body.json).toEqual({ code: 1, msg: expect.any(String), data: { isLogin: false } });
});

// HTTP only, no page: run once, by the desktop project (playwright.config.ts, HTTP_ONLY).
test(
  'the sitemap index lists the nine sitemaps (pages, four work types, designers, shops, goods, topics)',
  { tag: '@http-only' },
  async ({ request, baseURL }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(9);
    expect(locs.sort()).toEqual(SITEMAPS.map((name) => `${baseURL}${sitemapPath(name)}`).sort());
  },
);

test('an unknown path answers 404 and shows the error page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'ERROR' })).toBeVisible();
  await expect(page.getByText("SORRY WE COULDN'T FIND YOUR PAGE")).toBeVisible();
  await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
});
