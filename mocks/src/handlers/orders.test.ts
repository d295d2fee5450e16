import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_PAY_PATH,
  endpoints,
  type Feedback,
  type IncomeRow,
  type Order,
  type Paginated,
  type Trade,
} from '@zaowu/shared';
import { startDemo, type Demo } from '../testing/harness.ts';
import { MEMBER_1 } from '../store/seed/index.ts';

let demo: Demo;
beforeAll(async () => {
  demo = await startDemo();
});
afterAll(() => demo.close());
beforeEach(() => demo.upstream.reset());

const { order, user, feedback } = endpoints;

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
    expect(paid.status).toBe('paid');
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
      status: 'paid',
      amount: placed.total,
      title: g.title,
    });
    const sold = (await demo.call<Paginated<Trade>>(user.getTradeList, { direction: 'sell' }, seller)).body
      .data.data;
    expect(sold.find((t) => t.order_no === placed.order_no)).toMatchObject({
      direction: 'sell',
      status: 'paid',
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

describe('feedback', () => {
  it('adds feedback with images and lists only my own, newest first', async () => {
    const token = await demo.login(1);
    const before = (await demo.call<Paginated<Feedback>>(feedback.lists, {}, token)).body.data.total;
    const added = await demo.call<Feedback>(
      feedback.add,
      {
        type: 'bug',
        content: '上传头像后页面没有刷新，需要手动刷新才能看到。',
        images: ['/api/storage/uploads/shot.png'],
        contact: 'me@example.com',
      },
      token,
    );
    expect(added.body).toMatchObject({ code: 1, msg: '感谢你的反馈，我们会尽快处理', data: { reply: null } });
    const list = (await demo.call<Paginated<Feedback>>(feedback.lists, {}, token)).body.data;
    expect(list.total).toBe(before + 1);
    expect(list.data[0]).toMatchObject({ type: 'bug', images: ['/api/storage/uploads/shot.png'] });
    const other = await demo.login(0);
    const theirs = (await demo.call<Paginated<Feedback>>(feedback.lists, {}, other)).body.data.data;
    expect(theirs.some((f) => f.id === added.body.data.id)).toBe(false);
  });
});
