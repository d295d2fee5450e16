/**
 * Redirect after login (product.md §5) with a gourl that passes a check on the raw text but becomes
 * "//evil.example", another host, once the URL parser resolves its dot segments. Logging in through
 * /login must still end on our own home page, with no page error and no request to evil.example.
 * Runs in both projects; logging in only adds a session, so nothing here resets the demo store.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { MEMBER_1, submitLoginForm, withoutGuidedTour } from './helpers.ts';

/** The card of the /login page. */
const loginCard = (page: Page) => page.getByRole('region', { name: '登录造物' });

// The guided tour's modal would cover the page after login; it has tests of its own.
test.beforeEach(async ({ page }) => {
  await withoutGuidedTour(page);
});

const GOURLS = [
  '/.//evil.example',
  // The query is decoded before the app reads it, so the app sees "/.//evil.example" here too…
  '/%2e//evil.example',
  // …and only the doubly encoded form hands it a literal "/%2e//evil.example".
  '%2F%252e%2F%2Fevil.example',
];

for (const gourl of GOURLS) {
  test(`/login?gourl=${gourl} logs in and stays on the site`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const pageErrors: string[] = [];
    const offSite: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.stack ?? err.message));
    page.on('request', (req) => {
      const url = new URL(req.url());
      const toEvil = url.hostname === 'evil.example' || url.hostname.endsWith('.evil.example');
      if (toEvil || (url.protocol.startsWith('http') && url.origin !== origin)) offSite.push(req.url());
    });

    await page.goto(`/login?gourl=${gourl}`);
    await submitLoginForm(loginCard(page), MEMBER_1);

    await expect(page).toHaveURL(`${origin}/`);
    await expect(page.getByRole('link', { name: /^消息/ })).toBeVisible();
    expect(offSite).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}
