/**
 * What a trade says about money, one rule for 交易 and the order pages: only a paid order (待发货, 已发货,
 * 已完成) carries an amount spent (−) or earned (+). A refunded order shows the buyer's money coming
 * back (+) and nothing earned for the seller; an unpaid one what is to pay, unsigned; a cancelled or
 * expired one no amount at all, only that nothing was charged.
 */
import type { Money, OrderStatus, Trade } from '@zaowu/shared';

export interface MoneyLine {
  /** '−' money out, '+' money in, null: no money moved (or not yet). */
  sign: '−' | '+' | null;
  /** The amount shown, or null when none is. */
  amount: Money | null;
  /** What the amount is, for screen readers and beside it: 支出, 收入, 退款, 待付… */
  label: string;
}

const PAID: ReadonlySet<OrderStatus> = new Set(['paid', 'shipped', 'completed']);

export function tradeMoney({
  direction,
  status,
  amount,
}: Pick<Trade, 'direction' | 'status' | 'amount'>): MoneyLine {
  const buy = direction === 'buy';
  if (PAID.has(status))
    return buy ? { sign: '−', amount, label: '支出' } : { sign: '+', amount, label: '收入' };
  if (status === 'refunded')
    return buy
      ? { sign: '+', amount, label: '退款' }
      : { sign: null, amount: null, label: '已退款，收入已退回' };
  if (status === 'unpaid') return { sign: null, amount, label: buy ? '待付' : '待买家付款' };
  return { sign: null, amount: null, label: buy ? '未扣款' : '未成交' };
}
