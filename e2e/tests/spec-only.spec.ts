/**
 * Zaowu in front of an API that has only the product spec's own calls (issue 24): the demo upstream
 * with every assumed call answering 404 (`mocks/src/serve.ts --spec-only`), and a BFF in front of it
 * with every feature switched off (FEATURES=none), as check-upstream suggests for such an API. A
 * visitor and a member walk every page such a site has: each answers, draws with no page error, no
 * console error, nothing sideways on a phone, never asks for a call the API lacks (which would be a
 * 404), never says a feature is closed, and links only to pages that exist.
 *
 *   browser ──▶ BFF (FEATURES=none, UPSTREAM_URL) ──▶ spec-only upstream (a process of its own)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demoEndpoints, type TestMember } from '@zaowu/shared';
import { pageLikeProject, trackNetwork, useSession, watchConsole } from './helpers.ts';
import { ready, start, stopAll } from './processes.ts';
import { freePort } from '../free-port.ts';

// Each walk opens a dozen or more pages afresh (what a crawler and a first visit see): a journey's
// budget of its own, twice the suite's per-test one.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const WEB_DIST = path.resolve(import.meta.dirname, '../..', process.env.WEB_DIST ?? 'web/dist');

let site = '';
let upstream = '';
let dir = '';

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'zaowu-spec-only-'));
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  upstream = `http://127.0.0.1:${apiPort}`;
  site = `http://127.0.0.1:${sitePort}`;
  const api = start(
    'upstream',
    process.execPath,
    ['mocks/src/serve.ts', '--port', String(apiPort), '--spec-only', '--test-members', '--site-url', site],
    process.env,
    dir,
  );
  const bff = start(
    'bff',
    process.execPath,
    ['bff/src/server.ts'],
    {
      ...process.env,
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      SITE_URL: site,
      UPSTREAM_URL: upstream,
      FEATURES: 'none',
      WEB_DIST,
      PICTURE_CACHE_DIR: path.join(dir, 'pictures'),
      LOG_LEVEL: 'warn',
    },
    dir,
  );
  // The upstream answers its spec calls; the site is ready once it says so.
  await ready(api, `${upstream}/api/v1.works/getWorksTags`);
  await ready(bff, `${site}/healthz`);
});

test.afterAll(async () => {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
});

/** Pages a visitor of such a site reaches (the header, the footer, the login page). */
const VISITOR_PAGES = ['/', '/login', '/login/forget', '/agreement', '/privacy', '/identity_agreement'];
/** And a member: the member area's tabs, the drive, messages, publishing, follows. */
const MEMBER_PAGES = [
  '/',
  '/account',
  ...['profile', 'works', 'visitors', 'goods', 'items', 'favorites', 'follows', 'trades', 'income']
    .concat(['downloads', 'balance'])
    .map((tab) => `/account?tab=${tab}`),
  '/disk',
  '/message',
  '/publish',
  '/publish/indexOld',
  '/follow',
];

/**
 * Opens each page in turn and checks it as the header says; returns the internal links it found,
 * for the caller to try.
 */
async function walk(page: Page, paths: readonly string[]): Promise<Set<string>> {
  const consoleWatch = watchConsole(page);
  const network = trackNetwork(page);
  const missing: string[] = [];
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (res.status() === 404 && /^\/(api|webApi)\//.test(pathname)) missing.push(pathname);
  });
  const links = new Set<string>();
  for (const target of paths) {
    const started = Date.now();
    const res = await page.goto(`${site}${target}`);
    expect(res?.status(), target).toBe(200);
    await expect(page.locator('main h1').first(), target).toBeVisible();
    await network.quiet();
    expect(missing, `${target} asked for calls the API does not have`).toEqual([]);
    expect(await consoleWatch.unexpected(), target).toEqual([]);
    await expect(page.getByText(/这个功能暂未开放|接口不存在/), target).toHaveCount(0);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${target} scrolls sideways`).toBeLessThanOrEqual(1);
    for (const href of await page
      .locator('a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
      links.add(href.split('#')[0]!);
    test.info().annotations.push({ type: 'page', description: `${target}: ${Date.now() - started} ms` });
  }
  return links;
}

/** Every internal link answers with a page (the BFF's own 404 for a switched-off feature's pages). */
async function expectLinksAnswer(page: Page, links: Set<string>) {
  const broken: string[] = [];
  for (const link of links) {
    const res = await page.request.get(`${site}${link}`, { maxRedirects: 5 });
    if (res.status() !== 200) broken.push(`${link} → ${res.status()}`);
  }
  expect(broken).toEqual([]);
}

test('a visitor walks the pages of a spec-only site', async ({ browser }) => {
  const page = await pageLikeProject(browser, site);
  const links = await walk(page, VISITOR_PAGES);
  await expectLinksAnswer(page, links);
  // What the API lacks is not on the site.
  for (const gone of ['/art', '/shop', '/community', '/designer'])
    expect((await page.request.get(`${site}${gone}`)).status(), gone).toBe(404);
  await page.context().close();
});

test('a member walks the member pages of a spec-only site', async ({ browser }) => {
  const page = await pageLikeProject(browser, site);
  // A member of this test's own, made by the upstream's test-only call (the BFF never forwards it).
  const res = await page.request.post(`${upstream}${demoEndpoints.member.path}`, { data: {} });
  const member = ((await res.json()) as { data: TestMember }).data;
  await page.goto(`${site}/favicon.svg`);
  await useSession(page, member.token);
  const links = await walk(page, MEMBER_PAGES);
  await expectLinksAnswer(page, links);
  await page.context().close();
});
