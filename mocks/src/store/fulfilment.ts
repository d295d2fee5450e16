/**
 * After payment, for physical goods: 发货 by the seller (carrier and tracking number), 确认收货 by the
 * buyer or by itself AUTO_CONFIRM_DAYS after shipping (applied lazily, like an unpaid order's expiry),
 * and refunds: at once before shipping, or on the seller's 同意退款 after. Each step tells the other side,
 * with a link to the order in their 交易.
 *
 * A refund gives the buyer the whole total back to their balance, whichever way they paid (a WeChat
 * payment too: the demo has no channel to send it back through, and the UI says so), and undoes the
 * sale: stock and sales back, the items out of 物品, the seller's earning out of 收入 and its amount
 * back out of their balance (a 'refund' row in both ledgers). A seller whose balance no longer covers
 * it (withdrawn meanwhile) cannot refund until it does.
 */
import { yuanOf } from '@zaowu/shared';
import { AUTO_CONFIRM_DAYS } from '@zaowu/shared/order-input';
import { moveBalance } from './ledger.ts';
import { tradesLink } from './links.ts';
import { notify } from './notify.ts';
import { expireDue, orderSubject, sellerOf } from './payments.ts';
import { DAY, iso, type Clock } from './time.ts';
import type { Db, OrderRow } from './types.ts';

const AUTO_CONFIRM_MS = AUTO_CONFIRM_DAYS * DAY;

/** When a shipped order completes by itself, or null. */
export function autoCompleteAt(o: OrderRow): string | null {
  if (o.status !== 'shipped' || !o.shipment) return null;
  return iso(Date.parse(o.shipment.shipped_at) + AUTO_CONFIRM_MS);
}

/**
 * What time has decided, settled before any order is read: unpaid orders past their deadline expire,
 * shipped orders past AUTO_CONFIRM_DAYS complete (both sides told).
 */
export function settleDue(db: Db, clock: Clock): void {
  expireDue(db, clock);
  const now = clock.now();
  for (const o of db.orders.values()) {
    const due = autoCompleteAt(o);
    if (due !== null && now > Date.parse(due)) completeOrder(db, clock, o, 'auto');
  }
}

const what = (o: OrderRow) => `「${orderSubject(o)}」`;

export function shipOrder(db: Db, clock: Clock, o: OrderRow, carrier: string, trackingNo: string): void {
  o.status = 'shipped';
  o.shipment = { carrier, tracking_no: trackingNo, shipped_at: iso(clock.now()) };
  notify(db, clock, o.buyer_id, {
    type: 8,
    title: '订单已发货',
    content: `你购买的${what(o)}已发货：${carrier} ${trackingNo}。收到后请确认收货，发货 ${AUTO_CONFIRM_DAYS} 天后将自动确认。`,
    from_id: sellerOf(db, o) ?? null,
    link: tradesLink('buy', o.id),
  });
}

/** 确认收货 by the buyer, or by itself when the time is up. */
export function completeOrder(db: Db, clock: Clock, o: OrderRow, by: 'buyer' | 'auto'): void {
  o.status = 'completed';
  o.completed_at = iso(clock.now());
  // A refund request still open when the order completes is moot.
  if (o.refund && o.refund.refused_at === null) o.refund.refused_at = o.completed_at;
  const sellerId = sellerOf(db, o);
  if (sellerId !== undefined)
    notify(db, clock, sellerId, {
      type: 8,
      title: by === 'buyer' ? '买家已确认收货' : '订单已自动确认收货',
      content:
        by === 'buyer'
          ? `订单 ${o.order_no}（${what(o)}）的买家已确认收货，交易完成。`
          : `订单 ${o.order_no}（${what(o)}）发货已满 ${AUTO_CONFIRM_DAYS} 天，已自动确认收货，交易完成。`,
      from_id: by === 'buyer' ? o.buyer_id : null,
      link: tradesLink('sell', o.id),
    });
  if (by === 'auto')
    notify(db, clock, o.buyer_id, {
      type: 8,
      title: '订单已完成',
      content: `订单 ${o.order_no}（${what(o)}）发货已满 ${AUTO_CONFIRM_DAYS} 天，已自动确认收货。欢迎评价。`,
      link: tradesLink('buy', o.id),
    });
}

/** The buyer asks a refund of a shipped order (or one the seller cannot refund at once). */
export function requestRefund(
  db: Db,
  clock: Clock,
  o: OrderRow,
  reason: string,
  note: string,
  why: string,
): void {
  o.refund = { reason, note, requested_at: iso(clock.now()), refused_at: null };
  const sellerId = sellerOf(db, o);
  if (sellerId !== undefined)
    notify(db, clock, sellerId, {
      type: 8,
      title: '买家申请退款',
      content: `订单 ${o.order_no}（${what(o)}）的买家申请退款 ¥${yuanOf(o.total)}（${reason}）${why}，请在“交易”中处理。`,
      from_id: o.buyer_id,
      link: tradesLink('sell', o.id),
    });
}

export function refuseRefund(db: Db, clock: Clock, o: OrderRow): void {
  if (o.refund) o.refund.refused_at = iso(clock.now());
  notify(db, clock, o.buyer_id, {
    type: 8,
    title: '退款申请未通过',
    content: `卖家拒绝了订单 ${o.order_no}（${what(o)}）的退款申请，订单继续进行。如有疑问可私信卖家。`,
    from_id: sellerOf(db, o) ?? null,
    link: tradesLink('buy', o.id),
  });
}

/** Why the seller cannot give this order's money back now, or null. */
export function refundShortfall(db: Db, o: OrderRow): string | null {
  const sellerId = sellerOf(db, o);
  const seller = sellerId === undefined ? undefined : db.users.get(sellerId);
  if (!seller || seller.balance >= o.total) return null;
  return `余额不足以退回本单收益：还差 ¥${yuanOf(o.total - seller.balance)}，请先充值后再同意退款`;
}

/**
 * Gives a paid order's money back (the caller has checked refundShortfall): both balances through the
 * ledger, stock and sales, the items, the seller's earning. `by`: who decided (the other side is told).
 */
export function refundOrder(db: Db, clock: Clock, o: OrderRow, by: 'buyer' | 'seller'): void {
  const at = iso(clock.now());
  const title = `退款：${orderSubject(o)}`;
  const sellerId = sellerOf(db, o);
  if (sellerId !== undefined) {
    moveBalance(db, sellerId, { kind: 'refund', amount: -o.total, title, ref_no: o.order_no, at });
    for (const [id, r] of db.income)
      if (r.user_id === sellerId && r.order_no === o.order_no && r.source === 'sale') db.income.delete(id);
  }
  moveBalance(db, o.buyer_id, { kind: 'refund', amount: o.total, title, ref_no: o.order_no, at });
  for (const l of o.lines) {
    if (l.kind === 'work') continue;
    const g = db.goods.get(l.goods_id);
    if (g) {
      g.stock += l.quantity;
      g.sales = Math.max(0, g.sales - l.quantity);
    }
  }
  for (const [id, item] of db.items) if (item.order_id === o.id) db.items.delete(id);
  o.status = 'refunded';
  o.refunded_at = at;
  const amount = `¥${yuanOf(o.total)}`;
  const back = o.pay_method === 'wechat' ? '（微信支付的款项也退回余额）' : '';
  notify(db, clock, o.buyer_id, {
    type: 8,
    title: '退款成功',
    content:
      by === 'buyer'
        ? `订单 ${o.order_no}（${what(o)}）已退款，${amount} 已退回你的余额${back}。`
        : `卖家已同意退款，订单 ${o.order_no}（${what(o)}）的 ${amount} 已退回你的余额${back}。`,
    from_id: by === 'seller' ? (sellerId ?? null) : null,
    link: tradesLink('buy', o.id),
  });
  if (sellerId !== undefined)
    notify(db, clock, sellerId, {
      type: 8,
      title: by === 'buyer' ? '订单已退款' : '退款已完成',
      content:
        by === 'buyer'
          ? `订单 ${o.order_no}（${what(o)}）发货前买家申请退款，已自动退款 ${amount}，本单收益已从余额扣回，库存已恢复。`
          : `你已同意订单 ${o.order_no}（${what(o)}）的退款，${amount} 已从余额退回买家，库存已恢复。`,
      from_id: by === 'buyer' ? o.buyer_id : null,
      link: tradesLink('sell', o.id),
    });
}
