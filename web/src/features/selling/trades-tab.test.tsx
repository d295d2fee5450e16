/**
 * 交易 as a member sees it, one order in every state, bought and sold: only an order paid and kept
 * (待发货, 已发货, 已完成) shows money spent (−) or earned (+); a cancelled or expired one shows no amount
 * at all, a refunded one the buyer's money back (+) and nothing for the seller, an unpaid one what is to
 * pay without a sign. The list is the member's real list with its orders' states replaced.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { endpoints, ok, type OrderStatus, type Paginated, type Trade } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { renderApp, server } from '../../test/render.tsx';
import { logIn, MEMBER_1 } from '../../test/members.ts';

vi.setConfig({ testTimeout: 45_000 });

const STATES: OrderStatus[] = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled', 'expired', 'refunded'];
const AMOUNT = '283.00';

describe('交易 money lines, rendered', () => {
  it('shows a − or + amount only for orders paid and kept; a refund its own +; none for cancelled or expired', async () => {
    await logIn(MEMBER_1);
    const real = await call(endpoints.user.getTradeList, { per_page: 50 });
    const template = (direction: Trade['direction']) => real.data.find((t) => t.direction === direction)!;
    const trades: Trade[] = (['buy', 'sell'] as const).flatMap((direction, d) =>
      STATES.map((status, i) => ({
        ...template(direction),
        id: 900_000 + d * 10 + i,
        order_no: `ZW90000${d}${i}`,
        status,
        amount: AMOUNT,
        shipment: null,
        refund: null,
        auto_complete_at: null,
      })),
    );
    const page: Paginated<Trade> = { ...real, data: trades, total: trades.length, last_page: 1 };
    server.use(http.get(endpoints.user.getTradeList.path, () => HttpResponse.json(ok(page))));

    renderApp('/account?tab=trades');
    await screen.findByText(`共 ${trades.length} 笔交易`, {}, { timeout: 20_000 });
    for (const t of trades) {
      const row = screen.getByText(`订单号 ${t.order_no}`).closest('li')!;
      const end = row.querySelector('.acct-row__end')!;
      const text = end.textContent ?? '';
      const kept = t.status === 'paid' || t.status === 'shipped' || t.status === 'completed';
      const label = `${t.direction} ${t.status}: ${text}`;
      // No − for anything but a purchase paid and kept.
      expect(text.includes('−'), label).toBe(kept && t.direction === 'buy');
      if (kept) expect(text, label).toContain(`${t.direction === 'buy' ? '−' : '+'}¥${AMOUNT}`);
      if (t.status === 'cancelled' || t.status === 'expired') expect(text, label).not.toContain(AMOUNT);
      if (t.status === 'refunded') {
        if (t.direction === 'buy') expect(text, label).toContain(`+¥${AMOUNT}`);
        else expect(text, label).not.toContain(AMOUNT);
      }
      if (t.status === 'unpaid') {
        expect(text, label).toContain(`¥${AMOUNT}`);
        expect(text, label).not.toMatch(/[+−]¥/);
      }
      // The state is said in words.
      const word = {
        unpaid: '待付款',
        paid: '待发货',
        shipped: '已发货',
        completed: '已完成',
        cancelled: '已取消',
        expired: '已过期',
        refunded: '已退款',
      }[t.status];
      expect(within(row).getByText(word)).toBeTruthy();
    }
  });
});
