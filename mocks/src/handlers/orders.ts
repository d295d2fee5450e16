/** Placing orders (goods of a shop, works of an author) and getting a WeChat Pay code for them; feedback. */
import * as z from '@zaowu/shared/zod';
import type { Feedback } from '@zaowu/shared';
import { feedbackInputSchema } from '@zaowu/shared/feedback-input';
import { payPasswordField } from '@zaowu/shared/pay-password';
import { claimUpload, viewUrl } from '../store/blobs.ts';
import { nextId } from '../store/db.ts';
import { verifyPayPassword } from '../store/pay-password.ts';
import type { Signer } from '../store/signing.ts';
import {
  cancelSupersededOrders,
  createOrder,
  expireDue,
  payOrderByBalance,
  unpayable,
  wxCodeUrl,
} from '../store/payments.ts';
import type { Clock } from '../store/time.ts';
import { iso } from '../store/time.ts';
import type {
  Db,
  FeedbackRow,
  GoodsOrderLineRow,
  OrderLineRow,
  OrderRow,
  WorkOrderLineRow,
} from '../store/types.ts';
import { WORK_GONE_MSG, hasBought, isForSale } from '../store/work-files.ts';
import { order } from '../store/views/commerce.ts';
import { paginate } from '../store/views/paginate.ts';
import { id, int, page } from './params.ts';
import { reject, rejectIf, route, type ModuleRoutes } from './route.ts';

export const orderRoutes = {
  addOrder: route(
    z.object({
      lines: z
        .array(
          z.object({
            goods_id: id('商品'),
            quantity: int('请填写购买数量', '购买数量须在 1–99 之间', 1, 99),
          }),
          { error: '请选择要购买的商品' },
        )
        .min(1, '请选择要购买的商品')
        .max(50, '一次最多购买 50 种商品'),
    }),
    ({ lines }, { db, clock, me }) => {
      const merged = new Map<number, number>();
      for (const l of lines) merged.set(l.goods_id, (merged.get(l.goods_id) ?? 0) + l.quantity);
      const rows: GoodsOrderLineRow[] = [];
      const shops = new Set<number>();
      for (const [goodsId, quantity] of merged) {
        const g = db.goods.get(goodsId);
        if (!g) reject('商品不存在');
        if (g.status !== 1) reject(`「${g.title}」已下架`);
        if (g.stock < quantity) reject(`「${g.title}」库存不足`);
        shops.add(g.shop_id);
        rows.push({
          kind: 'goods',
          goods_id: g.id,
          title: g.title,
          cover: g.cover,
          price: g.price,
          quantity,
        });
      }
      if (shops.size > 1) reject('一次只能购买同一店铺的商品');
      const shopId = [...shops][0]!;
      if (db.shops.get(shopId)?.owner_id === me.id) reject('不能购买自己店铺的商品');
      return order(createOrder(db, clock, me.id, { shopId }, rows));
    },
    '下单成功',
  ),

  /** Assumed: works for sale, all by one author, each bought once; the author is the seller. */
  addWorkOrder: route(
    z.object({
      work_ids: z
        .array(id('作品'), { error: '请选择要购买的作品' })
        .min(1, '请选择要购买的作品')
        .max(20, '一次最多购买 20 件作品'),
    }),
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
      expireDue(db, clock);
      const waiting = [...db.orders.values()].find(
        (o) => o.buyer_id === me.id && o.status === 'unpaid' && sameLines(o.lines, rows),
      );
      if (waiting) return order(waiting);
      cancelSupersededOrders(db, me.id, ids);
      return order(createOrder(db, clock, me.id, { sellerId: [...authors][0]! }, rows));
    },
    '下单成功',
  ),

  addOrderByWeixin: route(z.object({ order_id: id('订单') }), ({ order_id }, { db, clock, me }) => {
    const o = ownOrder(db, clock, me.id, order_id);
    const refusal = unpayable(db, o);
    if (refusal) reject(refusal);
    o.code_url = wxCodeUrl();
    return { order_no: o.order_no, code_url: o.code_url, expires_at: o.expires_at };
  }),

  /** Assumed: 余额支付. A second call for a paid order answers it as it is (a double click pays once). */
  payByBalance: route(
    z.object({ order_id: id('订单'), pay_password: payPasswordField }),
    async ({ order_id, pay_password }, { db, clock, me }) => {
      rejectIf(await verifyPayPassword(db, clock, me.id, pay_password));
      const o = ownOrder(db, clock, me.id, order_id);
      if (o.status === 'paid') return order(o);
      const refusal = unpayable(db, o) ?? payOrderByBalance(db, clock, o);
      if (refusal) reject(refusal);
      return order(o);
    },
    '支付成功',
  ),

  /** Assumed: the buyer cancels an unpaid order; cancelling again answers it as it is. */
  cancel: route(
    z.object({ order_id: id('订单') }),
    ({ order_id }, { db, clock, me }) => {
      const o = ownOrder(db, clock, me.id, order_id);
      if (o.status === 'paid' || o.status === 'refunded') reject('订单已支付，不能取消');
      if (o.status === 'expired') reject('订单已过期，无需取消');
      o.status = 'cancelled';
      o.code_url = null;
      return order(o);
    },
    '订单已取消',
  ),

  /** Assumed: the buyer's own order, for the payment page (its summary, then its status while paying). */
  detail: route(z.object({ id: id('订单') }), ({ id: orderId }, { db, clock, me }) =>
    order(ownOrder(db, clock, me.id, orderId)),
  ),
} satisfies ModuleRoutes<'order'>;

/** The member's own order, its expiry settled; anyone else's is "not found" (no probing of ids). */
function ownOrder(db: Db, clock: Clock, memberId: number, orderId: number): OrderRow {
  expireDue(db, clock);
  const o = db.orders.get(orderId);
  if (!o || o.buyer_id !== memberId) reject('订单不存在');
  return o;
}

/** The same works at the same prices. */
function sameLines(a: readonly OrderLineRow[], b: readonly WorkOrderLineRow[]): boolean {
  const key = (l: OrderLineRow) => (l.kind === 'work' ? `${l.work_id}:${l.price}` : `g${l.goods_id}`);
  const mine = new Set(a.map(key));
  return a.length === b.length && mine.size === a.length && b.every((l) => mine.has(key(l)));
}

function feedbackView(db: Db, signer: Signer, { user_id: _owner, ...f }: FeedbackRow): Feedback {
  return { ...f, images: f.images.map((a) => viewUrl(db, signer, a)) };
}

export const feedbackRoutes = {
  add: route(
    feedbackInputSchema,
    (input, { db, clock, me, signer }): Feedback => {
      // Screenshots stay private: only the member (and staff) see them, through signed addresses.
      const images = input.images.map((a) => claimUpload(db, me.id, a, 'private'));
      if (images.includes(null)) reject('截图不存在，请重新上传');
      const row: FeedbackRow = {
        id: nextId(db, 'feedback'),
        user_id: me.id,
        ...input,
        images: images as string[],
        reply: null,
        created_at: iso(clock.now()),
      };
      db.feedback.set(row.id, row);
      return feedbackView(db, signer, row);
    },
    '感谢你的反馈，我们会尽快处理',
  ),

  lists: route(z.object(page), (q, { db, me, signer }) => {
    const rows = [...db.feedback.values()]
      .filter((f) => f.user_id === me.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return paginate(rows, q, (f) => feedbackView(db, signer, f));
  }),
} satisfies ModuleRoutes<'feedback'>;
