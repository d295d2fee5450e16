/**
 * The 3D viewer waits for its turn (issue 14, item 4): /model/{id} paints the work's cover as the
 * viewer's poster; three.js (the viewer3d chunk) is asked for on a phone only once 查看 3D is tapped,
 * on a desktop only after the page's load event and an idle moment, and then without any click. The
 * viewer takes the poster's exact box. Read-only: nothing here changes data.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { devices, expect, test } from './fixtures.ts';
import { endpoints, type WorkDetail } from '@zaowu/shared';
import { apiOf, expectNoSeriousAxe, holdRequests, loadedAndIdle, watchConsole } from './helpers.ts';

/** three.js and the viewer: the lazy viewer3d chunk, or a chunk of three.js if it is ever split off. */
const isViewerCode = (url: string) =>
  /\/assets\/[^/]*(?:viewer3d|three)[^/]*\.js$/i.test(new URL(url).pathname);
const isModelFile = (url: string) => new URL(url).pathname.endsWith('.glb');

/** A non-mature model with a GLB and a description (something under the viewer to watch). */
async function aModel(page: Page): Promise<WorkDetail> {
  const api = apiOf(page.request);
  const list = await api.call(endpoints.works.lists, { type: 'model', per_page: 20 });
  for (const work of list.data.filter((w) => !w.is_mature)) {
    const detail = await api.call(endpoints.works.detail, { id: work.id });
    if (detail.model_url && detail.description) return detail;
  }
  throw new Error('no model with a GLB and a description in the demo');
}

/** Every request of the page, in order, from before the first one. */
function recordRequests(page: Page) {
  const seen: Request[] = [];
  page.on('request', (req) => seen.push(req));
  return {
    viewerCode: () => seen.filter((r) => isViewerCode(r.url())).map((r) => r.url()),
    modelFiles: () => seen.filter((r) => isModelFile(r.url())).map((r) => r.url()),
  };
}

/** An element's box in page coordinates (scrolling does not change it). */
const pageBox = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });

/** Each device the policy tells apart, whichever project runs the file: one pointer each. */
const { defaultBrowserType: _phoneBrowser, ...PHONE } = devices['Pixel 7'];
const { defaultBrowserType: _desktopBrowser, ...DESKTOP } = devices['Desktop Chrome'];

test.describe('a phone (a coarse pointer)', () => {
  test.use({ ...PHONE, viewport: { width: 390, height: 844 } });

  test('on a phone, the cover is the poster and three.js loads only once 查看 3D is tapped', async ({
    page,
  }) => {
    const consoleWatch = watchConsole(page);
    const work = await aModel(page);
    const requests = recordRequests(page);
    await page.goto(`/model/${work.id}`);

    // Its alt is the author's text for the cover, else the work's title.
    const poster = page.getByRole('img', { name: work.cover_alt || work.title, exact: true });
    await expect(poster).toBeVisible();
    await expect(poster).toHaveAttribute('src', work.cover);
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(poster).not.toHaveAttribute('loading', 'lazy');
    const start = page.getByRole('button', { name: '查看 3D' });
    await expect(start).toBeVisible();

    // Loaded, idle, the rest of the page in: still no viewer code and no model file.
    // (Related works are asked for when the reader comes near them: scroll down as a reader would.)
    await page.getByRole('region', { name: '相关作品' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('list', { name: '相关作品' })).toBeVisible();
    await loadedAndIdle(page);
    expect(requests.viewerCode()).toEqual([]);
    expect(requests.modelFiles()).toEqual([]);
    await expect(page.getByTestId('model-viewer')).toHaveAttribute('data-state', 'poster');
    await expectNoSeriousAxe(page, '.wd-viewer');

    const posterBox = await pageBox(page.getByTestId('model-viewer'));
    const description = page.getByRole('heading', { name: '作品介绍' });
    const { release } = await holdRequests(page, (url) => isViewerCode(url.href));
    await start.tap();
    // While the chunk comes: the cover, a line saying so, and the button gone.
    await expect(page.getByRole('status').filter({ hasText: '正在加载 3D 查看器…' })).toBeVisible();
    await expect(start).toHaveCount(0);
    await expect.poll(() => requests.viewerCode().length).toBeGreaterThan(0);
    expect(await pageBox(page.getByTestId('model-viewer'))).toEqual(posterBox);
    const belowWhileLoading = await pageBox(description);

    release();
    await expect(page.getByTestId('model-viewer')).toHaveAttribute('data-state', 'ready', {
      timeout: 30_000,
    });
    expect(requests.modelFiles()).toEqual([new URL(work.model_url!, page.url()).href]);
    // The stage takes the poster's box, and what is under it stays put as the model arrives.
    expect(await pageBox(page.getByTestId('model-viewer').locator('.mv__stage'))).toEqual(posterBox);
    expect(await pageBox(description)).toEqual(belowWhileLoading);
    expect(await consoleWatch.unexpected()).toEqual([]);
  });
});

test.describe('a desktop (a fine pointer)', () => {
  test.use({ ...DESKTOP, viewport: { width: 1440, height: 900 } });

  test('on a desktop, three.js waits for the load event and idle, then the viewer starts by itself', async ({
    page,
  }) => {
    const consoleWatch = watchConsole(page);
    const work = await aModel(page);
    const requests = recordRequests(page);
    // The page cannot fire its load event while the cover is still coming: hold it.
    const { release: releaseCover } = await holdRequests(page, (url) => url.pathname === work.cover);
    await page.goto(`/model/${work.id}`, { waitUntil: 'commit' });

    const viewer = page.getByTestId('model-viewer');
    await expect(viewer).toHaveAttribute('data-state', 'poster');
    // (Related works are asked for when the reader comes near them: scroll down as a reader would.)
    await page.getByRole('region', { name: '相关作品' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('list', { name: '相关作品' })).toBeVisible();
    // Everything but the cover is in and the browser has been idle (an idle callback ran): the
    // load event has not fired, and no viewer code was asked for.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    expect(requests.viewerCode()).toEqual([]);
    expect(requests.modelFiles()).toEqual([]);
    // Nothing to press on a desktop.
    await expect(page.getByRole('button', { name: '查看 3D' })).toHaveCount(0);
    const posterBox = await pageBox(viewer);
    const below = await pageBox(page.getByRole('heading', { name: '作品介绍' }));

    releaseCover();
    await expect(viewer).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    expect(requests.viewerCode().length).toBeGreaterThan(0);
    // By the page's own clock, the viewer code was asked for after the load event had run.
    const order = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const code = performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/[^/]*viewer3d[^/]*\.js$/.test(new URL(e.name).pathname));
      return { loadEnd: nav.loadEventEnd, codeStarts: code.map((e) => e.startTime) };
    });
    expect(order.codeStarts.length).toBeGreaterThan(0);
    for (const start of order.codeStarts) expect(start).toBeGreaterThanOrEqual(order.loadEnd);
    // Same box, nothing under it moved.
    expect(await pageBox(viewer.locator('.mv__stage'))).toEqual(posterBox);
    expect(await pageBox(page.getByRole('heading', { name: '作品介绍' }))).toEqual(below);
    expect(await consoleWatch.unexpected()).toEqual([]);
  });
});

for (const part of ['script', 'stylesheet'] as const) {
  test(`when the viewer's ${part} cannot load, the cover stays with the failure note`, async ({ page }) => {
    const work = await aModel(page);
    const failing =
      part === 'script'
        ? isViewerCode
        : (url: string) => /\/assets\/viewer3d[^/]*\.css$/.test(new URL(url).pathname);
    await page.route(
      (url) => failing(url.href),
      (route) => route.abort(),
    );
    await page.goto(`/model/${work.id}`);
    await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
    if (test.info().project.name === 'mobile') await page.getByRole('button', { name: '查看 3D' }).tap();
    await expect(page.getByText('3D 查看器加载失败，请刷新页面重试；已显示预览图')).toBeVisible();
    await expect(page.locator(`main img[src="${work.cover}"]`)).toBeVisible();
    // The rest of the page is still there.
    await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
  });
}
