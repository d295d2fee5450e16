/**
 * The app shell, as a user meets it (product.md §2, §4, §5, §7, §8, §9): every route of the route table,
 * the error page, the 401 rules, login and the unread bell, safe redirects after login, the theme,
 * and the HTTP client's retry and error-toast rules. Runs in both projects (desktop and mobile).
 *
 * None of these tests changes the demo store (logging in only adds a session), so none resets it:
 * POST /api/demo/reset also drops every token, which would log out tests running in the other worker.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  ACCOUNT_401_MARK,
  ROUTES,
  THEME_COOKIE,
  THEME_COOKIE_DAYS,
  buildPath,
  endpoints,
  fail,
  ok,
  MESSAGE_TYPES,
  type Envelope,
  type Paginated,
  type RouteDef,
  type UnreadCount,
} from '@zaowu/shared';
import {
  MEMBER_1,
  bellName,
  privateUnread,
  countRequests,
  escapeRegExp,
  loginAs,
  pageLoaded,
  pathIs,
  storedToken,
  submitLoginForm,
  trackNetwork,
  unreadTotal,
  watchConsole,
  withoutGuidedTour,
} from './helpers.ts';

const DAY_S = 24 * 3600;

// The guided tour is its own feature with its own tests; here its modal would cover the shell.
test.beforeEach(async ({ page }) => {
  await withoutGuidedTour(page);
});

/** The login dialog, opened by the header's 登录 button or by a 401 outside /account. */
const loginDialog = (page: Page) => page.getByRole('dialog', { name: '登录' });
/** The card of the /login page. */
const loginCard = (page: Page) => page.getByRole('region', { name: '登录造物' });
/** A product toast (sonner) carrying `text`. */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Where a real id for a detail route comes from: the demo's own public lists. */
const ID_SOURCES: Record<string, { path: string; params?: Record<string, string> }> = {
  // A work's id must be of the route's type: /animation/{a model's id} goes on to /model/{id}.
  '/model/:id': { path: endpoints.works.lists.path, params: { type: 'model' } },
  '/art/:id': { path: endpoints.works.lists.path, params: { type: 'art' } },
  '/animation/:id': { path: endpoints.works.lists.path, params: { type: 'animation' } },
  '/blog/:id': { path: endpoints.works.lists.path, params: { type: 'blog' } },
  '/share/:type/:id': { path: endpoints.works.lists.path, params: { type: 'model' } },
  '/designer/:id': { path: endpoints.designer.lists.path },
  '/shop/:id': { path: endpoints.shop.lists.path },
  '/collection/:id': { path: '/api/v1.collection/lists' },
  '/community/:id': { path: '/api/v1.community/lists' },
};

/**
 * The path to visit for a route: a detail route gets the first id its list returns, or 1 (the first
 * id the demo seeds) where there is no public list to ask.
 */
async function samplePath(request: APIRequestContext, route: RouteDef): Promise<string> {
  if (!route.path.includes(':')) return route.path;
  let id = 1;
  const source = ID_SOURCES[route.path];
  if (source) {
    const res = await request.get(source.path, { params: { per_page: 1, ...source.params } });
    const body = res.ok() ? ((await res.json()) as Envelope<Paginated<{ id: number }> | null>) : null;
    id = body?.data?.data[0]?.id ?? id;
  }
  return buildPath(route.path, { id, type: 'model' });
}

/** Routes per test: one page loads several in turn, with the browser's cache warm (about twice as fast). */
const ROUTES_PER_TEST = 6;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

test.describe('every route of the route table renders', () => {
  for (const asMember of [false, true]) {
    // A route with middleware (the `profile` guard) shows its page to members only; a visitor gets the
    // 401 error page and the login dialog by design, so it is visited as a member.
    const routes = ROUTES.filter((r) => r.middleware.length > 0 === asMember);
    for (const group of chunks(routes, ROUTES_PER_TEST)) {
      const names = group.map((r) => r.path).join(' ');

      test(`${asMember ? 'as a member' : 'as a visitor'}: ${names}`, async ({ page, baseURL }) => {
        test.setTimeout(20_000 + group.length * 15_000);
        if (asMember) await loginAs(page, MEMBER_1);
        // A visitor on a member page gets 401s from member APIs: those (and only those) are expected.
        // (The latest blog is the seeded hostile one: its handlers are renamed before the sanitizer
        // parses it, so the CSP reports nothing there either.)
        const consoleWatch = watchConsole(page, { allowUnauthorized: !asMember });
        const network = trackNetwork(page);
        // Member calls a visitor's page made that answered 401, per route.
        let unauthorized = 0;
        page.on('response', (res) => {
          const { pathname } = new URL(res.url());
          if (res.status() === 401 && /^\/(api|webApi)\//.test(pathname)) unauthorized += 1;
        });
        for (const route of group) {
          unauthorized = 0;
          const path = await samplePath(page.request, route);

          // Soft assertions: a failing route is named and the group's other routes still run.
          await test.step(`${path} — ${route.title}`, async () => {
            const response = await page.goto(path);
            expect
              .soft(response?.status(), `${path}: the BFF answers a route of the table with 200`)
              .toBe(200);
            await expect
              .soft(page, `${path}: the title holds 「${route.title}」`)
              .toHaveTitle(new RegExp(escapeRegExp(route.title)));
            await expect.soft(page, `${path}: no redirect`).toHaveURL(`${baseURL}${path}`);
            if (!asMember) {
              // A visitor's call on a member page answers 401, which opens the login dialog over the
              // page by design (product.md §8; on /account it leads to /login instead). Let the page settle,
              // then, if a call answered 401, wait for that dialog and set it aside. (Checking whether
              // it was visible raced with its lazy content still loading after the network went quiet.)
              await network.quiet();
              if (unauthorized > 0 && !path.startsWith('/account')) {
                await expect(loginDialog(page), `${path}: a 401 opens the login dialog`).toBeVisible();
                await page.keyboard.press('Escape');
                await expect(loginDialog(page)).toBeHidden();
              }
            }
            await expect.soft(page.getByRole('main'), `${path}: main content`).toBeVisible();
            await expect
              .soft(page.getByRole('heading', { level: 1 }).first(), `${path}: a page heading`)
              .toBeVisible();
            await expect
              .soft(page.getByRole('heading', { name: 'ERROR' }), `${path}: not the error page`)
              .toHaveCount(0);
            // Errors from what the page loads after its first render count too.
            await network.quiet();
            expect.soft(await consoleWatch.unexpected(), `${path}: console errors`).toEqual([]);
          });
        }
      });
    }
  }
});

test.describe('scroll position', () => {
  test('a page loaded in a tab where another was scrolled starts at the top; a reload comes back', async ({
    page,
  }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.goto('/community');
    await expect(page.locator('[data-first-paint]')).toHaveCount(0, { timeout: 15_000 });
    await pageLoaded(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(scrollY).toBeGreaterThan(1000);
    // Another page of the site, by a full load in the same tab (a typed URL, a link from elsewhere).
    await page.goto('/designer');
    await expect(page.locator('[data-first-paint]')).toHaveCount(0, { timeout: 15_000 });
    await pageLoaded(page);
    // Two frames after React replaced the frame: past where a saved position would be put back.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await scrollY()).toBe(0);
    // A reload of a scrolled page comes back where the reader was.
    await page.goto('/community');
    await expect(page.locator('[data-first-paint]')).toHaveCount(0, { timeout: 15_000 });
    await pageLoaded(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(scrollY).toBeGreaterThan(500);
    await page.reload();
    await expect(page.locator('[data-first-paint]')).toHaveCount(0, { timeout: 15_000 });
    await expect.poll(scrollY).toBeGreaterThan(500);
  });
});

test.describe('header navigation', () => {
  test('主导航 sits in the header from 1024 px wide; below that 打开导航 opens it in a drawer', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: '打开导航' });
    if ((page.viewportSize()?.width ?? 0) >= 1024) {
      await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
      await expect(menu).toBeHidden();
      return;
    }
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeHidden();
    await menu.click();
    const drawer = page.getByRole('dialog', { name: '造物' });
    const nav = drawer.getByRole('navigation', { name: '主导航' });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: '模型', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/model`);
    await expect(drawer).toBeHidden();
  });

  test('phones, 360 px wide: 打开搜索 in the header opens the search field, a search goes to /explore', async ({
    page,
    baseURL,
  }) => {
    const width = page.viewportSize()?.width ?? 0;
    if (width >= 768) {
      // Wide screens have the search field itself in the header, and no button for it.
      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('searchbox')).toBeVisible();
      await expect(page.getByRole('button', { name: '打开搜索' })).toBeHidden();
      return;
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const header = page.getByRole('banner');
    const open = header.getByRole('button', { name: '打开搜索' });
    const field = header.getByRole('searchbox', { name: '搜索作品、设计师、店铺' });
    await expect(field).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // The whole button is on the screen, not pushed off its right edge by the others.
    const box = await open.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);

    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.keyboard.type('小熊');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/explore?keyword=${encodeURIComponent('小熊')}`);
    await expect(field).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('error page', () => {
  test('/no-such-page: HTTP 404, the error texts, one link check', async ({ page, baseURL }) => {
    const linkChecks = countRequests(page, endpoints.linkChecker.create.path);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ERROR');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText("SORRY WE COULDN'T FIND YOUR PAGE", { exact: true })).toBeVisible();
    await expect(page.getByText('Page Not Found: /no-such-page', { exact: true })).toBeVisible();
    const home = page.getByRole('link', { name: '返回首页', exact: true });
    await expect(home).toHaveAttribute('href', '/');

    await expect.poll(() => linkChecks.count).toBeGreaterThan(0);
    // Until the check is answered: the page has done all it does for it.
    await linkChecks.requests[0]!.response();
    expect(
      linkChecks.requests.map((r) => [r.method(), new URL(r.url()).searchParams.get('fullPath')]),
    ).toEqual([['GET', '/no-such-page']]);

    await home.click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test('/art/abc (a detail route with a bad id) is a 404 for that path', async ({ page }) => {
    const response = await page.goto('/art/abc');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ERROR');
    await expect(page.getByText('Page Not Found: /art/abc', { exact: true })).toBeVisible();
  });
});

test.describe('401 rules', () => {
  test('/account as a visitor goes to /login?gourl=%2Faccount after 1.5 s', async ({ page, baseURL }) => {
    // Timed inside the page, on the page's clock, so a busy test machine cannot skew the figure: when
    // the 401 answer to the account call arrived, when the app took it and started its wait (its User
    // Timing mark: a page still busy starting may take the answer well after it arrived, and the user
    // is told only then), and when the page then navigated, and where to.
    await page.addInitScript(
      ([apiPath, mark]) => {
        const timing: { answeredAt?: number; handledAt?: number; navigatedAt?: number; to?: string } = {};
        (window as unknown as { __redirect: typeof timing }).__redirect = timing;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as PerformanceResourceTiming[]) {
            if (new URL(e.name).pathname === apiPath) timing.answeredAt ??= e.responseEnd;
          }
        }).observe({ type: 'resource', buffered: true });
        navigation.addEventListener('navigate', (e) => {
          const handled = performance.getEntriesByName(mark!, 'mark')[0];
          if (!handled || timing.navigatedAt !== undefined) return;
          timing.handledAt = handled.startTime;
          timing.navigatedAt = performance.now();
          timing.to = e.destination.url;
        });
      },
      [endpoints.user.index.path, ACCOUNT_401_MARK],
    );
    const unauthorized = page.waitForResponse(
      (r) => new URL(r.url()).pathname === endpoints.user.index.path && r.status() === 401,
    );
    await page.goto('/account');
    await unauthorized;
    await page.waitForURL(`${baseURL}/login?gourl=%2Faccount`);
    await expect(loginCard(page)).toBeVisible();
    const timing = await page.evaluate(
      () => (window as unknown as { __redirect: Record<string, number | string> }).__redirect,
    );
    expect(timing.to).toBe(`${baseURL}/login?gourl=%2Faccount`);
    // The app took the 401 after it arrived, never before (its wait is for that answer).
    expect(Number(timing.handledAt)).toBeGreaterThanOrEqual(Number(timing.answeredAt));
    const delay = Number(timing.navigatedAt) - Number(timing.handledAt);
    // Not yet at ~1.0 s after the app took it…
    expect(delay, 'ms from taking the 401 to the redirect').toBeGreaterThanOrEqual(1_400);
    // …and gone by ~3 s.
    expect(delay, 'ms from taking the 401 to the redirect').toBeLessThanOrEqual(3_000);
  });

  test('/disk as a visitor opens the login dialog; logging in there loads the page', async ({ page }) => {
    await page.goto('/disk');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await submitLoginForm(dialog, MEMBER_1);
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/disk');
    await expect(page.getByRole('heading', { level: 1, name: '云盘' })).toBeVisible();
    await expect(page.getByRole('meter', { name: '已用空间' })).toBeVisible();
    // Neither the header's nor the page's 登录 button is left.
    await expect(page.getByRole('button', { name: '登录', exact: true })).toHaveCount(0);
  });
});

test.describe('login and the unread bell', () => {
  /** The bell must show the member's unread total as the server counts it. */
  async function expectBellForStoredSession(page: Page) {
    const token = await storedToken(page);
    expect(token, 'the app keeps the token in localStorage').toBeTruthy();
    const total = await unreadTotal(page.request, token!);
    expect(total, 'the demo member has unread messages, so the bell has a count to show').toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: bellName(total), exact: true })).toBeVisible();
  }

  test('through the login dialog', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^消息/ })).toHaveCount(0);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const dialog = loginDialog(page);
    await submitLoginForm(dialog, MEMBER_1);
    await expect(dialog).toBeHidden();
    await expectBellForStoredSession(page);
  });

  test('through /login', async ({ page, baseURL }) => {
    await page.goto('/login');
    await submitLoginForm(loginCard(page), MEMBER_1);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectBellForStoredSession(page);
  });

  /** Unread counts spread over the ten message types, summing to `total`. */
  function unreadRows(total: number): UnreadCount[] {
    const n = MESSAGE_TYPES.length;
    return MESSAGE_TYPES.map(({ type }, i) => ({
      message_type: type,
      message_count: Math.floor(total / n) + (i < total % n ? 1 : 0),
    }));
  }

  test('150 unread shows 99+ (and 100 → 99+, 99 → 99)', async ({ page }) => {
    let total = 150;
    await page.route(pathIs(endpoints.message.countAllUnread.path), (route) =>
      route.fulfill({ json: ok(unreadRows(total)) }),
    );
    // The bell adds unread private messages: none here, so the ten types' total is what it shows.
    await page.route(pathIs(endpoints.user.privateUnread.path), (route) =>
      route.fulfill({ json: ok({ unread: 0 }) }),
    );
    await loginAs(page, MEMBER_1);
    for (const [count, shown] of [
      [150, '99+'],
      [100, '99+'],
      [99, '99'],
    ] as const) {
      total = count;
      expect(unreadRows(count).reduce((sum, r) => sum + r.message_count, 0)).toBe(count);
      await page.goto('/');
      await expect(page.getByRole('link', { name: `消息，${shown} 条未读`, exact: true })).toBeVisible();
    }
  });
});

test.describe('redirect after login (gourl)', () => {
  for (const gourl of ['https://evil.example', '//evil.example', '%2F%2Fevil.example']) {
    test(`/login?gourl=${gourl} stays on the site`, async ({ page, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const offSite: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.protocol.startsWith('http') && url.origin !== origin) offSite.push(r.url());
      });
      await page.goto(`/login?gourl=${gourl}`);
      await submitLoginForm(loginCard(page), MEMBER_1);
      await expect(page).toHaveURL(`${origin}/`);
      await expect(page.getByRole('link', { name: /^消息/ })).toBeVisible();
      expect(offSite).toEqual([]);
    });
  }

  test('/login?gourl=%2Faccount goes to /account', async ({ page, baseURL, api }) => {
    await page.goto('/login?gourl=%2Faccount');
    await submitLoginForm(loginCard(page), MEMBER_1);
    await expect(page).toHaveURL(`${baseURL}/account`);
    const token = await storedToken(page);
    const { nickname } = (await api.call(endpoints.user.index, {}, { token })).userinfo;
    await expect(page.getByRole('main').getByText(nickname, { exact: true })).toBeVisible();
  });
});

test.describe('theme', () => {
  /**
   * Runs before any of the page's scripts: records data-theme when <body> is inserted (the inline
   * theme script in <head> has run, the app's module script has not), at the first animation frame
   * (just before the first paint) with the body's background then, and every later change.
   */
  function probeTheme() {
    const probe = {
      atBody: null as string | null,
      firstFrame: null as string | null,
      firstFrameBackground: null as string | null,
      changes: [] as (string | null)[],
    };
    (window as unknown as { __themeProbe: typeof probe }).__themeProbe = probe;
    const theme = () => document.documentElement.getAttribute('data-theme');
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && probe.atBody !== null) probe.changes.push(theme());
      }
      if (probe.atBody === null && document.body) probe.atBody = theme();
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-theme'],
    });
    requestAnimationFrame(() => {
      probe.firstFrame = theme();
      probe.firstFrameBackground = document.body ? getComputedStyle(document.body).backgroundColor : null;
    });
  }

  const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test('light by default; the toggle keeps dark 7 days on /, and a reload is dark from the first paint', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: '切换主题' });
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect((await context.cookies(baseURL)).find((c) => c.name === THEME_COOKIE)).toBeUndefined();
    const lightBackground = await bodyBackground(page);

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const cookie = (await context.cookies(baseURL)).find((c) => c.name === THEME_COOKIE);
    expect(cookie).toMatchObject({ value: 'dark', path: '/' });
    const sevenDaysOut = Date.now() / 1000 + THEME_COOKIE_DAYS * DAY_S;
    expect(Math.abs(cookie!.expires - sevenDaysOut), 'expires about 7 days from now').toBeLessThan(120);

    await page.addInitScript(probeTheme);
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await pageLoaded(page);
    const probe = await page.evaluate(
      () => (window as unknown as { __themeProbe: Record<string, unknown> }).__themeProbe,
    );
    const darkBackground = await bodyBackground(page);
    expect(darkBackground).not.toBe(lightBackground);
    expect(probe).toEqual({
      atBody: 'dark',
      firstFrame: 'dark',
      firstFrameBackground: darkBackground,
      // No flash: nothing switches the page to light and back once it has begun to render.
      changes: expect.not.arrayContaining(['light']) as unknown,
    });

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect((await context.cookies(baseURL)).find((c) => c.name === THEME_COOKIE)?.value).toBe('light');
  });
});

test.describe('HTTP client rules', () => {
  const BUSY = '服务繁忙，请稍后再试（测试）';

  // The unread count: a GET the shell makes once per page load for a member, with no toast opt-out.
  const UNREAD = endpoints.message.countAllUnread.path;

  test('a GET answered 503 is sent again once, and the page shows its answer', async ({ page }) => {
    let calls = 0;
    await page.route(pathIs(UNREAD), async (route) => {
      calls += 1;
      if (calls === 1) await route.fulfill({ status: 503, json: fail(BUSY) });
      else await route.continue();
    });
    const token = await loginAs(page, MEMBER_1);
    const total = await unreadTotal(page.request, token);
    await page.goto('/');
    // The bell counts from the call sent again: both calls are answered.
    await expect(page.getByRole('link', { name: bellName(total), exact: true })).toBeVisible();
    expect(calls).toBe(2);
    await expect(toast(page, BUSY)).toHaveCount(0);
  });

  test('a GET answered 503 twice is sent exactly twice and its msg shows as a product toast', async ({
    page,
  }) => {
    let calls = 0;
    await page.route(pathIs(UNREAD), async (route) => {
      calls += 1;
      await route.fulfill({ status: 503, json: fail(BUSY) });
    });
    const token = await loginAs(page, MEMBER_1);
    await page.goto('/');
    const shown = toast(page, BUSY);
    await expect(shown).toBeVisible();
    // Product toasts sit 80 px from the top (product.md §8, §9). The pointer rests on it, as a reader's
    // would, so it stays while it slides in: under load the 3 s could end before it came to rest.
    await shown.hover();
    await expect.poll(async () => Math.round((await shown.boundingBox())?.y ?? -1)).toBe(80);
    // The bell still stands, counting what it could learn: the private messages.
    const bell = bellName(await privateUnread(page.request, token));
    // The toast came with the second refusal, and the bell counts without the call: both are done.
    await expect(page.getByRole('link', { name: bell, exact: true })).toBeVisible();
    expect(calls).toBe(2);
  });

  test('a POST answered 503 is sent exactly once and its msg is shown', async ({ page }) => {
    const LOGIN = endpoints.user.login.path;
    let calls = 0;
    await page.route(pathIs(LOGIN), async (route) => {
      calls += 1;
      await route.fulfill({ status: 503, json: fail(BUSY) });
    });
    await page.goto('/');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const dialog = loginDialog(page);
    await submitLoginForm(dialog, MEMBER_1);
    // The login form calls with `silent` (no product toast) and shows the server's msg in its own
    // alert beside the fields. NOTE for the lead: product.md §8 says code 0 → toast; no POST in the app
    // today leaves the toast on, so the toast rule is checked on a GET above.
    // The alert shows the refusal's msg: the call was answered, and a POST is not sent again.
    await expect(dialog.getByRole('alert')).toHaveText(BUSY);
    expect(calls).toBe(1);
    await expect(dialog).toBeVisible();
  });
});
