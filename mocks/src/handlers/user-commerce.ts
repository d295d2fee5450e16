/** The member as seller and buyer: goods, trades, bought items, income, prices, recharge. */
import {
  goodsPriceInputSchema,
  yuanOf,
  type GoodsTabData,
  type ItemTabData,
  type RechargeData,
  type RechargeStatus,
} from '@zaowu/shared';
import { rechargeInputSchema } from '@zaowu/shared/money-input';
import { requestSchemas } from '@zaowu/shared/requests';
import { settleDue } from '../store/fulfilment.ts';
import { createRecharge, isExpired, sellerOf } from '../store/payments.ts';
import type { Db, GoodsRow, UserRow } from '../store/types.ts';
import { goods, incomeRow, item, trade } from '../store/views/commerce.ts';
import { paginate } from '../store/views/paginate.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

function myGoods(db: Db, me: UserRow): GoodsRow[] {
  const shops = new Set([...db.shops.values()].filter((s) => s.owner_id === me.id).map((s) => s.id));
  return [...db.goods.values()]
    .filter((g) => shops.has(g.shop_id))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

function ownGoods(db: Db, me: UserRow, goodsId: number): GoodsRow {
  const g = db.goods.get(goodsId);
  if (!g || db.shops.get(g.shop_id)?.owner_id !== me.id) reject('商品不存在');
  return g;
}

export const userCommerceRoutes = {
  getGoodsList: route(requestSchemas['user.getGoodsList'], (q, { db, me }) =>
    paginate(
      myGoods(db, me).filter((g) => q.status === undefined || g.status === q.status),
      q,
      goods,
    ),
  ),

  getGoodsTabData: route(requestSchemas['user.getGoodsTabData'], (_q, { db, me }): GoodsTabData => {
    const all = myGoods(db, me);
    const on = all.filter((g) => g.status === 1).length;
    const shop = [...db.shops.values()].find((s) => s.owner_id === me.id);
    return { all: all.length, on_sale: on, off_sale: all.length - on, shop_id: shop?.id ?? null };
  }),

  setGoodsPrice: route(
    goodsPriceInputSchema,
    ({ id: goodsId, price }, { db, me }) => {
      const g = ownGoods(db, me, goodsId);
      g.price = price;
      return goods(g);
    },
    '价格已更新',
  ),

  setGoodStatus: route(
    requestSchemas['user.setGoodStatus'],
    ({ id: goodsId, status }, { db, me }) => {
      const g = ownGoods(db, me, goodsId);
      if (status === 1 && g.stock === 0) reject('库存为 0，无法上架');
      g.status = status;
      return goods(g);
    },
    '商品状态已更新',
  ),

  getTradeList: route(requestSchemas['user.getTradeList'], (q, { db, clock, me }) => {
    settleDue(db, clock);
    const rows = [...db.orders.values()]
      .map((o) => ({ o, sells: sellerOf(db, o) === me.id }))
      .filter(
        ({ o, sells }) =>
          (o.buyer_id === me.id && q.direction !== 'sell') || (sells && q.direction !== 'buy'),
      )
      .sort((a, b) => b.o.created_at.localeCompare(a.o.created_at));
    return paginate(rows, q, ({ o }) => trade(db, o, me.id));
  }),

  /** Assumed: one trade of the member's, bought or sold (what a notice about an order opens). */
  getTrade: route(requestSchemas['user.getTrade'], ({ id: orderId }, { db, clock, me }) => {
    settleDue(db, clock);
    const o = db.orders.get(orderId);
    if (!o || (o.buyer_id !== me.id && sellerOf(db, o) !== me.id)) reject('订单不存在');
    return trade(db, o, me.id);
  }),

  getItemList: route(requestSchemas['user.getItemList'], (q, { db, me, signer }) => {
    const rows = [...db.items.values()]
      .filter((i) => i.user_id === me.id && (!q.kind || i.kind === q.kind))
      .sort((a, b) => b.bought_at.localeCompare(a.bought_at));
    return paginate(rows, q, (i) => item(db, signer, i));
  }),

  getItemTabData: route(requestSchemas['user.getItemTabData'], (_q, { db, me }): ItemTabData => {
    const mine = [...db.items.values()].filter((i) => i.user_id === me.id);
    const work = mine.filter((i) => i.kind === 'work').length;
    return { all: mine.length, work, goods: mine.length - work };
  }),

  getIncomeList: route(requestSchemas['user.getIncomeList'], (q, { db, me }) => {
    const rows = [...db.income.values()]
      .filter((r) => r.user_id === me.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return paginate(rows, q, incomeRow);
  }),

  getRechargeData: route(rechargeInputSchema, ({ amount }, { db, clock, me }): RechargeData => {
    const r = createRecharge(db, clock, me.id, amount);
    return {
      order_no: r.order_no,
      amount: yuanOf(r.amount),
      code_url: r.code_url,
      created_at: r.created_at,
      expires_at: r.expires_at,
    };
  }),

  checkRechargeStatus: route(
    requestSchemas['user.checkRechargeStatus'],
    ({ order_no }, { db, clock, me }): RechargeStatus => {
      const r = db.recharges.get(order_no);
      if (!r || r.user_id !== me.id) reject('充值单不存在');
      return { order_no, status: isExpired(r, clock) ? 'expired' : r.status, balance: yuanOf(me.balance) };
    },
  ),
} satisfies Partial<ModuleRoutes<'user'>>;
