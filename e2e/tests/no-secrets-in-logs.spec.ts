/**
 * No secret in the BFF's log: a member logs in through the UI and opens the private zone with the
 * login password, and then no line of the BFF's log (the file playwright.config.ts sends its stdout to)
 * holds that password or the member's token. Whether the zone is unlocked by a GET with ?password= or
 * by a POST with the password in its body, the log must not show it.
 */
import { readFileSync } from 'node:fs';
import type { Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { endpoints } from '@zaowu/shared';
import { MEMBER_1, storedToken, submitLoginForm, withoutGuidedTour } from './helpers.ts';

const BFF_LOG = process.env.E2E_BFF_LOG;

function logLines(): string[] {
  return readFileSync(BFF_LOG!, 'utf8').split('\n').filter(Boolean);
}

/** The call that takes the password to open the zone: the old GET or the new POST. */
const ZONE_PATHS = [endpoints.folder.getPrivateZoneData.path, endpoints.folder.unlockPrivateZone.path];
const isZoneUnlock = (res: Response) => {
  const url = new URL(res.url());
  return ZONE_PATHS.includes(url.pathname) && (res.request().method() === 'POST' || url.search !== '');
};

test('logging in and opening the private zone leaves neither the password nor the token in the log', async ({
  page,
}) => {
  expect(BFF_LOG, 'playwright.config.ts sets E2E_BFF_LOG').toBeTruthy();
  await withoutGuidedTour(page);

  // Logging in through the UI: the drive asks a visitor to log in first.
  await page.goto('/disk');
  const login = page.getByRole('dialog', { name: '登录' });
  await submitLoginForm(login, MEMBER_1);
  await expect(login).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '云盘' })).toBeVisible();
  const token = await storedToken(page);
  expect(token, 'the app keeps the token in localStorage').toBeTruthy();

  if (test.info().project.name === 'mobile') await page.getByRole('button', { name: '文件夹目录' }).click();
  await page
    .getByRole('navigation', { name: '文件夹目录' })
    .getByRole('link', { name: /私密空间/ })
    .click();
  const dialog = page.getByRole('dialog', { name: '进入私密空间' });
  await dialog.getByLabel('登录密码').fill(MEMBER_1.password);
  const unlocked = page.waitForResponse(isZoneUnlock);
  await dialog.getByRole('button', { name: '进入' }).click();
  const unlock = await unlocked;
  // With the POST, the answer is a key to the zone: a secret of its own.
  const zoneKey = ((await unlock.json()) as { data?: { zone_key?: string } }).data?.zone_key;
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('list', { name: '「私密空间」中的内容' }).getByText('收款账户.txt', { exact: true }),
  ).toBeVisible();

  // The log has this very call (so it is the right file, and written), and no secret anywhere.
  const requestId = await unlock.headerValue('x-request-id');
  expect(requestId, 'the BFF answers with the request id it logs').toBeTruthy();
  await expect
    .poll(() => logLines().some((line) => line.includes(requestId!)), {
      message: `a log line for ${requestId}`,
    })
    .toBe(true);
  const lines = logLines();
  expect(lines.filter((line) => line.includes(MEMBER_1.password))).toEqual([]);
  expect(lines.filter((line) => line.includes(token!))).toEqual([]);
  if (zoneKey) expect(lines.filter((line) => line.includes(zoneKey))).toEqual([]);
  // With the GET, the logged URL still says a password was sent, and only that.
  const zoneLine = JSON.parse(lines.find((line) => line.includes(requestId!))!) as { req: { url: string } };
  const zoneUrl = new URL(zoneLine.req.url, 'http://bff.invalid');
  if (zoneUrl.searchParams.has('password')) expect(zoneUrl.searchParams.get('password')).toBe('[REDACTED]');
});
