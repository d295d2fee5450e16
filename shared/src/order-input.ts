/**
 * What members send about orders of goods — the lines and the address (order.addOrder, order.addOrders),
 * 发货 (order.ship), 申请退款 (order.refund) — with the rules and the Chinese words the server answers
 * with. The demo upstream validates with these schemas; the forms build on them. Imported as
 * `@zaowu/shared/order-input` (zod stays out of the SPA's entry).
 */
import * as z from './zod.ts';
import { codePointLength } from './plain-text.ts';
import { cleanText } from './invisible.ts';
import { id, int } from './input-fields.ts';

/** The most of one goods item an order may hold, after lines of the same item are added together. */
const ORDER_QUANTITY_MAX = 99;
/** Kinds of goods one checkout may hold. */
const ORDER_LINES_MAX = 50;

const ORDER_MSGS = {
  linesEmpty: '请选择要购买的商品',
  linesMany: `一次最多购买 ${ORDER_LINES_MAX} 种商品`,
  quantityEmpty: '请填写购买数量',
  quantityBad: `购买数量须在 1–${ORDER_QUANTITY_MAX} 之间`,
  /** Two lines of one item count as one. */
  quantitySum: `同一商品合计最多购买 ${ORDER_QUANTITY_MAX} 件`,
  carrier: '请选择快递公司',
  trackingEmpty: '请填写快递单号',
  trackingBad: '快递单号须为 6–30 位字母或数字',
  reason: '请选择退款原因',
  noteLong: '补充说明不能超过 200 个字',
} as const;

const M = ORDER_MSGS;

/**
 * The lines of a checkout, one per goods item: lines of the same item are added together first, and
 * the sum must stay within 1–99 (two lines of 60 are 120, refused).
 */
const orderLinesInput = z
  .array(
    z.object({
      goods_id: id('商品'),
      quantity: int(M.quantityEmpty, M.quantityBad, 1, ORDER_QUANTITY_MAX),
    }),
    { error: M.linesEmpty },
  )
  .min(1, M.linesEmpty)
  .max(ORDER_LINES_MAX, M.linesMany)
  .transform((lines, ctx) => {
    const merged = new Map<number, number>();
    for (const l of lines) merged.set(l.goods_id, (merged.get(l.goods_id) ?? 0) + l.quantity);
    if ([...merged.values()].some((q) => q > ORDER_QUANTITY_MAX)) {
      ctx.addIssue({ code: 'custom', message: M.quantitySum });
      return z.NEVER;
    }
    return [...merged].map(([goods_id, quantity]) => ({ goods_id, quantity }));
  });

/**
 * order.addOrder (goods of one shop) and order.addOrders (of several shops, one order each, paid in one
 * payment). `address_id`: where physical goods go (the member's default address when left out);
 * digital goods need none.
 */
export const addOrderInputSchema = z.object({
  lines: orderLinesInput,
  address_id: id('收货地址').optional(),
});

/** How many days after 发货 an order the buyer has not confirmed completes by itself. */
export const AUTO_CONFIRM_DAYS = 10;

/** Carriers a seller ships with (the 发货 form's list). */
export const SHIPPING_CARRIERS = [
  '顺丰速运',
  '中通快递',
  '圆通速递',
  '韵达快递',
  '申通快递',
  '极兔速递',
  '京东物流',
  '中国邮政',
  'EMS',
  '德邦快递',
  '其他快递',
] as const;

/** order.ship: the seller's own paid order, its carrier and tracking number. */
export const shipInputSchema = z.object({
  order_id: id('订单'),
  carrier: z.enum(SHIPPING_CARRIERS, { error: M.carrier }),
  /** Letters and digits as printed on the waybill (spaces and dashes typed in are dropped). */
  tracking_no: z
    .string({ error: M.trackingEmpty })
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, M.trackingEmpty)
        .regex(/^[A-Z0-9]{6,30}$/, M.trackingBad),
    ),
});

/** Why a buyer asks for their money back (the 申请退款 form's list). */
export const REFUND_REASONS = [
  '不想要了',
  '拍错了 / 多拍了',
  '卖家缺货',
  '未按约定时间发货',
  '商品与描述不符',
  '其他原因',
] as const;

/**
 * order.refund: the buyer's own paid order. Before 发货 it is refunded at once; after, it asks the
 * seller (order.answerRefund).
 */
export const refundInputSchema = z.object({
  order_id: id('订单'),
  reason: z.enum(REFUND_REASONS, { error: M.reason }),
  note: z
    .string({ error: M.noteLong })
    .transform((v) => cleanText(v.replace(/\s+/g, ' ')).trim())
    .refine((v) => codePointLength(v) <= 200, M.noteLong)
    .default(''),
});
