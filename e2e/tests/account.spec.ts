/**
 * The member area (issue 6): a recharge paid with 模拟支付成功 raises the balance by exactly ¥10.00; a
 * new avatar, cropped and uploaded on the profile tab, is the header's avatar once saved; and /account
 * passes axe in both themes.
 *
 * Desktop and mobile run in parallel against one server. The recharge compares a balance before and
 * after, so each project recharges as a member of its own, made by SMS login with a number per project
 * (a shared member would see the other project's ¥10 land in between). The avatar test changes MEMBER_2
 * and only reads what its own save returned.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { endpoints, type UploadResult } from '@zaowu/shared';
import {
  MEMBER_1,
  MEMBER_2,
  loginAs,
  watchConsole,
  withoutGuidedTour,
  newMember,
  useSession,
  envelopeData,
  fenOf,
  yuanText,
  pageLoaded,
  inBothThemes,
  expectNoSeriousAxe,
} from './helpers.ts';

test('recharge ¥10 → 模拟支付成功 → the balance is ¥10.00 higher', async ({ page }) => {
  test.setTimeout(90_000);
  await withoutGuidedTour(page);
  await useSession(page, (await newMember(page.request)).token);
  const console = watchConsole(page);

  await page.goto('/account?tab=balance');
  await expect(page.getByRole('tab', { name: '余额', exact: true, selected: true })).toBeVisible();
  const balance = page.getByTestId('account-balance');
  await expect(balance).toHaveText(/^¥[\d,]+\.\d\d$/);
  const before = fenOf(await balance.innerText());

  await page.getByRole('textbox', { name: '充值金额（元）' }).fill('10');
  await page.getByRole('button', { name: '立即充值' }).click();
  await expect(page.getByRole('heading', { name: '微信扫码支付' })).toBeVisible();
  await expect(page.getByRole('img', { name: '微信支付二维码，金额 ¥10.00' })).toBeVisible();
  await expect(page.getByText('正在等待支付…')).toBeVisible();

  await page.getByRole('button', { name: '模拟支付成功' }).click();
  await expect(page.getByRole('heading', { name: '充值成功' })).toBeVisible();
  const after = yuanText(before + 1000);
  await expect(balance).toHaveText(after);
  await expect(page.getByText(`¥10.00 已到账，当前余额 ${after}。`)).toBeVisible();
  // The member card over the tabs refetched the overview too.
  await expect(page.locator('.acct-card__balance')).toHaveText(after);

  // The recharge is in 余额明细 (it is the member's own money, not income), and a reload still shows
  // the new balance.
  await page.goto('/account?tab=balance&view=log');
  await expect(page.getByRole('heading', { name: '余额充值' }).first()).toBeVisible();
  await page.goto('/account?tab=balance');
  await expect(page.getByTestId('account-balance')).toHaveText(after);
  expect(await console.unexpected()).toEqual([]);
});

/** A picture for the avatar, drawn by the browser itself (a PNG). */
async function facePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 640;
    c.height = 480;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#2d6a4f';
    ctx.fillRect(0, 0, 640, 480);
    ctx.fillStyle = '#f4d35e';
    ctx.beginPath();
    ctx.arc(320, 240, 150, 0, Math.PI * 2);
    ctx.fill();
    return c.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a new avatar: chosen, cropped, uploaded and saved → the header shows it', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, MEMBER_2);
  const console = watchConsole(page);
  await page.goto('/account?tab=profile');
  await expect(page.getByRole('tab', { name: '个人资料', selected: true })).toBeVisible();

  await page.getByLabel('选择头像图片').setInputFiles({
    name: 'face.png',
    mimeType: 'image/png',
    buffer: await facePng(page),
  });
  const cropper = page.getByRole('dialog', { name: '裁剪头像' });
  await expect(cropper.getByRole('group', { name: '裁剪框' })).toBeVisible();
  await cropper.getByRole('slider', { name: '缩放' }).fill('1.4');
  const uploaded = page.waitForResponse(
    (r) => new URL(r.url()).pathname === endpoints.upload.chunkUpload.path && r.request().method() === 'POST',
  );
  await cropper.getByRole('button', { name: '使用这个头像' }).click();
  await expect(cropper).toBeHidden();
  const upload = await envelopeData<UploadResult>(await uploaded);
  expect(upload.path).toMatch(/^\/api\/storage\//);
  // A fresh upload is private: its address is signed. Saved as the avatar it becomes public, kept bare.
  const stored = new URL(upload.path!, page.url());
  expect(stored.searchParams.get('sig')).toBeTruthy();
  const avatarPath = stored.pathname;
  await expect(page.getByText('新头像已上传，保存后生效')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: '保存资料' }).click();
  const header = page.getByRole('button', { name: /^我的账户：/ }).locator('img');
  await expect(header).toHaveAttribute('src', avatarPath);
  await expect(header).toHaveJSProperty('src', new URL(avatarPath, page.url()).href);
  await expect(header).toHaveJSProperty('complete', true);
  expect(await header.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The server kept it: a fresh page shows it too.
  await page.reload();
  await expect(page.getByRole('button', { name: /^我的账户：/ }).locator('img')).toHaveAttribute(
    'src',
    avatarPath,
  );
  expect(await console.unexpected()).toEqual([]);
});

test('/account has no serious or critical axe violation, light or dark', async ({ page }) => {
  test.setTimeout(90_000);
  await withoutGuidedTour(page);
  await loginAs(page, MEMBER_1);
  // Each tab in both themes (inBothThemes switches with the header's toggle, so they alternate).
  for (const path of ['/account', '/account?tab=profile', '/account?tab=goods', '/account?tab=income']) {
    await page.goto(path);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    await test.step(path, () =>
      inBothThemes(page, async () => {
        await pageLoaded(page);
        await expectNoSeriousAxe(page);
      }),
    );
  }
});
