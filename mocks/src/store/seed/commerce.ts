/** Orders between members and shops, what they bought, income rows and a recharge. */
import type { OrderStatus } from '@zaowu/shared';
import type { Rng } from '../prng.ts';
import { ymd } from '../time.ts';
import { insertInTimeOrder } from '../db.ts';
import type { Db, GoodsOrderLineRow, IncomeEntry, ItemRow, OrderRow } from '../types.ts';
import { after, daysAgo } from './clock.ts';
import { designerIds, MEMBER_1, MEMBER_2 } from './people.ts';

/** ZW (orders), CZ (recharges), DS (rewards) + yyyymmdd + a running number. */
export function orderNo(db: Db, prefix: 'ZW' | 'CZ' | 'DS', atMs: number): string {
  db.orderSeq += 1;
  return `${prefix}${ymd(atMs)}${String(db.orderSeq).padStart(8, '0')}`;
}

/** The seed's orders are all for goods of a shop. */
type ShopOrderRow = OrderRow & { shop_id: number; lines: GoodsOrderLineRow[] };

function draftOrder(
  db: Db,
  rng: Rng,
  buyer: number,
  shopId: number,
  status: OrderStatus,
): Omit<ShopOrderRow, 'id'> {
  const onSale = [...db.goods.values()].filter((g) => g.shop_id === shopId && g.status === 1);
  const lines = rng.sample(onSale, rng.int(1, 2)).map((g) => ({
    goods_id: g.id,
    title: g.title,
    cover: g.cover,
    price: g.price,
    quantity: g.stock === 9_999 ? 1 : rng.int(1, 2),
  }));
  const created_at = daysAgo(rng, 200, 1);
  return {
    order_no: '',
    buyer_id: buyer,
    shop_id: shopId,
    status,
    lines,
    total: lines.reduce((sum, l) => sum + l.price * l.quantity, 0),
    code_url: null,
    created_at,
    paid_at: status === 'paid' || status === 'refunded' ? after(rng, created_at, 0.02) : null,
  };
}

export function seedCommerce(db: Db, rng: Rng): void {
  const myShop = [...db.shops.values()].find((s) => s.owner_id === MEMBER_1)!.id;
  const otherShops = [...db.shops.values()].filter((s) => s.owner_id !== MEMBER_1).map((s) => s.id);
  const designers = designerIds(db);
  db.orderSeq = rng.int(100_000, 900_000);
  const plan: [number, number, OrderStatus][] = [
    ...(['paid', 'paid', 'paid', 'unpaid', 'cancelled', 'refunded'] as const).map(
      (st) => [MEMBER_1, rng.pick(otherShops), st] as [number, number, OrderStatus],
    ),
    ...Array.from(
      { length: 7 },
      () => [rng.pick(designers), myShop, 'paid'] as [number, number, OrderStatus],
    ),
    [rng.pick(designers), myShop, 'refunded'],
    [MEMBER_2, myShop, 'paid'],
    [MEMBER_2, rng.pick(otherShops), 'unpaid'],
  ];
  const drafts = plan
    .map(([buyer, shop, status]) => draftOrder(db, rng, buyer, shop, status))
    .filter((o) => o.lines.length > 0);
  const orders = insertInTimeOrder<ShopOrderRow>(db, 'orders', drafts, (o) => o.created_at);
  for (const o of orders) o.order_no = orderNo(db, 'ZW', Date.parse(o.created_at));

  const items: Omit<ItemRow, 'id'>[] = [];
  const income: Omit<IncomeEntry, 'id'>[] = [];
  for (const o of orders) {
    if (o.status === 'paid') {
      for (const l of o.lines) {
        const g = db.goods.get(l.goods_id)!;
        items.push({
          user_id: o.buyer_id,
          kind: 'goods',
          ref_id: g.id,
          title: g.title,
          cover: g.cover,
          price: l.price,
          bought_at: o.paid_at!,
          download_url: g.download_url,
        });
      }
    }
    const seller = db.shops.get(o.shop_id)!.owner_id;
    const what = `${o.lines[0]!.title}${o.lines.length > 1 ? ' 等' : ''}`;
    if (o.status === 'paid')
      income.push({
        user_id: seller,
        amount: o.total,
        source: 'sale',
        title: `出售：${what}`,
        order_no: o.order_no,
        created_at: o.paid_at!,
      });
    if (o.status === 'refunded')
      income.push({
        user_id: o.buyer_id,
        amount: o.total,
        source: 'refund',
        title: `退款：${what}`,
        order_no: o.order_no,
        created_at: after(rng, o.paid_at!, 3),
      });
  }

  // Works the members bought, and sales and rewards of the first member's own works.
  const works = [...db.works.values()];
  for (const member of [MEMBER_1, MEMBER_2]) {
    const forSale = works.filter((w) => w.price !== null && w.author_id !== member);
    for (const w of rng.sample(forSale, member === MEMBER_1 ? 4 : 2)) {
      items.push({
        user_id: member,
        kind: 'work',
        ref_id: w.id,
        title: w.title,
        cover: w.cover,
        price: w.price!,
        bought_at: after(rng, w.created_at, 30),
        download_url: w.files[0]?.url ?? null,
      });
    }
  }
  const mine = works.filter((w) => w.author_id === MEMBER_1);
  for (const w of mine.filter((x) => x.price !== null)) {
    for (let k = rng.int(1, 3); k > 0; k--) {
      const at = after(rng, w.created_at, 60);
      income.push({
        user_id: MEMBER_1,
        amount: w.price!,
        source: 'sale',
        title: `作品《${w.title}》售出`,
        order_no: orderNo(db, 'ZW', Date.parse(at)),
        created_at: at,
      });
    }
  }
  for (let k = 0; k < 3; k++) {
    const w = rng.pick(mine);
    const fan = db.users.get(rng.pick(designers))!;
    const at = after(rng, w.created_at, 90);
    income.push({
      user_id: MEMBER_1,
      amount: rng.pick([500, 888, 1_000, 2_000, 6_600]),
      source: 'reward',
      title: `${fan.nickname} 打赏了你的作品《${w.title}》`,
      order_no: orderNo(db, 'DS', Date.parse(at)),
      created_at: at,
    });
  }

  for (const [member, amount] of [
    [MEMBER_1, 20_000],
    [MEMBER_2, 5_000],
  ] as const) {
    const created_at = daysAgo(rng, 60, 5);
    const no = orderNo(db, 'CZ', Date.parse(created_at));
    const paid_at = after(rng, created_at, 0.005);
    db.recharges.set(no, {
      order_no: no,
      user_id: member,
      amount,
      status: 'paid',
      code_url: `weixin://wxpay/bizpayurl?pr=${no.slice(-7)}`,
      created_at,
      expires_at: after(rng, created_at, 0.01),
      paid_at,
    });
    income.push({
      user_id: member,
      amount,
      source: 'recharge',
      title: '余额充值',
      order_no: no,
      created_at: paid_at,
    });
  }

  insertInTimeOrder<ItemRow>(db, 'items', items, (i) => i.bought_at);
  insertInTimeOrder<IncomeEntry>(db, 'income', income, (i) => i.created_at);
}
