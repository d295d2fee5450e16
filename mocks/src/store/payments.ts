/**
 * Orders and recharges through to payment. Payment itself comes from WeChat Pay in production; in the
 * demo it is triggered by POST /api/demo/pay, which calls payOrder / payRecharge.
 */
import { yuanOf } from '@zaowu/shared';
import { orderNo } from './seed/commerce.ts';
import { nextId } from './db.ts';
import { notify } from './notify.ts';
import { iso, MINUTE, type Clock } from './time.ts';
import type { Db, OrderLineRow, OrderRow, RechargeRow } from './types.ts';

export const RECHARGE_TTL_MS = 15 * MINUTE;

/** A WeChat Pay "native" code_url; the SPA renders it as a QR code. */
export function wxCodeUrl(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `weixin://wxpay/bizpayurl?pr=${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

export function createOrder(
  db: Db,
  clock: Clock,
  buyerId: number,
  shopId: number,
  lines: OrderLineRow[],
): OrderRow {
  const now = clock.now();
  const id = nextId(db, 'orders');
  const order: OrderRow = {
    id,
    order_no: orderNo(db, 'ZW', now),
    buyer_id: buyerId,
    shop_id: shopId,
    status: 'unpaid',
    lines,
    total: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
    code_url: null,
    created_at: iso(now),
    paid_at: null,
  };
  db.orders.set(id, order);
  return order;
}

/** Marks an order paid: stock and sales move, the seller is credited, the buyer gets the items. */
export function payOrder(db: Db, clock: Clock, order: OrderRow): void {
  const at = iso(clock.now());
  order.status = 'paid';
  order.paid_at = at;
  for (const l of order.lines) {
    const g = db.goods.get(l.goods_id);
    if (g) {
      g.stock = Math.max(0, g.stock - l.quantity);
      g.sales += l.quantity;
    }
    const itemId = nextId(db, 'items');
    db.items.set(itemId, {
      id: itemId,
      user_id: order.buyer_id,
      kind: 'goods',
      ref_id: l.goods_id,
      title: l.title,
      cover: l.cover,
      price: l.price,
      bought_at: at,
      download_url: g?.download_url ?? null,
    });
  }
  const sellerId = db.shops.get(order.shop_id)?.owner_id;
  const what = `${order.lines[0]?.title ?? '商品'}${order.lines.length > 1 ? ' 等' : ''}`;
  if (sellerId !== undefined) {
    const seller = db.users.get(sellerId);
    if (seller) seller.balance += order.total;
    const incomeId = nextId(db, 'income');
    db.income.set(incomeId, {
      id: incomeId,
      user_id: sellerId,
      amount: order.total,
      source: 'sale',
      title: `出售：${what}`,
      order_no: order.order_no,
      created_at: at,
    });
    notify(db, clock, sellerId, {
      type: 9,
      title: '收益到账',
      content: `你出售的「${what}」已付款，收益 ¥${yuanOf(order.total)} 已计入余额。`,
    });
    notify(db, clock, sellerId, {
      type: 8,
      title: '新订单',
      content: `你有一笔新订单 ${order.order_no}，请及时处理。`,
      from_id: order.buyer_id,
    });
  }
  notify(db, clock, order.buyer_id, {
    type: 8,
    title: '支付成功',
    content: `订单 ${order.order_no} 已支付 ¥${yuanOf(order.total)}，可在“已购”中查看。`,
  });
}

export function createRecharge(db: Db, clock: Clock, userId: number, amount: number): RechargeRow {
  const now = clock.now();
  const row: RechargeRow = {
    order_no: orderNo(db, 'CZ', now),
    user_id: userId,
    amount,
    status: 'pending',
    code_url: wxCodeUrl(),
    created_at: iso(now),
    expires_at: iso(now + RECHARGE_TTL_MS),
    paid_at: null,
  };
  db.recharges.set(row.order_no, row);
  return row;
}

export function isExpired(row: RechargeRow, clock: Clock): boolean {
  return row.status === 'pending' && clock.now() > Date.parse(row.expires_at);
}

export function payRecharge(db: Db, clock: Clock, row: RechargeRow): void {
  const at = iso(clock.now());
  row.status = 'paid';
  row.paid_at = at;
  const user = db.users.get(row.user_id);
  if (user) user.balance += row.amount;
  const incomeId = nextId(db, 'income');
  db.income.set(incomeId, {
    id: incomeId,
    user_id: row.user_id,
    amount: row.amount,
    source: 'recharge',
    title: '余额充值',
    order_no: row.order_no,
    created_at: at,
  });
  notify(db, clock, row.user_id, {
    type: 9,
    title: '充值成功',
    content: `余额充值 ¥${yuanOf(row.amount)} 已到账。`,
  });
}
