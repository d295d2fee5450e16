/**
 * 支付密码: 余额支付 and 提现 are refused without one set (saying to set it first), with a wrong one (saying
 * how many tries are left), and for 30 minutes after five wrong in a row, even with the right one; the
 * owner sets it, changes it and ends a lock with an SMS code to their own phone; it is kept hashed.
 */
import { describe, expect, it, vi } from 'vitest';
import { endpoints, type Order, type PayPasswordState, type SmsSent, type Withdrawal } from '@zaowu/shared';
import { derive, hashPayPassword } from '../store/pay-password.ts';
import { MEMBER_1 } from '../store/seed/index.ts';
import { demoForFile } from '../testing/harness.ts';
import { setPayPassword, TEST_PAY_PASSWORD } from '../testing/pay-password.ts';

const demo = demoForFile();

const { user, order } = endpoints;
const db = () => demo.upstream.db;

/** An unpaid order of member 2 for goods of member 1's shop, and member 2's balance row. */
async function unpaidOrder(buyer: string) {
  const shop = [...db().shops.values()].find((s) => s.owner_id === MEMBER_1)!;
  const g = [...db().goods.values()].find((x) => x.shop_id === shop.id && x.status === 1 && x.stock > 2)!;
  const placed = await demo.call<Order>(order.addOrder, { lines: [{ goods_id: g.id, quantity: 1 }] }, buyer);
  expect(placed.body.code).toBe(1);
  const me = db().users.get(db().orders.get(placed.body.data.id)!.buyer_id)!;
  // Paid, a physical item waits for 发货; goods with a file are completed with the payment.
  const paidStatus = g.download_url === null ? 'paid' : 'completed';
  return { id: placed.body.data.id, me, paidStatus };
}

const pay = (orderId: number, token: string, pin?: string) =>
  demo.call<Order>(
    order.payByBalance,
    { order_id: orderId, ...(pin === undefined ? {} : { pay_password: pin }) },
    token,
  );

let seq = 0;
const withdraw = (token: string, pin?: string) =>
  demo.call<Withdrawal>(
    user.withdraw,
    { amount: '10.00', request_id: `pp-test-${++seq}`, ...(pin === undefined ? {} : { pay_password: pin }) },
    token,
  );

const state = async (token: string) =>
  (await demo.call<PayPasswordState>(user.payPasswordState, {}, token)).body.data;

async function payCode(token: string): Promise<string> {
  const sent = await demo.call<SmsSent>(user.sendSecurityCode, { purpose: 'pay_password' }, token);
  expect(sent.body.code).toBe(1);
  return sent.body.data.demo_code;
}

describe('without a 支付密码', () => {
  it('余额支付 and 提现 say to set one first, and take nothing', async () => {
    const buyer = await demo.login(1);
    const { id, me } = await unpaidOrder(buyer);
    const balance = me.balance;
    for (const pin of [undefined, TEST_PAY_PASSWORD]) {
      expect((await pay(id, buyer, pin)).body).toEqual({
        code: 0,
        msg: '你还没有设置支付密码，请先在“账号安全”中设置支付密码',
        data: null,
      });
    }
    expect(me.balance).toBe(balance);
    expect(db().orders.get(id)!.status).toBe('unpaid');

    const seller = await demo.login(0);
    const sellerBalance = db().users.get(MEMBER_1)!.balance;
    expect((await withdraw(seller, TEST_PAY_PASSWORD)).body.msg).toBe(
      '你还没有设置支付密码，请先在“账号安全”中设置支付密码',
    );
    expect(db().users.get(MEMBER_1)!.balance).toBe(sellerBalance);
    expect(await state(seller)).toEqual({ is_set: false, locked_until: null });
  });
});

describe('setting the 支付密码', () => {
  it('takes a code sent to the member’s own phone for this purpose, and 6 digits that are not a run', async () => {
    const token = await demo.login(1);
    // A code for the login password is not one for the pay password.
    const other = (await demo.call<SmsSent>(user.sendSecurityCode, {}, token)).body.data.demo_code;
    expect(
      (await demo.call(user.setPayPassword, { code: other, pay_password: TEST_PAY_PASSWORD }, token)).body
        .msg,
    ).toBe('验证码错误或已过期');
    // One code a minute to a number: the next one goes a minute later.
    const now = demo.upstream.clock.now();
    vi.spyOn(demo.upstream.clock, 'now').mockReturnValue(now + 61_000);
    const code = await payCode(token);
    const set = (pin: unknown) => demo.call(user.setPayPassword, { code, pay_password: pin }, token);
    expect((await set('12345')).body.msg).toBe('支付密码须为 6 位数字');
    expect((await set('12345a')).body.msg).toBe('支付密码须为 6 位数字');
    for (const weak of ['000000', '888888', '123456', '987654'])
      expect((await set(weak)).body.msg).toBe('支付密码不能是 6 位相同或连续的数字（如 111111、123456）');
    expect(
      (await demo.call(user.setPayPassword, { code: '000000', pay_password: '258036' }, token)).body.msg,
    ).toBe('验证码错误或已过期');
    expect((await set(TEST_PAY_PASSWORD)).body).toEqual({
      code: 1,
      msg: '支付密码已设置',
      data: { is_set: true, locked_until: null },
    });
    // The code worked once.
    expect((await set('147025')).body.msg).toBe('验证码错误或已过期');
    expect(await state(token)).toEqual({ is_set: true, locked_until: null });
  });

  it('keeps a salted hash, never the digits', async () => {
    const one = await demo.login(0);
    const two = await demo.login(1);
    await setPayPassword(demo, one);
    await setPayPassword(demo, two);
    const rows = [...db().payPasswords.values()];
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain(TEST_PAY_PASSWORD);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    }
    // The same digits hash differently for each member.
    expect(rows[0]!.salt).not.toBe(rows[1]!.salt);
    expect(rows[0]!.hash).not.toBe(rows[1]!.hash);
  });

  it('hashes the same in node and in a browser without Web Crypto (a plain-http demo)', async () => {
    // RFC 7914 §11's PBKDF2-HMAC-SHA-256 vector ("passwd", salt "salt", 1 round), its first 32 bytes.
    const vector = '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc';
    expect(await derive('passwd', '73616c74', 1)).toBe(vector);
    expect(await derive('passwd', '73616c74', 1, null)).toBe(vector);
    // A pay password kept by the platform's hash is the one the portable hash finds.
    const kept = await hashPayPassword(TEST_PAY_PASSWORD);
    expect(await derive(TEST_PAY_PASSWORD, kept.salt, kept.rounds, null)).toBe(kept.hash);
  });

  it('needs no other secret than the phone: a session alone cannot set it', async () => {
    const token = await demo.login(1);
    expect((await demo.call(user.setPayPassword, { pay_password: TEST_PAY_PASSWORD }, token)).body.msg).toBe(
      '请输入验证码',
    );
    expect(
      (await demo.call(user.setPayPassword, { code: '123456', pay_password: TEST_PAY_PASSWORD }, token)).body
        .msg,
    ).toBe('验证码错误或已过期');
    expect(await state(token)).toEqual({ is_set: false, locked_until: null });
  });
});

describe('paying with the 支付密码', () => {
  it('pays with the right one; a wrong one says the tries left and takes nothing', async () => {
    const buyer = await demo.login(1);
    await setPayPassword(demo, buyer);
    const { id, me, paidStatus } = await unpaidOrder(buyer);
    const balance = me.balance;
    expect((await pay(id, buyer)).body.msg).toBe('请输入 6 位数字支付密码');
    expect((await pay(id, buyer, '25803')).body.msg).toBe('支付密码须为 6 位数字');
    expect((await pay(id, buyer, '147025')).body.msg).toBe('支付密码错误，还可尝试 4 次');
    expect((await pay(id, buyer, '147026')).body.msg).toBe('支付密码错误，还可尝试 3 次');
    expect(me.balance).toBe(balance);
    expect(db().orders.get(id)!.status).toBe('unpaid');

    const paid = await pay(id, buyer, TEST_PAY_PASSWORD);
    expect(paid.body).toMatchObject({
      code: 1,
      msg: '支付成功',
      data: { status: paidStatus, pay_method: 'balance' },
    });
    expect(me.balance).toBeLessThan(balance);
    // A right one starts the count again.
    expect(db().payPasswords.get(me.id)!.failures).toBe(0);
  });

  it('locks after 5 wrong in a row for 30 minutes, even for the right one, for 余额支付 and 提现 alike', async () => {
    const seller = await demo.login(0);
    await setPayPassword(demo, seller);
    const me = db().users.get(MEMBER_1)!;
    const balance = me.balance;
    for (const left of [4, 3, 2, 1])
      expect((await withdraw(seller, '147025')).body.msg).toBe(`支付密码错误，还可尝试 ${left} 次`);
    expect((await withdraw(seller, '147025')).body.msg).toBe(
      '支付密码连续输错 5 次，已锁定，请 30 分钟后再试，或通过短信验证码重置支付密码',
    );
    expect((await withdraw(seller, TEST_PAY_PASSWORD)).body.msg).toMatch(/已锁定，请 30 分钟后再试/);
    expect(me.balance).toBe(balance);
    const locked = await state(seller);
    expect(locked.is_set).toBe(true);
    expect(Date.parse(locked.locked_until!) - demo.upstream.clock.now()).toBeGreaterThan(29 * 60_000);

    // The lock is the member's: 余额支付 is locked too, and it says the minutes left.
    const now = demo.upstream.clock.now();
    vi.spyOn(demo.upstream.clock, 'now').mockReturnValue(now + 12 * 60_000);
    const shop = [...db().shops.values()].find((s) => s.owner_id !== MEMBER_1)!;
    const g = [...db().goods.values()].find((x) => x.shop_id === shop.id && x.status === 1 && x.stock > 2)!;
    const placed = await demo.call<Order>(
      order.addOrder,
      { lines: [{ goods_id: g.id, quantity: 1 }] },
      seller,
    );
    expect((await pay(placed.body.data.id, seller, TEST_PAY_PASSWORD)).body.msg).toBe(
      '支付密码连续输错 5 次，已锁定，请 18 分钟后再试，或通过短信验证码重置支付密码',
    );

    // After the 30 minutes it works again, and the count starts over.
    vi.spyOn(demo.upstream.clock, 'now').mockReturnValue(now + 30 * 60_000 + 1_000);
    expect((await withdraw(seller, '147025')).body.msg).toBe('支付密码错误，还可尝试 4 次');
    expect((await withdraw(seller, TEST_PAY_PASSWORD)).body).toMatchObject({
      code: 1,
      msg: '提现申请已提交',
    });
    expect(me.balance).toBe(balance - 1_010);
  });

  it('a burst of guesses is judged one at a time: the right one after five wrong is refused', async () => {
    const buyer = await demo.login(1);
    await setPayPassword(demo, buyer);
    const { id, me } = await unpaidOrder(buyer);
    const balance = me.balance;
    const wrong = ['111112', '222221', '333331', '444441', '555551'];
    const answers = await Promise.all([...wrong, TEST_PAY_PASSWORD].map((pin) => pay(id, buyer, pin)));
    expect(answers.map((a) => a.body.code)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(answers.at(-1)!.body.msg).toMatch(/^支付密码连续输错 5 次，已锁定/);
    expect(me.balance).toBe(balance);
    expect(db().orders.get(id)!.status).toBe('unpaid');
  });

  it('the owner ends a lock at once by resetting it with an SMS code; the old one no longer works', async () => {
    const buyer = await demo.login(1);
    await setPayPassword(demo, buyer);
    const { id, me, paidStatus } = await unpaidOrder(buyer);
    for (let i = 0; i < 5; i++) await pay(id, buyer, '147025');
    expect((await state(buyer)).locked_until).not.toBeNull();

    const code = await payCode(buyer);
    const reset = await demo.call<PayPasswordState>(
      user.setPayPassword,
      { code, pay_password: '369147' },
      buyer,
    );
    expect(reset.body).toMatchObject({ code: 1, data: { is_set: true, locked_until: null } });
    expect((await pay(id, buyer, TEST_PAY_PASSWORD)).body.msg).toBe('支付密码错误，还可尝试 4 次');
    expect((await pay(id, buyer, '369147')).body).toMatchObject({ code: 1, data: { status: paidStatus } });
    expect(db().orders.get(id)!.pay_method).toBe('balance');
    expect(me.balance).toBeGreaterThanOrEqual(0);
  });
});
