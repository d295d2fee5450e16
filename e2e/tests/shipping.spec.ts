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
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  DEMO_PAY_PATH,
  TOKEN_HEADER,
  demoEndpoints,
  endpoints,
  priceFen,
  type AccountOverview,
  type Address,
  type Goods,
  type Message,
  type Order,
  type Paginated,
  type RechargeData,
  type TestMember,
  type Trade,
  type UploadResult,
} from '@zaowu/shared';
import {
  addAddress,
  envelopeData,
  newMember,
  TEST_PAY_PASSWORD,
  useSession,
  watchConsole,
  withoutGuidedTour,
} from './helpers.ts';

const auth = (token: string) => ({ headers: { [TOKEN_HEADER]: token } });

const post = async <T>(request: APIRequestContext, token: string, path: string, data: unknown) =>
  envelopeData<T>(await request.post(path, { ...auth(token), data }));

/** A 1×1 PNG: the goods item's picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
  'base64',
);

/** A seller of this test's own with an empty shop, and one physical goods item (no file) listed in it. */
async function sellerWithGoods(request: APIRequestContext, price: string) {
  const seller = await envelopeData<TestMember>(
    await request.post(demoEndpoints.member.path, { data: { shop: true } }),
  );
  const picture = await envelopeData<UploadResult>(
    await request.post(endpoints.upload.chunkUpload.path, {
      ...auth(seller.token),
      multipart: {
        file: { name: 'mug.png', mimeType: 'image/png', buffer: PNG },
        filename: 'mug.png',
        chunkindex: '0',
        chunkcount: '1',
        action: 'merge',
      },
    }),
  );
  const goods = await post<Goods>(request, seller.token, endpoints.user.addGoods.path, {
    title: `手作陶瓷马克杯 ${test.info().project.name} ${Date.now() % 100_000}`,
    price,
    stock: 5,
    description: '釉下彩手绘，一只一只烧出来的。',
    images: [picture.path ?? picture.fullurl],
  });
  expect(goods.ships, 'a goods item without a file is physical').toBe(true);
  return { seller, goods };
}

/** A buyer of this test's own with ¥500.00 recharged (paid through the demo stand-in) and a 支付密码. */
async function rechargedBuyer(request: APIRequestContext): Promise<TestMember> {
  const buyer = await newMember(request, undefined, TEST_PAY_PASSWORD);
  const recharge = await post<RechargeData>(request, buyer.token, endpoints.user.getRechargeData.path, {
    amount: '500.00',
  });
  await post(request, buyer.token, DEMO_PAY_PATH, { order_no: recharge.order_no });
  return buyer;
}

async function balanceFen(request: APIRequestContext, token: string): Promise<number> {
  const overview = await envelopeData<AccountOverview>(
    await request.get(endpoints.user.index.path, auth(token)),
  );
  return priceFen(overview.userinfo.balance)!;
}

/** The member's 订单通知 (type 8), newest first. */
async function orderNotices(request: APIRequestContext, token: string): Promise<Message[]> {
  return (
    await envelopeData<Paginated<Message>>(
      await request.get(endpoints.message.byType.path, {
        ...auth(token),
        params: { messageType: 8, per_page: 50 },
      }),
    )
  ).data;
}

async function orderOf(request: APIRequestContext, token: string, id: number): Promise<Order> {
  return envelopeData<Order>(await request.get(`${endpoints.order.detail.path}?id=${id}`, auth(token)));
}

/** The row of 交易 for an order, by its number. */
const tradeRow = (page: Page, orderNo: string) =>
  page.getByRole('listitem').filter({ hasText: `订单号 ${orderNo}` });

test('physical goods: an address at checkout → 待发货 → shipped with a tracking number → 确认收货 → 已完成, a notice at each step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { request } = page;
  const { seller, goods } = await sellerWithGoods(request, '68.00');
  const buyer = await rechargedBuyer(request);
  const before = await balanceFen(request, buyer.token);
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
  const order = await orderOf(request, buyer.token, orderId);
  expect(order).toMatchObject({ status: 'paid', total: '68.00' });
  expect(before - (await balanceFen(request, buyer.token))).toBe(6_800);

  // The order keeps its own copy of the address: a later edit of the address book leaves it as it was.
  const [address] = await envelopeData<Address[]>(
    await request.get(endpoints.address.lists.path, auth(buyer.token)),
  );
  await post(request, buyer.token, endpoints.address.edit.path, {
    id: address!.id,
    name: '林小满',
    mobile: '13712345678',
    region_code: address!.region_code,
    detail: '改过的地址 1 号',
    is_default: true,
  });

  // The seller is told; the notice opens the sale in 交易, 待发货, with where it goes.
  const sale = (await orderNotices(request, seller.token)).find((m) => m.content.includes(order.order_no));
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
  const sent = (await orderNotices(request, buyer.token)).find((m) => m.title === '订单已发货');
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
  expect((await orderOf(request, buyer.token, orderId)).status).toBe('completed');

  // The seller is told the buyer confirmed.
  const confirmed = (await orderNotices(request, seller.token)).find((m) => m.title === '买家已确认收货');
  expect(confirmed).toMatchObject({ link: `/account?tab=trades&dir=sell&order=${orderId}` });
  expect(confirmed?.content).toContain(order.order_no);
  expect(await problems.unexpected()).toEqual([]);
});

test('a refund asked before shipping returns exactly the total to the balance at once', async ({ page }) => {
  test.setTimeout(90_000);
  const { request } = page;
  const { seller, goods } = await sellerWithGoods(request, '39.90');
  const buyer = await rechargedBuyer(request);
  const address = await addAddress(request, buyer.token);
  const before = await balanceFen(request, buyer.token);
  const placed = await post<Order>(request, buyer.token, endpoints.order.addOrder.path, {
    lines: [{ goods_id: goods.id, quantity: 2 }],
    address_id: address.id,
  });
  await post(request, buyer.token, endpoints.order.payByBalance.path, {
    order_id: placed.id,
    pay_password: TEST_PAY_PASSWORD,
  });
  expect(before - (await balanceFen(request, buyer.token))).toBe(7_980);

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

  expect(await balanceFen(request, buyer.token)).toBe(before);
  expect((await orderOf(request, buyer.token, placed.id)).status).toBe('refunded');
  const trades = await envelopeData<Paginated<Trade>>(
    await request.get(`${endpoints.user.getTradeList.path}?direction=sell&per_page=50`, auth(seller.token)),
  );
  expect(trades.data.find((t) => t.id === placed.id)).toMatchObject({ status: 'refunded' });
  // Stock back: the item has its 5 again.
  const detail = await envelopeData<{ stock: number }>(
    await request.get(`${endpoints.shop.goodsDetail.path}?id=${goods.id}`),
  );
  expect(detail.stock).toBe(5);
  const told = (await orderNotices(request, seller.token)).find((m) => m.title === '订单已退款');
  expect(told?.content).toContain(placed.order_no);
  expect((await orderNotices(request, buyer.token)).map((m) => m.title)).toContain('退款成功');
  expect(await problems.unexpected()).toEqual([]);
});
