/**
 * Shared helpers for the e2e specs: the demo members, a new member per test, logging in (through the API or the UI), the
 * unread total a member should see, watching the console, and counting calls.
 */
import AxeBuilder from '@axe-core/playwright';
import {
  expect as baseExpect,
  test,
  type Browser,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import {
  BADGE_MAX,
  TOKEN_HEADER,
  TOKEN_STORAGE_KEY,
  demoEndpoints,
  endpoints,
  ok,
  priceFen,
  type Address,
  type Endpoint,
  type Envelope,
  type GuideStatus,
  type ReqOf,
  type ResOf,
  type TestMember,
  type Theme,
  type UploadResult,
} from '@zaowu/shared';

/**
 * Assertions wait up to 20 s rather than 5: the suite must hold on a busy machine (two workers, each
 * with a browser, beside the BFF, on a shared CPU), where a page can take several seconds to settle.
 * At Lighthouse BenchmarkIndex ~1700 a member's page went 7 s without a request while its chunks ran
 * (auth-edges' header test, traced), and 10 s was not enough for its header. A budget, not a speed check.
 */
export const expect = baseExpect.configure({ timeout: 20_000 });

export interface Member {
  mobile: string;
  password: string;
}

/**
 * The seeded demo members (mocks/src/store/seed/people.ts). Tests that only read use MEMBER_1; a test
 * that changes a member's data uses MEMBER_2, so read-only tests running in parallel never see it.
 */
export const MEMBER_1: Member = { mobile: '13800138000', password: 'zaowu123' };
export const MEMBER_2: Member = { mobile: '13900139000', password: 'zaowu123' };

/** The member calls answer 401 to a visitor; these are the paths the browser may log as failed. */
const API_PREFIXES = ['/api/', '/webApi/'];
const isApiPath = (pathname: string) => API_PREFIXES.some((p) => pathname.startsWith(p));

/** The data of a success envelope; the test fails (naming `call` when given) on anything else. */
export async function envelopeData<T>(
  res: { ok(): boolean; status(): number; json(): Promise<unknown> },
  call = '',
): Promise<T> {
  const of = call ? ` (${call})` : '';
  expect(res.ok(), `HTTP ${res.status()}${of}`).toBe(true);
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${body.msg}${of}`).toBe(1);
  return body.data;
}

interface CallOptions {
  /** The member's session (TOKEN_HEADER); none for a visitor. */
  token?: string | null;
}

/** A file as Playwright posts it in a multipart body. */
interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The typed API client of the `api` fixture (fixtures.ts), over one request context. */
export interface Api {
  /**
   * Calls `endpoint` (GET: `input` as the query; POST: as the JSON body) and answers its data; the test
   * fails, naming the call, on an HTTP error or a non-success envelope.
   */
  call<E extends Endpoint>(endpoint: E, input: ReqOf<E>, options?: CallOptions): Promise<ResOf<E>>;
  /**
   * Calls `endpoint` like `call`, but answers the whole envelope, success or not: for a test that checks
   * a refusal (its code and msg). The test still fails on an HTTP error.
   */
  envelope<E extends Endpoint>(
    endpoint: E,
    input: ReqOf<E>,
    options?: CallOptions,
  ): Promise<Envelope<ResOf<E> | null>>;
  /** Uploads `file` as one chunk (upload.chunkUpload, action merge) and answers where it is kept. */
  upload(token: string, file: UploadFile): Promise<UploadResult>;
}

/** A GET call's input as query parameters (absent fields left out). */
const queryOf = (input: unknown): Record<string, string | number | boolean> =>
  Object.fromEntries(
    Object.entries(input as Record<string, string | number | boolean | undefined>).filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
    ),
  );

/** The typed API client over `request` (the `api` fixture's; another context's, e.g. `page.request`). */
export function apiOf(request: APIRequestContext): Api {
  const headersOf = (token?: string | null): Record<string, string> =>
    token ? { [TOKEN_HEADER]: token } : {};
  const send = (endpoint: Endpoint, input: unknown, token?: string | null) => {
    const headers = headersOf(token);
    return endpoint.method === 'GET'
      ? request.get(endpoint.path, { headers, params: queryOf(input) })
      : request.post(endpoint.path, { headers, data: input });
  };
  return {
    async call(endpoint, input, { token } = {}) {
      return envelopeData(await send(endpoint, input, token), `${endpoint.method} ${endpoint.path}`);
    },
    async envelope(endpoint, input, { token } = {}) {
      const res = await send(endpoint, input, token);
      expect(res.ok(), `HTTP ${res.status()} (${endpoint.method} ${endpoint.path})`).toBe(true);
      return (await res.json()) as Envelope<ResOf<typeof endpoint> | null>;
    },
    async upload(token, file) {
      const res = await request.post(endpoints.upload.chunkUpload.path, {
        headers: headersOf(token),
        multipart: { file, filename: file.name, chunkindex: '0', chunkcount: '1', action: 'merge' },
      });
      return envelopeData<UploadResult>(res, 'upload');
    },
  };
}

/** Matches a URL by its pathname only (for page.route). */
export const pathIs =
  (pathname: string) =>
  (url: URL): boolean =>
    url.pathname === pathname;

/**
 * A member who has not finished the guided tour gets its modal right after login (member 1 in the
 * seed), which hides the rest of the page. Tests about other things answer the tour's status as
 * finished, in this page only: skipping it for real would change the member for every later test.
 */
export async function withoutGuidedTour(page: Page): Promise<void> {
  const finished: GuideStatus = { finished: true, skipped: false };
  await page.route(pathIs(endpoints.user.getGuideStatus.path), (route) =>
    route.fulfill({ json: ok(finished) }),
  );
}

/** 0 in the desktop project, 1 in the mobile one: which of two candidates (members, works) a test uses. */
export const projectSlot = (): 0 | 1 => (test.info().project.name === 'mobile' ? 1 : 0);

/**
 * A member of the calling test's own, made by the demo upstream's test-only call
 * (`POST /api/demo/member`, mounted because the e2e server runs with DEMO_TEST_MEMBERS=1): a new
 * number each time, logged in, with no password (as after an SMS sign-up) unless one is given, and a
 * 支付密码 when one is given. A test
 * that changes a member's data (works, messages, money, follows) makes its own, so parallel workers and
 * the two projects never see each other's changes.
 */
export async function newMember(
  request: APIRequestContext,
  password?: string,
  payPassword?: string,
): Promise<TestMember> {
  const data = { ...(password ? { password } : {}), ...(payPassword ? { pay_password: payPassword } : {}) };
  return apiOf(request).call(demoEndpoints.member, data);
}

/**
 * Gives a member a default 收货地址 (a district of 北京市东城区) through the API: physical goods (goods
 * without a file) are ordered only with an address.
 */
export async function addAddress(request: APIRequestContext, token: string): Promise<Address> {
  return apiOf(request).call(
    endpoints.address.add,
    {
      name: '周到',
      mobile: '13611112222',
      region_code: '110101',
      detail: '东华门大街 8 号院 2 单元',
      is_default: true,
    },
    { token },
  );
}

/** "¥1,286.50" → 128650 (fen), without floating point. */
export function fenOf(text: string): number {
  const m = /^¥([\d,]+)\.(\d\d)$/.exec(text.trim());
  expect(m, `an amount like ¥1,286.50, got ${text}`).not.toBeNull();
  return Number(m![1]!.replaceAll(',', '')) * 100 + Number(m![2]);
}

/** 128650 → "¥1,286.50". */
export function yuanText(fen: number): string {
  const whole = String(Math.trunc(fen / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `¥${whole}.${String(fen % 100).padStart(2, '0')}`;
}

/** The member's balance in fen, as the API answers it (user.index). */
export async function balanceFen(api: Api, token: string): Promise<number> {
  return priceFen((await api.call(endpoints.user.index, {}, { token })).userinfo.balance)!;
}

/**
 * The 支付密码 (6 digits, not a run) given to members of tests that pay by balance or withdraw: a
 * balance payment and a withdrawal need one.
 */
export const TEST_PAY_PASSWORD = '258036';

/** The app's session for `token` (null: a visitor) from the page's next navigation on. */
export async function useSession(page: Page, token: string | null): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/favicon.svg');
  await page.evaluate(
    ({ key, value }) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
    { key: TOKEN_STORAGE_KEY, value: token },
  );
}

/** Logs in through the API and returns the token. */
export async function apiLogin(request: APIRequestContext, member: Member = MEMBER_1): Promise<string> {
  const login = { account: member.mobile, password: member.password };
  return (await apiOf(request).call(endpoints.user.login, login)).token;
}

/**
 * Logs `page` in as `member` the way the app keeps a session: the token in localStorage under
 * 'token'. Sets it on a light same-origin file first, so the next navigation starts as a member.
 */
export async function loginAs(page: Page, member: Member = MEMBER_1): Promise<string> {
  const token = await apiLogin(page.request, member);
  await page.goto('/favicon.svg');
  await useSession(page, token);
  return token;
}

/**
 * Logs `page` in as a new member of the test's own (newMember), who has already finished the guided
 * tour (through the API, as a member who clicked through it), so the tour does not cover the page.
 */
export async function loginAsNew(page: Page, password?: string): Promise<TestMember> {
  const member = await newMember(page.request, password);
  await apiOf(page.request).call(endpoints.user.finishGuide, {}, { token: member.token });
  await page.goto('/favicon.svg');
  await useSession(page, member.token);
  return member;
}

/** The token the app keeps for the current session (null for a visitor). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
}

/** Fills the password login form inside `scope` (the dialog or the /login card) and submits it. */
export async function submitLoginForm(scope: Locator, member: Member = MEMBER_1): Promise<void> {
  await scope.getByLabel('手机号', { exact: true }).fill(member.mobile);
  await scope.getByLabel('密码', { exact: true }).fill(member.password);
  await scope.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * The member's unread total as the bell counts it: the sum of message_count over the ten types, plus
 * unread private messages (they are not one of the ten; user.privateUnread counts them).
 */
export async function unreadTotal(request: APIRequestContext, token: string): Promise<number> {
  const rows = await apiOf(request).call(endpoints.message.countAllUnread, {}, { token });
  return (
    rows.reduce((sum, row) => sum + Number(row.message_count), 0) + (await privateUnread(request, token))
  );
}

/** The member's unread private messages (私信), which the bell counts beside the ten types. */
export async function privateUnread(request: APIRequestContext, token: string): Promise<number> {
  return (await apiOf(request).call(endpoints.user.privateUnread, {}, { token })).unread;
}

/** The header's message bell (its name carries the unread count: bellName). */
export const bellOf = (page: Page): Locator => page.getByRole('link', { name: /^消息(，\d+\+? 条未读)?$/ });

/** The message bell's accessible name for `total` unread messages (product.md §9: at most 99, then 99+). */
export function bellName(total: number): string {
  if (total <= 0) return '消息';
  return `消息，${total > BADGE_MAX ? `${BADGE_MAX}+` : total} 条未读`;
}

export interface ConsoleWatch {
  /**
   * Console errors and uncaught page errors that were not expected, since the watch began or since
   * the last call (so one page can check several routes in turn).
   */
  unexpected(): Promise<string[]>;
}

/**
 * Collects console errors and uncaught page errors. With `allowUnauthorized`, exactly two kinds of
 * console error are expected, and only for an API path the server really answered with 401 on this
 * page (a visitor on a member page: product.md §8 says the 401 opens login, and that failed requests are
 * logged to the console):
 *   - Chromium's own network line, "Failed to load resource: the server responded with a status of
 *     401 (Unauthorized)", whose source URL is that API call;
 *   - the app's HTTP client log "[http] <METHOD> <path> failed ApiError: …" for that same path.
 * Anything else (another status, a non-API resource, a page error, a React warning) is unexpected.
 */
export function watchConsole(page: Page, { allowUnauthorized = false } = {}): ConsoleWatch {
  let problems: string[] = [];
  const unauthorizedPaths = new Set<string>();
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (res.status() === 401 && isApiPath(pathname)) unauthorizedPaths.add(pathname);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.stack ?? err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    const source = msg.location().url;
    if (allowUnauthorized) {
      if (
        text === 'Failed to load resource: the server responded with a status of 401 (Unauthorized)' &&
        unauthorizedPaths.has(new URL(source, page.url()).pathname)
      ) {
        return;
      }
      const logged = /^\[http\] [A-Z]+ (\S+) failed ApiError: /.exec(text);
      if (logged && unauthorizedPaths.has(logged[1]!)) return;
    }
    problems.push(`console.error: ${text}${source ? ` (${source})` : ''}`);
  });
  return {
    unexpected: async () => {
      // A round trip to the page, so every console event it sent before now has been delivered.
      await page.evaluate(() => undefined).catch(() => undefined);
      const found = problems;
      problems = [];
      unauthorizedPaths.clear();
      return found;
    },
  };
}

/**
 * Tracks the page's requests so a test can wait until it has stopped loading: nothing in flight for
 * `quietMs`. Like waitForLoadState('networkidle') (500 ms), but shorter, for the many route checks.
 * Attach it before navigating.
 */
export function trackNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (req) => {
    inFlight.add(req);
    lastChange = Date.now();
  });
  const done = (req: Request) => {
    inFlight.delete(req);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: (quietMs = 250) =>
      expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, {
          message: 'the page stops loading',
          intervals: [50],
        })
        .toBe(true),
  };
}

/** Counts the requests `page` sends to an API path (any query), optionally of one method. */
export function countRequests(page: Page, pathname: string, method?: string) {
  const seen: Request[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === pathname && (!method || req.method() === method)) seen.push(req);
  });
  return {
    get count() {
      return seen.length;
    },
    get requests(): readonly Request[] {
      return seen;
    },
  };
}

/** Escapes text for use inside a RegExp. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A page in a browser context of its own (cookies, storage) made like this project's: viewport, touch;
 * its clock in `timezoneId` when given.
 */
export async function pageLikeProject(
  browser: Browser,
  baseURL: string,
  { timezoneId }: { timezoneId?: string } = {},
): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    ...(timezoneId ? { timezoneId } : {}),
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
  return context.newPage();
}

/**
 * The page as its reader sees it once its data is in: nothing in view marked busy (the app sets aria-busy
 * on the shell while it starts, on every skeleton and on a list while it is fetched) and its fonts loaded.
 * What an axe scan or a measurement of the rendered page waits for, instead of a quiet network: pictures,
 * posters and prefetches change nothing they read, and on a busy machine they keep the network going.
 * Out of view, a section that loads when scrolled to (a work's related works) stays a skeleton.
 */
export async function pageLoaded(page: Page): Promise<void> {
  const busyInView = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('[aria-busy="true"]')].filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
        }).length,
    );
  await expect.poll(busyInView, { message: 'nothing in view is busy', intervals: [100] }).toBe(0);
  // Colours at rest: a control that has just changed state (a follow button once the login check has
  // answered) fades into its new colours, and axe would read one in between.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished),
    ).then(() => undefined),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Runs `check` in the page's theme, then switches to the other one with the header's 切换主题, as a
 * reader does (the app's state, the cookie and the toasters follow), and runs it again: both themes from
 * one set-up and one load. The page stays in the second theme. Not with a modal dialog open (it keeps
 * the header out of reach).
 *
 * The colours change at once, with no fade, while the second check runs: a part that skips its
 * rendering off screen (`content-visibility: auto`) holds its fade until it is drawn, so axe would read
 * it half-way (the home page's tag chips, white on a dark page).
 */
export async function inBothThemes(page: Page, check: (theme: Theme) => Promise<void>): Promise<void> {
  const html = page.locator('html');
  const first: Theme = (await html.getAttribute('data-theme')) === 'dark' ? 'dark' : 'light';
  const second: Theme = first === 'dark' ? 'light' : 'dark';

  await test.step(`${first} theme`, () => check(first));

  const fades = (on: boolean) =>
    page.evaluate((on) => {
      for (const el of document.querySelectorAll<HTMLElement | SVGElement>('*')) {
        if (on) el.style.removeProperty('transition');
        else el.style.setProperty('transition', 'none', 'important');
      }
    }, on);
  await fades(false);
  await page.getByRole('button', { name: '切换主题' }).click();
  await expect(html).toHaveAttribute('data-theme', second);

  await test.step(`${second} theme`, () => check(second));

  await fades(true);
}

/** axe (WCAG 2.1 A and AA) finds nothing serious or critical on the page, or within `include`. */
export async function expectNoSeriousAxe(page: Page, include?: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `[${v.impact}] ${v.id} at ${n.target.join(' ')}: ${n.failureSummary}`),
    );
  expect(serious).toEqual([]);
}

/** The names of a GLB's root nodes (its JSON chunk's default scene): the demo names them by object kind. */
export function glbRootNames(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(new TextDecoder().decode(bytes.subarray(0, 4)), 'a GLB').toBe('glTF');
  expect(new TextDecoder().decode(bytes.subarray(16, 20)), 'its first chunk is JSON').toBe('JSON');
  const json = JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + view.getUint32(12, true)))) as {
    scene?: number;
    scenes: { nodes: number[] }[];
    nodes: { name?: string }[];
  };
  return json.scenes[json.scene ?? 0]!.nodes.map((i) => json.nodes[i]!.name ?? '');
}

/**
 * Holds every request whose URL matches until `release()`, to look at a state that would flash by;
 * `asked` resolves at the first such request.
 */
export async function holdRequests(page: Page, match: (url: URL) => boolean) {
  let release!: () => void;
  let asked!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const first = new Promise<void>((resolve) => (asked = resolve));
  await page.route(match, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { release, asked: first };
}

/** Resolves once the window has loaded and the browser has had two idle moments since. */
export const loadedAndIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => requestIdleCallback(() => resolve()));
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, { once: true });
      }),
  );
