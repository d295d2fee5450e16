import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, priceFen, type Order } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import type * as RuntimeConfig from '../../lib/runtime-config.ts';
import { appStore } from '../../lib/store.ts';
import { demo, renderApp, server } from '../../test/render.tsx';
import { loginDialogOpenAtom } from '../../lib/session.ts';
import { setPayPassword, TEST_PAY_PASSWORD } from '../../test/pay-password.ts';
import { PAY_POLL_MS } from './api.ts';
import { formatMoney as formatYuan } from '@zaowu/shared';
import { SLOW } from '../../test/timeouts.ts';
import { logIn, MEMBER_1, MEMBER_2 } from '../../test/members.ts';

// The demo flag of the runtime config, per test.
const config = vi.hoisted(() => ({ demo: false }));
vi.mock('../../lib/runtime-config.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof RuntimeConfig>();
  return { ...actual, runtimeConfig: () => ({ ...actual.runtimeConfig(), demo: config.demo }) };
});

afterEach(() => {
  vi.useRealTimers();
  config.demo = false;
  appStore.set(loginDialogOpenAtom, false);
});

/** Member 2 orders goods of member 1's shop; the order is unpaid. */
async function placeOrder(): Promise<Order> {
  await logIn(MEMBER_2);
  const shop = [...demo.db.shops.values()].find((s) => s.owner_id === 1)!;
  const g = [...demo.db.goods.values()].find((x) => x.shop_id === shop.id && x.status === 1 && x.stock > 2)!;
  return call(endpoints.order.addOrder, { lines: [{ goods_id: g.id, quantity: 2 }] });
}

const qr = () => screen.findByRole('img', { name: /^微信支付二维码/ }, SLOW);

/** What a paid order becomes: physical goods wait for 发货 (待发货), digital goods are delivered (已完成). */
const paidStatus = (order: Order) => (order.ships ? 'paid' : 'completed');

function markPaid(id: number) {
  const o = demo.db.orders.get(id)!;
  o.status = 'paid';
  o.paid_at = new Date().toISOString();
}

describe('/cart/pay/{id}', { timeout: 40_000 }, () => {
  it('shows the order and its WeChat code, polls every 3 s, and turns to 支付成功 once paid', async () => {
    const order = await placeOrder();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp(`/cart/pay/${order.id}`);
    expect(await qr()).toBeTruthy();
    expect((await qr()).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText(order.order_no)).toBeTruthy();
    expect(screen.getAllByText(formatYuan(order.total)).length).toBeGreaterThan(0);
    expect(screen.getByText('正在等待支付结果…')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^请在 1[45]:\d{2} 内完成支付/);
    // No demo upstream: no stand-in button.
    expect(screen.queryByRole('button', { name: '模拟支付成功' })).toBeNull();

    const polls = vi.fn();
    const countPolls = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === endpoints.order.detail.path) polls();
    };
    server.events.on('request:start', countPolls);
    await act(() => vi.advanceTimersByTimeAsync(PAY_POLL_MS));
    await waitFor(() => expect(polls).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('支付成功')).toBeNull();

    markPaid(order.id);
    await act(() => vi.advanceTimersByTimeAsync(PAY_POLL_MS));
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看我的交易' }).getAttribute('href')).toBe(
      '/account?tab=trades',
    );
    expect(screen.getByRole('link', { name: '继续逛逛' }).getAttribute('href')).toBe('/shop');
    server.events.removeListener('request:start', countPolls);

    // Paid: no more polling.
    const after = polls.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(PAY_POLL_MS * 3));
    expect(polls.mock.calls.length).toBe(after);
  });

  it('shows when the order was placed in China time, as 交易 does, whatever the device’s zone', async () => {
    const order = await placeOrder();
    // 03:46 UTC is 11:46 in Beijing; the test runner's own zone is UTC here.
    demo.db.orders.get(order.id)!.created_at = '2026-11-24T03:46:00.000Z';
    renderApp(`/cart/pay/${order.id}`);
    await qr();
    const placed = document.querySelector<HTMLTimeElement>('time[datetime="2026-11-24T03:46:00.000Z"]');
    expect(placed?.textContent).toBe('2026-11-24 11:46');
  });

  it('counts down to the deadline the server set; past it the order is 已过期 and can be ordered again', async () => {
    const order = await placeOrder();
    const window = Date.parse(order.expires_at) - Date.parse(order.created_at);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp(`/cart/pay/${order.id}`);
    await qr();
    await act(() => vi.advanceTimersByTimeAsync(window - 60_000));
    expect(screen.getByRole('timer').textContent).toMatch(/^请在 0[01]:\d{2} 内完成支付/);
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(await screen.findByRole('heading', { name: '订单已过期' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^微信支付二维码/ })).toBeNull();
    // The server closed it too: nothing can pay it now.
    await waitFor(() => expect(demo.db.orders.get(order.id)!.status).toBe('expired'));
    expect(screen.getByRole('button', { name: '重新下单' })).toBeTruthy();
  });

  it('余额支付 takes exactly the total from the balance and shows 支付成功', async () => {
    const user = userEvent.setup();
    const order = await placeOrder();
    await setPayPassword();
    const buyer = demo.db.users.get(demo.db.orders.get(order.id)!.buyer_id)!;
    buyer.balance = priceFen(order.total)! + 1_000;
    renderApp(`/cart/pay/${order.id}`);
    await qr();
    await user.click(screen.getByRole('radio', { name: '余额支付' }));
    await user.type(await screen.findByLabelText('支付密码', {}, SLOW), TEST_PAY_PASSWORD);
    const pay = await screen.findByRole('button', { name: `确认支付 ${formatYuan(order.total)}` }, SLOW);
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    await user.dblClick(pay);
    expect(await screen.findByRole('heading', { name: '支付成功' }, SLOW)).toBeTruthy();
    expect(buyer.balance).toBe(1_000);
    expect(demo.db.orders.get(order.id)).toMatchObject({ status: paidStatus(order), pay_method: 'balance' });
  });

  it('a short balance cannot be chosen: it says how much is missing and links to 充值', async () => {
    const order = await placeOrder();
    const buyer = demo.db.users.get(demo.db.orders.get(order.id)!.buyer_id)!;
    buyer.balance = priceFen(order.total)! - 50;
    renderApp(`/cart/pay/${order.id}`);
    await qr();
    const radio = screen.getByRole('radio', { name: '余额支付' });
    await waitFor(() => expect(radio.getAttribute('aria-describedby')).toBeTruthy());
    const hint = document.getElementById(radio.getAttribute('aria-describedby')!)!;
    await waitFor(() => expect(hint.textContent).toContain('还差 ¥0.50'));
    expect((radio as HTMLInputElement).disabled).toBe(true);
    expect(within(hint).getByRole('link', { name: '去充值' }).getAttribute('href')).toBe(
      '/account?tab=balance',
    );
  });

  it('取消订单 asks first, then the order is 已取消 and is not charged', async () => {
    const user = userEvent.setup();
    const order = await placeOrder();
    renderApp(`/cart/pay/${order.id}`);
    await qr();
    await user.click(screen.getByRole('button', { name: '取消订单' }));
    const dialog = await screen.findByRole('dialog', { name: '取消这个订单？' });
    await user.click(within(dialog).getByRole('button', { name: '再想想' }));
    expect(demo.db.orders.get(order.id)!.status).toBe('unpaid');
    await user.click(screen.getByRole('button', { name: '取消订单' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '取消这个订单？' })).getByRole('button', {
        name: '确定取消',
      }),
    );
    expect(await screen.findByRole('heading', { name: '订单已取消' }, SLOW)).toBeTruthy();
    expect(demo.db.orders.get(order.id)!.status).toBe('cancelled');
  });

  it('with the demo upstream, 模拟支付成功 pays the order', async () => {
    config.demo = true;
    const user = userEvent.setup();
    const order = await placeOrder();
    renderApp(`/cart/pay/${order.id}`);
    await qr();
    await user.click(screen.getByRole('button', { name: '模拟支付成功' }));
    expect(await screen.findByRole('heading', { name: '支付成功' }, SLOW)).toBeTruthy();
    expect(demo.db.orders.get(order.id)!.status).toBe(paidStatus(order));
  });

  it('a refused code says why with 重新获取二维码; a cancelled order offers to order again', async () => {
    const user = userEvent.setup();
    const order = await placeOrder();
    // The code is refused once (e.g. WeChat Pay is down).
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.post(
        `*${endpoints.order.addOrderByWeixin.path}`,
        () => HttpResponse.json({ code: 0, msg: '微信支付暂不可用，请稍后再试', data: null }),
        { once: true },
      ),
    );
    renderApp(`/cart/pay/${order.id}`);
    const failed = await screen.findByRole('alert', {}, SLOW);
    expect(failed.textContent).toContain('微信支付暂不可用，请稍后再试');
    await user.click(screen.getByRole('button', { name: '重新获取二维码' }));
    expect(await qr()).toBeTruthy();

    demo.db.orders.get(order.id)!.status = 'cancelled';
    const view = renderApp(`/cart/pay/${order.id}`);
    expect(await screen.findByRole('heading', { name: '订单已取消' }, SLOW)).toBeTruthy();
    const closed = screen.getByRole('heading', { name: '订单已取消' }).closest('section')!;
    await user.click(within(closed).getByRole('button', { name: '重新下单' }));
    await waitFor(() => expect(view.router.state.location.pathname).not.toBe(`/cart/pay/${order.id}`), SLOW);
    const next = Number(view.router.state.location.pathname.split('/').pop());
    const goodsIds = (lines: readonly object[]) => lines.map((l) => ('goods_id' in l ? l.goods_id : null));
    expect(goodsIds(demo.db.orders.get(next)!.lines)).toEqual(goodsIds(order.lines));
  });

  it("is a 404 for an unknown order and for someone else's", async () => {
    const order = await placeOrder();
    await logIn(MEMBER_1);
    renderApp(`/cart/pay/${order.id}`);
    expect(await screen.findByText(`Page Not Found: /cart/pay/${order.id}`, {}, SLOW)).toBeTruthy();
  });

  it('asks a visitor to log in', async () => {
    renderApp('/cart/pay/1');
    expect(await screen.findByRole('heading', { name: '登录后查看订单' }, SLOW)).toBeTruthy();
    await waitFor(() => expect(appStore.get(loginDialogOpenAtom)).toBe(true));
  });
});
