/**
 * Real-name certification (issue 6): an ID number with a wrong GB 11643 check character is explained
 * beside the field and nothing is sent. Member 2 (not certified in the seed); nothing is submitted, so
 * their state never changes. The form, with its errors showing, and /certification pass axe.
 */
import { expect, test } from './fixtures.ts';
import { ID_NUMBER_MESSAGES, endpoints } from '@zaowu/shared';
import {
  MEMBER_2,
  countRequests,
  loginAs,
  trackNetwork,
  expectNoSeriousAxe,
  inBothThemes,
  pageLoaded,
} from './helpers.ts';

/** 11010519491231002X is valid; changing the last character breaks only the check. */
const WRONG_CHECK = '110105194912310021';

test('a wrong ID check character: a clear error beside the field, and no request', async ({ page }) => {
  await loginAs(page, MEMBER_2);
  const network = trackNetwork(page);
  const submits = countRequests(page, endpoints.certification.submit.path);
  await page.goto('/certification');
  await expect(page.getByRole('heading', { level: 2, name: '你还没有完成实名认证' })).toBeVisible();
  await page.getByRole('link', { name: '去实名认证' }).click();
  await expect(page).toHaveURL(/\/certification\/realname$/);

  const id = page.getByLabel('身份证号');
  await page.getByLabel('真实姓名').fill('王青');
  await id.fill(WRONG_CHECK);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).click();
  await page.getByRole('button', { name: '提交认证' }).click();

  await expect(id).toHaveAttribute('aria-invalid', 'true');
  await expect(id).toHaveAccessibleDescription(ID_NUMBER_MESSAGES.checksum);
  await expect(page.getByText(ID_NUMBER_MESSAGES.checksum)).toBeVisible();
  await expect(id).toBeFocused();
  await expect(id).toHaveValue(WRONG_CHECK);
  await network.quiet();
  expect(submits.count, 'no certification request went out').toBe(0);
});

test('/certification and the real-name form have no serious axe violation, light or dark', async ({
  page,
}) => {
  await loginAs(page, MEMBER_2);
  await page.goto('/certification');
  await expect(page.getByRole('heading', { level: 2, name: '你还没有完成实名认证' })).toBeVisible();
  await pageLoaded(page);
  await inBothThemes(page, () => expectNoSeriousAxe(page));

  await page.goto('/certification/realname');
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByLabel('真实姓名')).toHaveAttribute('aria-invalid', 'true');
  await inBothThemes(page, () => expectNoSeriousAxe(page));
});
