/**
 * The edges of being logged in: a member's reload never paints the visitor header (登录) first; a
 * member who signed up by SMS (no password) sets one in 账号安全 and logs in with it; and wrong
 * passwords from one client lock that client out, not the owner on another, with 验证码登录 offered.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { endpoints } from '@zaowu/shared';
import {
  loginAs,
  MEMBER_1,
  projectSlot,
  storedToken,
  submitLoginForm,
  watchConsole,
  withoutGuidedTour,
  newMember,
  useSession,
  pageLoaded,
  inBothThemes,
  expectNoSeriousAxe,
} from './helpers.ts';

/**
 * Records, from before the first paint, whether the header ever shows the visitor's 登录 button: a
 * MutationObserver on the document, installed ahead of every script of the page.
 */
async function watchForVisitorHeader(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { visitorHeaderSeen: boolean };
    w.visitorHeaderSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('header .header__login')) w.visitorHeaderSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

test('a member reload paints the member header from the first frame, never 登录', async ({ page }) => {
  await withoutGuidedTour(page);
  await loginAs(page, MEMBER_1);
  // Once as a member, so the device has seen this member's profile.
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^我的账户：/ })).toBeVisible();
  await watchForVisitorHeader(page);
  // The login check answers slowly, as on a phone network: the header must not wait for it.
  await page.route(
    (url) => url.pathname === endpoints.user.checkLogin.path,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
  for (const path of ['/', '/art', '/account']) {
    // Until the slow check has answered: a header that flipped on its answer would flip by then.
    const checked = page.waitForResponse((r) => new URL(r.url()).pathname === endpoints.user.checkLogin.path);
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^我的账户：造物小林$/ })).toBeVisible();
    await checked;
    await pageLoaded(page);
    expect(
      await page.evaluate(() => (window as unknown as { visitorHeaderSeen: boolean }).visitorHeaderSeen),
    ).toBe(false);
  }
});

test('a visitor still sees 登录 (the check is not skipped)', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('header .header__login')).toBeVisible();
});

test('a member who signed up by SMS sets a password in 账号安全, then logs in with it', async ({ page }) => {
  test.setTimeout(90_000);
  // A new member has no password yet, as after signing up with an SMS code.
  const { mobile, token } = await newMember(page.request);
  await withoutGuidedTour(page);
  await useSession(page, token);
  const console = watchConsole(page);

  await page.goto('/account?tab=security');
  const form = page.getByRole('form', { name: '设置登录密码' });
  await expect(form).toBeVisible();
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  await expect(page.getByRole('tabpanel').getByText(masked, { exact: true })).toBeVisible();
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByRole('button', { name: '填入验证码' }).click();
  await form.getByLabel('新密码', { exact: true }).fill('mypass88');
  await form.getByLabel('确认新密码').fill('mypass88');
  await form.getByRole('button', { name: '设置密码' }).click();
  await expect(page.getByRole('form', { name: '修改登录密码' })).toBeVisible();

  // Log out, then in with the new password.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await submitLoginForm(page.getByRole('region', { name: '登录造物' }), { mobile, password: 'mypass88' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^我的账户：/ })).toBeVisible();
  expect(await console.unexpected()).toEqual([]);
});

test('six wrong passwords lock out the client that typed them, not the owner on another', async ({
  page,
  context,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const member = { ...(await newMember(request, 'owner-pass8')), password: 'owner-pass8' };
  // Two clients as the BFF sees them: it trusts X-Forwarded-For from loopback (TRUST_PROXY), as from
  // its load balancer. Addresses per project, so the two projects' runs count apart.
  const forwardedFor = (address: string) => ({ 'x-forwarded-for': address });
  await context.setExtraHTTPHeaders(forwardedFor(`203.0.113.${10 + projectSlot()}`));
  const owner = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    extraHTTPHeaders: forwardedFor(`198.51.100.${10 + projectSlot()}`),
  });
  try {
    await page.goto('/login');
    const card = page.getByRole('region', { name: '登录造物' });
    const alert = card.getByRole('alert');
    for (let i = 0; i < 6; i++) {
      await submitLoginForm(card, { mobile: member.mobile, password: `guess-${i}x` });
      // Each answer in before the next try.
      await expect(
        card.getByText(i < 4 ? `密码错误，还可尝试 ${4 - i} 次` : /^密码错误次数过多/),
      ).toBeVisible();
    }
    await expect(alert).toHaveText('密码错误次数过多，请 15 分钟后再试，或使用验证码登录、找回密码');

    // The owner, on their own client, logs in with the right password.
    const ownerPage = await owner.newPage();
    await withoutGuidedTour(ownerPage);
    await ownerPage.goto('/login');
    await submitLoginForm(ownerPage.getByRole('region', { name: '登录造物' }), member);
    await expect(ownerPage).toHaveURL(/\/$/);
    expect(await storedToken(ownerPage)).toBeTruthy();

    // The guessing client is still refused, even the right password, and is shown the way in by SMS.
    await submitLoginForm(card, member);
    await expect(alert).toHaveText(/^密码错误次数过多，请 \d+ 分钟后再试，或使用验证码登录、找回密码$/);
    expect(await storedToken(page)).toBeNull();
    await card.getByRole('button', { name: '改用验证码登录' }).click();
    await expect(card.getByRole('tab', { name: '验证码登录' })).toHaveAttribute('aria-selected', 'true');
    await expect(card.getByLabel('手机号', { exact: true })).toHaveValue(member.mobile);
    await expect(card.getByRole('button', { name: '获取验证码' })).toBeVisible();
  } finally {
    await owner.close();
  }
});

test('账号安全 has no serious or critical axe violation, light or dark', async ({ page }) => {
  await withoutGuidedTour(page);
  await loginAs(page, MEMBER_1);
  await page.goto('/account?tab=security');
  await expect(page.getByRole('form', { name: '修改登录密码' })).toBeVisible();
  await inBothThemes(page, async () => {
    await pageLoaded(page);
    await expectNoSeriousAxe(page);
  });
});
