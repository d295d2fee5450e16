/**
 * Placing orders (goods of a shop, goods of several shops paid together, works of an author), paying
 * them, and what follows for physical goods (store/fulfilment.ts).
 */
import { ADDRESS_MSGS } from '@zaowu/shared/address-input';
import { addOrderInputSchema, refundInputSchema, shipInputSchema } from '@zaowu/shared/order-input';
import { requestSchemas } from '@zaowu/shared/requests';
import { addressCopy, addressesOf } from '../store/addresses.ts';
import { verifyPayPassword } from '../store/pay-password.ts';
import {
  completeOrder,
  refundOrder,
  refundShortfall,
  refuseRefund,
  requestRefund,
  settleDue,
  shipOrder,
} from '../store/fulfilment.ts';
import {
  cancelSupersededOrders,
  createOrder,
  isPaidStatus,
  payOrderByBalance,
  sellerOf,
  unpaidBatch,
  unpayable,
  wxCodeUrl,
} from '../store/payments.ts';
import type { Clock } from '../store/time.ts';
import type {
  Db,
  GoodsOrderLineRow,
  OrderAddressRow,
  OrderLineRow,
  OrderRow,
  UserRow,
  WorkOrderLineRow,
} from '../store/types.ts';
import { WORK_GONE_MSG, hasBought, isForSale } from '../store/work-files.ts';
import { order, trade } from '../store/views/commerce.ts';
import { reject, rejectIf, route, type ModuleRoutes } from './route.ts';

/** One shop's part of a checkout: its lines, and whether any of them is a physical item (it ships). */
interface ShopPart {
  shopId: number;
  lines: GoodsOrderLineRow[];
  ships: boolean;
}

/** The lines (already merged per item) by shop, in the order their shops first appear; checked. */
function shopParts(db: Db, me: UserRow, lines: { goods_id: number; quantity: number }[]): ShopPart[] {
  const parts = new Map<number, ShopPart>();
  for (const { goods_id, quantity } of lines) {
    const g = db.goods.get(goods_id);
    if (!g) reject('商品不存在');
    if (g.status !== 1) reject(`「${g.title}」已下架`);
    if (g.stock < quantity) reject(`「${g.title}」库存不足`);
    if (db.shops.get(g.shop_id)?.owner_id === me.id) reject('不能购买自己店铺的商品');
    const part = parts.get(g.shop_id) ?? { shopId: g.shop_id, lines: [], ships: false };
    part.lines.push({
      kind: 'goods',
      goods_id: g.id,
      title: g.title,
      cover: g.cover,
      price: g.price,
      quantity,
    });
    // Goods without a file to download are physical: they are shipped to an address.
    part.ships ||= g.download_url === null;
    parts.set(g.shop_id, part);
  }
  return [...parts.values()];
}

/** Where physical goods go: the address chosen, else the default one; refused without one. */
function shippingAddress(db: Db, me: UserRow, addressId: number | undefined): OrderAddressRow {
  const chosen =
    addressId === undefined ? addressesOf(db, me.id).find((a) => a.is_default) : db.addresses.get(addressId);
  if (addressId !== undefined && chosen?.user_id !== me.id) reject(ADDRESS_MSGS.missing);
  if (!chosen) reject(ADDRESS_MSGS.required);
  return addressCopy(chosen);
}

/** Places one order per shop part; more than one are paid together (each names the whole batch). */
function placeGoodsOrders(
  db: Db,
  clock: Clock,
  me: UserRow,
  parts: ShopPart[],
  addressId: number | undefined,
): OrderRow[] {
  const address = parts.some((p) => p.ships) ? shippingAddress(db, me, addressId) : null;
  const orders = parts.map((p) =>
    createOrder(db, clock, me.id, { shopId: p.shopId }, p.lines, p.ships && address ? { address } : null),
  );
  if (orders.length > 1) {
    const batch = orders.map((o) => o.id);
    for (const o of orders) o.batch = batch;
  }
  return orders;
}

export const orderRoutes = {
  addOrder: route(
    addOrderInputSchema,
    ({ lines, address_id }, { db, clock, me }) => {
      const parts = shopParts(db, me, lines);
      if (parts.length > 1) reject('一次只能购买同一店铺的商品');
      return order(db, placeGoodsOrders(db, clock, me, parts, address_id)[0]!);
    },
    '下单成功',
  ),

  /** Assumed: 结算 across shops, one order per shop, paid together. */
  addOrders: route(
    addOrderInputSchema,
    ({ lines, address_id }, { db, clock, me }) =>
      placeGoodsOrders(db, clock, me, shopParts(db, me, lines), address_id).map((o) => order(db, o)),
    '下单成功',
  ),

  /** Assumed: works for sale, all by one author, each bought once; the author is the seller. */
  addWorkOrder: route(
    requestSchemas['order.addWorkOrder'],
    ({ work_ids }, { db, clock, me }) => {
      const ids = [...new Set(work_ids)];
      const one = ids.length === 1;
      const rows: WorkOrderLineRow[] = [];
      const authors = new Set<number>();
      for (const workId of ids) {
        const w = db.works.get(workId);
        if (!w) reject(one ? WORK_GONE_MSG : `有作品不存在或已删除（ID ${workId}）`);
        if (!isForSale(w))
          reject(one ? '该作品免费，无需购买，可直接下载' : `《${w.title}》是免费作品，无需购买`);
        if (w.author_id === me.id) reject('不能购买自己的作品');
        if (hasBought(db, me.id, w.id)) reject(one ? '你已购买该作品' : `你已购买作品《${w.title}》`);
        authors.add(w.author_id);
        rows.push({
          kind: 'work',
          work_id: w.id,
          work_type: w.type,
          title: w.title,
          cover: w.cover,
          price: w.price!,
          quantity: 1,
        });
      }
      if (authors.size > 1) reject('一次只能购买同一位作者的作品');
      // 购买 pressed again before paying: the order already waiting, not a second one.
      settleDue(db, clock);
      const waiting = [...db.orders.values()].find(
        (o) => o.buyer_id === me.id && o.status === 'unpaid' && sameLines(o.lines, rows),
      );
      if (waiting) return order(db, waiting);
      cancelSupersededOrders(db, me.id, ids);
      return order(db, createOrder(db, clock, me.id, { sellerId: [...authors][0]! }, rows));
    },
    '下单成功',
  ),

  /** One code for the order and the unpaid orders placed with it. */
  addOrderByWeixin: route(requestSchemas['order.addOrderByWeixin'], ({ order_id }, { db, clock, me }) => {
    const o = ownOrder(db, clock, me.id, order_id);
    const refusal = unpayable(db, o);
    if (refusal) reject(refusal);
    const code = wxCodeUrl();
    for (const peer of unpaidBatch(db, o)) peer.code_url = code;
    return { order_no: o.order_no, code_url: code, expires_at: o.expires_at };
  }),

  /** Assumed: 余额支付. A second call for a paid order answers it as it is (a double click pays once). */
  payByBalance: route(
    requestSchemas['order.payByBalance'],
    async ({ order_id, pay_password }, { db, clock, me }) => {
      rejectIf(await verifyPayPassword(db, clock, me.id, pay_password));
      const o = ownOrder(db, clock, me.id, order_id);
      if (isPaidStatus(o.status)) return order(db, o);
      const refusal = unpayable(db, o) ?? payOrderByBalance(db, clock, o);
      if (refusal) reject(refusal);
      return order(db, o);
    },
    '支付成功',
  ),

  /** Assumed: the buyer cancels an unpaid order (and those placed with it); again: answered as it is. */
  cancel: route(
    requestSchemas['order.cancel'],
    ({ order_id }, { db, clock, me }) => {
      const o = ownOrder(db, clock, me.id, order_id);
      if (isPaidStatus(o.status) || o.status === 'refunded') reject('订单已支付，不能取消');
      if (o.status === 'expired') reject('订单已过期，无需取消');
      for (const peer of unpaidBatch(db, o)) {
        peer.status = 'cancelled';
        peer.code_url = null;
      }
      return order(db, o);
    },
    '订单已取消',
  ),

  /** Assumed: the buyer's own order, for the payment page (its summary, then its status while paying). */
  detail: route(requestSchemas['order.detail'], ({ id: orderId }, { db, clock, me }) =>
    order(db, ownOrder(db, clock, me.id, orderId)),
  ),

  /** Assumed: 发货 by the seller of a paid order of physical goods. */
  ship: route(
    shipInputSchema,
    ({ order_id, carrier, tracking_no }, { db, clock, me }) => {
      const o = soldOrder(db, clock, me.id, order_id);
      if (!o.ships) reject('该订单无需发货');
      if (o.status === 'unpaid') reject('订单尚未付款，不能发货');
      if (o.status === 'shipped' || o.status === 'completed') reject('订单已发货');
      if (o.status === 'refunded') reject('订单已退款，不能发货');
      if (o.status !== 'paid') reject('订单已关闭，不能发货');
      if (o.refund && o.refund.refused_at === null) reject('买家已申请退款，请先处理退款申请');
      shipOrder(db, clock, o, carrier, tracking_no);
      return trade(db, o, me.id);
    },
    '已发货',
  ),

  /** Assumed: 确认收货 by the buyer of a shipped order. */
  confirm: route(
    requestSchemas['order.confirm'],
    ({ order_id }, { db, clock, me }) => {
      const o = ownOrder(db, clock, me.id, order_id);
      if (o.status === 'completed') return order(db, o);
      if (o.status === 'paid') reject('卖家尚未发货，暂不能确认收货');
      if (o.status !== 'shipped') reject('该订单不能确认收货');
      completeOrder(db, clock, o, 'buyer');
      return order(db, o);
    },
    '已确认收货',
  ),

  /**
   * Assumed: 申请退款. Before shipping: refunded at once (unless the seller's balance no longer covers
   * their earning: then asked of them). After: asked of the seller. Asking again: answered as it is.
   */
  refund: route(
    refundInputSchema,
    ({ order_id, reason, note }, { db, clock, me }) => {
      const o = ownOrder(db, clock, me.id, order_id);
      if (o.status === 'refunded' || (o.refund && o.refund.refused_at === null)) return order(db, o);
      if (o.status === 'unpaid') reject('订单尚未付款，无需退款，可直接取消订单');
      if (o.status === 'completed') reject('订单已完成，不能再申请退款，如有问题请私信卖家协商');
      if (o.status !== 'paid' && o.status !== 'shipped') reject('订单已关闭，无需退款');
      if (o.status === 'paid' && refundShortfall(db, o) === null) refundOrder(db, clock, o, 'buyer');
      else requestRefund(db, clock, o, reason, note, o.status === 'paid' ? '（订单尚未发货）' : '');
      return order(db, o);
    },
    '退款申请已提交',
  ),

  /** Assumed: the seller answers a refund request: 同意退款 or 拒绝. */
  answerRefund: route(
    requestSchemas['order.answerRefund'],
    ({ order_id, agree }, { db, clock, me }) => {
      const o = soldOrder(db, clock, me.id, order_id);
      if (o.status === 'refunded') return trade(db, o, me.id);
      const open = o.refund && o.refund.refused_at === null;
      if (!open || (o.status !== 'paid' && o.status !== 'shipped')) reject('没有待处理的退款申请');
      if (agree) {
        const short = refundShortfall(db, o);
        if (short) reject(short);
        refundOrder(db, clock, o, 'seller');
      } else refuseRefund(db, clock, o);
      return trade(db, o, me.id);
    },
    '已处理退款申请',
  ),
} satisfies ModuleRoutes<'order'>;

/** The member's own order, what time decided settled; anyone else's is "not found" (no probing of ids). */
function ownOrder(db: Db, clock: Clock, memberId: number, orderId: number): OrderRow {
  settleDue(db, clock);
  const o = db.orders.get(orderId);
  if (!o || o.buyer_id !== memberId) reject('订单不存在');
  return o;
}

/** An order the member sold; anyone else's is "not found". */
function soldOrder(db: Db, clock: Clock, memberId: number, orderId: number): OrderRow {
  settleDue(db, clock);
  const o = db.orders.get(orderId);
  if (!o || sellerOf(db, o) !== memberId) reject('订单不存在');
  return o;
}

/** The same works at the same prices. */
function sameLines(a: readonly OrderLineRow[], b: readonly WorkOrderLineRow[]): boolean {
  const key = (l: OrderLineRow) => (l.kind === 'work' ? `${l.work_id}:${l.price}` : `g${l.goods_id}`);
  const mine = new Set(a.map(key));
  return a.length === b.length && mine.size === a.length && b.every((l) => mine.has(key(l)));
}
