import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

// Playwright loads this config in its workers too: keep the first port it picked.
const port = Number((process.env.E2E_PORT ??= String(await freePort())));
const baseURL = `http://127.0.0.1:${port}`;
// The BFF's stdout, its JSON log lines, for tests about what it logs: they find the file in E2E_BFF_LOG
// (set here like E2E_PORT, so the workers see it). Outside outputDir, which Playwright empties; named by
// port, so runs side by side keep their own; the shell's `>` empties it when the server starts.
const bffLog = (process.env.E2E_BFF_LOG ??= path.join(os.tmpdir(), `zaowu-e2e-bff-${port}.log`));
// The demo's data for this run (DEMO_FRESH starts it from the seed), never the checkout's .data/.
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `zaowu-e2e-data-${port}`));

// Debian's chromium-headless-shell (.ci/run and `npm test` install it): the same Blink, V8 and media
// stack as its `chromium` without the full browser around it, as Playwright's own headless runs use,
// and a quarter to a third less time for the same tests (README, "How long it takes"). A window to watch
// (`--headed`, `--ui`, `--debug`) needs the full browser: CHROMIUM_PATH=/usr/bin/chromium.
// A run needs no network.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** Two BFF copies behind nginx: a project of its own, with its own processes and no browser. */
const SCALE_OUT = /scale-out\.spec\.ts$/;
/**
 * Tests that open no page, only HTTP calls (tagged '@http-only'): they assert nothing about a viewport,
 * so the desktop project runs them and the mobile one leaves them out. Now: platform.spec.ts, the
 * sitemap index.
 */
const HTTP_ONLY = /@http-only\b/;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  // A journey's time budget, not a speed check (speed is measured by bench/): a test of several pages
  // and axe runs takes about 30 s on a 2-core machine at Lighthouse BenchmarkIndex ~1700, half that at
  // ~3500; Playwright's default of 30 s failed such tests on the slower machine, old code and new alike.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    // A trace records every page's network bodies, and costs a third of the run's time (a11y + works
    // specs, desktop: 150 s with traces kept on failure, 97 s without; bench figures in the README). The
    // README's test command (CI) takes none: a failure prints its error and call log and leaves a
    // screenshot. Elsewhere, and for a flaky test: `--trace retain-on-failure` on the command line.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: SCALE_OUT,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: SCALE_OUT,
      grepInvert: HTTP_ONLY,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
    { name: 'scale-out', testMatch: SCALE_OUT },
  ],
  webServer: {
    // Through the shell (Playwright runs the command with one): the readiness check is the URL below,
    // and stderr still comes to Playwright.
    command: 'node bff/src/server.ts > "$E2E_BFF_LOG"',
    cwd: path.resolve(here, '..'),
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      E2E_BFF_LOG: bffLog,
      DATA_DIR: dataDir,
      DEMO_FRESH: '1',
      // POST /api/demo/member: each test that changes a member's data makes its own.
      DEMO_TEST_MEMBERS: '1',
      // A built SPA other than web/dist (e.g. a private build while others build web/dist).
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
