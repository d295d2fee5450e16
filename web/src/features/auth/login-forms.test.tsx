/**
 * The login forms against the hardened demo upstream. The SMS code field: the demo sends no SMS and
 * answers the code it would have sent (sms.send → { demo_code }), shown beside the field with 填入; a real
 * gateway (null) shows none. Password login: the lockout after too many wrong passwords is said in place,
 * with 改用验证码登录 and 找回密码. The resend countdown follows the server's one code a minute per number.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, ok } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/http.ts';
import { appStore } from '../../lib/store.ts';
import { renderApp, server } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { rememberThirdPartyLogin } from './third-party-state.ts';
import { SLOW } from '../../test/timeouts.ts';

afterEach(() => {
  appStore.set(loginDialogOpenAtom, false);
  vi.restoreAllMocks();
});

const DEMO_NOTE = /^演示环境不会真的发送短信，本次验证码：(\d{6})$/;

/**
 * The address a platform sends the member back to after 微信登录: the auth URL the server gave (its
 * state remembered in this tab, as 微信登录 does before leaving) with the platform's code.
 */
async function thirdPartyReturn(): Promise<string> {
  const { url } = await call(endpoints.user.getAuthUrl, {
    platform: 'wechat',
    redirect: '/login/bindAccount',
  });
  rememberThirdPartyLogin(url);
  const state = new URL(url).searchParams.get('state') ?? '';
  return `/login/bindAccount?code=demo-code&state=${state}`;
}

async function smsLoginForm(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/login');
  const card = await screen.findByRole('region', { name: '登录造物' }, SLOW);
  await user.click(within(card).getByRole('tab', { name: '验证码登录' }));
  return card;
}

describe('the SMS code field', { timeout: 30_000 }, () => {
  it('shows the demo code in a status note; 填入 puts it in the field, and it logs in', async () => {
    const user = userEvent.setup();
    const card = await smsLoginForm(user);
    const status = within(card).getByRole('status');
    expect(status.textContent).toBe('');

    await user.type(within(card).getByLabelText('手机号'), '16600077001');
    await user.click(within(card).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(status.textContent).toMatch(DEMO_NOTE));
    const code = DEMO_NOTE.exec(status.textContent!)![1]!;

    const field = within(card).getByLabelText('验证码') as HTMLInputElement;
    await user.click(within(card).getByRole('button', { name: '填入验证码' }));
    expect(field.value).toBe(code);
    expect(document.activeElement).toBe(field);

    await user.click(within(card).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeTruthy());
  });

  it('drops the note once the number is edited', async () => {
    const user = userEvent.setup();
    const card = await smsLoginForm(user);
    const mobile = within(card).getByLabelText('手机号');
    await user.type(mobile, '16600077002');
    await user.click(within(card).getByRole('button', { name: '获取验证码' }));
    const status = within(card).getByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(DEMO_NOTE));

    await user.type(mobile, '{Backspace}3');
    expect(status.textContent).toBe('');
    expect(within(card).queryByRole('button', { name: '填入验证码' })).toBeNull();
  });

  it('shows no note when the answer carries no code (a real SMS gateway)', async () => {
    server.use(http.post('*/api/sms/send', () => HttpResponse.json(ok(null, '验证码已发送'))));
    const user = userEvent.setup();
    const card = await smsLoginForm(user);
    await user.type(within(card).getByLabelText('手机号'), '16600077004');
    await user.click(within(card).getByRole('button', { name: '获取验证码' }));
    expect(await within(card).findByRole('button', { name: /秒后重发/ })).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toBe('');
    expect(within(card).queryByRole('button', { name: '填入验证码' })).toBeNull();
  });

  it('on 找回密码 for a registered number shows no code: the demo says why instead', async () => {
    const user = userEvent.setup();
    renderApp('/login/forget');
    const card = await screen.findByRole('region', { name: '找回密码' }, SLOW);
    await user.type(within(card).getByLabelText('手机号'), '13800138000');
    await user.click(within(card).getByRole('button', { name: '获取验证码' }));
    expect(
      await screen.findByText('演示环境不发送短信，已注册的手机号请使用密码登录', {}, SLOW),
    ).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toBe('');
    expect(within(card).queryByRole('button', { name: '填入验证码' })).toBeNull();
  });
});

describe('password login', { timeout: 30_000 }, () => {
  const LOCKED = /^密码错误次数过多，请 \d+ 分钟后再试，或使用验证码登录、找回密码$/;

  it('says the lockout after too many wrong passwords in place, keeping what was typed', async () => {
    const account = '13900139000';
    // Wrong passwords from this client until the server locks it out of the account (it says how long).
    let refusal = '';
    for (let i = 0; i < 10 && !refusal.includes('次数过多'); i++) {
      refusal = await call(endpoints.user.login, { account, password: 'wrong-pass1' }, { silent: true }).then(
        () => '',
        (error: unknown) => (error instanceof ApiError ? error.message : String(error)),
      );
    }
    expect(refusal).toMatch(LOCKED);

    const user = userEvent.setup();
    renderApp('/login');
    const card = await screen.findByRole('region', { name: '登录造物' }, SLOW);
    const mobile = within(card).getByLabelText('手机号') as HTMLInputElement;
    const password = within(card).getByLabelText('密码') as HTMLInputElement;
    await user.type(mobile, account);
    await user.type(password, 'zaowu123');
    await user.click(within(card).getByRole('button', { name: '登录' }));
    expect((await within(card).findByRole('alert')).textContent).toMatch(LOCKED);
    expect([mobile.value, password.value]).toEqual([account, 'zaowu123']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(within(card).getByRole('link', { name: '找回密码' }).getAttribute('href')).toBe('/login/forget');
  });

  it('offers 验证码登录 in one click after a lockout: the number is kept, and so is the password', async () => {
    const account = '13900139000';
    for (let i = 0; i < 5; i++)
      await call(endpoints.user.login, { account, password: 'wrong-pass1' }, { silent: true }).catch(
        () => null,
      );

    const user = userEvent.setup();
    renderApp('/login');
    const card = await screen.findByRole('region', { name: '登录造物' }, SLOW);
    await user.type(within(card).getByLabelText('手机号'), account);
    await user.type(within(card).getByLabelText('密码'), 'zaowu123');
    await user.click(within(card).getByRole('button', { name: '登录' }));
    await within(card).findByRole('alert');

    await user.click(within(card).getByRole('button', { name: '改用验证码登录' }));
    const smsTab = within(card).getByRole('tab', { name: '验证码登录' });
    expect(smsTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(smsTab);
    expect((within(card).getByLabelText('手机号') as HTMLInputElement).value).toBe(account);
    expect(within(card).getByLabelText('验证码')).toBeTruthy();
    // The refusal was about the password tab: it is not carried over.
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(within(card).queryByRole('button', { name: '改用验证码登录' })).toBeNull();

    await user.click(within(card).getByRole('tab', { name: '密码登录' }));
    expect((within(card).getByLabelText('密码') as HTMLInputElement).value).toBe('zaowu123');
  });

  it('offers 验证码登录 for a number that has no password, and not for a plain wrong password', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const card = await screen.findByRole('region', { name: '登录造物' }, SLOW);
    const mobile = within(card).getByLabelText('手机号');
    await user.type(mobile, '16600077010');
    await user.type(within(card).getByLabelText('密码'), 'some-pass1');
    await user.click(within(card).getByRole('button', { name: '登录' }));
    expect(await within(card).findByText('该手机号未注册或未设置密码，请使用验证码登录')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '改用验证码登录' })).toBeTruthy();

    await user.clear(mobile);
    await user.type(mobile, '13800138000');
    await user.click(within(card).getByRole('button', { name: '登录' }));
    expect(await within(card).findByText('密码错误，还可尝试 4 次')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: '改用验证码登录' })).toBeNull();
  });
});

describe('the resend countdown', { timeout: 30_000 }, () => {
  it('starts from what the server says is left when a code went to the number lately, for anything', async () => {
    // A code for binding went to this number a moment ago (another form, another tab).
    await call(endpoints.sms.send, { mobile: '16600077011', event: 'bind' });
    const user = userEvent.setup();
    const card = await smsLoginForm(user);
    await user.type(within(card).getByLabelText('手机号'), '16600077011');
    await user.click(within(card).getByRole('button', { name: '获取验证码' }));
    expect(await within(card).findByText(/^验证码已发送，请 (60|59) 秒后再试$/)).toBeTruthy();
    const counting = within(card).getByRole('button', { name: /^(60|59|58) 秒后重发$/ });
    expect((counting as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('checks before sending, in the server’s words', { timeout: 30_000 }, () => {
  it('says each problem beside its field and focuses the first, sending nothing', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const card = await screen.findByRole('region', { name: '登录造物' }, SLOW);
    const mobile = within(card).getByLabelText('手机号') as HTMLInputElement;
    await user.type(mobile, '12345');
    await user.click(within(card).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(mobile.getAttribute('aria-invalid')).toBe('true'));
    expect(within(card).getByText('手机号格式不正确')).toBeTruthy();
    expect(within(card).getByText('请输入密码')).toBeTruthy();
    expect(document.activeElement).toBe(mobile);
    expect(mobile.value).toBe('12345');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks for the number before sending a code', async () => {
    const user = userEvent.setup();
    const card = await smsLoginForm(user);
    await user.click(within(card).getByRole('button', { name: '获取验证码' }));
    expect(await within(card).findByText('请输入手机号')).toBeTruthy();
    expect(within(card).getByRole('button', { name: '获取验证码' })).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toBe('');
  });

  it('says a wrong code at the code field, keeping what was typed', async () => {
    const user = userEvent.setup();
    const card = await smsLoginForm(user);
    await user.type(within(card).getByLabelText('手机号'), '16600077005');
    const code = within(card).getByLabelText('验证码') as HTMLInputElement;
    await user.type(code, '000000');
    await user.click(within(card).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(card).getByText('验证码错误或已过期')).toBeTruthy();
    expect(document.activeElement).toBe(code);
    expect(code.value).toBe('000000');
  });

  it('on 绑定手机号 checks the number, then binds with the code', async () => {
    const user = userEvent.setup();
    renderApp(await thirdPartyReturn());
    const card = await screen.findByRole('region', { name: '绑定手机号' }, SLOW);
    const mobile = within(card).getByLabelText('手机号') as HTMLInputElement;
    await user.type(mobile, '1660007700');
    await user.click(within(card).getByRole('button', { name: '获取验证码' }));
    expect(await within(card).findByText('手机号格式不正确')).toBeTruthy();
    await user.type(mobile, '6');
    await user.click(within(card).getByRole('button', { name: '获取验证码' }));
    await user.click(await within(card).findByRole('button', { name: '填入验证码' }));
    await user.click(within(card).getByRole('button', { name: '绑定并登录' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeTruthy());
  });

  it('/login/bindAccount opened by hand, or with a state this tab never sent, offers the login page instead', async () => {
    // This tab left for 微信登录 with state aaaa1111; a link with another state is not its return.
    const started = 'https://open.weixin.qq.com/connect/qrconnect?appid=wx1&state=aaaa1111';
    for (const path of ['/login/bindAccount', '/login/bindAccount?code=abc&state=0123456789abcdef']) {
      rememberThirdPartyLogin(started);
      const view = renderApp(path);
      const card = await screen.findByRole('region', { name: '没有待绑定的第三方账号' }, SLOW);
      expect(within(card).getByRole('link', { name: '去登录' }).getAttribute('href')).toBe('/login');
      expect(within(card).queryByLabelText('手机号')).toBeNull();
      expect(screen.queryByText(/第三方账号授权成功/)).toBeNull();
      view.unmount();
    }
  });

  it('on 找回密码 checks the new password and its confirmation', async () => {
    const user = userEvent.setup();
    renderApp('/login/forget');
    const card = await screen.findByRole('region', { name: '找回密码' }, SLOW);
    await user.type(within(card).getByLabelText('手机号'), '13800138000');
    await user.type(within(card).getByLabelText('验证码'), '123456');
    await user.type(within(card).getByLabelText('新密码'), 'abcdefg');
    await user.type(within(card).getByLabelText('确认新密码'), 'abcdefh');
    await user.click(within(card).getByRole('button', { name: '重置密码' }));
    expect(await within(card).findByText('密码须同时包含字母和数字')).toBeTruthy();
    expect(within(card).getByText('两次输入的新密码不一致')).toBeTruthy();
    expect(document.activeElement).toBe(within(card).getByLabelText('新密码'));
  });
});
