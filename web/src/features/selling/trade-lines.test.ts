import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '@zaowu/shared';
import { tradeMoney } from './trade-lines.ts';

const ALL: OrderStatus[] = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled', 'expired', 'refunded'];

describe('交易 money lines', () => {
  it.each(ALL)('%s: a − amount only when the buyer paid and kept it', (status) => {
    const line = tradeMoney({ direction: 'buy', status, amount: '283.00' });
    const spent = status === 'paid' || status === 'shipped' || status === 'completed';
    expect(line.sign === '−').toBe(spent);
    if (spent) expect(line).toEqual({ sign: '−', amount: '283.00', label: '支出' });
  });

  it.each(ALL)('%s: a + amount for the seller only while the sale stands', (status) => {
    const line = tradeMoney({ direction: 'sell', status, amount: '283.00' });
    const earned = status === 'paid' || status === 'shipped' || status === 'completed';
    expect(line.sign === '+').toBe(earned);
    expect(line.sign).not.toBe('−');
  });

  it('cancelled and expired orders say nothing was charged and show no amount', () => {
    for (const status of ['cancelled', 'expired'] as const) {
      expect(tradeMoney({ direction: 'buy', status, amount: '283.00' })).toEqual({
        sign: null,
        amount: null,
        label: '未扣款',
      });
      expect(tradeMoney({ direction: 'sell', status, amount: '283.00' })).toEqual({
        sign: null,
        amount: null,
        label: '未成交',
      });
    }
  });

  it('a refund is money back to the buyer (+) and no earning for the seller', () => {
    expect(tradeMoney({ direction: 'buy', status: 'refunded', amount: '370.35' })).toEqual({
      sign: '+',
      amount: '370.35',
      label: '退款',
    });
    expect(tradeMoney({ direction: 'sell', status: 'refunded', amount: '370.35' })).toMatchObject({
      sign: null,
      amount: null,
    });
  });

  it('an unpaid order shows what is to pay, unsigned', () => {
    expect(tradeMoney({ direction: 'buy', status: 'unpaid', amount: '12.00' })).toEqual({
      sign: null,
      amount: '12.00',
      label: '待付',
    });
  });
});
