import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/api-client.ts';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp, server } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_1 } from '../../test/members.ts';
import type * as RuntimeConfigModule from '../../lib/runtime-config.ts';
import { RECHARGE_POLL_MS } from './recharge.ts';

// The demo flag of the runtime config decides whether 模拟支付成功 shows; tests switch it.
const runtime = vi.hoisted(() => ({ demo: true }));
vi.mock('../../lib/runtime-config.ts', async (importOriginal) => {
  const real = await importOriginal<typeof RuntimeConfigModule>();
  return { ...real, runtimeConfig: () => ({ ...real.runtimeConfig(), demo: runtime.demo }) };
});

vi.setConfig({ testTimeout: 45_000 });

beforeEach(() => appStore.set(loginDialogOpenAtom, false));
afterEach(() => {
  vi.useRealTimers();
  runtime.demo = true;
  appStore.set(loginDialogOpenAtom, false);
  vi.restoreAllMocks();
});

const logInRow = async () => {
  const { id } = await logIn(MEMBER_1);
  return demo.db.users.get(id)!;
};

const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('balance and recharge', () => {
  // The seed has recharges of its own; the tests look at the ones they make.
  const seededRecharges = demo.db.recharges.size;
  const newRecharges = () => [...demo.db.recharges.values()].slice(seededRecharges);
  async function startRecharge(amount: string) {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { queryClient } = renderApp('/account?tab=balance');
    const box = await screen.findByRole('textbox', { name: '充值金额（元）' }, SLOW);
    await user.type(box, amount);
    await user.click(screen.getByRole('button', { name: '立即充值' }));
    await screen.findByRole('heading', { name: '微信扫码支付' });
    // Paid: the overview refetches; let it land before the store is reset for the next test.
    const settled = () => waitFor(() => expect(queryClient.isFetching()).toBe(0));
    return { user, settled };
  }

  it('refuses an amount out of range in place', async () => {
    const user = userEvent.setup();
    await logInRow();
    renderApp('/account?tab=balance');
    const box = await screen.findByRole('textbox', { name: '充值金额（元）' }, SLOW);
    await user.type(box, '0.5');
    await user.click(screen.getByRole('button', { name: '立即充值' }));
    expect(describedText(box)).toContain('充值金额须在 1–50000 元之间，最多两位小数');
    expect(demo.db.recharges.size).toBe(seededRecharges);
    // A preset fills the box.
    await user.click(screen.getByRole('button', { name: '¥50' }));
    expect((box as HTMLInputElement).value).toBe('50');
    expect(screen.getByRole('button', { name: '¥50' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('polls every 3 s until paid, then shows the new balance (no demo button off the demo)', async () => {
    runtime.demo = false;
    const me = await logInRow();
    const before = me.balance;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { settled } = await startRecharge('10');
    expect(await screen.findByRole('img', { name: /微信支付二维码，金额 ¥10\.00/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '模拟支付成功' })).toBeNull();
    const order = newRecharges()[0]!;
    expect(order.amount).toBe(1000);

    const checks = vi.fn();
    const countChecks = ({ request }: { request: Request }) => {
      if (request.url.includes('checkRechargeStatus')) checks();
    };
    server.events.on('request:start', countChecks);
    await act(() => vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS));
    await waitFor(() => expect(checks).toHaveBeenCalledTimes(1));
    expect(screen.getByText('正在等待支付…')).toBeTruthy();

    // WeChat Pay notifies the server; the next poll sees it.
    await call({ method: 'POST', path: '/api/demo/pay', auth: false }, { order_no: order.order_no });
    await act(() => vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS));
    expect(await screen.findByRole('heading', { name: '充值成功' })).toBeTruthy();
    expect(me.balance).toBe(before + 1000);
    expect(screen.getByTestId('account-balance').textContent).toBe(
      `¥${Math.trunc((before + 1000) / 100).toLocaleString('en-US')}.${String((before + 1000) % 100).padStart(2, '0')}`,
    );
    const calls = checks.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS * 3));
    expect(checks.mock.calls.length).toBe(calls);
    server.events.removeListener('request:start', countChecks);
    await settled();
  });

  it('pays with 模拟支付成功 on the demo upstream', async () => {
    const me = await logInRow();
    const before = me.balance;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, settled } = await startRecharge('10');
    await user.click(await screen.findByRole('button', { name: '模拟支付成功' }));
    expect(await screen.findByRole('heading', { name: '充值成功' })).toBeTruthy();
    expect(me.balance).toBe(before + 1000);
    await settled();
  });

  it('counts down to the server’s expiry, then shows the code as expired; 重新发起 makes a new one', async () => {
    runtime.demo = false;
    await logInRow();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await startRecharge('20.5');
    const order = newRecharges()[0]!;
    const left = Date.parse(order.expires_at) - Date.now();
    // The page shows the server's deadline as mm:ss (no deadline of its own).
    const shown = `${String(Math.floor(Math.ceil(left / 1000) / 60)).padStart(2, '0')}:`;
    expect(document.querySelector('.countdown time')?.textContent?.startsWith(shown)).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(left + 1000));
    expect(await screen.findByRole('heading', { name: '二维码已过期' })).toBeTruthy();
    expect(screen.getByText(/¥20\.50 的充值单已过支付时限/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重新发起' }));
    await screen.findByRole('heading', { name: '微信扫码支付' });
    expect(newRecharges().map((r) => r.amount)).toEqual([2050, 2050]);
  });
});
