/**
 * Seller money (issue 13): a certified member's 提现 is 处理中 in 余额明细 with the balance lower by exactly
 * the amount and its fee; 收入 lists no recharge; a seller lists a goods item and edits its stock; the
 * new views pass axe in both themes.
 *
 * Desktop and mobile run in parallel against one server. The withdrawal compares balances, so each
 * project uses a member of its own (SMS login with a number per project), certified through the demo's
 * review and topped up by a recharge paid with the demo's stand-in. Listing goods needs a shop, which only
 * MEMBER_1 has in the seed: each project lists an item of its own name there (added at the end of the
 * shop, where no other spec looks). The axe tests only read, as MEMBER_1.
 */
import type { Page } from '@playwright/test';
import { expect, test, type MakeBuyer } from './fixtures.ts';
import { THEMES, THEME_COOKIE, endpoints, idCheckChar, type TestMember } from '@zaowu/shared';
import {
  MEMBER_1,
  type Api,
  expectNoSeriousAxe,
  inBothThemes,
  loginAs,
  TEST_PAY_PASSWORD,
  useSession,
  watchConsole,
  withoutGuidedTour,
  fenOf,
  yuanText,
} from './helpers.ts';

const REAL_NAME = '周晓梅';

/** A valid resident ID number (GB 11643 check character) for this project's member. */
function idNumber(slot: number): string {
  const first17 = `11010519900101${String(slot + 1).padStart(3, '0')}`;
  return first17 + idCheckChar(first17);
}

/**
 * This test's own member (a buyer of makeBuyer's: ¥100.00 in the balance, a 支付密码, which 提现 needs),
 * certified through the demo's review.
 */
async function certifiedMember(api: Api, makeBuyer: MakeBuyer, slot: number): Promise<TestMember> {
  const member = await makeBuyer({ recharge: '100.00' });
  const { token } = member;
  await api.call(
    endpoints.certification.submit,
    { real_name: REAL_NAME, id_number: idNumber(slot) },
    { token },
  );
  // The demo reviews a submission a few seconds after it came in, at the next status call.
  await expect
    .poll(async () => (await api.call(endpoints.certification.status, {}, { token })).status, {
      message: 'the demo review approves the certification',
      intervals: [500, 1000],
    })
    .toBe('verified');
  return member;
}

async function shownBalanceFen(page: Page): Promise<number> {
  const balance = page.getByTestId('account-balance');
  await expect(balance).toHaveText(/^¥[\d,]+\.\d\d$/);
  return fenOf(await balance.innerText());
}

test('a certified member withdraws: 处理中 in 余额明细, the balance lower by amount + fee; 收入 lists no recharge', async ({
  page,
  api,
  makeBuyer,
}, testInfo) => {
  test.setTimeout(90_000);
  const slot = testInfo.project.name === 'mobile' ? 1 : 0;
  await withoutGuidedTour(page);
  const member = await certifiedMember(api, makeBuyer, slot);
  await useSession(page, member.token);
  const console = watchConsole(page);

  await page.goto('/account?tab=balance&view=withdraw');
  await expect(page.getByRole('tab', { name: '提现', selected: true })).toBeVisible();
  // The rules are stated on the form.
  await expect(page.getByText(/单笔提现 ¥10\.00 起/)).toBeVisible();

  // Bind an Alipay account in the certified name.
  await page.getByRole('radio', { name: '支付宝' }).check();
  await page.getByRole('textbox', { name: '支付宝账号' }).fill(member.mobile);
  await page.getByRole('textbox', { name: '收款人姓名' }).fill(REAL_NAME);
  await page.getByRole('button', { name: '绑定账户' }).click();
  await expect(
    page.getByText(`支付宝 ${member.mobile.slice(0, 3)}****${member.mobile.slice(-4)}`, { exact: true }),
  ).toBeVisible();

  const before = await shownBalanceFen(page);
  expect(before).toBe(10_000);
  const amount = page.getByRole('textbox', { name: '提现金额（元）' });
  await amount.fill('50');
  // ¥50.00 at 0.6 % is a fee of ¥0.30: ¥50.30 leaves the balance.
  await expect(amount).toHaveAccessibleDescription('手续费 ¥0.30，共从余额扣除 ¥50.30');
  await page.getByLabel('支付密码', { exact: true }).fill(TEST_PAY_PASSWORD);
  await page.getByRole('button', { name: '申请提现' }).click();
  await expect(
    page.getByText(/提现申请已提交：¥50\.00（手续费 ¥0\.30，共扣除 ¥50\.30）正在处理中/),
  ).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText(yuanText(before - 5_030));
  const withdrawals = page.getByRole('region', { name: '提现记录' });
  await expect(withdrawals.getByRole('listitem').first()).toContainText('处理中');

  // 余额明细: the withdrawal, pending, money out by amount + fee, and the balance after it.
  await page.getByRole('tab', { name: '余额明细' }).click();
  await expect(page).toHaveURL(/[?&]view=log/);
  const newest = page.getByRole('region', { name: '余额明细' }).getByRole('listitem').first();
  await expect(newest).toContainText('处理中');
  await expect(newest).toContainText('提现至支付宝');
  await expect(newest.locator('.acct-amount')).toHaveText('支出−¥50.30');
  await expect(newest).toContainText(`余额 ${yuanText(before - 5_030)}`);
  // The recharge is there too, as money in.
  await expect(page.getByRole('region', { name: '余额明细' })).toContainText('余额充值');

  // 收入 holds earnings only: the ¥100.00 recharge is not in it.
  await page.goto('/account?tab=income');
  await expect(page.getByRole('tab', { name: '收入', selected: true })).toBeVisible();
  await expect(page.getByText('还没有收入记录')).toBeVisible();
  await expect(page.getByRole('tabpanel')).not.toContainText('余额充值');
  expect(await console.unexpected()).toEqual([]);
});

/** A 1×1 PNG: the goods item's picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

test('a seller lists a goods item and edits its stock', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await withoutGuidedTour(page);
  await loginAs(page, MEMBER_1);
  const console = watchConsole(page);
  const title = `测试青瓷杯 ${testInfo.project.name} ${Date.now() % 100_000}`;

  await page.goto('/account?tab=goods');
  await page.getByRole('button', { name: '发布商品' }).click();
  const dialog = page.getByRole('dialog', { name: '发布商品' });
  await expect(dialog).toBeVisible();
  // Nothing filled in: the form says what is missing, in Chinese, and sends nothing.
  await dialog.getByRole('button', { name: '发布商品' }).click();
  await expect(dialog.getByRole('textbox', { name: '商品名称' })).toHaveAccessibleDescription(
    '请输入商品名称',
  );
  await expect(dialog.getByText('请上传至少 1 张商品图片（第一张为封面）')).toBeVisible();

  await dialog
    .getByLabel('选择商品图片')
    .setInputFiles({ name: 'cup.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: '商品图片 1（封面）' })).toBeVisible();
  await dialog.getByRole('textbox', { name: '商品名称' }).fill(title);
  await dialog.getByRole('textbox', { name: '价格（元）' }).fill('68');
  await dialog.getByRole('textbox', { name: '库存' }).fill('20');
  await dialog.getByRole('textbox', { name: '商品描述' }).fill('景德镇手工拉坯，釉下彩。');
  await expect(dialog.getByText(/^上传中/)).toHaveCount(0);
  await dialog.getByRole('button', { name: '发布商品' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('¥68.00');
  await expect(row).toContainText('库存 20');
  await expect(row).toContainText('在售');

  await row.getByRole('button', { name: `编辑「${title}」` }).click();
  const edit = page.getByRole('dialog', { name: '编辑商品' });
  const stock = edit.getByRole('textbox', { name: '库存' });
  await expect(stock).toHaveValue('20');
  await stock.fill('7');
  await edit.getByRole('button', { name: '保存修改' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('库存 7');
  expect(await console.unexpected()).toEqual([]);
});

/** The new views, a few to a test (an axe run takes seconds on a busy machine), each in both themes. */
const AXE_VIEWS: { name: string; paths: string[] }[] = [
  {
    name: '收入 chart and table',
    paths: ['/account?tab=income&range=90', '/account?tab=income&range=90&show=table'],
  },
  {
    name: '提现 and 余额明细',
    paths: ['/account?tab=balance&view=withdraw', '/account?tab=balance&view=log'],
  },
];

for (const view of AXE_VIEWS) {
  test(`${view.name}: no serious axe violation, light or dark`, async ({ page }) => {
    test.setTimeout(120_000);
    await withoutGuidedTour(page);
    await loginAs(page, MEMBER_1);
    for (const path of view.paths) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expect(page.getByText(/^共 \d+ 笔$/).first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await inBothThemes(page, () => expectNoSeriousAxe(page));
      });
    }
  });
}

// The goods form is a modal dialog, which keeps the header's 切换主题 out of reach: a load per theme.
for (const theme of THEMES) {
  test(`the goods form: no serious axe violation (${theme})`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }]);
    await withoutGuidedTour(page);
    await loginAs(page, MEMBER_1);
    await page.goto('/account?tab=goods');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.getByRole('button', { name: '发布商品' }).click();
    const dialog = page.getByRole('dialog', { name: '发布商品' });
    await dialog.getByRole('button', { name: '发布商品' }).click();
    await expect(dialog.getByText('请输入商品名称')).toBeVisible();
    await expectNoSeriousAxe(page);
  });
}
