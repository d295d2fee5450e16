/**
 * Limits on logging in and on SMS codes, as several clients meet them. Each client is a loopback
 * address of its own (testing/from-address.ts): the demo's node adapter sees a different socket peer
 * per client, exactly as it would for different machines.
 *
 * Passwords: guessing stops the client that guesses, at that account (5 in a row), everywhere (20 in
 * 15 minutes), and strangers at an account guessed from many addresses (100 an hour); the owner gets
 * in from their own client, and by SMS from anywhere. SMS: one code a minute per number whatever it is
 * for, ten a day per number, twenty a day per client.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, type AccountSecurity, type LoginRes, type SmsSent } from '@zaowu/shared';
import { BASE_TIME, DAY, HOUR, MINUTE } from '../store/time.ts';
import { callFrom } from '../testing/from-address.ts';
import { demoForFile } from '../testing/harness.ts';
import { sentSmsCode } from '../testing/samples.ts';

const demo = demoForFile();

const { user, sms } = endpoints;
const OWNER = '13900139000';
const RIGHT = 'zaowu123';
/** An attacker's client and the owner's. */
const ATTACKER = '127.0.0.2';
const OWNERS_CLIENT = '127.0.0.3';

const login = (from: string, password: string, account = OWNER) =>
  callFrom<LoginRes>(demo, from, user.login, { account, password });
const codeLogin = (from: string, code: string, account = OWNER) =>
  callFrom<LoginRes>(demo, from, user.login, { account, code });
const send = (from: string, mobile: string, event = 'login') =>
  callFrom<SmsSent>(demo, from, sms.send, { mobile, event });
const isLogin = async (token: string) =>
  (await demo.call<{ isLogin: boolean }>(user.checkLogin, {}, token)).body.data.isLogin;

/** Moves the demo's clock forward by `ms` from where it is now. */
function later(ms: number): void {
  const now = demo.upstream.clock.now();
  vi.spyOn(demo.upstream.clock, 'now').mockImplementation(() => now + ms);
}

/** The next noon, China time, from when the test began: counts by the day never cross a midnight. */
let noon = 0;
beforeEach(() => {
  noon = BASE_TIME + Math.ceil((demo.upstream.clock.now() - BASE_TIME) / DAY) * DAY + 12 * HOUR;
});
/** Sets the demo's clock to `offset` ms after that noon. */
function atNoonPlus(offset: number): void {
  vi.spyOn(demo.upstream.clock, 'now').mockImplementation(() => noon + offset);
}

const PAIR_LOCKED = '密码错误次数过多，请 15 分钟后再试，或使用验证码登录、找回密码';

describe('wrong passwords stop the client that makes them, not the owner', () => {
  it('six wrong from one client, then the right one from another: logged in; the first is still refused', async () => {
    for (const left of [4, 3, 2, 1])
      expect((await login(ATTACKER, 'guess123')).body.msg).toBe(`密码错误，还可尝试 ${left} 次`);
    expect((await login(ATTACKER, 'guess123')).body.msg).toBe(PAIR_LOCKED);
    expect((await login(ATTACKER, 'guess123')).body.msg).toBe(PAIR_LOCKED);

    const owner = await login(OWNERS_CLIENT, RIGHT);
    expect(owner.body).toMatchObject({ code: 1, msg: '登录成功' });
    expect(await isLogin(owner.body.data.token)).toBe(true);

    // The guesser's client stays shut out of this account, right password or not.
    expect((await login(ATTACKER, RIGHT)).body).toEqual({ code: 0, msg: PAIR_LOCKED, data: null });
    later(15 * MINUTE + 1000);
    expect((await login(ATTACKER, RIGHT)).body.code).toBe(1);
  });

  it('lets the owner in by SMS during the lockout, from the locked client too, which it then frees', async () => {
    for (let i = 0; i < 5; i++) await login(ATTACKER, 'guess123');
    expect((await login(ATTACKER, RIGHT)).body.msg).toBe(PAIR_LOCKED);
    // The code reaches the owner's phone (the demo hands it to the test as the gateway would).
    const code = sentSmsCode(demo.upstream.db, demo, OWNER, 'login');
    const bySms = await codeLogin(ATTACKER, code);
    expect(bySms.body).toMatchObject({ code: 1, msg: '登录成功' });
    // Whoever had the code is the owner: that client may use the password again.
    expect((await login(ATTACKER, RIGHT)).body.code).toBe(1);
  });

  it('ends every lockout on the account once the password is reset by SMS', async () => {
    for (let i = 0; i < 5; i++) await login(ATTACKER, 'guess123');
    const code = sentSmsCode(demo.upstream.db, demo, OWNER, 'resetpwd');
    const reset = await callFrom(demo, OWNERS_CLIENT, user.resetpwd, {
      mobile: OWNER,
      code,
      password: 'fresh789',
    });
    expect(reset.body.code, reset.body.msg).toBe(1);
    expect((await login(ATTACKER, 'fresh789')).body.code).toBe(1);
  });

  it('counts a wrong current password at 修改登录密码 as a wrong login from that client', async () => {
    const token = (await login(ATTACKER, RIGHT)).body.data.token;
    const change = (old_password: string) =>
      callFrom(demo, ATTACKER, user.setPassword, { old_password, password: 'other456' }, token);
    expect((await change('guess123')).body.msg).toBe('当前密码错误，还可尝试 4 次');
    expect((await change('guess123')).body.msg).toBe('当前密码错误，还可尝试 3 次');
    expect((await login(ATTACKER, 'guess123')).body.msg).toBe('密码错误，还可尝试 2 次');
    await login(ATTACKER, 'guess123');
    expect((await change('guess123')).body.msg).toBe('当前密码错误次数过多，请 15 分钟后再试');
    expect((await change(RIGHT)).body.msg).toBe('当前密码错误次数过多，请 15 分钟后再试');
    // Still the member's own password, and the owner elsewhere is not affected.
    expect((await login(OWNERS_CLIENT, RIGHT)).body.code).toBe(1);
  });
});

describe('a client spraying passwords over many accounts', () => {
  it('gets twenty wrong in fifteen minutes, any accounts, then no more tries anywhere; others are not affected', async () => {
    // Numbers without a password count too: probing which numbers have one is guessing as well.
    for (let i = 0; i < 12; i++) {
      const res = await login(ATTACKER, 'guess123', `1370000${String(i).padStart(4, '0')}`);
      expect(res.body.msg).toBe('该手机号未注册或未设置密码，请使用验证码登录');
    }
    // Tries left: this account's, or the client's when fewer remain.
    for (const left of [4, 3, 2, 1])
      expect((await login(ATTACKER, 'guess123', '13800138000')).body.msg).toBe(
        `密码错误，还可尝试 ${left} 次`,
      );
    for (const left of [3, 2, 1])
      expect((await login(ATTACKER, 'guess123')).body.msg).toBe(`密码错误，还可尝试 ${left} 次`);
    const sprayed = '当前网络密码错误次数过多，请 15 分钟后再试，或使用验证码登录、找回密码';
    expect((await login(ATTACKER, 'guess123')).body.msg).toBe(sprayed);
    // Now even a right password at an account it never guessed at is refused, without being looked at.
    expect((await login(ATTACKER, RIGHT, '13800138000')).body.msg).toBe(sprayed);
    expect((await login(ATTACKER, 'guess123', '13711112222')).body.msg).toBe(sprayed);

    expect((await login(OWNERS_CLIENT, RIGHT, '13800138000')).body.code).toBe(1);
    expect((await login(OWNERS_CLIENT, RIGHT)).body.code).toBe(1);
    later(15 * MINUTE + 1000);
    expect((await login(ATTACKER, RIGHT, '13800138000')).body.code).toBe(1);
  });
});

describe('one account guessed at from many addresses', () => {
  /** Five wrong passwords from each of `count` clients, 127.0.1.<first>…: each is then locked out. */
  async function guessFrom(first: number, count: number): Promise<void> {
    for (let c = first; c < first + count; c++)
      for (let i = 0; i < 5; i++) await login(`127.0.1.${c}`, `guess${c}x${i}`);
  }

  it('past 100 wrong an hour, admits passwords only from clients the account knows; SMS still works', async () => {
    const usual = '127.0.2.1';
    expect((await login(usual, RIGHT)).body.code).toBe(1);

    // Nineteen attackers at full speed do not shut out the owner on a client it has never used.
    await guessFrom(1, 19);
    expect((await login('127.0.2.2', RIGHT)).body.code).toBe(1);

    // The twentieth makes 100: strangers are held off, for an hour from the first wrong one.
    await guessFrom(20, 1);
    const held = await login('127.0.2.3', RIGHT);
    expect(held.body).toEqual({
      code: 0,
      msg: '该账号密码错误次数过多，为保护账号安全，请 60 分钟后再试，或使用验证码登录、找回密码',
      data: null,
    });
    // The clients the owner logged in from before still get in with the password.
    expect((await login(usual, RIGHT)).body.code).toBe(1);
    expect((await login('127.0.2.2', RIGHT)).body.code).toBe(1);
    // A new client gets in by SMS, and is known from then on.
    const code = sentSmsCode(demo.upstream.db, demo, OWNER, 'login');
    expect((await codeLogin('127.0.2.3', code)).body.code).toBe(1);
    expect((await login('127.0.2.3', RIGHT)).body.code).toBe(1);

    later(60 * MINUTE + 1000);
    expect((await login('127.0.2.4', RIGHT)).body.code).toBe(1);
  });
});

describe('SMS codes', () => {
  const fresh = '16600011001';
  const wait = /^验证码已发送，请 (60|59) 秒后再试$/;

  it('go to one number at most once a minute, whatever they are for and whoever asks', async () => {
    expect((await send(ATTACKER, fresh, 'login')).body.code).toBe(1);
    for (const event of ['bind', 'profile', 'login'])
      expect((await send(ATTACKER, fresh, event)).body.msg, event).toMatch(wait);
    expect((await send(OWNERS_CLIENT, fresh, 'bind')).body.msg).toMatch(wait);
    later(61_000);
    expect((await send(OWNERS_CLIENT, fresh, 'bind')).body.code).toBe(1);
  });

  it('share the minute between a login code and 账号安全’s code to the member’s own phone', async () => {
    const token = await demo.login(1);
    sentSmsCode(demo.upstream.db, demo, OWNER, 'login');
    const own = await demo.call(user.sendSecurityCode, {}, token);
    expect(own.body.msg).toMatch(wait);
    later(61_000);
    expect((await demo.call<AccountSecurity>(user.sendSecurityCode, {}, token)).body.code).toBe(1);
  });

  it('go to one number at most ten times a day', async () => {
    for (let i = 0; i < 10; i++) {
      atNoonPlus(i * 61_000);
      expect((await send(`127.0.3.${i + 1}`, fresh)).body.code, `send ${i + 1}`).toBe(1);
    }
    atNoonPlus(10 * 61_000);
    expect((await send('127.0.3.99', fresh)).body).toEqual({
      code: 0,
      msg: '该手机号今日获取验证码次数已达上限，请明天再试',
      data: null,
    });
    atNoonPlus(DAY);
    expect((await send('127.0.3.99', fresh)).body.code).toBe(1);
  });

  it('are asked for at most twenty times a day from one client, over all numbers', async () => {
    atNoonPlus(0);
    for (let i = 0; i < 20; i++)
      expect((await send(ATTACKER, `1660002${String(i).padStart(4, '0')}`)).body.code, `send ${i + 1}`).toBe(
        1,
      );
    expect((await send(ATTACKER, '16600029999')).body).toEqual({
      code: 0,
      msg: '当前网络今日获取验证码次数已达上限，请明天再试',
      data: null,
    });
    expect((await send(OWNERS_CLIENT, '16600029999')).body.code).toBe(1);
  });
});
