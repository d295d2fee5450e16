/**
 * Seller money (issue 13): 收入 holds earnings only, 余额明细 adds up to the balance, 提现 follows its stated
 * rules (certified members only, ¥10.00 minimum, 0.6 % fee of at least ¥0.10, never more than the balance,
 * at most 3 pending) and is paid out by the demo's stand-in, and sellers list and edit goods.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_WITHDRAW_PATH,
  endpoints,
  type BalanceLogRow,
  type Goods,
  type IncomeDaily,
  type IncomeRow,
  type Message,
  type Order,
  type Paginated,
  type RechargeData,
  type WithdrawInfo,
  type Withdrawal,
} from '@zaowu/shared';
import { DEMO_PAY_PATH } from './index.ts';
import { seedDb, MEMBER_1, MEMBER_2 } from '../store/seed/index.ts';
import type { Db } from '../store/types.ts';
import { demoForFile } from '../testing/harness.ts';
import { setPayPassword, TEST_PAY_PASSWORD } from '../testing/pay-password.ts';
import { find } from '../testing/samples.ts';

const demo = demoForFile();
let one: string;
let two: string;
beforeEach(async () => {
  one = await demo.login(0);
  two = await demo.login(1);
});

const { user } = endpoints;

/** Every member's ledger, oldest first: each balance is the one before plus the amount, the last is theirs. */
function expectLedgerAddsUp(db: Db): void {
  for (const u of db.users.values()) {
    const rows = [...db.ledger.values()].filter((r) => r.user_id === u.id).sort((a, b) => a.id - b.id);
    let balance = 0;
    for (const r of rows) {
      balance += r.amount;
      expect(r.balance_after, `${u.nickname}: ${r.title}`).toBe(balance);
      expect(r.balance_after).toBeGreaterThanOrEqual(0);
    }
    expect(rows.at(-1)?.balance_after ?? 0, `${u.nickname}'s last ledger row is their balance`).toBe(
      u.balance,
    );
  }
}

async function data<T>(
  endpoint: (typeof user)[keyof typeof user],
  input: Record<string, unknown>,
  token: string,
) {
  const res = await demo.call<T>(endpoint, input, token);
  expect(res.body.code, res.body.msg).toBe(1);
  return res.body.data;
}
const msgOf = async (
  endpoint: (typeof user)[keyof typeof user],
  input: Record<string, unknown>,
  token: string,
) => (await demo.call(endpoint, input, token)).body.msg;

/** Member 2 buys one of member 1's goods with WeChat Pay (the demo's stand-in): a sale of member 1. */
async function sellToMemberTwo(): Promise<Order> {
  const db = demo.upstream.db;
  const g = [...db.goods.values()].find(
    (x) => db.shops.get(x.shop_id)?.owner_id === MEMBER_1 && x.status === 1 && x.stock > 0,
  )!;
  const placed = await demo.call<Order>(
    endpoints.order.addOrder,
    { lines: [{ goods_id: g.id, quantity: 1 }] },
    two,
  );
  expect(placed.body.code, placed.body.msg).toBe(1);
  const pay = await demo.call<{ order_no: string }>(
    endpoints.order.addOrderByWeixin,
    { order_id: placed.body.data.id },
    two,
  );
  expect((await demo.post(DEMO_PAY_PATH, { order_no: pay.body.data.order_no }, two)).body.code).toBe(1);
  return placed.body.data;
}

describe('the seed', () => {
  it("adds every member's ledger up to their balance, starting from an opening balance", () => {
    const db = seedDb();
    expectLedgerAddsUp(db);
    for (const id of [MEMBER_1, MEMBER_2]) {
      const rows = [...db.ledger.values()].filter((r) => r.user_id === id).sort((a, b) => a.id - b.id);
      expect(rows[0]).toMatchObject({ kind: 'opening', title: '期初余额' });
      expect(rows.some((r) => r.kind === 'recharge')).toBe(true);
    }
    expect(db.users.get(MEMBER_1)!.balance).toBe(128_650);
    expect(db.users.get(MEMBER_2)!.balance).toBe(8_800);
    // The certified member has withdrawn before; each withdrawal is in the ledger with its fee.
    const done = [...db.withdrawals.values()].filter((w) => w.user_id === MEMBER_1);
    expect(done.length).toBeGreaterThan(0);
    for (const w of done) {
      expect(w.status).toBe('done');
      const row = [...db.ledger.values()].find((r) => r.ref_no === w.withdraw_no)!;
      expect(row).toMatchObject({ kind: 'withdrawal', amount: -(w.amount + w.fee) });
    }
  });

  it('keeps recharges and refunds out of income', () => {
    const db = seedDb();
    const sources = new Set([...db.income.values()].map((r) => r.source as string));
    expect(sources).toEqual(new Set(['sale', 'reward']));
    expect([...db.ledger.values()].some((r) => r.kind === 'refund')).toBe(true);
  });
});

describe('收入 and 余额明细', () => {
  it('lists a recharge in 余额明细 only: not in 收入, its chart or the overview', async () => {
    const incomeBefore = await data<Paginated<IncomeRow>>(user.getIncomeList, {}, one);
    const daily = await data<IncomeDaily>(user.getIncomeDaily, { range: 7 }, one);
    const overview = await data<{ stats: { income_total: string } }>(user.index, {}, one);
    const r = await data<RechargeData>(user.getRechargeData, { amount: '88.80' }, one);
    expect((await demo.post(DEMO_PAY_PATH, { order_no: r.order_no }, one)).body.code).toBe(1);

    expect((await data<Paginated<IncomeRow>>(user.getIncomeList, {}, one)).total).toBe(incomeBefore.total);
    expect((await data<IncomeDaily>(user.getIncomeDaily, { range: 7 }, one)).total).toBe(daily.total);
    expect((await data<{ stats: { income_total: string } }>(user.index, {}, one)).stats.income_total).toBe(
      overview.stats.income_total,
    );
    const log = await data<Paginated<BalanceLogRow>>(user.getBalanceLog, {}, one);
    expect(log.data[0]).toMatchObject({
      kind: 'recharge',
      amount: '88.80',
      balance_after: '1375.30',
      ref_no: r.order_no,
    });
    expect(log.data[1]!.balance_after).toBe('1286.50');
    expectLedgerAddsUp(demo.upstream.db);
  });

  it('lists the ledger newest first, paged', async () => {
    const all = await data<Paginated<BalanceLogRow>>(user.getBalanceLog, { per_page: 100 }, one);
    const times = all.data.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.data.at(-1)).toMatchObject({ kind: 'opening' });
    expect(all.data[0]!.balance_after).toBe('1286.50');
    const second = await data<Paginated<BalanceLogRow>>(user.getBalanceLog, { page: 2, per_page: 5 }, one);
    expect(second.data.map((r) => r.id)).toEqual(all.data.slice(5, 10).map((r) => r.id));
  });

  it('sums earnings per China-time day over 7, 30 or 90 days, today last', async () => {
    for (const range of [7, 30, 90]) {
      const d = await data<IncomeDaily>(user.getIncomeDaily, { range }, one);
      expect(d.days).toHaveLength(range);
      expect(d.days.at(-1)!.day).toBe(d.to);
      expect(d.days[0]!.day).toBe(d.from);
    }
    expect(await msgOf(user.getIncomeDaily, { range: 14 }, one)).toBe('统计范围须为 7、30 或 90 天');

    const before = await data<IncomeDaily>(user.getIncomeDaily, { range: 7 }, one);
    const sale = await sellToMemberTwo();
    const after = await data<IncomeDaily>(user.getIncomeDaily, { range: 7 }, one);
    const today = (d: IncomeDaily) => d.days.at(-1)!;
    const fen = (m: string) => Math.round(Number(m) * 100);
    expect(fen(today(after).amount) - fen(today(before).amount)).toBe(fen(sale.total));
    expect(today(after).count).toBe(today(before).count + 1);
    expect(fen(after.total)).toBe(after.days.reduce((n, x) => n + fen(x.amount), 0));
    // The sale is a movement of the balance too.
    const log = await data<Paginated<BalanceLogRow>>(user.getBalanceLog, {}, one);
    expect(log.data[0]).toMatchObject({ kind: 'sale', amount: sale.total, ref_no: sale.order_no });
  });
});

describe('提现', () => {
  // 提现 needs a 支付密码: both members set one first, as they would in 账号安全.
  beforeEach(async () => {
    await setPayPassword(demo, one);
    await setPayPassword(demo, two);
  });
  const withdraw = (
    amount: string,
    token = one,
    request_id = `t-${amount.replace('.', '_')}-${Math.random().toString(36).slice(2)}`,
  ) => demo.call<Withdrawal>(user.withdraw, { amount, request_id, pay_password: TEST_PAY_PASSWORD }, token);

  it('is only for certified members, who bind an account in their own name', async () => {
    expect((await withdraw('50.00', two)).body.msg).toBe('提现仅限已实名认证的会员，请先完成实名认证');
    expect(
      await msgOf(
        user.bindWithdrawAccount,
        { kind: 'alipay', account: 'a@example.com', holder: '王小明' },
        two,
      ),
    ).toBe('提现仅限已实名认证的会员，请先完成实名认证');
    expect((await data<WithdrawInfo>(user.getWithdrawInfo, {}, two)).certification).toBe('none');

    const bind = (input: Record<string, unknown>) => demo.call(user.bindWithdrawAccount, input, one);
    expect((await bind({ kind: 'alipay', account: 'a@example.com', holder: '王小明' })).body.msg).toBe(
      '收款人姓名须与实名认证姓名一致',
    );
    expect(
      (await bind({ kind: 'bank', account: '1234', bank_name: '招商银行', holder: '林小雨' })).body.msg,
    ).toBe('银行卡号须为 16–19 位数字');
    expect(
      (await bind({ kind: 'bank', account: '6225880123456789', bank_name: '某某银行', holder: '林小雨' }))
        .body.msg,
    ).toBe('请选择开户银行');
    expect((await bind({ kind: 'alipay', account: 'not-an-account', holder: '林小雨' })).body.msg).toBe(
      '支付宝账号须为手机号或邮箱',
    );
    const ok = await bind({
      kind: 'bank',
      account: '6225 8801 2345 6789',
      bank_name: '招商银行',
      holder: '林小雨',
    });
    expect(ok.body).toMatchObject({
      code: 1,
      data: { kind: 'bank', label: '招商银行 尾号 6789', holder: '*小雨' },
    });
    expect((await data<WithdrawInfo>(user.getWithdrawInfo, {}, one)).account?.label).toBe(
      '招商银行 尾号 6789',
    );
  });

  it('takes ¥10.00 at least, charges 0.6 % (at least ¥0.10), and moves amount + fee out at once', async () => {
    const me = demo.upstream.db.users.get(MEMBER_1)!;
    expect(me.balance).toBe(128_650);
    expect((await withdraw('9.99')).body.msg).toBe('提现金额须在 10.00–50,000.00 元之间，最多两位小数');
    expect((await withdraw('50000.01')).body.msg).toBe('提现金额须在 10.00–50,000.00 元之间，最多两位小数');
    expect((await withdraw('10.001')).body.msg).toBe('提现金额须在 10.00–50,000.00 元之间，最多两位小数');
    expect(me.balance).toBe(128_650);

    // ¥10.00: 0.6 % is 6 fen, under the ¥0.10 least.
    const small = await withdraw('10.00');
    expect(small.body.data).toMatchObject({
      amount: '10.00',
      fee: '0.10',
      total: '10.10',
      status: 'pending',
    });
    expect(me.balance).toBe(128_650 - 1_010);
    // ¥123.45: 0.6 % is 74.07 fen, rounded up to 75.
    const odd = await withdraw('123.45');
    expect(odd.body.data).toMatchObject({ fee: '0.75', total: '124.20' });
    expect(me.balance).toBe(128_650 - 1_010 - 12_420);

    const log = await data<Paginated<BalanceLogRow>>(user.getBalanceLog, {}, one);
    expect(log.data[0]).toMatchObject({
      kind: 'withdrawal',
      amount: '-124.20',
      balance_after: '1152.20',
      ref_no: odd.body.data.withdraw_no,
    });
    expect(log.data[1]).toMatchObject({ kind: 'withdrawal', amount: '-10.10', balance_after: '1276.40' });
    const list = await data<Paginated<Withdrawal>>(user.getWithdrawList, {}, one);
    expect(list.data.slice(0, 2).map((w) => w.status)).toEqual(['pending', 'pending']);
    expectLedgerAddsUp(demo.upstream.db);
  });

  it('never takes more than the balance, fee included', async () => {
    const me = demo.upstream.db.users.get(MEMBER_1)!;
    me.balance = 0;
    await data(user.getRechargeData, { amount: '20.00' }, one).then(async (r) => {
      const rd = r as RechargeData;
      expect((await demo.post(DEMO_PAY_PATH, { order_no: rd.order_no }, one)).body.code).toBe(1);
    });
    expect(me.balance).toBe(2_000);
    // ¥19.90 + ¥0.12 fee = ¥20.02 > ¥20.00.
    expect((await withdraw('19.90')).body.msg).toBe(
      '余额不足：本次提现需扣除 ¥20.02（含手续费），当前余额 ¥20.00',
    );
    expect(me.balance).toBe(2_000);
    // ¥19.88 + ¥0.12 = ¥20.00: all of it.
    expect((await withdraw('19.88')).body.data).toMatchObject({ total: '20.00' });
    expect(me.balance).toBe(0);
  });

  it('allows 3 pending at a time, and a repeated request makes one withdrawal', async () => {
    const same = await withdraw('10.00', one, 'double-click-1');
    const again = await withdraw('10.00', one, 'double-click-1');
    expect(again.body.data.withdraw_no).toBe(same.body.data.withdraw_no);
    expect(demo.upstream.db.users.get(MEMBER_1)!.balance).toBe(128_650 - 1_010);
    await withdraw('10.00');
    await withdraw('10.00');
    expect((await withdraw('10.00')).body.msg).toBe('已有 3 笔提现正在处理中，请到账后再申请');
    expect((await data<WithdrawInfo>(user.getWithdrawInfo, {}, one)).pending).toBe(3);

    // Paid out: room for another.
    expect(
      (await demo.post(DEMO_WITHDRAW_PATH, { withdraw_no: same.body.data.withdraw_no }, one)).body.code,
    ).toBe(1);
    expect((await withdraw('10.00')).body.code).toBe(1);
  });

  it('stays pending until paid out, then is 已到账 with a message linking to 余额明细', async () => {
    const w = (await withdraw('100.00')).body.data;
    const logRow = async () =>
      (await data<Paginated<BalanceLogRow>>(user.getBalanceLog, {}, one)).data.find(
        (r) => r.ref_no === w.withdraw_no,
      );
    expect(await logRow()).toMatchObject({ kind: 'withdrawal', withdrawal_status: 'pending' });
    expect(w).toMatchObject({ status: 'pending', done_at: null, account: '支付宝 138****8000' });
    // Another member cannot pay out someone else's withdrawal.
    expect((await demo.post(DEMO_WITHDRAW_PATH, { withdraw_no: w.withdraw_no }, two)).body.msg).toBe(
      '提现记录不存在',
    );
    const balance = demo.upstream.db.users.get(MEMBER_1)!.balance;

    const paid = await demo.post<Withdrawal>(DEMO_WITHDRAW_PATH, { withdraw_no: w.withdraw_no }, one);
    expect(paid.body.data).toMatchObject({ status: 'done', withdraw_no: w.withdraw_no });
    expect(paid.body.data.done_at).not.toBeNull();
    // Paying out moves no more money: it left the balance when it was made.
    expect(demo.upstream.db.users.get(MEMBER_1)!.balance).toBe(balance);
    expect((await demo.post(DEMO_WITHDRAW_PATH, { withdraw_no: w.withdraw_no }, one)).body.msg).toBe(
      '该笔提现已到账',
    );

    const messages = await demo.call<Paginated<Message>>(endpoints.message.byType, { messageType: 9 }, one);
    expect(messages.body.data.data[0]).toMatchObject({
      title: '提现已到账',
      link: '/account?tab=balance&view=log',
    });
    expect(messages.body.data.data[0]!.content).toContain('¥100.00');
    const list = await data<Paginated<Withdrawal>>(user.getWithdrawList, {}, one);
    expect(list.data[0]).toMatchObject({ withdraw_no: w.withdraw_no, status: 'done' });
    expect(await logRow()).toMatchObject({ withdrawal_status: 'done' });
  });

  it('needs a bound account in the certified name', async () => {
    demo.upstream.db.withdrawAccounts.delete(MEMBER_1);
    expect((await withdraw('10.00')).body.msg).toBe('请先绑定收款账户');
    expect((await data<WithdrawInfo>(user.getWithdrawInfo, {}, one)).account).toBeNull();
  });
});

describe('goods of a seller', () => {
  const input = (over: Record<string, unknown> = {}) => ({
    title: '手绘青花瓷杯（实物）',
    price: '68.00',
    stock: 20,
    description: '景德镇手工拉坯，釉下彩。',
    images: [] as string[],
    ...over,
  });
  const picture = async (token = one, name = 'cup.png') => {
    const up = await demo.upload(token, name, `picture ${name}`);
    expect(up.body.code, up.body.msg).toBe(1);
    return up.body.data.path ?? up.body.data.fullurl;
  };

  it('refuses a member without a shop', async () => {
    expect((await data<{ shop_id: number | null }>(user.getGoodsTabData, {}, two)).shop_id).toBeNull();
    expect((await data<{ shop_id: number | null }>(user.getGoodsTabData, {}, one)).shop_id).toBeGreaterThan(
      0,
    );
    expect(await msgOf(user.addGoods, input({ images: [await picture(two)] }), two)).toBe(
      '你还没有开通店铺，开通店铺后才能发布商品',
    );
  });

  it('checks every field with the form’s words', async () => {
    const img = await picture();
    const add = (over: Record<string, unknown>) =>
      msgOf(user.addGoods, input({ images: [img], ...over }), one);
    expect(await add({ title: '   ' })).toBe('请输入商品名称');
    expect(await add({ title: '杯'.repeat(41) })).toBe('商品名称不能超过 40 个字');
    expect(await add({ price: '0' })).toBe('价格须在 0.01–99999.99 元之间，最多两位小数');
    expect(await add({ price: '100000' })).toBe('价格须在 0.01–99999.99 元之间，最多两位小数');
    expect(await add({ price: '1.005' })).toBe('价格须在 0.01–99999.99 元之间，最多两位小数');
    expect(await add({ stock: -1 })).toBe('库存须为 0–99999 之间的整数');
    expect(await add({ stock: 1.5 })).toBe('库存须为 0–99999 之间的整数');
    expect(await add({ stock: 100_000 })).toBe('库存须为 0–99999 之间的整数');
    expect(await add({ description: '字'.repeat(2_001) })).toBe('商品描述不能超过 2000 个字');
    expect(await add({ images: [] })).toBe('请上传至少 1 张商品图片（第一张为封面）');
    expect(await add({ images: Array.from({ length: 7 }, () => img) })).toBe('商品图片最多 6 张');
  });

  it("takes only the seller's own uploads as pictures", async () => {
    const theirs = await picture(two, 'theirs.png');
    expect(await msgOf(user.addGoods, input({ images: [theirs] }), one)).toBe(
      '商品图片不存在或不属于你，请重新上传',
    );
    expect(await msgOf(user.addGoods, input({ images: ['https://evil.example/x.png'] }), one)).toBe(
      '商品图片不存在或不属于你，请重新上传',
    );
    expect(await msgOf(user.addGoods, input({ images: ['/api/storage/uploads/9/nothing/x.png'] }), one)).toBe(
      '商品图片不存在或不属于你，请重新上传',
    );
  });

  it('lists a new item on sale in the seller’s shop, plain text kept as text', async () => {
    const cover = await picture();
    const more = await picture(one, 'side.png');
    const added = await data<Goods>(
      user.addGoods,
      input({
        title: '  手绘\u200b青花瓷杯  ',
        description: '<b>手工</b>\u202e 拉坯',
        images: [cover, more],
      }),
      one,
    );
    expect(added).toMatchObject({ title: '手绘青花瓷杯', price: '68.00', stock: 20, status: 1, sales: 0 });
    expect(added.description).toBe('<b>手工</b> 拉坯');
    // Kept as the bare path (no signature), and public from now on.
    expect(added.cover).toMatch(/^\/api\/storage\/uploads\/[^?]+$/);
    expect(demo.upstream.db.blobs.get(added.cover)?.public).toBe(true);
    const list = await data<Paginated<Goods>>(user.getGoodsList, {}, one);
    expect(list.data[0]!.id).toBe(added.id);
    const shop = demo.upstream.db.shops.get(added.shop_id)!;
    expect(shop.owner_id).toBe(MEMBER_1);
    expect(demo.upstream.db.goods.get(added.id)!.images).toHaveLength(1);
  });

  it('edits title, price, stock, description and pictures; a stock of 0 takes it off the shelf', async () => {
    const db = demo.upstream.db;
    const g = find.myGoods(db);
    const keep = [g.cover, ...g.images];
    const edited = await data<Goods>(
      user.editGoods,
      {
        id: g.id,
        ...input({ title: '新名字', price: '12.30', stock: 7, description: '新的描述', images: keep }),
      },
      one,
    );
    expect(edited).toMatchObject({
      id: g.id,
      title: '新名字',
      price: '12.30',
      stock: 7,
      description: '新的描述',
    });
    expect(db.goods.get(g.id)!.price).toBe(1_230);
    const fresh = await picture();
    const swapped = await data<Goods>(
      user.editGoods,
      { id: g.id, ...input({ stock: 0, images: [fresh, keep[0]] }) },
      one,
    );
    expect(swapped).toMatchObject({ stock: 0, status: 0 });
    expect(swapped.cover).toBe(fresh.split('?')[0]);
    expect(db.goods.get(g.id)!.images).toEqual([keep[0]]);
  });

  it("refuses to edit another shop's goods", async () => {
    const other = find.buyable(demo.upstream.db);
    expect(await msgOf(user.editGoods, { id: other.id, ...input({ images: [other.cover] }) }, one)).toBe(
      '商品不存在',
    );
  });
});
