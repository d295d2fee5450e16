/** Answers about shops, goods, orders, trades, bought items and addresses (beside order-input.ts and address-input.ts). */
import * as z from './zod.ts';
import { money, time, count, wxCodeUrl, workType } from './answer-fields.ts';
import { userBrief } from './account-answers.ts';

/**
 * unpaid until paid, cancelled by the buyer, or expired at `expires_at` (the server's pay window, as long
 * as a recharge's). Paid physical goods wait for the seller: paid (待发货) → shipped (已发货) → completed
 * (已完成: the buyer's 确认收货, or AUTO_CONFIRM_DAYS after shipping); works and digital goods are
 * completed when paid; only completed goods may be reviewed. refunded: the money went back to the buyer's balance.
 */
export const orderStatus = z.enum([
  'unpaid',
  'paid',
  'shipped',
  'completed',
  'cancelled',
  'expired',
  'refunded',
]);
/** How an order was paid: WeChat Pay (QR), or the member's balance (余额支付). */
export const payMethod = z.enum(['wechat', 'balance']);
/** 0 off shelf, 1 on sale. */
export const goodsStatus = z.literal([0, 1]);
export const shop = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  banner: z.string(),
  description: z.string(),
  owner: userBrief,
  goods_count: count,
  sales: count,
  /** The average stars of its goods' reviews, 0–5 with one decimal; 0 while none is rated. */
  rating: z.number().min(0).max(5),
  /** How many reviews of its goods the rating is from. */
  rating_count: count,
  created_at: time,
  updated_at: time,
});
export const goods = z.strictObject({
  id: z.number().int(),
  shop_id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  price: money,
  stock: count,
  sales: count,
  status: goodsStatus,
  description: z.string(),
  /** A physical item (no file to download): an order of it needs a 收货地址 and is shipped (assumed). */
  ships: z.boolean(),
  created_at: time,
});
export const shopDetail = shop.extend({ goods: z.array(goods) });
/** A goods item's page: its pictures and the shop selling it. */
export const goodsDetail = goods.extend({
  /** The cover first, then the other pictures. */
  images: z.array(z.string()).min(1),
  shop: shop.pick({
    id: true,
    name: true,
    logo: true,
    owner: true,
    goods_count: true,
    sales: true,
    rating: true,
    rating_count: true,
  }),
});
export const goodsTabData = z.strictObject({
  all: z.number().int(),
  on_sale: z.number().int(),
  off_sale: z.number().int(),
  /** Assumed: the member's shop, where new goods go; null when they have none yet. */
  shop_id: z.number().int().nullable(),
});
/** A shop's goods item in an order. */
const goodsOrderLine = z.strictObject({
  kind: z.literal('goods'),
  goods_id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  price: money,
  quantity: z.number().int().min(1),
});
/** A work bought from its author (order.addWorkOrder): its files, once; quantity is always 1. */
export const workOrderLine = z.strictObject({
  kind: z.literal('work'),
  work_id: z.number().int(),
  work_type: workType,
  title: z.string(),
  cover: z.string(),
  price: money,
  quantity: z.literal(1),
});
export const orderLine = z.discriminatedUnion('kind', [goodsOrderLine, workOrderLine]);
/** Where an order ships: a copy of the buyer's address as it was when ordered (a later edit leaves it). */
export const orderAddress = z.strictObject({
  /** 收货人. */
  name: z.string(),
  /** In full for the buyer, and for the seller while the order is to be shipped or on its way; masked after. */
  mobile: z.string().regex(/^1\d{2}(\d{4}|\*{4})\d{4}$/),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
});
/** 收货地址: one of the member's addresses (assumed: address.*). */
export const address = orderAddress.extend({
  id: z.number().int(),
  /** The district's GB/T 2260 code (shared regions.ts). */
  region_code: z.string().regex(/^\d{6}$/),
  /** The one preselected at checkout; a member with addresses has exactly one. */
  is_default: z.boolean(),
  created_at: time,
});
/** 发货: the carrier and its tracking number, set by the seller. */
const shipment = z.strictObject({ carrier: z.string(), tracking_no: z.string(), shipped_at: time });
/** The buyer's 申请退款 after shipping, waiting for the seller (refused_at set when the seller said no). */
const refundRequest = z.strictObject({
  reason: z.string(),
  note: z.string(),
  requested_at: time,
  refused_at: time.nullable(),
});
/** What an order and a trade say about getting the goods to the buyer and about money going back. */
const fulfilment = {
  /** Physical goods in it: once paid it waits for 发货. Works and digital goods: false. */
  ships: z.boolean(),
  address: orderAddress.nullable(),
  shipment: shipment.nullable(),
  refund: refundRequest.nullable(),
  /** Shipped: when it completes by itself unless the buyer confirms first. */
  auto_complete_at: time.nullable(),
  completed_at: time.nullable(),
  refunded_at: time.nullable(),
};
export const order = z.strictObject({
  id: z.number().int(),
  order_no: z.string(),
  status: orderStatus,
  total: money,
  /** One seller per order: goods of one shop, or works of one author. */
  lines: z.array(orderLine),
  /** The shop sold from; null for an order of works (the seller is their author). */
  shop_id: z.number().int().nullable(),
  created_at: time,
  /** Until when it can be paid (its pay code expires then too); decided by the server. */
  expires_at: time,
  paid_at: time.nullable(),
  /** Null until paid. */
  pay_method: payMethod.nullable(),
  ...fulfilment,
  /**
   * Orders placed together (a checkout across shops, one order per shop) are paid in one payment: the
   * ids of all of them, this one included, in order. A lone order: its own id.
   */
  batch: z.array(z.number().int()).min(1),
  /** What one payment of this order takes now: its own total, or that of the batch's unpaid orders. */
  pay_total: money,
});
export const trade = z.strictObject({
  id: z.number().int(),
  order_no: z.string(),
  /** buy: the member paid; sell: the member was paid. */
  direction: z.enum(['buy', 'sell']),
  title: z.string(),
  /** The order's total; whether it was spent, earned or given back follows from status and direction. */
  amount: money,
  status: orderStatus,
  counterpart: userBrief,
  created_at: time,
  paid_at: time.nullable(),
  pay_method: payMethod.nullable(),
  ...fulfilment,
});
/** Items the member bought (works and goods they may download or use). */
export const item = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['work', 'goods']),
  title: z.string(),
  cover: z.string(),
  price: money,
  bought_at: time,
  /** Goods: a signed address of its file (null for physical goods). Works: null (see `work`). */
  download_url: z.string().nullable(),
  /**
   * A bought work that still exists: its page, and how many files it has (each downloaded through
   * works.download). Null for goods and for deleted works.
   */
  work: z.strictObject({ id: z.number().int(), type: workType, files: count }).nullable(),
});
export const itemTabData = z.strictObject({
  all: z.number().int(),
  work: z.number().int(),
  goods: z.number().int(),
});
/** order.addOrderByWeixin: the WeChat Pay code and the order's own deadline, which is the code's. */
export const wxPay = z.strictObject({ order_no: z.string(), code_url: wxCodeUrl, expires_at: time });
