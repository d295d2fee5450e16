/** Orders between members and shops, what they bought, income (earnings), recharges and the balance ledger. */
import {
  WITHDRAW_MAX_FEN,
  formatFen,
  maskWithdrawAccount,
  withdrawFee,
  type IsoTime,
  type OrderStatus,
} from '@zaowu/shared';
import type { Rng } from '../prng.ts';
import { PAY_TTL_MS } from '../payments.ts';
import { BASE_TIME, HOUR, iso } from '../time.ts';
import { insertInTimeOrder, nextId, orderNo } from '../db.ts';
import type { Db, GoodsOrderLineRow, IncomeEntry, ItemRow, LedgerRow, OrderRow, UserRow } from '../types.ts';
import { isPaidStatus } from '../payments.ts';
import { after, daysAgo } from './clock.ts';
import { designerIds, MEMBER_1, MEMBER_2 } from './people.ts';
import { seedShipping } from './shipping.ts';

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
    expires_at: iso(Date.parse(created_at) + PAY_TTL_MS),
    paid_at: status === 'paid' || status === 'refunded' ? after(rng, created_at, 0.02) : null,
    pay_method: status === 'paid' || status === 'refunded' ? 'wechat' : null,
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
  seedShipping(db, orders);

  const items: Omit<ItemRow, 'id'>[] = [];
  const income: Omit<IncomeEntry, 'id'>[] = [];
  const moves: SeedMove[] = [];
  // The member paid one order from their balance; refunds go back to the balance they were paid from.
  const byBalance = new Set(
    [orders.find((o) => o.buyer_id === MEMBER_1 && isPaidStatus(o.status))?.id].filter(
      (id) => id !== undefined,
    ),
  );
  for (const o of orders) {
    if (o.status === 'refunded' || byBalance.has(o.id)) o.pay_method = 'balance';
    if (isPaidStatus(o.status)) {
      for (const l of o.lines) {
        const g = db.goods.get(l.goods_id)!;
        items.push({
          order_id: o.id,
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
    if (o.pay_method === 'balance')
      moves.push({
        user_id: o.buyer_id,
        kind: 'purchase',
        amount: -o.total,
        title: `购买${what}`,
        ref_no: o.order_no,
        at: o.paid_at!,
      });
    if (isPaidStatus(o.status)) {
      income.push({
        user_id: seller,
        amount: o.total,
        source: 'sale',
        title: `出售：${what}`,
        order_no: o.order_no,
        created_at: o.paid_at!,
      });
      moves.push({
        user_id: seller,
        kind: 'sale',
        amount: o.total,
        title: `出售：${what}`,
        ref_no: o.order_no,
        at: o.paid_at!,
      });
    }
    if (o.status === 'refunded') {
      // Refunded before it shipped: the seller's sale and its reversal cancel out, so neither is seeded.
      o.refunded_at = after(rng, o.paid_at!, 3);
      moves.push({
        user_id: o.buyer_id,
        kind: 'refund',
        amount: o.total,
        title: `退款：${what}`,
        ref_no: o.order_no,
        at: o.refunded_at,
      });
    }
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
      const sale = {
        user_id: MEMBER_1,
        amount: w.price!,
        title: `作品《${w.title}》售出`,
        order_no: orderNo(db, 'ZW', Date.parse(at)),
      };
      income.push({ ...sale, source: 'sale', created_at: at });
      moves.push({ ...sale, kind: 'sale', ref_no: sale.order_no, at });
    }
  }
  for (let k = 0; k < 3; k++) {
    const w = rng.pick(mine);
    const fan = db.users.get(rng.pick(designers))!;
    const at = after(rng, w.created_at, 90);
    const reward = {
      user_id: MEMBER_1,
      amount: rng.pick([500, 888, 1_000, 2_000, 6_600]),
      title: `${fan.nickname} 打赏了你的作品《${w.title}》`,
      order_no: orderNo(db, 'DS', Date.parse(at)),
    };
    income.push({ ...reward, source: 'reward', created_at: at });
    moves.push({ ...reward, kind: 'reward', ref_no: reward.order_no, at });
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
    moves.push({ user_id: member, kind: 'recharge', amount, title: '余额充值', ref_no: no, at: paid_at });
  }
  // The second member earns a little too: a fan's reward for one of their works.
  const theirs = works.filter((w) => w.author_id === MEMBER_2);
  if (theirs.length > 0) {
    const w = rng.pick(theirs);
    const fan = db.users.get(rng.pick(designers))!;
    const at = after(rng, w.created_at, 30);
    const reward = {
      user_id: MEMBER_2,
      amount: 666,
      title: `${fan.nickname} 打赏了你的作品《${w.title}》`,
      order_no: orderNo(db, 'DS', Date.parse(at)),
    };
    income.push({ ...reward, source: 'reward', created_at: at });
    moves.push({ ...reward, kind: 'reward', ref_no: reward.order_no, at });
  }

  insertInTimeOrder<ItemRow>(db, 'items', items, (i) => i.bought_at);
  insertInTimeOrder<IncomeEntry>(db, 'income', income, (i) => i.created_at);
  seedLedger(db, rng, moves);
}

/** A movement of a member's balance in the seed, before it becomes a ledger row. */
type SeedMove = Omit<LedgerRow, 'id' | 'balance_after' | 'created_at'> & { at: IsoTime };

/**
 * Every member's 余额明细, adding up exactly to their balance: an opening balance (期初余额) when the
 * ledger began, then the seeded movements in time order. The opening is what the balance needs beyond
 * the movements, and at least enough that the balance never dips below zero on the way. Where the
 * movements alone would end above the seeded balance, the certified first member had withdrawn the
 * difference (done withdrawals to their bound Alipay account); anyone else's balance is raised to fit.
 */
function seedLedger(db: Db, rng: Rng, moves: SeedMove[]): void {
  const byUser = new Map<number, SeedMove[]>();
  for (const m of moves) byUser.set(m.user_id, [...(byUser.get(m.user_id) ?? []), m]);
  // The certified first member withdraws to their Alipay account (their phone number).
  const first = db.users.get(MEMBER_1)!;
  db.withdrawAccounts.set(MEMBER_1, {
    user_id: MEMBER_1,
    kind: 'alipay',
    account: first.mobile,
    bank_name: null,
    holder: db.certifications.get(MEMBER_1)!.real_name,
    bound_at: after(rng, first.created_at, 30),
  });
  const rows: Omit<LedgerRow, 'id'>[] = [];
  for (const user of db.users.values()) {
    const mine = (byUser.get(user.id) ?? []).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    let run = 0;
    let lowest = 0;
    for (const m of mine) {
      run += m.amount;
      lowest = Math.min(lowest, run);
    }
    // The least opening that keeps every balance ≥ 0, and the balance the movements then end on.
    const deficit = -lowest - (user.balance - run);
    if (deficit > 0 && user.id === MEMBER_1) mine.push(...seedWithdrawals(db, rng, user, mine, deficit));
    else if (deficit > 0) user.balance += deficit;
    const net = mine.reduce((n, m) => n + m.amount, 0);
    const opening = user.balance - net;
    let balance = 0;
    const earliest = mine[0]?.at;
    if (opening > 0) {
      const at =
        earliest && earliest < user.created_at ? iso(Date.parse(earliest) - 60_000) : user.created_at;
      balance = opening;
      rows.push({
        user_id: user.id,
        kind: 'opening',
        amount: opening,
        balance_after: balance,
        title: '期初余额',
        ref_no: '',
        created_at: at,
      });
    }
    for (const m of mine) {
      balance += m.amount;
      rows.push({
        user_id: m.user_id,
        kind: m.kind,
        amount: m.amount,
        balance_after: balance,
        title: m.title,
        ref_no: m.ref_no,
        created_at: m.at,
      });
    }
  }
  // Ids in time order (a member's rows are in order already; the sort is stable).
  insertInTimeOrder<LedgerRow>(db, 'ledger', rows, (r) => r.created_at);
}

/**
 * The first member's past withdrawals, together at least `least` fen (amounts and fees), after their
 * last movement: whole yuan, each within the single-withdrawal limit.
 */
function seedWithdrawals(db: Db, rng: Rng, user: UserRow, mine: SeedMove[], least: number): SeedMove[] {
  const account = db.withdrawAccounts.get(user.id)!;
  const label = maskWithdrawAccount(account.kind, account.account, account.bank_name);
  const out: SeedMove[] = [];
  let left = least;
  let at = mine.at(-1)?.at ?? user.created_at;
  while (left > 0) {
    // Whole yuan covering what is left (with a little to spare), at most the limit.
    const amount = Math.min(WITHDRAW_MAX_FEN, Math.ceil((left + rng.int(0, 20_000)) / 100) * 100);
    const fee = withdrawFee(amount);
    // Within two days of the one before (never before it), paid out some hours later, by the base date.
    at = iso(Math.max(Date.parse(after(rng, at, 2)), Date.parse(at) + 60_000));
    const done = iso(Math.max(Date.parse(at), Math.min(Date.parse(at) + rng.int(2, 26) * HOUR, BASE_TIME)));
    const no = orderNo(db, 'TX', Date.parse(at));
    const id = nextId(db, 'withdrawals');
    db.withdrawals.set(id, {
      id,
      withdraw_no: no,
      user_id: user.id,
      amount,
      fee,
      request_id: `seed-${id}`,
      account_label: label,
      status: 'done',
      created_at: at,
      done_at: done,
    });
    out.push({
      user_id: user.id,
      kind: 'withdrawal',
      amount: -(amount + fee),
      title: `提现至${label}（含手续费 ${formatFen(fee)}）`,
      ref_no: no,
      at,
    });
    left -= amount + fee;
  }
  return out;
}
