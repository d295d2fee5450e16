/**
 * Commerce (issue 6): a new member of the test's own buys a goods item the test lists in a new seller's shop (makeGoods):
 * 加入购物车 on /shop/{id} → /cart → 结算 → the payment page with its QR code → 模拟支付成功 (the demo
 * upstream's stand-in for WeChat Pay) → 支付成功. The order is then in the buyer's trades and in the
 * seller's trades and income, checked through the API as each of them. Desktop and mobile run at once,
 * each with its own seller and item. /cart passes axe in both themes.
 */
import { expect, test } from './fixtures.ts';
import { endpoints } from '@zaowu/shared';
import {
  MEMBER_1,
  addAddress,
  watchConsole,
  type Api,
  expectNoSeriousAxe,
  inBothThemes,
  pageLoaded,
} from './helpers.ts';

/** Where the SPA keeps the cart (web/src/lib/cart-state.ts). */
const CART_STORAGE_KEY = 'zaowu:cart';

/** "¥1,234.50" as the cart shows a yuan string. */
const shown = (price: string) => `¥${price.replace(/\B(?=(\d{3})+(?!\d))/, ',')}`;

test('a member buys from a shop page and pays; the order reaches both members', async ({
  memberPage: page,
  member,
  api,
  makeGoods,
}) => {
  const { seller, goods: item } = await makeGoods();
  const shop = await api.call(endpoints.shop.detail, { id: item.shop_id });
  // Watched from here: logging in loads a bare file, whose missing favicon.ico is no concern.
  const problems = watchConsole(page);
  const buyerToken = member.token;
  // The item may be physical goods, which ship: the buyer has a default address to send them to.
  await addAddress(page.request, buyerToken);

  await page.goto(`/shop/${shop.id}`);
  await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  await page.getByRole('button', { name: `加入购物车：${item.title}` }).click();
  await expect(page.getByText('购物车中 1 件')).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /购物车/ })
    .click();

  await expect(page).toHaveURL(/\/cart$/);
  const group = page.getByRole('region', { name: shop.name });
  await expect(group.getByRole('heading', { name: item.title })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(shown(item.price));
  await page.getByRole('button', { name: '结算（1）' }).click();
  await page.getByRole('dialog', { name: '确认订单' }).getByRole('button', { name: '提交订单' }).click();

  await expect(page).toHaveURL(/\/cart\/pay\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const order = await api.call(endpoints.order.detail, { id: orderId }, { token: buyerToken });
  expect(order).toMatchObject({ status: 'unpaid', total: item.price, shop_id: shop.id });
  await expect(page.getByRole('img', { name: /^微信支付二维码/ })).toBeVisible();
  await expect(page.getByText(order.order_no)).toBeVisible();
  await expect(page.getByText('正在等待支付结果…')).toBeVisible();
  // The ordered line has left the cart.
  expect(await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)).toBe('[]');

  await page.getByRole('button', { name: '模拟支付成功' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();

  // The buyer's trades, the seller's trades and income, as each of them sees them. Physical goods wait
  // for 发货 (待发货); digital goods are delivered with the payment (已完成).
  const status = item.ships ? 'paid' : 'completed';
  const bought = await api.call(
    endpoints.user.getTradeList,
    { direction: 'buy', per_page: 50 },
    { token: buyerToken },
  );
  expect(bought.data.find((t) => t.order_no === order.order_no)).toMatchObject({
    direction: 'buy',
    status,
    amount: item.price,
  });
  const sold = await api.call(
    endpoints.user.getTradeList,
    { direction: 'sell', per_page: 50 },
    { token: seller.token },
  );
  expect(sold.data.find((t) => t.order_no === order.order_no)).toMatchObject({
    direction: 'sell',
    status,
  });
  const income = await api.call(endpoints.user.getIncomeList, { per_page: 50 }, { token: seller.token });
  expect(income.data.find((r) => r.order_no === order.order_no)).toMatchObject({
    source: 'sale',
    amount: item.price,
  });

  await page.getByRole('link', { name: '查看我的交易' }).click();
  await expect(page).toHaveURL(/\/account\?tab=trades$/);
  expect(await problems.unexpected()).toEqual([]);
});

/** MEMBER_1's shop (the seed gives member 1 one) and its goods on sale with stock to spare: read only. */
async function sellerShop(api: Api) {
  const seller = await api.call(endpoints.user.login, {
    account: MEMBER_1.mobile,
    password: MEMBER_1.password,
  });
  const shops = await api.call(endpoints.shop.lists, { per_page: 50 });
  const shop = shops.data.find((s) => s.owner.id === seller.userinfo.id);
  expect(shop, 'the seed gives member 1 a shop').toBeTruthy();
  const detail = await api.call(endpoints.shop.detail, { id: shop!.id });
  const goods = detail.goods.filter((g) => g.status === 1 && g.stock >= 2);
  expect(goods.length).toBeGreaterThanOrEqual(2);
  return { shop: detail, goods };
}

test('/cart has no serious or critical axe violation, light or dark', async ({ page, api }) => {
  const { shop, goods } = await sellerShop(api);
  // Empty first, then with two lines (one of them at its stock limit).
  await page.goto('/cart');
  await expect(page.getByText('购物车还是空的')).toBeVisible();
  await pageLoaded(page);
  await inBothThemes(page, () => expectNoSeriousAxe(page));

  const lines = goods.slice(0, 2).map((g, i) => ({
    goods_id: g.id,
    shop_id: shop.id,
    title: g.title,
    cover: g.cover,
    price: g.price,
    quantity: i === 0 ? Math.min(g.stock, 99) : 1,
  }));
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [CART_STORAGE_KEY, JSON.stringify(lines)],
  );
  await page.reload();
  await expect(page.getByRole('region', { name: shop.name })).toBeVisible();
  await pageLoaded(page);
  await inBothThemes(page, () => expectNoSeriousAxe(page));
});
