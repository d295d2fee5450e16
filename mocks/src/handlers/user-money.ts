/**
 * The member's money beyond orders (assumed calls): 收入 per day for the chart, 余额明细 (the ledger), and
 * 提现 — the bound account, withdrawals and their list. Rules: shared seller-money.ts.
 */
import {
  WITHDRAW_MSGS,
  checkWithdrawAccount,
  maskWithdrawAccount,
  normalizeRealName,
  yuanOf,
  type BalanceLogRow,
  type IncomeDaily,
  type WithdrawAccount,
  type WithdrawInfo,
  type Withdrawal,
  withdrawAccountInputSchema,
} from '@zaowu/shared';
import { formatChinaDate } from '@zaowu/shared/china-time';
import { requestSchemas } from '@zaowu/shared/requests';
import { verifyPayPassword } from '../store/pay-password.ts';
import { DAY, iso } from '../store/time.ts';
import type { Db, LedgerRow, UserRow, WithdrawAccountRow, WithdrawalRow } from '../store/types.ts';
import { paginate } from '../store/views/paginate.ts';
import { pendingWithdrawals, requestWithdrawal } from '../store/withdrawals.ts';
import { maskRealName } from './certification.ts';
import { reject, rejectIf, route, type ModuleRoutes } from './route.ts';

function ledgerRow(db: Db, r: LedgerRow): BalanceLogRow {
  const w =
    r.kind === 'withdrawal'
      ? [...db.withdrawals.values()].find((x) => x.withdraw_no === r.ref_no && x.user_id === r.user_id)
      : undefined;
  return {
    id: r.id,
    kind: r.kind,
    amount: yuanOf(r.amount),
    balance_after: yuanOf(r.balance_after),
    title: r.title,
    ref_no: r.ref_no,
    withdrawal_status: w?.status ?? null,
    created_at: r.created_at,
  };
}

export function withdrawal(w: WithdrawalRow): Withdrawal {
  return {
    id: w.id,
    withdraw_no: w.withdraw_no,
    amount: yuanOf(w.amount),
    fee: yuanOf(w.fee),
    total: yuanOf(w.amount + w.fee),
    status: w.status,
    account: w.account_label,
    created_at: w.created_at,
    done_at: w.done_at,
  };
}

function accountView(a: WithdrawAccountRow): WithdrawAccount {
  return {
    kind: a.kind,
    label: maskWithdrawAccount(a.kind, a.account, a.bank_name),
    holder: maskRealName(a.holder),
    bound_at: a.bound_at,
  };
}

/** The member's bound account, while it is in their certified name. */
function boundAccount(db: Db, me: UserRow): WithdrawAccountRow | null {
  const a = db.withdrawAccounts.get(me.id);
  const realName = db.certifications.get(me.id)?.real_name;
  return a && me.certification === 'verified' && a.holder === realName ? a : null;
}

export const userMoneyRoutes = {
  getIncomeDaily: route(
    requestSchemas['user.getIncomeDaily'],
    ({ range: days }, { db, clock, me }): IncomeDaily => {
      const now = clock.now();
      const to = formatChinaDate(now);
      const start = Date.parse(`${to}T00:00:00+08:00`) - (days - 1) * DAY;
      const out = Array.from({ length: days }, (_, i) => ({
        day: formatChinaDate(start + i * DAY),
        fen: 0,
        count: 0,
      }));
      const index = new Map(out.map((d, i) => [d.day, i]));
      for (const r of db.income.values()) {
        if (r.user_id !== me.id) continue;
        const at = Date.parse(r.created_at);
        const i = at >= start && at <= now ? index.get(formatChinaDate(at)) : undefined;
        if (i === undefined) continue;
        out[i]!.fen += r.amount;
        out[i]!.count += 1;
      }
      return {
        range: days,
        from: out[0]!.day,
        to,
        total: yuanOf(out.reduce((n, d) => n + d.fen, 0)),
        count: out.reduce((n, d) => n + d.count, 0),
        days: out.map((d) => ({ day: d.day, amount: yuanOf(d.fen), count: d.count })),
      };
    },
  ),

  getBalanceLog: route(requestSchemas['user.getBalanceLog'], (q, { db, me }) => {
    const rows = [...db.ledger.values()].filter((r) => r.user_id === me.id).sort((a, b) => b.id - a.id);
    return paginate(rows, q, (r) => ledgerRow(db, r));
  }),

  getWithdrawInfo: route(requestSchemas['user.getWithdrawInfo'], (_q, { db, me }): WithdrawInfo => {
    const account = boundAccount(db, me);
    return {
      certification: me.certification,
      account: account ? accountView(account) : null,
      balance: yuanOf(me.balance),
      pending: pendingWithdrawals(db, me.id).length,
    };
  }),

  bindWithdrawAccount: route(
    withdrawAccountInputSchema,
    (input, { db, clock, me }): WithdrawAccount => {
      if (me.certification !== 'verified') reject(WITHDRAW_MSGS.notCertified);
      const checked = checkWithdrawAccount(input);
      if (!checked.ok) reject(checked.message);
      const holder = normalizeRealName(input.holder);
      if (holder === '') reject(WITHDRAW_MSGS.holderEmpty);
      if (holder !== db.certifications.get(me.id)?.real_name) reject(WITHDRAW_MSGS.holderMismatch);
      const row: WithdrawAccountRow = {
        user_id: me.id,
        kind: checked.kind,
        account: checked.account,
        bank_name: checked.bank_name,
        holder,
        bound_at: iso(clock.now()),
      };
      db.withdrawAccounts.set(me.id, row);
      return accountView(row);
    },
    '收款账户已绑定',
  ),

  withdraw: route(
    requestSchemas['user.withdraw'],
    async ({ amount, request_id, pay_password }, { db, clock, me }): Promise<Withdrawal> => {
      rejectIf(await verifyPayPassword(db, clock, me.id, pay_password));
      const made = requestWithdrawal(db, clock, me, amount, request_id);
      if (typeof made === 'string') reject(made);
      return withdrawal(made);
    },
    '提现申请已提交',
  ),

  getWithdrawList: route(requestSchemas['user.getWithdrawList'], (q, { db, me }) => {
    const rows = [...db.withdrawals.values()].filter((w) => w.user_id === me.id).sort((a, b) => b.id - a.id);
    return paginate(rows, q, withdrawal);
  }),
} satisfies Partial<ModuleRoutes<'user'>>;
