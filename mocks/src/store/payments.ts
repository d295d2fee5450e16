/**
 * Orders and recharges through to payment. Payment itself comes from WeChat Pay in production; in the
 * demo it is triggered by POST /api/demo/pay, which calls payBatch / payRecharge.
 */
import { yuanOf, type PayMethod } from '@zaowu/shared';
import { nextId, orderNo } from './db.ts';
import { moveBalance } from './ledger.ts';
import { BALANCE_LOG_LINK, INCOME_LINK, ITEMS_LINK, tradesLink, workLink } from './links.ts';
import { notify } from './notify.ts';
import { iso, MINUTE, type Clock } from './time.ts';
import type { Db, ItemRow, OrderAddressRow, OrderLineRow, OrderRow, RechargeRow } from './types.ts';
import { hasBought } from './work-files.ts';

/**
 * The one pay window: an order must be paid, and a recharge's code scanned, within this long of being
 * made; both answer the deadline as `expires_at` and the SPA counts down to it.
 */
export const PAY_TTL_MS = 15 * MINUTE;

/** A WeChat Pay "native" code_url; the SPA renders it as a QR code. */
export function wxCodeUrl(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `weixin://wxpay/bizpayurl?pr=${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/** Who is paid for an order: the works' author, or the shop's owner. */
export function sellerOf(db: Db, o: OrderRow): number | undefined {
  return o.seller_id ?? (o.shop_id === null ? undefined : db.shops.get(o.shop_id)?.owner_id);
}

/** What an order is for, in a sentence: "《A》" or "《A》等 3 件" for works, "A" or "A 等" for goods. */
export function orderSubject(o: OrderRow): string {
  const first = o.lines[0];
  if (first?.kind === 'work')
    return o.lines.length > 1 ? `《${first.title}》等 ${o.lines.length} 件` : `《${first.title}》`;
  return `${first?.title ?? '商品'}${o.lines.length > 1 ? ' 等' : ''}`;
}

/** Goods of one shop (`{ shopId }`), or works of one author (`{ sellerId }`, no shop). */
export type OrderSeller = { shopId: number } | { sellerId: number };

/** An order that ships: where to (a copy of the address). */
type Shipping = { address: OrderAddressRow } | null;

export function createOrder(
  db: Db,
  clock: Clock,
  buyerId: number,
  seller: OrderSeller,
  lines: OrderLineRow[],
  shipping: Shipping = null,
): OrderRow {
  const now = clock.now();
  const id = nextId(db, 'orders');
  const order: OrderRow = {
    id,
    order_no: orderNo(db, 'ZW', now),
    buyer_id: buyerId,
    shop_id: 'shopId' in seller ? seller.shopId : null,
    ...('sellerId' in seller ? { seller_id: seller.sellerId } : {}),
    status: 'unpaid',
    lines,
    total: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
    code_url: null,
    created_at: iso(now),
    expires_at: iso(now + PAY_TTL_MS),
    paid_at: null,
    pay_method: null,
    ships: shipping !== null,
    address: shipping?.address ?? null,
  };
  db.orders.set(id, order);
  return order;
}

/** Paid, and not given back: on its way to the buyer or there (the money moved). */
export const isPaidStatus = (status: OrderRow['status']) =>
  status === 'paid' || status === 'shipped' || status === 'completed';

/** The orders paid together with this one (itself included), in the order they were placed. */
export function batchOf(db: Db, o: OrderRow): OrderRow[] {
  if (!o.batch || o.batch.length < 2) return [o];
  return o.batch.flatMap((id) => {
    const peer = db.orders.get(id);
    return peer && peer.buyer_id === o.buyer_id ? [peer] : [];
  });
}

/** What one payment of this order takes now: the unpaid orders of its batch (itself included). */
export const unpaidBatch = (db: Db, o: OrderRow): OrderRow[] =>
  batchOf(db, o).filter((peer) => peer.status === 'unpaid');

export const totalOf = (orders: readonly OrderRow[]) => orders.reduce((n, o) => n + o.total, 0);

/**
 * Why an order can no longer be paid, or null: a work in it was deleted, its price changed since it
 * was ordered, or the buyer owns it already (bought through another order meanwhile). Asked before a
 * pay code is handed out, and again when the payment arrives.
 */
function payRefusal(db: Db, o: OrderRow): string | null {
  for (const l of o.lines) {
    if (l.kind !== 'work') continue;
    const w = db.works.get(l.work_id);
    if (!w) return `作品《${l.title}》已删除，无法支付`;
    if (w.price !== l.price) return `作品《${l.title}》的价格已变化，请重新下单`;
    if (hasBought(db, o.buyer_id, l.work_id))
      return o.lines.length > 1 ? `你已购买作品《${l.title}》` : '你已购买该作品';
  }
  return null;
}

/**
 * Why the goods of these orders cannot all be handed over now, or null: an item deleted, off the
 * shelf, or with less stock than they take together. Asked when a pay code is handed out and again in
 * the same synchronous step that takes the money and the stock, so of two payments for the last items
 * only the first succeeds; the other is refused before anything is taken.
 */
function stockRefusal(db: Db, orders: readonly OrderRow[]): string | null {
  const wanted = new Map<number, { title: string; quantity: number }>();
  for (const o of orders)
    for (const l of o.lines) {
      if (l.kind === 'work') continue;
      const w = wanted.get(l.goods_id);
      wanted.set(l.goods_id, { title: l.title, quantity: (w?.quantity ?? 0) + l.quantity });
    }
  for (const [goodsId, { title, quantity }] of wanted) {
    const g = db.goods.get(goodsId);
    if (!g) return `商品「${title}」已删除，无法支付，请重新下单`;
    if (g.status !== 1) return `商品「${g.title}」已下架，无法支付`;
    if (g.stock < quantity)
      return g.stock === 0
        ? `商品「${g.title}」已售罄，无法支付，没有扣款`
        : `商品「${g.title}」库存仅剩 ${g.stock} 件，无法支付，请重新下单`;
  }
  return null;
}

/**
 * A new order for works replaces the buyer's unpaid orders that name any of them (so a work waits in
 * one unpaid order at most, and cannot be paid for twice).
 */
export function cancelSupersededOrders(db: Db, buyerId: number, workIds: readonly number[]): void {
  const ids = new Set(workIds);
  for (const o of db.orders.values()) {
    if (o.buyer_id !== buyerId || o.status !== 'unpaid') continue;
    if (o.lines.some((l) => l.kind === 'work' && ids.has(l.work_id))) {
      o.status = 'cancelled';
      o.code_url = null;
    }
  }
}

/** Unpaid orders past their deadline become expired (and their pay code dies): before any order is read. */
export function expireDue(db: Db, clock: Clock): void {
  const now = clock.now();
  for (const o of db.orders.values()) {
    if (o.status === 'unpaid' && now > Date.parse(o.expires_at)) {
      o.status = 'expired';
      o.code_url = null;
    }
  }
}

/**
 * Why an order of this member cannot be paid now (by any method), or null. An order placed with others
 * is paid with them: each of them must be payable, and the stock must cover them all.
 */
export function unpayable(db: Db, o: OrderRow): string | null {
  if (isPaidStatus(o.status) || o.status === 'refunded') return '订单已支付，请勿重复付款';
  if (o.status === 'expired') return '订单已过期，请重新下单';
  if (o.status !== 'unpaid') return '订单已关闭，无法支付';
  const batch = unpaidBatch(db, o);
  for (const peer of batch) {
    const refusal = payRefusal(db, peer);
    if (refusal) return refusal;
  }
  return stockRefusal(db, batch);
}

/**
 * 余额支付: takes the total of the order and of the unpaid orders placed with it from the buyer's
 * balance and pays them, or answers why not. The caller has checked unpayable(); a short balance
 * changes nothing. Synchronous from the check to the last write: nothing can pay in between.
 */
export function payOrderByBalance(db: Db, clock: Clock, order: OrderRow): string | null {
  const buyer = db.users.get(order.buyer_id);
  if (!buyer) return '用户不存在';
  const batch = unpaidBatch(db, order);
  const total = totalOf(batch);
  if (buyer.balance < total)
    return `余额不足：还差 ¥${yuanOf(total - buyer.balance)}，请先充值或改用微信支付`;
  const at = iso(clock.now());
  for (const o of batch)
    moveBalance(db, o.buyer_id, {
      kind: 'purchase',
      amount: -o.total,
      title: `购买${orderSubject(o)}`,
      ref_no: o.order_no,
      at,
    });
  payBatch(db, clock, order, 'balance');
  return null;
}

/** The order and the unpaid orders placed with it, paid by one payment of their sum. */
export function payBatch(db: Db, clock: Clock, order: OrderRow, method: PayMethod): void {
  for (const o of unpaidBatch(db, order)) payOrder(db, clock, o, method);
}

/**
 * Marks an order paid: stock and sales move, the seller is credited and told (with a link to the
 * sale), the buyer gets the items (a work once, however many orders name it). Physical goods wait for
 * 发货 (paid); works and digital goods are delivered, so the order is completed at once.
 */
function payOrder(db: Db, clock: Clock, order: OrderRow, method: PayMethod): void {
  const at = iso(clock.now());
  order.status = order.ships ? 'paid' : 'completed';
  order.paid_at = at;
  order.completed_at = order.ships ? null : at;
  order.pay_method = method;
  order.code_url = null;
  const addItem = (row: Omit<ItemRow, 'id' | 'user_id' | 'bought_at' | 'order_id'>) => {
    const itemId = nextId(db, 'items');
    db.items.set(itemId, { id: itemId, user_id: order.buyer_id, bought_at: at, order_id: order.id, ...row });
  };
  for (const l of order.lines) {
    if (l.kind === 'work') {
      if (hasBought(db, order.buyer_id, l.work_id)) continue;
      // Downloads go through works.download (counted, signed at the time), never a kept address.
      addItem({
        kind: 'work',
        ref_id: l.work_id,
        title: l.title,
        cover: l.cover,
        price: l.price,
        download_url: null,
      });
      continue;
    }
    const g = db.goods.get(l.goods_id);
    if (g) {
      g.stock = Math.max(0, g.stock - l.quantity);
      g.sales += l.quantity;
    }
    addItem({
      kind: 'goods',
      ref_id: l.goods_id,
      title: l.title,
      cover: l.cover,
      price: l.price,
      download_url: g?.download_url ?? null,
    });
  }
  const works = order.lines.every((l) => l.kind === 'work');
  const what = orderSubject(order);
  const sellerId = sellerOf(db, order);
  if (sellerId !== undefined) {
    moveBalance(db, sellerId, {
      kind: 'sale',
      amount: order.total,
      title: works ? `作品${what}售出` : `出售：${what}`,
      ref_no: order.order_no,
      at,
    });
    const incomeId = nextId(db, 'income');
    db.income.set(incomeId, {
      id: incomeId,
      user_id: sellerId,
      amount: order.total,
      source: 'sale',
      title: works ? `作品${what}售出` : `出售：${what}`,
      order_no: order.order_no,
      created_at: at,
    });
    notify(db, clock, sellerId, {
      type: 9,
      title: '收益到账',
      content: `你出售的${works ? what : `「${what}」`}已付款，收益 ¥${yuanOf(order.total)} 已计入余额。`,
      link: INCOME_LINK,
    });
    const buyer = db.users.get(order.buyer_id)?.nickname ?? '一位用户';
    notify(db, clock, sellerId, {
      type: 8,
      title: works ? '作品售出' : order.ships ? '新订单待发货' : '新订单',
      content: works
        ? `${buyer} 购买了你的作品${what}，订单 ${order.order_no} 已付款。`
        : order.ships
          ? `你有一笔新订单 ${order.order_no}（「${what}」），买家已付款，请及时发货。`
          : `你有一笔新订单 ${order.order_no}（「${what}」），买家已付款，商品文件已交付。`,
      from_id: order.buyer_id,
      link: tradesLink('sell', order.id),
    });
  }
  const first = order.lines[0];
  notify(db, clock, order.buyer_id, {
    type: 8,
    title: '支付成功',
    content: works
      ? `订单 ${order.order_no} 已支付 ¥${yuanOf(order.total)}，现在就可以下载${what}的文件了。`
      : order.ships
        ? `订单 ${order.order_no} 已支付 ¥${yuanOf(order.total)}，等待卖家发货，可在“交易”中查看进度。`
        : `订单 ${order.order_no} 已支付 ¥${yuanOf(order.total)}，可在“物品”中下载。`,
    link:
      works && order.lines.length === 1 && first?.kind === 'work'
        ? workLink({ type: first.work_type, id: first.work_id })
        : order.ships
          ? tradesLink('buy', order.id)
          : ITEMS_LINK,
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
    expires_at: iso(now + PAY_TTL_MS),
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
  // A recharge is the member's own money: 余额明细 shows it, 收入 (earnings) does not.
  moveBalance(db, row.user_id, {
    kind: 'recharge',
    amount: row.amount,
    title: '余额充值',
    ref_no: row.order_no,
    at,
  });
  notify(db, clock, row.user_id, {
    type: 9,
    title: '充值成功',
    content: `余额充值 ¥${yuanOf(row.amount)} 已到账。`,
    link: BALANCE_LOG_LINK,
  });
}
