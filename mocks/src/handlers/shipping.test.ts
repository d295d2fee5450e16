/**
 * Physical goods after payment (issue 22), over real sockets with members of the test's own: the
 * address an order keeps, 待发货 → 已发货 → 已完成 with a notice to the other side at each step,
 * refunds to the exact fen, stock that holds when two payments race for it, quantities checked after
 * lines are merged, and one payment for orders of several shops.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  DEMO_MEMBER_PATH,
  DEMO_PAY_PATH,
  endpoints,
  priceFen,
  type Address,
  type Goods,
  type Message,
  type Order,
  type Paginated,
  type RechargeData,
  type TestMember,
  type Trade,
  type WxPay,
} from '@zaowu/shared';
import { demoForFile } from '../testing/harness.ts';
import { TEST_PAY_PASSWORD, setPayPassword } from '../testing/pay-password.ts';

const demo = demoForFile();

const { order, user, address, message } = endpoints;
const db = () => demo.upstream.db;

async function data<T>(p: Promise<{ body: { code: number; msg: string; data: T } }>): Promise<T> {
  const { body } = await p;
  if (body.code !== 1) throw new Error(body.msg);
  return body.data;
}

async function member(shop = false): Promise<TestMember> {
  return data(demo.post<TestMember>(DEMO_MEMBER_PATH, shop ? { shop: true } : {}));
}

/** A new buyer with this much (yuan) recharged through the demo's WeChat stand-in. */
async function buyer(yuan = '1000.00'): Promise<TestMember> {
  const m = await member();
  await setPayPassword(demo, m.token);
  const r = await data(demo.call<RechargeData>(user.getRechargeData, { amount: yuan }, m.token));
  await data(demo.post(DEMO_PAY_PATH, { order_no: r.order_no }, m.token));
  return m;
}

/** A new seller with one physical goods item of this price and stock. */
async function seller(price = '88.80', stock = 10): Promise<{ seller: TestMember; goods: Goods }> {
  const s = await member(true);
  const up = await data(demo.upload(s.token, 'cup.png', 'a picture of a cup'));
  const goods = await data(
    demo.call<Goods>(
      user.addGoods,
      { title: '手绘陶瓷杯（实物）', price, stock, images: [up.path ?? up.fullurl] },
      s.token,
    ),
  );
  return { seller: s, goods };
}

const ADDRESS = {
  name: '王思远',
  mobile: '13611112222',
  region_code: '330106',
  detail: '文三路 478 号华星时代广场 A 座 9 楼',
};

const addAddress = (token: string, fields: Record<string, unknown> = {}) =>
  data(demo.call<Address>(address.add, { ...ADDRESS, ...fields }, token));

const balanceOf = (m: TestMember) => db().users.get(m.userinfo.id)!.balance;

async function notices(token: string): Promise<Message[]> {
  return (await data(demo.call<Paginated<Message>>(message.byType, { messageType: 8, per_page: 50 }, token)))
    .data;
}

const tradeOf = (token: string, id: number) => data(demo.call<Trade>(user.getTrade, { id }, token));

describe('收货地址 and the order', () => {
  it('physical goods need an address; the order keeps its copy when the address book changes', async () => {
    const b = await buyer();
    const { goods } = await seller();
    const lines = [{ goods_id: goods.id, quantity: 1 }];
    expect((await demo.call(order.addOrder, { lines }, b.token)).body).toMatchObject({
      code: 0,
      msg: '请先选择收货地址',
    });
    const home = await addAddress(b.token);
    expect(home).toMatchObject({ province: '浙江省', city: '杭州市', district: '西湖区', is_default: true });
    // Someone else's address is not the buyer's to ship to.
    const other = await member();
    const theirs = await addAddress(other.token);
    expect((await demo.call(order.addOrder, { lines, address_id: theirs.id }, b.token)).body.msg).toBe(
      '收货地址不存在',
    );

    const placed = await data(demo.call<Order>(order.addOrder, { lines }, b.token));
    expect(placed).toMatchObject({ ships: true, address: { name: '王思远', detail: ADDRESS.detail } });
    await data(
      demo.call(address.edit, { ...ADDRESS, id: home.id, detail: '教工路 88 号 3 幢 201 室' }, b.token),
    );
    const later = await data(demo.call<Order>(order.detail, { id: placed.id }, b.token));
    expect(later.address).toEqual(placed.address);
  });

  it('digital goods need no address', async () => {
    const b = await buyer();
    const digital = [...db().goods.values()].find((g) => g.status === 1 && g.download_url && g.stock > 5)!;
    const placed = await data(
      demo.call<Order>(order.addOrder, { lines: [{ goods_id: digital.id, quantity: 1 }] }, b.token),
    );
    expect(placed).toMatchObject({ ships: false, address: null });
    const paid = await data(
      demo.call<Order>(order.payByBalance, { order_id: placed.id, pay_password: TEST_PAY_PASSWORD }, b.token),
    );
    expect(paid.status).toBe('completed');
  });
});

describe('待发货 → 已发货 → 已完成', () => {
  it('the seller ships with a tracking number, the buyer confirms; each step tells the other side', async () => {
    const b = await buyer();
    const { seller: s, goods } = await seller('88.80');
    await addAddress(b.token);
    const placed = await data(
      demo.call<Order>(order.addOrder, { lines: [{ goods_id: goods.id, quantity: 2 }] }, b.token),
    );
    const paid = await data(
      demo.call<Order>(order.payByBalance, { order_id: placed.id, pay_password: TEST_PAY_PASSWORD }, b.token),
    );
    expect(paid).toMatchObject({ status: 'paid', shipment: null, completed_at: null });
    const sellLink = `/account?tab=trades&dir=sell&order=${placed.id}`;
    const buyLink = `/account?tab=trades&dir=buy&order=${placed.id}`;
    expect((await notices(s.token)).find((m) => m.title === '新订单待发货')).toMatchObject({
      link: sellLink,
    });
    // The seller sees whom to ship to, in full.
    expect((await tradeOf(s.token, placed.id)).address).toMatchObject({ mobile: ADDRESS.mobile });

    expect((await demo.call(order.confirm, { order_id: placed.id }, b.token)).body.msg).toBe(
      '卖家尚未发货，暂不能确认收货',
    );
    // Only the seller ships, with a real-looking number.
    const ship = (token: string, tracking_no: string) =>
      demo.call<Trade>(order.ship, { order_id: placed.id, carrier: '顺丰速运', tracking_no }, token);
    expect((await ship(b.token, 'SF1234567890')).body.msg).toBe('订单不存在');
    expect((await ship(s.token, '12')).body.msg).toBe('快递单号须为 6–30 位字母或数字');
    const shipped = await data(ship(s.token, 'sf 1234-5678-90'));
    expect(shipped).toMatchObject({
      status: 'shipped',
      shipment: { carrier: '顺丰速运', tracking_no: 'SF1234567890' },
    });
    expect(Date.parse(shipped.auto_complete_at!) - Date.parse(shipped.shipment!.shipped_at)).toBe(
      10 * 86_400_000,
    );
    expect((await ship(s.token, 'SF1234567890')).body.msg).toBe('订单已发货');
    const sent = (await notices(b.token)).find((m) => m.title === '订单已发货')!;
    expect(sent.content).toContain('顺丰速运 SF1234567890');
    expect(sent.link).toBe(buyLink);
    expect((await tradeOf(b.token, placed.id)).status).toBe('shipped');

    const done = await data(demo.call<Order>(order.confirm, { order_id: placed.id }, b.token));
    expect(done).toMatchObject({ status: 'completed', completed_at: expect.any(String) });
    expect((await notices(s.token)).find((m) => m.title === '买家已确认收货')).toMatchObject({
      link: sellLink,
    });
    // Over: the seller no longer sees the buyer's number in full.
    expect((await tradeOf(s.token, placed.id)).address?.mobile).toBe('136****2222');
    // The buyer's item stays in 物品; the seller was paid when the buyer paid.
    expect(balanceOf(s)).toBe(priceFen('177.60'));
  });

  it('completes by itself 10 days after shipping, and both sides are told', async () => {
    const b = await buyer();
    const { seller: s, goods } = await seller();
    await addAddress(b.token);
    const placed = await data(
      demo.call<Order>(order.addOrder, { lines: [{ goods_id: goods.id, quantity: 1 }] }, b.token),
    );
    await data(
      demo.call(order.payByBalance, { order_id: placed.id, pay_password: TEST_PAY_PASSWORD }, b.token),
    );
    const shipped = await data(
      demo.call<Trade>(
        order.ship,
        { order_id: placed.id, carrier: '中通快递', tracking_no: '7788990011' },
        s.token,
      ),
    );
    const due = Date.parse(shipped.auto_complete_at!);
    const clock = demo.upstream.clock;
    vi.spyOn(clock, 'now').mockReturnValue(due - 60_000);
    expect((await tradeOf(b.token, placed.id)).status).toBe('shipped');
    vi.spyOn(clock, 'now').mockReturnValue(due + 60_000);
    expect((await tradeOf(b.token, placed.id)).status).toBe('completed');
    expect((await notices(b.token)).map((m) => m.title)).toContain('订单已完成');
    expect((await notices(s.token)).map((m) => m.title)).toContain('订单已自动确认收货');
  });
});

describe('退款', () => {
  it('before shipping: at once, the exact amount back to the balance, stock, sales and income undone', async () => {
    const b = await buyer('500.00');
    const { seller: s, goods } = await seller('123.45', 5);
    await addAddress(b.token);
    const placed = await data(
      demo.call<Order>(order.addOrder, { lines: [{ goods_id: goods.id, quantity: 3 }] }, b.token),
    );
    await data(
      demo.call(order.payByBalance, { order_id: placed.id, pay_password: TEST_PAY_PASSWORD }, b.token),
    );
    const g = db().goods.get(goods.id)!;
    expect([g.stock, g.sales, balanceOf(b), balanceOf(s)]).toEqual([2, 3, 50_000 - 37_035, 37_035]);
    expect([...db().items.values()].filter((i) => i.user_id === b.userinfo.id)).toHaveLength(1);

    const refunded = await data(
      demo.call<Order>(order.refund, { order_id: placed.id, reason: '不想要了' }, b.token),
    );
    expect(refunded).toMatchObject({ status: 'refunded', refunded_at: expect.any(String) });
    expect([g.stock, g.sales, balanceOf(b), balanceOf(s)]).toEqual([5, 0, 50_000, 0]);
    expect([...db().items.values()].filter((i) => i.user_id === b.userinfo.id)).toEqual([]);
    expect([...db().income.values()].filter((r) => r.order_no === placed.order_no)).toEqual([]);
    expect(
      [...db().ledger.values()]
        .filter((r) => r.ref_no === placed.order_no)
        .map((r) => [r.user_id, r.kind, r.amount]),
    ).toEqual([
      [b.userinfo.id, 'purchase', -37_035],
      [s.userinfo.id, 'sale', 37_035],
      [s.userinfo.id, 'refund', -37_035],
      [b.userinfo.id, 'refund', 37_035],
    ]);
    expect((await notices(s.token)).find((m) => m.title === '订单已退款')?.link).toBe(
      `/account?tab=trades&dir=sell&order=${placed.id}`,
    );
    expect((await notices(b.token)).find((m) => m.title === '退款成功')?.content).toContain('¥370.35');
    // Asking again changes nothing; a refunded order cannot be shipped.
    await data(demo.call(order.refund, { order_id: placed.id, reason: '不想要了' }, b.token));
    expect(balanceOf(b)).toBe(50_000);
    expect(
      (await demo.call(order.ship, { order_id: placed.id, carrier: 'EMS', tracking_no: 'E1234567' }, s.token))
        .body.msg,
    ).toBe('订单已退款，不能发货');
  });

  it('after shipping: the buyer asks, the seller refuses or agrees; a WeChat payment comes back to the balance', async () => {
    const b = await buyer('100.00');
    const { seller: s, goods } = await seller('66.00');
    await addAddress(b.token);
    const placed = await data(
      demo.call<Order>(order.addOrder, { lines: [{ goods_id: goods.id, quantity: 1 }] }, b.token),
    );
    const code = await data(demo.call<WxPay>(order.addOrderByWeixin, { order_id: placed.id }, b.token));
    await data(demo.post(DEMO_PAY_PATH, { order_no: code.order_no }, b.token));
    expect(balanceOf(b)).toBe(10_000);
    await data(
      demo.call(
        order.ship,
        { order_id: placed.id, carrier: '圆通速递', tracking_no: 'YT0012345678' },
        s.token,
      ),
    );
    const refund = (token: string) =>
      demo.call<Order>(
        order.refund,
        { order_id: placed.id, reason: '商品与描述不符', note: '杯口有缺' },
        token,
      );
    const asked = await data(refund(b.token));
    expect(asked).toMatchObject({
      status: 'shipped',
      refund: { reason: '商品与描述不符', refused_at: null },
    });
    expect((await notices(s.token)).map((m) => m.title)).toContain('买家申请退款');
    // Only the seller answers.
    expect(
      (await demo.call(order.answerRefund, { order_id: placed.id, agree: true }, b.token)).body.msg,
    ).toBe('订单不存在');
    const refused = await data(
      demo.call<Trade>(order.answerRefund, { order_id: placed.id, agree: false }, s.token),
    );
    expect(refused).toMatchObject({ status: 'shipped', refund: { refused_at: expect.any(String) } });
    expect((await notices(b.token)).map((m) => m.title)).toContain('退款申请未通过');

    await data(refund(b.token));
    const agreed = await data(
      demo.call<Trade>(order.answerRefund, { order_id: placed.id, agree: true }, s.token),
    );
    expect(agreed.status).toBe('refunded');
    // Paid by WeChat, given back to the balance.
    expect(balanceOf(b)).toBe(10_000 + 6_600);
    expect(balanceOf(s)).toBe(0);
    expect((await notices(b.token)).find((m) => m.title === '退款成功')?.content).toContain(
      '微信支付的款项也退回余额',
    );
  });

  it('a completed or unpaid order cannot be refunded', async () => {
    const b = await buyer();
    const { goods } = await seller();
    await addAddress(b.token);
    const placed = await data(
      demo.call<Order>(order.addOrder, { lines: [{ goods_id: goods.id, quantity: 1 }] }, b.token),
    );
    expect(
      (await demo.call(order.refund, { order_id: placed.id, reason: '不想要了' }, b.token)).body.msg,
    ).toBe('订单尚未付款，无需退款，可直接取消订单');
    expect((await demo.call(order.refund, { order_id: placed.id, reason: '随便' }, b.token)).body.msg).toBe(
      '请选择退款原因',
    );
  });
});

describe('stock holds', () => {
  it('two orders for the whole stock paid at once: one succeeds, the other is refused and charged nothing', async () => {
    const { goods } = await seller('30.00', 14);
    const [one, two] = [await buyer(), await buyer()];
    await addAddress(one.token);
    await addAddress(two.token);
    const lines = [{ goods_id: goods.id, quantity: 14 }];
    const [a, b] = [
      await data(demo.call<Order>(order.addOrder, { lines }, one.token)),
      await data(demo.call<Order>(order.addOrder, { lines }, two.token)),
    ];
    const results = await Promise.all([
      demo.call<Order>(order.payByBalance, { order_id: a.id, pay_password: TEST_PAY_PASSWORD }, one.token),
      demo.call<Order>(order.payByBalance, { order_id: b.id, pay_password: TEST_PAY_PASSWORD }, two.token),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 1]);
    const refused = results.find((r) => r.body.code === 0)!;
    expect(refused.body.msg).toBe('商品「手绘陶瓷杯（实物）」已售罄，无法支付，没有扣款');
    const g = db().goods.get(goods.id)!;
    expect([g.stock, g.sales]).toEqual([0, 14]);
    // Exactly one buyer paid ¥420.00; the other still has all of theirs.
    expect([balanceOf(one), balanceOf(two)].sort((x, y) => x - y)).toEqual([100_000 - 42_000, 100_000]);
  });

  it('a WeChat payment for stock another payment took is refused before anything is taken', async () => {
    const { goods } = await seller('30.00', 3);
    const [one, two] = [await buyer(), await buyer()];
    await addAddress(one.token);
    await addAddress(two.token);
    const lines = [{ goods_id: goods.id, quantity: 2 }];
    const a = await data(demo.call<Order>(order.addOrder, { lines }, one.token));
    const b = await data(demo.call<Order>(order.addOrder, { lines }, two.token));
    const code = await data(demo.call<WxPay>(order.addOrderByWeixin, { order_id: b.id }, two.token));
    await data(demo.call(order.payByBalance, { order_id: a.id, pay_password: TEST_PAY_PASSWORD }, one.token));
    expect((await demo.post(DEMO_PAY_PATH, { order_no: code.order_no }, two.token)).body.msg).toBe(
      '商品「手绘陶瓷杯（实物）」库存仅剩 1 件，无法支付，请重新下单',
    );
    expect(db().orders.get(b.id)!.status).toBe('unpaid');
    expect(db().goods.get(goods.id)!.stock).toBe(1);
    // A code for it is not handed out either.
    expect((await demo.call(order.addOrderByWeixin, { order_id: b.id }, two.token)).body.code).toBe(0);
  });

  it('counts lines of one item together: two lines of 60 are refused', async () => {
    const b = await buyer();
    const { goods } = await seller('1.00', 500);
    await addAddress(b.token);
    const sixty = { goods_id: goods.id, quantity: 60 };
    for (const call of [order.addOrder, order.addOrders])
      expect((await demo.call(call, { lines: [sixty, sixty] }, b.token)).body).toMatchObject({
        code: 0,
        msg: '同一商品合计最多购买 99 件',
      });
    const ok = await data(
      demo.call<Order>(order.addOrder, { lines: [sixty, { goods_id: goods.id, quantity: 39 }] }, b.token),
    );
    expect(ok.lines).toMatchObject([{ goods_id: goods.id, quantity: 99 }]);
  });
});

describe('结算 across shops', () => {
  it('one order per shop, paid by one balance payment of the sum; one code; cancelled together', async () => {
    const b = await buyer();
    const first = await seller('10.00');
    const second = await seller('20.50');
    await addAddress(b.token);
    const lines = [
      { goods_id: first.goods.id, quantity: 1 },
      { goods_id: second.goods.id, quantity: 2 },
    ];
    const placed = await data(demo.call<Order[]>(order.addOrders, { lines }, b.token));
    expect(placed.map((o) => [o.shop_id, o.total])).toEqual([
      [first.goods.shop_id, '10.00'],
      [second.goods.shop_id, '41.00'],
    ]);
    const ids = placed.map((o) => o.id);
    for (const o of placed) expect(o).toMatchObject({ batch: ids, pay_total: '51.00' });
    // One code for both; cancelling one cancels the payment.
    const code = await data(demo.call<WxPay>(order.addOrderByWeixin, { order_id: ids[1]! }, b.token));
    expect(ids.map((id) => db().orders.get(id)!.code_url)).toEqual([code.code_url, code.code_url]);
    await data(demo.call(order.cancel, { order_id: ids[0]! }, b.token));
    expect(ids.map((id) => db().orders.get(id)!.status)).toEqual(['cancelled', 'cancelled']);

    const again = await data(demo.call<Order[]>(order.addOrders, { lines }, b.token));
    const before = balanceOf(b);
    const paid = await data(
      demo.call<Order>(
        order.payByBalance,
        { order_id: again[0]!.id, pay_password: TEST_PAY_PASSWORD },
        b.token,
      ),
    );
    expect(paid.status).toBe('paid');
    expect(again.map((o) => db().orders.get(o.id)!.status)).toEqual(['paid', 'paid']);
    expect(before - balanceOf(b)).toBe(5_100);
    expect([balanceOf(first.seller), balanceOf(second.seller)]).toEqual([1_000, 4_100]);
    // Each shop ships its own.
    expect((await tradeOf(second.seller.token, again[1]!.id)).status).toBe('paid');
    expect((await demo.call(user.getTrade, { id: again[0]!.id }, second.seller.token)).body.msg).toBe(
      '订单不存在',
    );
  });

  it('is refused as a whole when one shop cannot supply: nothing is taken', async () => {
    const b = await buyer();
    const first = await seller('10.00', 5);
    const second = await seller('20.00', 1);
    await addAddress(b.token);
    const placed = await data(
      demo.call<Order[]>(
        order.addOrders,
        {
          lines: [
            { goods_id: first.goods.id, quantity: 1 },
            { goods_id: second.goods.id, quantity: 1 },
          ],
        },
        b.token,
      ),
    );
    db().goods.get(second.goods.id)!.stock = 0;
    const before = balanceOf(b);
    expect(
      (
        await demo.call(
          order.payByBalance,
          { order_id: placed[0]!.id, pay_password: TEST_PAY_PASSWORD },
          b.token,
        )
      ).body.code,
    ).toBe(0);
    expect(balanceOf(b)).toBe(before);
    expect(placed.map((o) => db().orders.get(o.id)!.status)).toEqual(['unpaid', 'unpaid']);
    expect(db().goods.get(first.goods.id)!.stock).toBe(5);
  });
});

describe('address.*', () => {
  it('keeps at most 20, one default, real districts only, and only the member’s own', async () => {
    const m = await member();
    expect((await demo.call(address.add, { ...ADDRESS, region_code: '330199' }, m.token)).body.msg).toBe(
      '所在地区不正确，请重新选择',
    );
    expect((await demo.call(address.add, { ...ADDRESS, mobile: '1234' }, m.token)).body.msg).toBe(
      '手机号格式不正确',
    );
    expect((await demo.call(address.add, { ...ADDRESS, name: ' ' }, m.token)).body.msg).toBe('请填写收货人');
    const first = await addAddress(m.token);
    const second = await addAddress(m.token, { is_default: true, detail: '教工路 88 号 3 幢 201 室' });
    let list = await data(demo.call<Address[]>(address.lists, {}, m.token));
    expect(list.map((a) => [a.id, a.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    await data(demo.call(address.del, { id: second.id }, m.token));
    list = await data(demo.call<Address[]>(address.lists, {}, m.token));
    expect(list.map((a) => [a.id, a.is_default])).toEqual([[first.id, true]]);
    const stranger = await member();
    expect((await demo.call(address.del, { id: first.id }, stranger.token)).body.msg).toBe('收货地址不存在');
    for (let k = list.length; k < 20; k++) await addAddress(m.token);
    expect((await demo.call(address.add, ADDRESS, m.token)).body.msg).toBe(
      '最多保存 20 个收货地址，请先删除不用的地址',
    );
  });
});

describe('the seeded 订单 notices', () => {
  it('each opens a list of the right direction that holds the order it names, in the state it says', async () => {
    for (const who of [0, 1] as const) {
      const token = await demo.login(who);
      const notices = await data(
        demo.call<Paginated<Message>>(message.byType, { messageType: 8, per_page: 50 }, token),
      );
      expect(notices.total).toBeGreaterThan(0);
      for (const m of notices.data) {
        const link = new URL(m.link!, 'http://x');
        if (link.searchParams.get('tab') !== 'trades') continue;
        const direction = link.searchParams.get('dir') as 'buy' | 'sell';
        const list = await data(
          demo.call<Paginated<Trade>>(user.getTradeList, { direction, per_page: 50 }, token),
        );
        // Never an empty 卖出 (or 买入) list behind a notice about an order.
        expect(list.total, `${m.content} → ${m.link}`).toBeGreaterThan(0);
        const id = Number(link.searchParams.get('order'));
        if (!id) continue;
        const trade = await data(demo.call<Trade>(user.getTrade, { id }, token));
        expect(trade.direction).toBe(direction);
        // It names that order: by its number, or (已发货) by its tracking number.
        const named = trade.shipment ? [trade.order_no, trade.shipment.tracking_no] : [trade.order_no];
        expect(
          named.some((n) => m.content.includes(n)),
          `${m.content} names ${named.join(' / ')}`,
        ).toBe(true);
        if (m.content.includes('请及时发货')) expect(trade.status).toBe('paid');
        if (m.content.includes('已完成')) expect(trade.status).toBe('completed');
      }
    }
  });
});
