/**
 * Goods ship (issue 22 item 2): a buyer of physical goods gives an address in 确认订单 (a new member has
 * none: the form is there at once, with the 省 / 市 / 区县 picker) and pays from the balance → 待发货; the
 * seller, told by a notice, ships from 交易 with a carrier and tracking number → the buyer's notice opens
 * that order, 已发货 with the number → 确认收货 → 已完成, and the seller is told. A refund asked before
 * shipping is granted at once: the exact total back to the balance, 已退款 with its own +, the seller told.
 *
 * Data: members of each test's own (a seller with an empty shop and one goods item of its own, a buyer
 * recharged through the demo's WeChat stand-in), so nothing is shared with other tests or the other project.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { endpoints, type Message, type Order } from '@zaowu/shared';
import {
  addAddress,
  type Api,
  TEST_PAY_PASSWORD,
  useSession,
  watchConsole,
  withoutGuidedTour,
  balanceFen,
} from './helpers.ts';

/** The member's 订单通知 (type 8), newest first. */
async function orderNotices(api: Api, token: string): Promise<Message[]> {
  return (await api.call(endpoints.message.byType, { messageType: 8, per_page: 50 }, { token })).data;
}

const orderOf = (api: Api, token: string, id: number): Promise<Order> =>
  api.call(endpoints.order.detail, { id }, { token });

/** The row of 交易 for an order, by its number. */
const tradeRow = (page: Page, orderNo: string) =>
  page.getByRole('listitem').filter({ hasText: `订单号 ${orderNo}` });

test('physical goods: an address at checkout → 待发货 → shipped with a tracking number → 确认收货 → 已完成, a notice at each step', async ({
  page,
  api,
  makeGoods,
  makeBuyer,
}) => {
  test.setTimeout(120_000);
  const { seller, goods } = await makeGoods({ price: '68.00' });
  expect(goods.ships, 'a goods item without a file is physical').toBe(true);
  const buyer = await makeBuyer();
  const before = await balanceFen(api, buyer.token);
  await withoutGuidedTour(page);
  await useSession(page, buyer.token);
  const problems = watchConsole(page);

  // 立即购买 → 确认订单: no address yet, so the form is there and 提交 waits for it.
  await page.goto(`/goods/${goods.id}`);
  await page.getByRole('button', { name: '立即购买' }).click();
  const dialog = page.getByRole('dialog', { name: '确认订单' });
  const chooser = dialog.getByRole('group', { name: '收货地址' });
  await expect(chooser.getByText('实物商品需要寄送，请先填写收货地址。')).toBeVisible();
  await dialog.getByRole('radio', { name: '余额支付' }).check();
  const pay = dialog.getByRole('button', { name: '余额支付 ¥68.00' });
  await expect(pay).toBeDisabled();
  await chooser.getByLabel('收货人').fill('林小满');
  await chooser.getByLabel('手机号').fill('13712345678');
  await chooser.getByRole('combobox', { name: '省份' }).selectOption({ label: '浙江省' });
  await chooser.getByRole('combobox', { name: '城市' }).selectOption({ label: '杭州市' });
  await chooser.getByRole('combobox', { name: '区县' }).selectOption({ label: '西湖区' });
  await chooser.getByLabel('详细地址').fill('文三路 90 号 3 幢 502 室');
  await chooser.getByRole('button', { name: '保存并使用' }).click();
  const saved = chooser.getByRole('radio', { name: /林小满/ });
  await expect(saved).toBeChecked();
  await expect(saved.locator('..')).toContainText('浙江省杭州市西湖区');
  await expect(pay).toBeEnabled();
  await pay.click();

  // The order's page asks for the 支付密码 before the balance is touched.
  await expect(page).toHaveURL(/\/cart\/pay\/\d+\?method=balance$/);
  await page.getByLabel('支付密码', { exact: true }).fill(TEST_PAY_PASSWORD);
  await page.getByRole('button', { name: /^确认支付/ }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const order = await orderOf(api, buyer.token, orderId);
  expect(order).toMatchObject({ status: 'paid', total: '68.00' });
  expect(before - (await balanceFen(api, buyer.token))).toBe(6_800);

  // The order keeps its own copy of the address: a later edit of the address book leaves it as it was.
  const [address] = await api.call(endpoints.address.lists, {}, { token: buyer.token });
  await api.call(
    endpoints.address.edit,
    {
      id: address!.id,
      name: '林小满',
      mobile: '13712345678',
      region_code: address!.region_code,
      detail: '改过的地址 1 号',
      is_default: true,
    },
    { token: buyer.token },
  );

  // The seller is told; the notice opens the sale in 交易, 待发货, with where it goes.
  const sale = (await orderNotices(api, seller.token)).find((m) => m.content.includes(order.order_no));
  expect(sale).toMatchObject({
    title: '新订单待发货',
    link: `/account?tab=trades&dir=sell&order=${orderId}`,
  });
  await useSession(page, seller.token);
  await page.goto(sale!.link!);
  const sold = page.getByRole('group', { name: `订单 ${order.order_no}` });
  await expect(sold.getByText('待发货', { exact: true })).toBeVisible();
  await expect(sold).toContainText('文三路 90 号 3 幢 502 室');
  await expect(sold).not.toContainText('改过的地址');
  await expect(sold).toContainText('+¥68.00');
  await sold.getByRole('button', { name: '发货' }).click();
  const ship = page.getByRole('dialog', { name: `发货：${goods.title}` });
  await expect(ship).toContainText('文三路 90 号 3 幢 502 室');
  await ship.getByRole('button', { name: '确认发货' }).click();
  await expect(ship.getByText('请选择快递公司')).toBeVisible();
  await ship.getByLabel('快递公司').selectOption('顺丰速运');
  await ship.getByLabel('快递单号').fill('SF1234567890123');
  await ship.getByRole('button', { name: '确认发货' }).click();
  await expect(ship).toBeHidden();
  await expect(sold.getByText('已发货', { exact: true })).toBeVisible();
  await expect(sold).toContainText('顺丰速运 SF1234567890123');
  await expect(sold.getByRole('button', { name: '发货' })).toHaveCount(0);

  // The buyer's notice says the carrier and number and opens the order in 交易.
  const sent = (await orderNotices(api, buyer.token)).find((m) => m.title === '订单已发货');
  expect(sent?.content).toContain('顺丰速运 SF1234567890123');
  await useSession(page, buyer.token);
  await page.goto('/message?type=8');
  const notice = page.getByRole('listitem').filter({ hasText: 'SF1234567890123' });
  await notice.getByRole('link', { name: '查看订单' }).click();
  await expect(page).toHaveURL(new RegExp(`tab=trades&dir=buy&order=${orderId}$`));
  const bought = page.getByRole('group', { name: `订单 ${order.order_no}` });
  await expect(bought.getByText('已发货', { exact: true })).toBeVisible();
  await expect(bought).toContainText('顺丰速运 SF1234567890123');
  await expect(bought).toContainText('−¥68.00');
  await bought.getByRole('button', { name: '确认收货' }).click();
  await page.getByRole('dialog', { name: '确认收货' }).getByRole('button', { name: '确认收货' }).click();
  await expect(bought.getByText('已完成', { exact: true })).toBeVisible();
  await expect(bought.getByRole('button', { name: '确认收货' })).toHaveCount(0);
  await expect(bought.getByRole('button', { name: '申请退款' })).toHaveCount(0);
  expect((await orderOf(api, buyer.token, orderId)).status).toBe('completed');

  // The seller is told the buyer confirmed.
  const confirmed = (await orderNotices(api, seller.token)).find((m) => m.title === '买家已确认收货');
  expect(confirmed).toMatchObject({ link: `/account?tab=trades&dir=sell&order=${orderId}` });
  expect(confirmed?.content).toContain(order.order_no);
  expect(await problems.unexpected()).toEqual([]);
});

test('a refund asked before shipping returns exactly the total to the balance at once', async ({
  page,
  api,
  makeGoods,
  makeBuyer,
}) => {
  test.setTimeout(90_000);
  const { seller, goods } = await makeGoods({ price: '39.90' });
  expect(goods.ships, 'a goods item without a file is physical').toBe(true);
  const buyer = await makeBuyer();
  const address = await addAddress(page.request, buyer.token);
  const before = await balanceFen(api, buyer.token);
  const placed = await api.call(
    endpoints.order.addOrder,
    { lines: [{ goods_id: goods.id, quantity: 2 }], address_id: address.id },
    { token: buyer.token },
  );
  await api.call(
    endpoints.order.payByBalance,
    { order_id: placed.id, pay_password: TEST_PAY_PASSWORD },
    { token: buyer.token },
  );
  expect(before - (await balanceFen(api, buyer.token))).toBe(7_980);

  await withoutGuidedTour(page);
  await useSession(page, buyer.token);
  const problems = watchConsole(page);
  await page.goto('/account?tab=trades&dir=buy');
  const row = tradeRow(page, placed.order_no);
  await expect(row.getByText('待发货', { exact: true })).toBeVisible();
  await expect(row).toContainText('−¥79.80');
  await row.getByRole('button', { name: '申请退款' }).click();
  const dialog = page.getByRole('dialog', { name: '申请退款' });
  await expect(dialog).toContainText('卖家尚未发货，提交后立即退款：¥79.80 退回你的账户余额。');
  await dialog.getByLabel('退款原因').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: '确认退款' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('已退款', { exact: true })).toBeVisible();
  await expect(row).toContainText('+¥79.80');
  await expect(row).not.toContainText('−');
  await expect(row).toContainText('已退回余额');

  expect(await balanceFen(api, buyer.token)).toBe(before);
  expect((await orderOf(api, buyer.token, placed.id)).status).toBe('refunded');
  const trades = await api.call(
    endpoints.user.getTradeList,
    { direction: 'sell', per_page: 50 },
    { token: seller.token },
  );
  expect(trades.data.find((t) => t.id === placed.id)).toMatchObject({ status: 'refunded' });
  // Stock back: the item has its 5 again.
  const detail = await api.call(endpoints.shop.goodsDetail, { id: goods.id });
  expect(detail.stock).toBe(5);
  const told = (await orderNotices(api, seller.token)).find((m) => m.title === '订单已退款');
  expect(told?.content).toContain(placed.order_no);
  expect((await orderNotices(api, buyer.token)).map((m) => m.title)).toContain('退款成功');
  expect(await problems.unexpected()).toEqual([]);
});
