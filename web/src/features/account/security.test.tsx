/**
 * 账号安全 (set or change the login password) and the /account wording for a 401: a visitor is asked
 * to log in (请先登录), a member whose session ended is told it did (登录已失效).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { SLOW } from '../../test/timeouts.ts';
import { asNewMember, logIn, MEMBER_2 } from '../../test/members.ts';

afterEach(() => {
  appStore.set(loginDialogOpenAtom, false);
});

async function securityForm() {
  return screen.findByRole('form', { name: /登录密码/ }, SLOW);
}

describe('账号安全', () => {
  it('changes the password with the current one; a wrong one is said at its field, nothing typed lost', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_2);
    renderApp('/account?tab=security');
    const form = await securityForm();
    expect(screen.getByText('139****9000')).toBeTruthy();
    await user.type(within(form).getByLabelText('当前密码'), 'wrong999');
    await user.type(within(form).getByLabelText('新密码'), 'better42');
    await user.type(within(form).getByLabelText('确认新密码'), 'better42');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    const current = within(form).getByLabelText('当前密码');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('当前密码错误，还可尝试 4 次')).toBeTruthy();
    expect((within(form).getByLabelText('新密码') as HTMLInputElement).value).toBe('better42');

    await user.clear(current);
    await user.type(current, 'zaowu123');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect((within(form).getByLabelText('新密码') as HTMLInputElement).value).toBe(''));
    expect(demo.db.users.get(2)!.password).toBe('better42');
  });

  it('says a mismatched confirmation before anything is sent', async () => {
    const user = userEvent.setup();
    await logIn(MEMBER_2);
    renderApp('/account?tab=security');
    const form = await securityForm();
    await user.type(within(form).getByLabelText('当前密码'), 'zaowu123');
    await user.type(within(form).getByLabelText('新密码'), 'better42');
    await user.type(within(form).getByLabelText('确认新密码'), 'better43');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(await within(form).findByText('两次输入的新密码不一致')).toBeTruthy();
    expect(demo.db.users.get(2)!.password).toBe('zaowu123');
  });

  it('lets a member who signed up by SMS set a first password with a code to their own phone', async () => {
    const user = userEvent.setup();
    const { userinfo } = await asNewMember();
    renderApp('/account?tab=security');
    const form = await securityForm();
    expect(screen.getByText(/^未设置/)).toBeTruthy();
    expect(within(form).queryByLabelText('当前密码')).toBeNull();
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    await user.click(await within(form).findByRole('button', { name: '填入验证码' }));
    await user.type(within(form).getByLabelText('新密码'), 'first123');
    await user.type(within(form).getByLabelText('确认新密码'), 'first123');
    await user.click(within(form).getByRole('button', { name: '设置密码' }));
    await waitFor(() => expect(demo.db.users.get(userinfo.id)!.password).toBe('first123'));
    // Now it has one: the form asks for it next time.
    expect(await within(await securityForm()).findByLabelText('当前密码', {}, SLOW)).toBeTruthy();
  });
});

describe('/account after a 401', () => {
  it('asks a visitor to log in', async () => {
    renderApp('/account');
    expect(await screen.findByText('请先登录', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('登录已失效')).toBeNull();
  });

  it('tells a member whose session ended that it did', async () => {
    localStorage.setItem('token', 'a-session-that-ended');
    renderApp('/account');
    expect(await screen.findByText('登录已失效', {}, SLOW)).toBeTruthy();
  });
});
