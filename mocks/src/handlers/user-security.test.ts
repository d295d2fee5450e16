import { describe, expect, it } from 'vitest';
import { endpoints, type AccountSecurity, type LoginRes, type SmsSent } from '@zaowu/shared';
import { demoForFile } from '../testing/harness.ts';

const demo = demoForFile();

const { user, sms } = endpoints;
const isLogin = async (token: string) =>
  (await demo.call<{ isLogin: boolean }>(user.checkLogin, {}, token)).body.data.isLogin;

/** A member who signed up by SMS: no password yet. */
async function smsMember(mobile: string): Promise<string> {
  const code = (await demo.call<SmsSent>(sms.send, { mobile, event: 'login' })).body.data.demo_code;
  return (await demo.call<LoginRes>(user.login, { account: mobile, code })).body.data.token;
}

describe('账号安全', () => {
  it('shows the bound phone masked and whether a password is set', async () => {
    const token = await demo.login();
    expect((await demo.call<AccountSecurity>(user.security, {}, token)).body.data).toEqual({
      mobile: '138****8000',
      has_password: true,
    });
    const fresh = await smsMember('16612340001');
    expect((await demo.call<AccountSecurity>(user.security, {}, fresh)).body.data).toEqual({
      mobile: '166****0001',
      has_password: false,
    });
  });

  it('lets an SMS member set a first password with a code to their own phone, then log in with it', async () => {
    const token = await smsMember('16612340002');
    expect((await demo.call(user.setPassword, { password: 'newpass1' }, token)).body.msg).toBe(
      '请输入验证码',
    );
    expect(
      (await demo.call(user.setPassword, { password: 'newpass1', code: '000000' }, token)).body.msg,
    ).toBe('验证码错误或已过期');
    const code = (await demo.call<SmsSent>(user.sendSecurityCode, {}, token)).body.data.demo_code;
    expect((await demo.call(user.sendSecurityCode, {}, token)).body.msg).toMatch(
      /^验证码已发送，请 \d+ 秒后再试$/,
    );
    expect((await demo.call(user.setPassword, { password: 'newpass1', code }, token)).body).toEqual({
      code: 1,
      msg: '登录密码已设置',
      data: null,
    });
    expect(await isLogin(token)).toBe(true);
    const login = await demo.call(user.login, { account: '16612340002', password: 'newpass1' });
    expect(login.body.code).toBe(1);
    // The code worked once.
    expect((await demo.call(user.setPassword, { password: 'newpass2', code }, token)).body.msg).toBe(
      '请输入当前密码',
    );
  });

  it('changes a password with the current one, signs out other devices and keeps this one', async () => {
    const here = await demo.login(1);
    const elsewhere = await demo.login(1);
    expect((await demo.call(user.setPassword, { password: 'zaowu456' }, here)).body.msg).toBe(
      '请输入当前密码',
    );
    expect(
      (await demo.call(user.setPassword, { old_password: 'wrong999', password: 'zaowu456' }, here)).body.msg,
    ).toBe('当前密码错误，还可尝试 4 次');
    expect(
      (await demo.call(user.setPassword, { old_password: 'zaowu123', password: 'zaowu123' }, here)).body.msg,
    ).toBe('新密码不能与当前密码相同');
    expect(
      (await demo.call(user.setPassword, { old_password: 'zaowu123', password: 'short' }, here)).body.msg,
    ).toBe('密码长度为 6–20 位');
    expect(
      (await demo.call(user.setPassword, { old_password: 'zaowu123', password: 'zaowu456' }, here)).body.code,
    ).toBe(1);
    expect(await isLogin(here)).toBe(true);
    expect(await isLogin(elsewhere)).toBe(false);
    expect((await demo.call(user.login, { account: '13900139000', password: 'zaowu456' })).body.code).toBe(1);
  });

  it('checks the new password and each proof given before looking at the account', async () => {
    const token = await demo.login(1);
    const cases = [
      [{}, '请输入新密码'],
      [{ password: 'abcdefg', old_password: 'zaowu123' }, '密码须同时包含字母和数字'],
      [{ password: 'zaowu456', old_password: 'x'.repeat(101) }, '当前密码错误'],
      [{ password: 'zaowu456', code: '12' }, '验证码为 6 位数字'],
    ] as const;
    for (const [input, msg] of cases)
      expect((await demo.call(user.setPassword, input, token)).body).toEqual({ code: 0, msg, data: null });
    // None of these counted as a wrong current password.
    expect(
      (await demo.call(user.setPassword, { old_password: 'wrong999', password: 'zaowu456' }, token)).body.msg,
    ).toBe('当前密码错误，还可尝试 4 次');
  });

  it('is for members only', async () => {
    for (const endpoint of [user.security, user.sendSecurityCode, user.setPassword])
      expect((await demo.call(endpoint, {}, null)).status).toBe(401);
  });
});
