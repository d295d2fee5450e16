/**
 * Checkout (issue 13): a member of this spec's own (recharged ¥500 through the demo's WeChat stand-in)
 * buys a goods item the test lists in a new seller's shop (makeGoods, so no seed stock moves): shop →
 * goods page → 加入购物车 (the header's cart says 1 at once) → 结算 → 确认订单 → 余额支付 → 支付成功,
 * and the balance is lower by exactly the total in fen; asking to pay again takes nothing more.
 * Another order, placed with 立即购买 and WeChat, is cancelled from its page without a charge.
 * The goods page, the confirmation step and the pay page pass axe in both themes.
 */
import { THEMES, THEME_COOKIE, endpoints, priceFen, type Order } from '@zaowu/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  expectNoSeriousAxe,
  TEST_PAY_PASSWORD,
  useSession,
  withoutGuidedTour,
  type Api,
  balanceFen,
} from './helpers.ts';

const order = (api: Api, token: string, id: number): Promise<Order> =>
  api.call(endpoints.order.detail, { id }, { token });

const orderIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

test('shop → goods page → cart → 确认订单 → 余额支付: paid once, the balance lower by exactly the total', async ({
  page,
  api,
  makeGoods,
  makeBuyer,
}) => {
  // A buyer of this test's own, and a seller's shop with a goods item of its own (physical: the buyer has
  // a default address for it).
  const { token } = await makeBuyer({ address: true });
  const { goods: item } = await makeGoods();
  const shop = await api.call(endpoints.shop.detail, { id: item.shop_id });
  const before = await balanceFen(api, token);
  expect(before).toBeGreaterThanOrEqual(50_000);
  await withoutGuidedTour(page);
  await useSession(page, token);

  await page.goto(`/shop/${shop.id}`);
  await page.getByRole('link', { name: item.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/goods/${item.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  const cart = page.getByRole('banner').getByRole('link', { name: /购物车/ });
  await expect(cart).not.toContainText(/\d/);

  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(cart).toHaveAccessibleName(/购物车.*1 件/);
  await cart.click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: '结算（1）' }).click();

  const dialog = page.getByRole('dialog', { name: '确认订单' });
  await expect(dialog.getByText(item.title)).toBeVisible();
  await expect(dialog.getByTestId('checkout-total')).toHaveText(`¥${item.price}`);
  await dialog.getByRole('radio', { name: '余额支付' }).check();
  await dialog.getByRole('button', { name: `余额支付 ¥${item.price}` }).click();

  // The order's page asks for the 支付密码 before the balance is touched.
  await expect(page).toHaveURL(/\/cart\/pay\/\d+\?method=balance$/);
  await page.getByLabel('支付密码', { exact: true }).fill(TEST_PAY_PASSWORD);
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  const id = orderIdOf(page);
  // Physical goods wait for 发货 (待发货); digital goods are delivered with the payment (已完成).
  expect(await order(api, token, id)).toMatchObject({
    status: item.ships ? 'paid' : 'completed',
    pay_method: 'balance',
    total: item.price,
  });
  expect(before - (await balanceFen(api, token))).toBe(priceFen(item.price));

  // Asked again (a second click, a retried request): answered as paid, nothing more taken.
  const again = await api.call(
    endpoints.order.payByBalance,
    { order_id: id, pay_password: TEST_PAY_PASSWORD },
    { token },
  );
  expect(again.status).toBe(item.ships ? 'paid' : 'completed');
  expect(before - (await balanceFen(api, token))).toBe(priceFen(item.price));
  // The cart is empty again: the header says no number.
  await expect(cart).not.toContainText(/\d/);
});

test('立即购买 with WeChat, then 取消订单: the order is 已取消 and nothing is charged', async ({
  page,
  api,
  makeGoods,
  makeBuyer,
}) => {
  const { token } = await makeBuyer({ address: true });
  const { goods: item } = await makeGoods();
  const before = await balanceFen(api, token);
  await withoutGuidedTour(page);
  await useSession(page, token);

  await page.goto(`/goods/${item.id}`);
  await page.getByRole('button', { name: '立即购买' }).click();
  const dialog = page.getByRole('dialog', { name: '确认订单' });
  await expect(dialog.getByRole('radio', { name: '微信支付' })).toBeChecked();
  await dialog.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/cart\/pay\/\d+$/);
  await expect(page.getByRole('img', { name: /^微信支付二维码/ })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^请在 1[45]:\d{2} 内完成支付/);

  await page.getByRole('button', { name: '取消订单' }).click();
  await page
    .getByRole('dialog', { name: '取消这个订单？' })
    .getByRole('button', { name: '确定取消' })
    .click();
  await expect(page.getByRole('heading', { name: '订单已取消' })).toBeVisible();
  expect((await order(api, token, orderIdOf(page))).status).toBe('cancelled');
  expect(await balanceFen(api, token)).toBe(before);
});

for (const theme of THEMES) {
  test(`the goods page, 确认订单 and the pay page have no serious axe violation (${theme})`, async ({
    page,
    context,
    baseURL,
    makeGoods,
    makeBuyer,
  }) => {
    await context.addCookies([{ name: THEME_COOKIE, value: theme, url: baseURL! }]);
    const { token } = await makeBuyer({ address: true });
    const { goods: item } = await makeGoods();
    await withoutGuidedTour(page);
    await useSession(page, token);

    await page.goto(`/goods/${item.id}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    await expectNoSeriousAxe(page);

    await page.getByRole('button', { name: '立即购买' }).click();
    const dialog = page.getByRole('dialog', { name: '确认订单' });
    await expect(dialog.getByText(/可用余额/)).toBeVisible();
    await dialog.getByRole('button', { name: '提交订单' }).click();
    await expect(page.getByRole('img', { name: /^微信支付二维码/ })).toBeVisible();
    await page.getByRole('radio', { name: '余额支付' }).check();
    await expect(page.getByRole('button', { name: /^确认支付/ })).toBeEnabled();
    await expectNoSeriousAxe(page);

    // The confirmation step on its own (axe last: its run leaves the page unfit to go on).
    await page.goto(`/goods/${item.id}`);
    await page.getByRole('button', { name: '立即购买' }).click();
    await expect(dialog.getByText(/可用余额/)).toBeVisible();
    await expectNoSeriousAxe(page, '[role="dialog"]');
  });
}
