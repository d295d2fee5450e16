/** Shops, goods, orders, trades, bought items, income, recharges. */
import {
  yuanOf,
  type Goods,
  type GoodsDetail,
  type IncomeRow,
  type Item,
  type Order,
  type OrderLine,
  type Shop,
  type ShopDetail,
  type Trade,
} from '@zaowu/shared';
import { autoCompleteAt } from '../fulfilment.ts';
import { batchOf, sellerOf, totalOf, unpaidBatch } from '../payments.ts';
import { shopRating } from '../reviews.ts';
import type { Signer } from '../signing.ts';
import type {
  Db,
  GoodsRow,
  IncomeEntry,
  ItemRow,
  OrderAddressRow,
  OrderLineRow,
  OrderRow,
  ShopRow,
} from '../types.ts';
import { downloadAddress } from '../work-files.ts';
import { userBrief } from './user-brief.ts';

export function goods(g: GoodsRow): Goods {
  return {
    id: g.id,
    shop_id: g.shop_id,
    title: g.title,
    cover: g.cover,
    price: yuanOf(g.price),
    stock: g.stock,
    sales: g.sales,
    status: g.status,
    description: g.description,
    ships: g.download_url === null,
    created_at: g.created_at,
  };
}

/** A goods item's page: the cover and its other pictures, and the shop in brief. */
export function goodsDetail(db: Db, g: GoodsRow, s: ShopRow): GoodsDetail {
  const { id, name, logo, owner, goods_count, sales, rating, rating_count } = shop(db, s);
  return {
    ...goods(g),
    images: [g.cover, ...g.images],
    shop: { id, name, logo, owner, goods_count, sales, rating, rating_count },
  };
}

function shopGoods(db: Db, shopId: number, onSaleOnly: boolean): GoodsRow[] {
  return [...db.goods.values()].filter((g) => g.shop_id === shopId && (!onSaleOnly || g.status === 1));
}

export function shop(db: Db, s: ShopRow): Shop {
  const all = shopGoods(db, s.id, false);
  return {
    id: s.id,
    name: s.name,
    logo: s.logo,
    banner: s.banner,
    description: s.description,
    owner: userBrief(db, s.owner_id),
    goods_count: all.filter((g) => g.status === 1).length,
    sales: all.reduce((n, g) => n + g.sales, 0),
    ...shopRating(db, s.id),
    created_at: s.created_at,
    updated_at: s.updated_at,
  };
}

export function shopDetail(db: Db, s: ShopRow): ShopDetail {
  return { ...shop(db, s), goods: shopGoods(db, s.id, true).map(goods) };
}

function orderLine(l: OrderLineRow): OrderLine {
  if (l.kind === 'work') return { ...l, price: yuanOf(l.price) };
  return {
    kind: 'goods',
    goods_id: l.goods_id,
    title: l.title,
    cover: l.cover,
    price: yuanOf(l.price),
    quantity: l.quantity,
  };
}

/** What an order and a trade say about shipping and refunds (rows older than them: absent). */
function fulfilment(o: OrderRow, address: OrderAddressRow | null) {
  return {
    ships: o.ships === true,
    address,
    shipment: o.shipment ?? null,
    refund: o.refund ?? null,
    auto_complete_at: autoCompleteAt(o),
    completed_at: o.completed_at ?? null,
    refunded_at: o.refunded_at ?? null,
  };
}

/** The buyer's own order. */
export function order(db: Db, o: OrderRow): Order {
  const unpaid = unpaidBatch(db, o);
  return {
    id: o.id,
    order_no: o.order_no,
    status: o.status,
    total: yuanOf(o.total),
    lines: o.lines.map(orderLine),
    shop_id: o.shop_id,
    created_at: o.created_at,
    expires_at: o.expires_at,
    paid_at: o.paid_at,
    pay_method: o.pay_method,
    ...fulfilment(o, o.address ?? null),
    batch: batchOf(db, o).map((peer) => peer.id),
    pay_total: yuanOf(o.status === 'unpaid' ? totalOf(unpaid) : o.total),
  };
}

/**
 * The address a seller sees: whom to ship to and how to reach them while the order is to be shipped or
 * on its way; once it is over, the phone number masked.
 */
function sellerAddress(o: OrderRow): OrderAddressRow | null {
  if (!o.address || o.status === 'unpaid' || o.status === 'cancelled' || o.status === 'expired') return null;
  if (o.status === 'paid' || o.status === 'shipped') return o.address;
  return { ...o.address, mobile: `${o.address.mobile.slice(0, 3)}****${o.address.mobile.slice(-4)}` };
}

/** An order seen from one side: the buyer paid, the seller (shop owner, or the works' author) was paid. */
export function trade(db: Db, o: OrderRow, memberId: number): Trade {
  const sellerId = sellerOf(db, o) ?? 0;
  const direction = o.buyer_id === memberId ? 'buy' : 'sell';
  return {
    id: o.id,
    order_no: o.order_no,
    direction,
    title: `${o.lines[0]?.title ?? '订单'}${o.lines.length > 1 ? ` 等 ${o.lines.length} 件` : ''}`,
    amount: yuanOf(o.total),
    status: o.status,
    counterpart: userBrief(db, direction === 'buy' ? sellerId : o.buyer_id),
    created_at: o.created_at,
    paid_at: o.paid_at,
    pay_method: o.pay_method,
    ...fulfilment(o, direction === 'buy' ? (o.address ?? null) : sellerAddress(o)),
  };
}

/**
 * A bought item. Goods with a file: a signed download address, fresh with every answer. Works: where
 * the work is (its files are downloaded one by one through works.download, counted), or null once it
 * was deleted.
 */
export function item(db: Db, signer: Signer, i: ItemRow): Item {
  const w = i.kind === 'work' ? db.works.get(i.ref_id) : undefined;
  return {
    id: i.id,
    kind: i.kind,
    title: i.title,
    cover: i.cover,
    price: yuanOf(i.price),
    bought_at: i.bought_at,
    download_url: i.kind === 'goods' && i.download_url ? downloadAddress(db, signer, i.download_url) : null,
    work: w ? { id: w.id, type: w.type, files: w.files.length } : null,
  };
}

export function incomeRow(r: IncomeEntry): IncomeRow {
  return {
    id: r.id,
    amount: yuanOf(r.amount),
    source: r.source,
    title: r.title,
    order_no: r.order_no,
    created_at: r.created_at,
  };
}
