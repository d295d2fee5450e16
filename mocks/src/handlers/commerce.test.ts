import { beforeEach, describe, expect, it } from 'vitest';
import {
  priceFen,
  endpoints,
  type IncomeRow,
  type Order,
  type Paginated,
  type RechargeData,
  type RechargeStatus,
} from '@zaowu/shared';
import { DEMO_PAY_PATH } from './index.ts';
import { demoForFile } from '../testing/harness.ts';
import { find } from '../testing/samples.ts';

const demo = demoForFile();
let token: string;
beforeEach(async () => {
  token = await demo.login();
});

const { order, user } = endpoints;

describe('orders', () => {
  it('goes from order to WeChat code to paid, crediting the seller', async () => {
    const db = demo.upstream.db;
    const g = find.buyable(db);
    const seller = db.users.get(db.shops.get(g.shop_id)!.owner_id)!;
    const balanceBefore = seller.balance;
    const placed = await demo.call<Order>(
      order.addOrder,
      { lines: [{ goods_id: g.id, quantity: 2 }] },
      token,
    );
    expect(placed.body).toMatchObject({
      code: 1,
      data: { status: 'unpaid', lines: [{ goods_id: g.id, quantity: 2 }] },
    });
    expect(priceFen(placed.body.data.total)).toBe(g.price * 2);
    const pay = await demo.call<{ order_no: string; code_url: string }>(
      order.addOrderByWeixin,
      { order_id: placed.body.data.id },
      token,
    );
    expect(pay.body.data.code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=\w+$/);
    expect((await demo.post(DEMO_PAY_PATH, { order_no: pay.body.data.order_no }, token)).body).toMatchObject({
      code: 1,
      msg: '支付成功',
    });
    // Goods with a file to download are delivered when paid: the order is complete at once.
    expect(g.download_url).not.toBeNull();
    expect(db.orders.get(placed.body.data.id)!.status).toBe('completed');
    expect(seller.balance).toBe(balanceBefore + g.price * 2);
    expect((await demo.post(DEMO_PAY_PATH, { order_no: pay.body.data.order_no }, token)).body.msg).toBe(
      '订单已支付，请勿重复付款',
    );
    expect((await demo.call(order.addOrderByWeixin, { order_id: placed.body.data.id }, token)).body.msg).toBe(
      '订单已支付，请勿重复付款',
    );
    const items = await demo.call<Paginated<{ title: string }>>(user.getItemList, { kind: 'goods' }, token);
    expect(items.body.data.data[0]!.title).toBe(g.title);
  });

  it('refuses what cannot be bought', async () => {
    const db = demo.upstream.db;
    const mine = find.myGoods(db);
    const buy = (lines: unknown) => demo.call(order.addOrder, { lines }, token);
    expect((await buy([])).body.msg).toBe('请选择要购买的商品');
    expect((await buy([{ goods_id: mine.id, quantity: 1 }])).body.msg).toMatch(
      /不能购买自己店铺的商品|已下架/,
    );
    expect((await buy([{ goods_id: find.buyable(db).id, quantity: 100 }])).body.msg).toBe(
      '购买数量须在 1–99 之间',
    );
    expect((await buy([{ goods_id: 999999, quantity: 1 }])).body.msg).toBe('商品不存在');
  });
});

describe('recharge', () => {
  it('is pending until paid, then credits the balance', async () => {
    const data = (await demo.call<RechargeData>(user.getRechargeData, { amount: '88.80' }, token)).body.data;
    expect(data).toMatchObject({ amount: '88.80' });
    const status = async () =>
      (await demo.call<RechargeStatus>(user.checkRechargeStatus, { order_no: data.order_no }, token)).body
        .data;
    const before = await status();
    expect(before.status).toBe('pending');
    await demo.post(DEMO_PAY_PATH, { order_no: data.order_no }, token);
    const after = await status();
    expect(after.status).toBe('paid');
    expect(priceFen(after.balance)! - priceFen(before.balance)!).toBe(8_880);
    // The member's own money: in the balance's ledger, never among earnings (收入).
    const income = (await demo.call<Paginated<IncomeRow>>(user.getIncomeList, { per_page: 100 }, token)).body
      .data.data;
    expect(income.filter((r) => r.order_no === data.order_no)).toEqual([]);
    expect([...demo.upstream.db.ledger.values()].filter((r) => r.ref_no === data.order_no)).toMatchObject([
      { kind: 'recharge', amount: 8_880, balance_after: priceFen(after.balance) },
    ]);
    const other = await demo.login(1);
    expect((await demo.call(user.checkRechargeStatus, { order_no: data.order_no }, other)).body.msg).toBe(
      '充值单不存在',
    );
  });
});

describe('goods management', () => {
  it('changes price and status of my goods only', async () => {
    const db = demo.upstream.db;
    const mine = find.myGoods(db);
    expect((await demo.call(user.setGoodsPrice, { id: mine.id, price: '66.60' }, token)).body).toMatchObject({
      code: 1,
      data: { price: '66.60' },
    });
    expect(db.goods.get(mine.id)!.price).toBe(6_660);
    expect(
      (await demo.call(user.setGoodsPrice, { id: find.buyable(db).id, price: '1.00' }, token)).body.msg,
    ).toBe('商品不存在');
    const tabs = async () =>
      (await demo.call<{ all: number; on_sale: number; off_sale: number }>(user.getGoodsTabData, {}, token))
        .body.data;
    const before = await tabs();
    const onSale = [...db.goods.values()].find((g) => g.shop_id === mine.shop_id && g.status === 1)!;
    expect((await demo.call(user.setGoodStatus, { id: onSale.id, status: 0 }, token)).body).toMatchObject({
      code: 1,
      data: { status: 0 },
    });
    const after = await tabs();
    expect(after).toMatchObject({
      all: before.all,
      on_sale: before.on_sale - 1,
      off_sale: before.off_sale + 1,
    });
    expect(after.all).toBe(before.all);
  });
});
