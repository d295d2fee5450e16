import { describe, expect, it, vi } from 'vitest';
import {
  DEMO_PAY_PATH,
  endpoints,
  type GoodsDetail,
  type IncomeRow,
  type Order,
  type Paginated,
  type Trade,
  priceFen,
} from '@zaowu/shared';
import { demoForFile } from '../testing/harness.ts';
import { setPayPassword, TEST_PAY_PASSWORD } from '../testing/pay-password.ts';
import { MEMBER_1 } from '../store/seed/index.ts';

const demo = demoForFile();

const { order, user } = endpoints;

/** Goods of the first member's shop: the second member buys them, the first is paid. */
function memberOneGoods() {
  const db = demo.upstream.db;
  const shop = [...db.shops.values()].find((s) => s.owner_id === MEMBER_1)!;
  return [...db.goods.values()].find((g) => g.shop_id === shop.id && g.status === 1 && g.stock > 2)!;
}

describe('order.detail (assumed)', () => {
  it('shows the buyer their order, follows it to paid, and hides it from everyone else', async () => {
    const buyer = await demo.login(1);
    const seller = await demo.login(0);
    const g = memberOneGoods();
    const placed = (
      await demo.call<Order>(order.addOrder, { lines: [{ goods_id: g.id, quantity: 2 }] }, buyer)
    ).body.data;

    const detail = async (token: string | null, id = placed.id) =>
      await demo.call<Order>(order.detail, { id }, token);
    expect((await detail(buyer)).body).toMatchObject({
      code: 1,
      data: { id: placed.id, status: 'unpaid', total: placed.total, paid_at: null },
    });
    expect((await detail(seller)).body).toMatchObject({ code: 0, msg: '订单不存在' });
    expect((await detail(buyer, 999_999)).body).toMatchObject({ code: 0, msg: '订单不存在' });
    expect((await detail(null)).status).toBe(401);

    const pay = (
      await demo.call<{ order_no: string }>(order.addOrderByWeixin, { order_id: placed.id }, buyer)
    ).body.data;
    await demo.post(DEMO_PAY_PATH, { order_no: pay.order_no }, buyer);
    const paid = (await detail(buyer)).body.data;
    // A digital item: delivered when paid, so the order is complete at once.
    expect(paid.status).toBe('completed');
    expect(paid.paid_at).toEqual(expect.any(String));
  });
});

describe('after paying', () => {
  it("the order is in the buyer's trades and in the seller's trades and income", async () => {
    const buyer = await demo.login(1);
    const seller = await demo.login(0);
    const g = memberOneGoods();
    const incomeBefore = (await demo.call<Paginated<IncomeRow>>(user.getIncomeList, {}, seller)).body.data
      .total;
    const placed = (
      await demo.call<Order>(order.addOrder, { lines: [{ goods_id: g.id, quantity: 1 }] }, buyer)
    ).body.data;
    await demo.call(order.addOrderByWeixin, { order_id: placed.id }, buyer);
    await demo.post(DEMO_PAY_PATH, { order_no: placed.order_no }, buyer);

    const bought = (await demo.call<Paginated<Trade>>(user.getTradeList, { direction: 'buy' }, buyer)).body
      .data.data;
    expect(bought.find((t) => t.order_no === placed.order_no)).toMatchObject({
      direction: 'buy',
      status: 'completed',
      amount: placed.total,
      title: g.title,
    });
    const sold = (await demo.call<Paginated<Trade>>(user.getTradeList, { direction: 'sell' }, seller)).body
      .data.data;
    expect(sold.find((t) => t.order_no === placed.order_no)).toMatchObject({
      direction: 'sell',
      status: 'completed',
    });
    const income = (await demo.call<Paginated<IncomeRow>>(user.getIncomeList, {}, seller)).body.data;
    expect(income.total).toBe(incomeBefore + 1);
    expect(income.data[0]).toMatchObject({
      order_no: placed.order_no,
      source: 'sale',
      amount: placed.total,
      title: `出售：${g.title}`,
    });
  });
});

describe('余额支付, cancel and expiry (assumed)', () => {
  const db = () => demo.upstream.db;
  /** A demo member logged in, with a 支付密码 set (余额支付 needs one). */
  async function payer(member: 0 | 1) {
    const token = await demo.login(member);
    await setPayPassword(demo, token);
    return token;
  }
  const payInput = (orderId: number) => ({ order_id: orderId, pay_password: TEST_PAY_PASSWORD });

  async function place(buyer: string, quantity = 1) {
    const g = memberOneGoods();
    const res = await demo.call<Order>(order.addOrder, { lines: [{ goods_id: g.id, quantity }] }, buyer);
    expect(res.body.msg).toBe('下单成功');
    return { g, placed: res.body.data };
  }

  it('takes exactly the total from the buyer, pays the seller, and a second call takes nothing more', async () => {
    const buyer = await payer(1);
    const { g, placed } = await place(buyer, 2);
    const buyerRow = [...db().users.values()].find((u) => u.id === db().orders.get(placed.id)!.buyer_id)!;
    const sellerRow = db().users.get(MEMBER_1)!;
    const [buyerBefore, sellerBefore, stockBefore] = [buyerRow.balance, sellerRow.balance, g.stock];

    const [first, second] = await Promise.all([
      demo.call<Order>(order.payByBalance, payInput(placed.id), buyer),
      demo.call<Order>(order.payByBalance, payInput(placed.id), buyer),
    ]);
    expect(first.body).toMatchObject({
      code: 1,
      msg: '支付成功',
      data: { status: 'completed', pay_method: 'balance' },
    });
    expect(second.body).toMatchObject({ code: 1, data: { status: 'completed' } });
    expect(buyerRow.balance).toBe(buyerBefore - priceFen(placed.total)!);
    expect(sellerRow.balance).toBe(sellerBefore + priceFen(placed.total)!);
    expect(g.stock).toBe(stockBefore - 2);
    const again = await demo.call<Order>(order.payByBalance, payInput(placed.id), buyer);
    expect(again.body.data.status).toBe('completed');
    expect(buyerRow.balance).toBe(buyerBefore - priceFen(placed.total)!);
    // Both sides' ledgers say so, each ending at the balance.
    const ledger = [...db().ledger.values()].filter((r) => r.ref_no === placed.order_no);
    expect(ledger).toMatchObject([
      {
        user_id: buyerRow.id,
        kind: 'purchase',
        amount: -priceFen(placed.total)!,
        balance_after: buyerRow.balance,
      },
      { user_id: MEMBER_1, kind: 'sale', amount: priceFen(placed.total)!, balance_after: sellerRow.balance },
    ]);
  });

  it('refuses a short balance with how much is missing, and changes nothing', async () => {
    const buyer = await payer(1);
    const { placed } = await place(buyer);
    const buyerRow = db().users.get(db().orders.get(placed.id)!.buyer_id)!;
    buyerRow.balance = priceFen(placed.total)! - 1;
    const res = await demo.call<Order>(order.payByBalance, payInput(placed.id), buyer);
    expect(res.body).toMatchObject({
      code: 0,
      msg: '余额不足：还差 ¥0.01，请先充值或改用微信支付',
      data: null,
    });
    expect(buyerRow.balance).toBe(priceFen(placed.total)! - 1);
    expect(db().orders.get(placed.id)!.status).toBe('unpaid');
  });

  it("no one pays or cancels someone else's order", async () => {
    const buyer = await payer(1);
    const other = await payer(0);
    const { placed } = await place(buyer);
    for (const call of [order.payByBalance, order.cancel]) {
      expect((await demo.call(call, payInput(placed.id), other)).body.msg).toBe('订单不存在');
    }
    expect(db().orders.get(placed.id)!.status).toBe('unpaid');
  });

  it('cancels an unpaid order, which then cannot be paid either way; a paid one cannot be cancelled', async () => {
    const buyer = await payer(1);
    const { placed } = await place(buyer);
    const cancelled = await demo.call<Order>(order.cancel, { order_id: placed.id }, buyer);
    expect(cancelled.body).toMatchObject({ code: 1, msg: '订单已取消', data: { status: 'cancelled' } });
    expect((await demo.call(order.payByBalance, payInput(placed.id), buyer)).body.msg).toBe(
      '订单已关闭，无法支付',
    );
    expect((await demo.call(order.addOrderByWeixin, { order_id: placed.id }, buyer)).body.msg).toBe(
      '订单已关闭，无法支付',
    );

    const { placed: paid } = await place(buyer);
    await demo.call(order.payByBalance, payInput(paid.id), buyer);
    expect((await demo.call(order.cancel, { order_id: paid.id }, buyer)).body.msg).toBe(
      '订单已支付，不能取消',
    );
  });

  it('an order not paid by its deadline expires: no code, no balance payment, shown as expired', async () => {
    const buyer = await payer(1);
    const { placed } = await place(buyer);
    const code = await demo.call<{ expires_at: string }>(
      order.addOrderByWeixin,
      { order_id: placed.id },
      buyer,
    );
    // One deadline for the order and its code, decided by the server.
    expect(code.body.data.expires_at).toBe(placed.expires_at);
    const window = Date.parse(placed.expires_at) - Date.parse(placed.created_at);
    expect(window).toBe(15 * 60_000);

    const now = demo.upstream.clock.now();
    vi.spyOn(demo.upstream.clock, 'now').mockReturnValue(now + window + 1_000);
    expect((await demo.call(order.payByBalance, payInput(placed.id), buyer)).body.msg).toBe(
      '订单已过期，请重新下单',
    );
    expect((await demo.post(DEMO_PAY_PATH, { order_no: placed.order_no }, buyer)).body.msg).toBe(
      '订单已过期，请重新下单',
    );
    expect((await demo.call<Order>(order.detail, { id: placed.id }, buyer)).body.data.status).toBe('expired');
    const trades = (await demo.call<Paginated<Trade>>(user.getTradeList, { direction: 'buy' }, buyer)).body
      .data;
    expect(trades.data.find((t) => t.id === placed.id)?.status).toBe('expired');
  });
});

describe('shop.goodsDetail (assumed)', () => {
  it('answers a goods item with its pictures and shop to anyone; a missing id is 商品不存在', async () => {
    const g = memberOneGoods();
    const res = await demo.call<GoodsDetail>(endpoints.shop.goodsDetail, { id: g.id }, null);
    expect(res.body.data).toMatchObject({ id: g.id, title: g.title, shop: { id: g.shop_id } });
    expect(res.body.data.images[0]).toBe(g.cover);
    expect(res.body.data.images.length).toBeGreaterThan(1);
    expect((await demo.call(endpoints.shop.goodsDetail, { id: 99_999_999 }, null)).body.msg).toBe(
      '商品不存在',
    );
  });
});
