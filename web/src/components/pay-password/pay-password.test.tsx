/**
 * 支付密码 in the SPA: set in 账号安全 with a code to the member's own phone (the rules checked before
 * anything is sent); on the pay page, a member without one is offered to set it right there and then
 * pays; a wrong one is said at the field with the tries left and takes nothing; after five the field
 * says it is locked and offers 重置支付密码, after which the payment goes through.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints, priceFen, type Order } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp } from '../../test/render.tsx';
import { setPayPassword, TEST_PAY_PASSWORD } from '../../test/pay-password.ts';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_2 } from '../../test/members.ts';

afterEach(() => {
  appStore.set(loginDialogOpenAtom, false);
});

/** Member 2 orders goods of member 1's shop, with the balance to pay for them. */
async function placeOrder(): Promise<Order> {
  await logIn();
  const shop = [...demo.db.shops.values()].find((s) => s.owner_id === 1)!;
  const g = [...demo.db.goods.values()].find((x) => x.shop_id === shop.id && x.status === 1 && x.stock > 2)!;
  const order = await call(endpoints.order.addOrder, { lines: [{ goods_id: g.id, quantity: 1 }] });
  demo.db.users.get(MEMBER_2.id)!.balance = priceFen(order.total)! + 500;
  return order;
}

/** Fills the 设置/重置 dialog: the code (the demo's 填入), the new password twice. */
async function fillDialog(user: UserEvent, dialog: HTMLElement, pin: string, confirm = pin) {
  await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
  await user.click(await within(dialog).findByRole('button', { name: '填入验证码' }, SLOW));
  await user.type(within(dialog).getByLabelText('新的支付密码'), pin);
  await user.type(within(dialog).getByLabelText('再次输入支付密码'), confirm);
}

describe('账号安全: 支付密码', { timeout: 60_000 }, () => {
  it('is set with a code to the member’s phone; a weak or mistyped one is refused before sending', async () => {
    const user = userEvent.setup();
    await logIn();
    renderApp('/account?tab=security');
    const part = await screen.findByRole('region', { name: '支付密码' }, SLOW);
    expect(await within(part).findByText(/^还没有设置/, {}, SLOW)).toBeTruthy();
    expect(within(part).getByText(/连续输错 5 次将锁定 30 分钟/)).toBeTruthy();
    await user.click(within(part).getByRole('button', { name: '设置支付密码' }));
    const dialog = await screen.findByRole('dialog', { name: '设置支付密码' });
    // One field each, the phone's number pad, nothing for the browser to remember.
    const field = within(dialog).getByLabelText('新的支付密码');
    expect(field).toMatchObject({
      type: 'password',
      inputMode: 'numeric',
      autocomplete: 'off',
      maxLength: 6,
    });

    await fillDialog(user, dialog, '123456');
    await user.click(within(dialog).getByRole('button', { name: '设置支付密码' }));
    expect(
      await within(dialog).findByText('支付密码不能是 6 位相同或连续的数字（如 111111、123456）'),
    ).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'ab25-8036');
    // Only digits are kept.
    expect((field as HTMLInputElement).value).toBe('258036');
    await user.click(within(dialog).getByRole('button', { name: '设置支付密码' }));
    expect(await within(dialog).findByText('两次输入的支付密码不一致')).toBeTruthy();
    expect(demo.db.payPasswords.has(MEMBER_2.id)).toBe(false);

    const confirm = within(dialog).getByLabelText('再次输入支付密码');
    await user.clear(confirm);
    await user.type(confirm, '258036');
    await user.click(within(dialog).getByRole('button', { name: '设置支付密码' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(await within(part).findByText('已设置')).toBeTruthy();
    expect(within(part).getByRole('button', { name: '修改支付密码' })).toBeTruthy();
    expect(JSON.stringify(demo.db.payPasswords.get(MEMBER_2.id))).not.toContain('258036');
  });
});

describe('the pay page’s 余额支付', { timeout: 60_000 }, () => {
  it('without a 支付密码, offers to set one right there, then pays', async () => {
    const user = userEvent.setup();
    const order = await placeOrder();
    renderApp(`/cart/pay/${order.id}?method=balance`);
    const offer = await screen.findByRole('button', { name: '设置支付密码' }, SLOW);
    expect(screen.getByText(/支付需要支付密码，你还没有设置/)).toBeTruthy();
    const pay = screen.getByRole('button', { name: /^确认支付/ });
    expect((pay as HTMLButtonElement).disabled).toBe(true);

    await user.click(offer);
    await fillDialog(user, await screen.findByRole('dialog', { name: '设置支付密码' }), TEST_PAY_PASSWORD);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '设置支付密码' }));
    const field = await screen.findByLabelText('支付密码', {}, SLOW);
    await user.type(field, TEST_PAY_PASSWORD);
    await user.click(screen.getByRole('button', { name: /^确认支付/ }));
    expect(await screen.findByRole('heading', { name: '支付成功' }, SLOW)).toBeTruthy();
    expect(demo.db.users.get(MEMBER_2.id)!.balance).toBe(500);
  });

  it('says a wrong one at the field with the tries left; locked after five, 重置支付密码 opens it again', async () => {
    const user = userEvent.setup();
    const order = await placeOrder();
    await setPayPassword();
    renderApp(`/cart/pay/${order.id}?method=balance`);
    const field = await screen.findByLabelText('支付密码', {}, SLOW);
    // Nothing typed: said before anything is sent.
    await user.click(screen.getByRole('button', { name: /^确认支付/ }));
    expect(await screen.findByText('请输入 6 位数字支付密码')).toBeTruthy();

    await user.type(field, '147025');
    await user.click(screen.getByRole('button', { name: /^确认支付/ }));
    expect(await screen.findByText('支付密码错误，还可尝试 4 次', {}, SLOW)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect((field as HTMLInputElement).value).toBe('');
    expect(demo.db.orders.get(order.id)!.status).toBe('unpaid');

    // Three more wrong ones happened elsewhere; this is the fifth.
    demo.db.payPasswords.get(MEMBER_2.id)!.failures = 4;
    await user.type(field, '147025');
    await user.click(screen.getByRole('button', { name: /^确认支付/ }));
    const locked = await screen.findByText(/已锁定，请 30 分钟后再试/, {}, SLOW);
    expect(locked).toBeTruthy();
    expect((screen.getByRole('button', { name: /^确认支付/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(demo.db.users.get(MEMBER_2.id)!.balance).toBeGreaterThan(500);

    await user.click(screen.getByRole('button', { name: '重置支付密码' }));
    await fillDialog(user, await screen.findByRole('dialog', { name: '重置支付密码' }), '369147');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '重置支付密码' }));
    await user.type(await screen.findByLabelText('支付密码', {}, SLOW), '369147');
    await user.click(screen.getByRole('button', { name: /^确认支付/ }));
    expect(await screen.findByRole('heading', { name: '支付成功' }, SLOW)).toBeTruthy();
    expect(demo.db.users.get(MEMBER_2.id)!.balance).toBe(500);
  });
});
