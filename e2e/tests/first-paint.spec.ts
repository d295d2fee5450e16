/**
 * Issue 14: the BFF's static frame is the page's first paint, and React's first render lands on the
 * same layout: the title and the largest picture do not move when React replaces the frame, and the
 * page's layout shift stays under 0.05.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { endpoints, type Paginated } from '@zaowu/shared';
import { apiOf, countRequests, escapeRegExp, holdRequests, pageLoaded } from './helpers.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The boxes of the title and the largest picture (whichever the page has). `sel @ n` is the n-th
 * (from 0) element the selector finds.
 */
async function boxes(page: Page, selectors: string[]): Promise<(Box | null)[]> {
  return page.evaluate((sels) => {
    return sels.map((spec) => {
      const [sel, nth] = spec.split(' @ ');
      const el = document.querySelectorAll(sel!)[Number(nth ?? 0)];
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
    });
  }, selectors);
}

/** The id of the first item of a public list's answer. */
const firstId = (list: Paginated<{ id: number }>): number => list.data[0]!.id;

/**
 * Per page, the boxes compared: `exact` ones must keep their place and size; the others their size.
 * Known gap (see the note): a designer's or shop's name is centred beside badges and counts
 * the frame does not draw, so only its size is held.
 */
const PAGES: {
  name: string;
  path: (ids: Record<string, number>) => string;
  exact: string[];
  sized?: string[];
  /** Held in place on phones only (wider screens draw filter rows the frame leaves out). */
  phone?: string[];
  /** Seen without JavaScript at every width (a reader or crawler with no script sees the list). */
  noJs?: string[];
}[] = [
  { name: 'home', path: () => '/', exact: ['h1', '.carousel__slide.is-active .carousel__image'] },
  {
    name: 'art list',
    path: () => '/art',
    exact: ['h1'],
    phone: ['.works-results .ui-image'],
    noJs: ['.works-toolbar__count', '.works-results .ui-image', 'a[href="/art?page=2"]'],
  },
  {
    // A shared link to a view of a list: its chips and its sort are drawn, and the grid stays put.
    name: 'filtered model list',
    path: () => '/model?price=free&sort=hot',
    exact: ['h1'],
    phone: ['.active-filter', '.works-results .ui-image'],
    noJs: [
      '.active-filter:has-text("免费")',
      '.works-toolbar__sort [data-state="active"]:has-text("最热")',
      '.works-results .ui-image',
    ],
  },
  {
    // A search on 发现 from a shared link: the designers and shops it finds sit above the works.
    name: 'search on 发现',
    path: () => `/explore?keyword=${encodeURIComponent('模型')}`,
    exact: ['h1'],
    phone: ['.search-people', '.works-results .ui-image'],
    noJs: ['.search-people a[href^="/designer/"]', '.search-people a[href^="/shop/"]'],
  },
  {
    // 推荐 as a visitor sees it: each work with its reason under it, the type tabs as links.
    name: 'recommend',
    path: () => '/recommend',
    exact: ['h1', '.rec-tabs', '.works-results .ui-image', '.rec-reason'],
    noJs: ['.rec-tabs a[aria-current="page"]', '.rec-reason', 'a[href="/recommend?page=2"]'],
  },
  {
    // The designer, shop and topic lists: the frame is the SPA's own page (its cards or rows in
    // their places), not a plainer list React would move about.
    name: 'designer list',
    path: () => '/designer',
    exact: ['h1', '.designer-card', '.designer-card @ 4', '.pagination__step--next'],
    noJs: ['.designer-card a[href^="/designer/"]', '.pagination__step--next[href="/designer?page=2"]'],
  },
  {
    name: 'shop list',
    path: () => '/shop',
    exact: ['h1', '.shop-card', '.shop-card @ 4'],
    noJs: ['.shop-card a[href^="/shop/"]'],
  },
  {
    // A search of the shop list from a shared link or a reader without script: the frame is its results.
    name: 'shop search',
    path: () => `/shop?keyword=${encodeURIComponent('数字')}`,
    exact: ['h1', '.shops-status', '.shop-card'],
    noJs: ['.shops-status:has-text("「数字」的搜索结果")', '.keyword-search__input[value="数字"]'],
  },
  {
    name: 'topic list, page 2',
    path: () => '/community?page=2',
    exact: ['h1', '.community-tags', '.topic-row', '.topic-row @ 4', '.pagination__step--prev'],
    noJs: ['.topic-row a[href^="/community/"]', '.pagination__step--prev[href="/community"]'],
  },
  {
    // A topic's tag link: the list of that tag, said so above its chips.
    name: 'topic list of a tag',
    path: () => `/community?tag=${encodeURIComponent('建模')}`,
    exact: ['h1', '.community-active-tag', '.community-tags', '.topic-row'],
    noJs: ['.community-active-tag:has-text("#建模")', '.topic-chip[aria-current="page"]:has-text("#建模")'],
  },
  { name: 'model', path: (ids) => `/model/${ids.model}`, exact: ['h1', '.wd-viewer'] },
  { name: 'blog', path: (ids) => `/blog/${ids.blog}`, exact: ['h1', '.wd-blog__cover img'] },
  {
    name: 'designer',
    path: (ids) => `/designer/${ids.designer}`,
    exact: ['.profile-hero__cover'],
    sized: ['h1'],
  },
  { name: 'shop', path: (ids) => `/shop/${ids.shop}`, exact: ['.profile-hero__cover'], sized: ['h1'] },
  { name: 'animation', path: (ids) => `/animation/${ids.animation}`, exact: ['h1', '.wd-video__stage'] },
  { name: 'goods', path: (ids) => `/goods/${ids.goods}`, exact: ['h1', '.goods-gallery__main'] },
  { name: 'topic', path: (ids) => `/community/${ids.topic}`, exact: ['h1'] },
];

test.describe('first paint', () => {
  let ids: Record<string, number> = {};

  test.beforeAll(async ({ browser, baseURL }) => {
    // As a visitor (a context of its own: the test-scoped `api` fixture is not there in beforeAll).
    const ctx = await browser.newContext({ baseURL });
    const api = apiOf(ctx.request);
    const [model, blog, designer, shop, topic, animation] = await Promise.all([
      api.call(endpoints.works.lists, { type: 'model', per_page: 1 }).then(firstId),
      api.call(endpoints.works.lists, { type: 'blog', per_page: 1 }).then(firstId),
      api.call(endpoints.designer.lists, { per_page: 1 }).then(firstId),
      api.call(endpoints.shop.lists, { per_page: 1 }).then(firstId),
      api.call(endpoints.community.lists, { per_page: 1 }).then(firstId),
      api.call(endpoints.works.lists, { type: 'animation', per_page: 1 }).then(firstId),
    ]);
    const shopDetail = await api.call(endpoints.shop.detail, { id: shop });
    await ctx.close();
    ids = { model, blog, designer, shop, topic, animation, goods: shopDetail.goods[0]!.id };
  });

  for (const p of PAGES) {
    test(`${p.name}: the static frame and React's page have the same layout`, async ({
      browser,
      baseURL,
      viewport,
    }) => {
      const path = p.path(ids);
      // Without JavaScript: what the BFF drew.
      const noJs = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
      const framePage = await noJs.newPage();
      await framePage.goto(path);
      await expect(framePage.locator('[data-first-paint] h1')).toBeVisible();
      for (const sel of p.noJs ?? []) await expect(framePage.locator(sel).first(), sel).toBeVisible();
      const exact = [...p.exact, ...(viewport!.width < 768 ? (p.phone ?? []) : [])];
      const selectors = [...exact, ...(p.sized ?? [])];
      const frame = await boxes(framePage, selectors);
      await noJs.close();

      // With JavaScript: React's page, once it has replaced the frame.
      const page = await browser.newPage({ baseURL, viewport });
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // Pictures that arrive late, as on a slow phone network or a busy server: every box must be held
      // by the markup before its picture lands, or the text below it jumps.
      await page.route('**/api/storage/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      await page.goto(path);
      // React replaces the frame once the page's chunks have run: on a busy 2-core machine that can
      // take longer than the default wait for a list page's filters.
      await expect(page.locator('[data-first-paint]')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const real = await boxes(page, selectors);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      await page.close();

      selectors.forEach((sel, i) => {
        const a = frame[i];
        const b = real[i];
        expect(a, `${sel} in the frame`).not.toBeNull();
        expect(b, `${sel} in React's page`).not.toBeNull();
        // How tall it is, and for the exact ones where it starts: what a reader sees jump.
        expect(Math.abs(a!.height - b!.height), `${sel} height`).toBeLessThanOrEqual(2);
        if (sel !== 'h1') expect(Math.abs(a!.width - b!.width), `${sel} width`).toBeLessThanOrEqual(2);
        if (exact.includes(sel)) {
          expect(Math.abs(a!.y - b!.y), `${sel} top`).toBeLessThanOrEqual(2);
          expect(Math.abs(a!.x - b!.x), `${sel} left`).toBeLessThanOrEqual(2);
        }
      });
      expect(cls).toBeLessThan(0.05);
    });
  }

  test("the app's scripts wait for the page's largest picture, and start without it when it never comes", async ({
    browser,
    baseURL,
  }) => {
    const path = `/designer/${ids.designer}`;
    const probe = await browser.newContext({ baseURL });
    const html = await (await probe.request.get(path)).text();
    await probe.close();
    const picture = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(html)?.[1];
    const entry = /"entry":"([^"]+)"/.exec(html)?.[1];
    expect(picture, 'the banner is preloaded').toBeTruthy();
    expect(entry, 'the start list names the entry').toBeTruthy();

    for (const arrives of [true, false]) {
      const page = await browser.newPage({ baseURL });
      const asked: string[] = [];
      page.on('request', (req) => asked.push(new URL(req.url()).pathname));
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      // The banner is held: until released, or (the second time) for good.
      await page.route(
        (url) => url.pathname === picture,
        async (route) => {
          await released;
          await route.continue().catch(() => undefined);
        },
      );
      // The page's clock stands still until the test moves it, so how busy this machine is cannot
      // decide which comes first, the picture or the loader's 1.5 s limit.
      const start = Date.now();
      await page.clock.install({ time: start });
      await page.clock.pauseAt(start + 1_000);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.locator('[data-first-paint] h1')).toBeVisible();
      // The first frame is drawn and 1.4 s pass with the picture on its way: no script is asked for,
      // however long that takes here in real time.
      await page.clock.runFor(1_400);
      await page.waitForTimeout(500);
      expect(asked).not.toContain(entry);
      if (arrives) {
        // The picture arrives before the limit: the app starts on the next frame.
        release();
        await expect
          .poll(() =>
            page.evaluate(() =>
              [...document.querySelectorAll('#root img[fetchpriority="high"]')].every(
                (i) => (i as HTMLImageElement).complete,
              ),
            ),
          )
          .toBe(true);
        await page.clock.runFor(50);
      } else {
        // It never comes: past the limit the app starts anyway.
        await page.clock.runFor(300);
      }
      await expect.poll(() => asked.includes(entry!), { timeout: 15_000 }).toBe(true);
      // Then time flows again, and React replaces the frame.
      await page.clock.resume();
      await expect(page.locator('[data-first-paint]')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      release();
      await page.close();
    }
  });

  test('the frame paints without waiting for a stylesheet, and each sheet comes once, before React draws', async ({
    page,
  }) => {
    const sheets: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'stylesheet') sheets.push(new URL(req.url()).pathname);
    });
    // When React replaces the frame, by the page's clock.
    await page.addInitScript(() => {
      const w = window as unknown as { __frameSeen?: boolean; __frameGone?: number };
      new MutationObserver(() => {
        const frame = document.querySelector('[data-first-paint]');
        if (frame) w.__frameSeen = true;
        else if (w.__frameSeen && w.__frameGone === undefined) w.__frameGone = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    // The sheets arrive late, as on a slow network: React must still not draw before them.
    await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    // (Whether the frame is still there when the load event comes depends on this machine's pace:
    // the page's own clock says when it went, below.)
    await page.goto(`/animation/${ids.animation}`);
    await expect(page.locator('[data-first-paint]')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => ({
      // renderBlockingStatus: Chromium's, not yet in TypeScript's DOM types.
      sheets: (
        performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
          renderBlockingStatus: string;
        })[]
      )
        .filter((e) => new URL(e.name).pathname.endsWith('.css'))
        .map((e) => ({
          sheet: new URL(e.name).pathname,
          blocking: e.renderBlockingStatus,
          end: e.responseEnd,
        })),
      frameGone: (window as unknown as { __frameGone?: number }).__frameGone,
      // What follows the frame's rules in the head: the sheets, before the frame's own style.
      afterFrameCss: (() => {
        const order: string[] = [];
        let el = document.getElementById('zaowu-frame-css')?.nextElementSibling;
        for (; el?.matches('link[rel="stylesheet"]'); el = el.nextElementSibling)
          order.push(new URL((el as HTMLLinkElement).href).pathname);
        return order;
      })(),
      pageSheets:
        (JSON.parse(document.getElementById('zaowu-boot')!.textContent!) as { css?: string[] }).css ?? [],
    }));
    expect(sheets.length, 'the page has stylesheets').toBeGreaterThan(1);
    expect(sheets, 'each sheet once').toEqual([...new Set(sheets)]);
    expect(
      seen.sheets.filter((t) => t.blocking !== 'non-blocking'),
      'render-blocking sheets',
    ).toEqual([]);
    expect(seen.frameGone).toBeDefined();
    // Every sheet asked for comes into force, the lazy parts' too (the footer's chunk is asked for
    // after React's first render, so its sheet may still be on its way: wait for it, do not race it).
    await expect
      .poll(
        async () => {
          const applied = await page.evaluate(() =>
            [...document.styleSheets]
              .filter((s) => s.href && !s.disabled)
              .map((s) => new URL(s.href!).pathname),
          );
          return sheets.filter((sheet) => !applied.includes(sheet));
        },
        { message: 'sheets asked for but not in force', timeout: 15_000 },
      )
      .toEqual([]);
    // The web manifest is linked once the app has started (for installing the site).
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    // In the cascade where the frame's rules were: the frame was drawn with the same order.
    expect(seen.afterFrameCss).toEqual(seen.pageSheets);
    // The page's own sheets (the start list's) had all arrived before React drew the page.
    expect(seen.pageSheets.length, 'the start list names the sheets').toBeGreaterThan(1);
    for (const sheet of seen.pageSheets) {
      const timing = seen.sheets.find((t) => t.sheet === sheet);
      expect(timing, sheet).toBeDefined();
      expect(timing!.end, `${sheet} in before React drew`).toBeLessThan(seen.frameGone!);
    }
  });

  test('a page read without JavaScript has its own title and picture for link previews', async ({
    browser,
    baseURL,
  }) => {
    const ctx = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto(`/blog/${ids.blog}`);
    const heading = (await page.locator('h1').textContent())!.trim();
    await expect(page).toHaveTitle(`${heading} · 博客详情 · 造物`);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(image!).protocol).toMatch(/^https?:$/);
    await ctx.close();
    // A preview that runs JavaScript reads the same card.
    for (const path of [`/blog/${ids.blog}`, `/share/blog/${ids.blog}`, `/goods/${ids.goods}`]) {
      const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const before = await (await plain.newPage()).goto(path).then((r) => r!.text());
      await plain.close();
      const card = /<meta property="og:image" content="([^"]+)"/.exec(before)![1];
      const scripted = await browser.newPage({ baseURL });
      await scripted.goto(path);
      await expect(scripted.locator('[data-first-paint]')).toHaveCount(0, { timeout: 15_000 });
      await expect(scripted.locator('h1').first()).toBeVisible();
      await pageLoaded(scripted);
      await expect(scripted.locator('meta[property="og:image"]'), path).toHaveAttribute('content', card!);
      await scripted.close();
    }
  });

  test("a list's page 2 read without JavaScript holds what a visitor sees on page 2, and the app starts on it", async ({
    browser,
    baseURL,
  }) => {
    const listAs = async (
      javaScriptEnabled: boolean,
      path: string,
      pattern: RegExp,
      prefix: string,
      api: string,
    ) => {
      const ctx = await browser.newContext({ baseURL, javaScriptEnabled });
      const page = await ctx.newPage();
      const asked = countRequests(page, api);
      await page.goto(path);
      if (javaScriptEnabled)
        await expect(page.locator('[data-first-paint]')).toHaveCount(0, { timeout: 15_000 });
      const main = page.locator('main a[href]');
      await expect(page.locator(`main a[href^="${prefix}"]`).first()).toBeVisible({ timeout: 15_000 });
      if (javaScriptEnabled) await pageLoaded(page);
      const hrefs = await main.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      await ctx.close();
      // Its own page asked again (another page may be fetched ahead, for the likely next click).
      const shownPage = new URL(path, baseURL).searchParams.get('page') ?? '1';
      const again = asked.requests.filter((r) => new URL(r.url()).searchParams.get('page') === shownPage);
      return { hrefs: [...new Set(hrefs.filter((h) => pattern.test(h)))].sort(), asked: again.length };
    };
    for (const [path, pattern, prefix, api] of [
      ['/designer?page=2', /^\/designer\/\d+$/, '/designer/', endpoints.designer.lists.path],
      ['/community?page=2', /^\/community\/\d+$/, '/community/', endpoints.community.lists.path],
      ['/shop', /^\/shop\/\d+$/, '/shop/', endpoints.shop.lists.path],
    ] as const) {
      const crawler = await listAs(false, path, pattern, prefix, api);
      expect(crawler.hrefs.length, path).toBeGreaterThan(0);
      const visitor = await listAs(true, path, pattern, prefix, api);
      expect(crawler.hrefs, path).toEqual(visitor.hrefs);
      // The list came with the page: React's first render is the list (not a skeleton, then the
      // list a call later), so the app asks nothing for it.
      expect(visitor.asked, `${path}: the app asked for the list again`).toBe(0);
    }
  });

  test('a reader who scrolls the frame before the app starts is still there when it has; a #link goes to its place', async ({
    page,
  }) => {
    // The app's scripts are held, as on a slow phone: the reader has only the frame, and scrolls it.
    const scripts = await holdRequests(
      page,
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    );
    // 推荐: its frame is the page as React draws it at every width (a works list's frame leaves its
    // results to React on a wide screen, whose filter rows would move them).
    await page.goto('/recommend', { waitUntil: 'domcontentloaded' });
    const cards = page.locator('[data-first-paint] .works-results a[href]');
    const card = cards.nth(Math.floor((await cards.count()) / 2));
    await card.scrollIntoViewIfNeeded();
    const href = await card.getAttribute('href');
    const before = await page.evaluate(() => window.scrollY);
    expect(before, 'the frame is long enough to scroll').toBeGreaterThan(100);

    scripts.release();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0, { timeout: 15_000 });
    await pageLoaded(page);
    // React's page has the frame's layout, so the reader's place is the same place: not the top.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(2);
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeInViewport();

    // A link to a place in the page is the exception: the reader goes to that place as React draws it,
    // not to where the browser had put the frame (the frame's comments are higher than React's).
    await page.goto(`/blog/${ids.blog}#comments`);
    await expect(page.locator('[data-first-paint]')).toHaveCount(0, { timeout: 15_000 });
    await pageLoaded(page);
    await expect(page.locator('#comments')).toBeInViewport();
  });

  test('a work titled </script><script>alert(1)</script><!-- reads as text and runs nothing, with the CSP on', async ({
    page,
    member,
    makeWork,
  }) => {
    const { request } = page;
    const title = '</script><script>alert(1)</script><!--';
    const description = '"><img src=x onerror=alert(2)> \u2028 </title><script>alert(3)</script>';
    const work = await makeWork(member.token, {
      type: 'art',
      title,
      description,
      cover: '/api/storage/gen/art/3.svg',
      license: 'BY',
      images: ['/api/storage/gen/art/3.svg'],
    });

    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // A script the CSP blocked would mean the HTML let one in: report it, not just survive it.
    await page.addInitScript(() => {
      const w = window as unknown as { __blocked: string[] };
      w.__blocked = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__blocked.push(e.violatedDirective));
    });

    for (const path of [`/art/${work.id}`, '/art']) {
      // The HTML as sent: the CSP is on, and neither the frame, the head tags nor the inlined data
      // opened a script or closed the page's own.
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(
        res.headers()['content-security-policy'] ?? '',
      )?.[1];
      expect(scriptSrc, 'the CSP allows scripts from the site and by hash only').toContain("'self'");
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
      const html = await res.text();
      expect(html, path).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
      expect(html, path).not.toContain('<script>alert(');
      expect(html, path).not.toContain('<img src=x');

      await page.goto(path);
      await expect(page.locator('[data-first-paint]')).toHaveCount(0, { timeout: 15_000 });
      if (path === '/art') {
        await expect(page.getByRole('heading', { level: 2, name: title }).first()).toBeVisible();
      } else {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(title)}`));
      }
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { __blocked: string[] }).__blocked)).toEqual([]);
    }
    expect(dialogs).toEqual([]);
  });
});
