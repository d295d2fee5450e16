import { describe, expect, it } from 'vitest';
import { endpoints, type SmsSent } from '@zaowu/shared';
import { demoForFile } from '../testing/harness.ts';
import { sentSmsCode } from '../testing/samples.ts';

const demo = demoForFile();

const { user, sms } = endpoints;
const isLogin = async (token: string | null) =>
  (await demo.call<{ isLogin: boolean }>(user.checkLogin, {}, token)).body.data.isLogin;

/** Sends a code the way the SMS button does and answers the code the demo says it sent. */
async function sendCode(mobile: string, event: 'login' | 'resetpwd' = 'login'): Promise<string> {
  const res = await demo.call<SmsSent>(sms.send, { mobile, event });
  expect(res.body, res.body.msg).toMatchObject({ code: 1, msg: '验证码已发送' });
  return res.body.data.demo_code;
}

describe('login', () => {
  it('issues a token that checkLogin accepts, until logout', async () => {
    const res = await demo.call<{ token: string; userinfo: { nickname: string; mobile: string } }>(
      user.login,
      {
        account: '13800138000',
        password: 'zaowu123',
      },
    );
    expect(res.body.code).toBe(1);
    expect(res.body.data.userinfo).toMatchObject({ nickname: '造物小林', mobile: '138****8000' });
    const token = res.body.data.token;
    expect(await isLogin(token)).toBe(true);
    expect(await isLogin(null)).toBe(false);
    expect((await demo.call(user.logout, {}, token)).body.code).toBe(1);
    expect(await isLogin(token)).toBe(false);
    expect((await demo.call(user.index, {}, token)).status).toBe(401);
  });

  it('logs in with an SMS code once it was sent, and only once', async () => {
    const login = (code: string) => demo.call(user.login, { account: '13900139000', code });
    expect((await login('123456')).body).toMatchObject({ code: 0, msg: '验证码错误或已过期' });
    // A registered number: the demo sends nothing it could show, the phone gets the code.
    expect((await demo.call(sms.send, { mobile: '13900139000', event: 'login' })).body).toEqual({
      code: 0,
      msg: '演示环境不发送短信，已注册的手机号请使用密码登录',
      data: null,
    });
    const code = sentSmsCode(demo.upstream.db, demo, '13900139000', 'login');
    expect(code).toMatch(/^\d{6}$/);
    expect((await login(code)).body.code).toBe(1);
    expect((await login(code)).body).toMatchObject({ code: 0, msg: '验证码错误或已过期' });
  });

  it('signs up an unknown number on its first SMS login', async () => {
    const code = await sendCode('13612345678');
    const res = await demo.call<{ userinfo: { nickname: string } }>(user.login, {
      account: '13612345678',
      code,
    });
    expect(res.body.code).toBe(1);
    expect(res.body.data.userinfo.nickname).toBe('造物用户5678');
  });

  it('resets the password with an SMS code and signs out other devices', async () => {
    const old = await demo.login(1);
    const code = sentSmsCode(demo.upstream.db, demo, '13900139000', 'resetpwd');
    const res = await demo.call(user.resetpwd, {
      mobile: '13900139000',
      code,
      password: 'newpass99',
    });
    expect(res.body.code).toBe(1);
    expect(await isLogin(old)).toBe(false);
    expect((await demo.call(user.login, { account: '13900139000', password: 'zaowu123' })).body.msg).toBe(
      '密码错误，还可尝试 4 次',
    );
    expect((await demo.call(user.login, { account: '13900139000', password: 'newpass99' })).body.code).toBe(
      1,
    );
  });
});

describe('bad input answers code 0 with a Chinese message', () => {
  it.each([
    [user.login, { account: '12345', password: 'zaowu123' }, '手机号格式不正确'],
    [user.login, { account: '13800138000', password: 'wrong123' }, '密码错误，还可尝试 4 次'],
    [user.login, { account: '13800138000' }, '请输入密码或验证码'],
    [user.login, {}, '请输入手机号'],
    [user.login, { account: ' ', password: 'zaowu123' }, '请输入手机号'],
    [user.login, { account: '13800138000', password: '' }, '请输入密码'],
    [user.login, { account: '13800138000', code: '' }, '请输入验证码'],
    [user.login, { account: '13800138000', code: '12345' }, '验证码为 6 位数字'],
    [sms.send, { mobile: '1380013800', event: 'login' }, '手机号格式不正确'],
    [sms.send, { mobile: '13800138000', event: 'hack' }, '验证码用途不正确'],
    [sms.send, { mobile: '13711112222', event: 'resetpwd' }, '该手机号未注册'],
    [user.resetpwd, { mobile: '13800138000', code: '12', password: 'abc12345' }, '验证码为 6 位数字'],
    [user.resetpwd, { mobile: '13800138000', code: '123456', password: '123' }, '密码长度为 6–20 位'],
    [
      user.resetpwd,
      { mobile: '13800138000', code: '123456', password: 'abcdefg' },
      '密码须同时包含字母和数字',
    ],
    [user.resetpwd, { mobile: '13800138000', code: '123456' }, '请输入新密码'],
    [user.getAuthUrl, { platform: 'facebook' }, '不支持的登录方式'],
    [endpoints.works.detail, { id: 'abc' }, '作品 ID 格式不正确'],
    [endpoints.works.detail, { id: 99999 }, '作品不存在或已删除'],
    [endpoints.works.search, { keyword: '  ' }, '请输入搜索关键词'],
    [endpoints.works.lists, { sort: 'random' }, '排序参数不正确'],
    [endpoints.designer.detail, {}, '缺少设计师 ID'],
    [endpoints.share.getWxConfig, { url: 'javascript:alert(1)' }, '分享页面地址不正确'],
  ] as const)('%#: %o %o → %s', async (endpoint, input, msg) => {
    const res = await demo.call(endpoint, input);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, msg, data: null });
  });

  it('rejects a body that is not JSON', async () => {
    const res = await fetch(`${demo.base}${user.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(await res.json()).toEqual({ code: 0, msg: '请求数据不是有效的 JSON', data: null });
  });

  it('validates member calls too', async () => {
    const token = await demo.login();
    const cases = [
      [user.profile, { nickname: 'a' }, '昵称长度为 2–20 个字符'],
      [user.profile, { nickname: '阿青Q' }, '该昵称已被使用'],
      [user.getRechargeData, { amount: '0.5' }, '充值金额须在 1–50000 元之间，最多两位小数'],
      [user.getRechargeData, { amount: '10.001' }, '充值金额须在 1–50000 元之间，最多两位小数'],
      [user.setGoodsPrice, { id: 1, price: '-1' }, '价格须在 0.01–99999.99 元之间，最多两位小数'],
      [endpoints.message.byType, { messageType: 11 }, '消息类型不正确'],
      [endpoints.feedback.add, { type: 'bug', content: '短' }, '反馈内容不能少于 5 个字'],
    ] as const;
    for (const [endpoint, input, msg] of cases) {
      expect((await demo.call(endpoint, input, token)).body).toEqual({ code: 0, msg, data: null });
    }
  });
});

describe('third-party login', () => {
  it('points at the platform host with our callback', async () => {
    const res = await demo.call<{ url: string }>(user.getAuthUrl, {
      platform: 'qq',
      redirect: '/login/bindAccount',
    });
    const url = new URL(res.body.data.url);
    expect(url.host).toBe('graph.qq.com');
    expect(url.searchParams.get('redirect_uri')).toBe(`${demo.base}/login/bindAccount`);
  });
});
