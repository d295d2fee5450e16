/**
 * 提现: a certified member's withdrawal to their bound account. The amount and its fee leave the balance
 * when the withdrawal is made (a `withdrawal` ledger row), so the money cannot be spent twice; the
 * withdrawal then stays 处理中 until the payment channel pays it out. In the demo that is
 * POST /api/demo/withdraw (模拟到账); either way the member gets a 收益 (type 9) message.
 */
import {
  WITHDRAW_MAX_PENDING,
  WITHDRAW_MSGS,
  formatFen,
  maskWithdrawAccount,
  withdrawFee,
  withdrawShortMsg,
} from '@zaowu/shared';
import { nextId, orderNo } from './db.ts';
import { moveBalance } from './ledger.ts';
import { BALANCE_LOG_LINK } from './links.ts';
import { notify } from './notify.ts';
import { iso, type Clock } from './time.ts';
import type { Db, UserRow, WithdrawalRow } from './types.ts';

export const pendingWithdrawals = (db: Db, userId: number): WithdrawalRow[] =>
  [...db.withdrawals.values()].filter((w) => w.user_id === userId && w.status === 'pending');

/**
 * Makes a withdrawal of `amountFen` (the amount range is the caller's to check), or answers why not.
 * The same request_id again answers the withdrawal it made (a double click withdraws once).
 */
export function requestWithdrawal(
  db: Db,
  clock: Clock,
  me: UserRow,
  amountFen: number,
  requestId: string,
): WithdrawalRow | string {
  for (const w of db.withdrawals.values()) if (w.user_id === me.id && w.request_id === requestId) return w;
  if (me.certification !== 'verified') return WITHDRAW_MSGS.notCertified;
  const account = db.withdrawAccounts.get(me.id);
  const realName = db.certifications.get(me.id)?.real_name;
  // An account bound under another name (the certification changed since) is no account.
  if (!account || account.holder !== realName) return WITHDRAW_MSGS.noAccount;
  if (pendingWithdrawals(db, me.id).length >= WITHDRAW_MAX_PENDING) return WITHDRAW_MSGS.tooManyPending;
  const fee = withdrawFee(amountFen);
  const total = amountFen + fee;
  if (total > me.balance) return withdrawShortMsg(total, me.balance);
  const now = clock.now();
  const at = iso(now);
  const no = orderNo(db, 'TX', now);
  const label = maskWithdrawAccount(account.kind, account.account, account.bank_name);
  const moved = moveBalance(db, me.id, {
    kind: 'withdrawal',
    amount: -total,
    title: `提现至${label}（含手续费 ${formatFen(fee)}）`,
    ref_no: no,
    at,
  });
  if (!moved) return withdrawShortMsg(total, me.balance);
  const id = nextId(db, 'withdrawals');
  const row: WithdrawalRow = {
    id,
    withdraw_no: no,
    user_id: me.id,
    amount: amountFen,
    fee,
    request_id: requestId,
    account_label: label,
    status: 'pending',
    created_at: at,
    done_at: null,
  };
  db.withdrawals.set(id, row);
  return row;
}

/** Marks a pending withdrawal paid out and tells the member, with a link to 余额明细. */
export function settleWithdrawal(db: Db, clock: Clock, row: WithdrawalRow): void {
  if (row.status !== 'pending') return;
  row.status = 'done';
  row.done_at = iso(clock.now());
  notify(db, clock, row.user_id, {
    type: 9,
    title: '提现已到账',
    content: `你申请的提现 ${formatFen(row.amount)} 已转入${row.account_label}（单号 ${row.withdraw_no}，手续费 ${formatFen(row.fee)}）。`,
    link: BALANCE_LOG_LINK,
  });
}
