/** Answers about the member's money: income, the balance's log, recharges and withdrawals (beside money-input.ts and seller-money.ts). */
import * as z from './zod.ts';
import { money, signedMoney, time, day, count, wxCodeUrl } from './answer-fields.ts';
import { certificationStatus } from './account-answers.ts';

/** 收入: earnings only — sales and rewards (a recharge or a refund is the member's own money: 余额明细). */
export const incomeRow = z.strictObject({
  id: z.number().int(),
  amount: money,
  source: z.enum(['sale', 'reward']),
  title: z.string(),
  order_no: z.string(),
  created_at: time,
});
/** How far back the income chart reaches, in days (assumed). */
export const incomeRange = z.literal([7, 30, 90]);
/** 收入 per China-time day over the last `range` days, today included, oldest first (assumed). */
export const incomeDaily = z.strictObject({
  range: incomeRange,
  /** yyyy-mm-dd, China time: the first and last day. */
  from: day,
  to: day,
  total: money,
  count,
  days: z.array(z.strictObject({ day, amount: money, count })),
});
/** Why a balance moved (余额明细, assumed). */
export const balanceLogKind = z.enum([
  'opening',
  'recharge',
  'purchase',
  'sale',
  'reward',
  'refund',
  'withdrawal',
]);
const withdrawalStatus = z.enum(['pending', 'done']);
/** One movement of the member's balance, newest first in its list (assumed). */
export const balanceLogRow = z.strictObject({
  id: z.number().int(),
  kind: balanceLogKind,
  /** Signed: "-12.50" for money out. */
  amount: signedMoney,
  /** The balance right after this movement. */
  balance_after: money,
  title: z.string().min(1),
  /** The order, recharge or withdrawal number ('' for the opening balance). */
  ref_no: z.string(),
  /** A withdrawal's state (处理中 / 已到账); null for every other kind. */
  withdrawal_status: withdrawalStatus.nullable(),
  created_at: time,
});
export const withdrawAccountKind = z.enum(['alipay', 'bank']);
/** The bound account withdrawals go to, shown masked (assumed). */
export const withdrawAccount = z.strictObject({
  kind: withdrawAccountKind,
  /** e.g. 支付宝 138****8000, 招商银行 尾号 1234. */
  label: z.string().min(1),
  /** The holder's name, masked like the certification's (*小雨). */
  holder: z.string().min(1),
  bound_at: time,
});
/** What the 提现 form needs to know first (assumed). */
export const withdrawInfo = z.strictObject({
  certification: certificationStatus,
  account: withdrawAccount.nullable(),
  balance: money,
  /** Withdrawals 处理中 now. */
  pending: count,
});
/** A withdrawal: pending (处理中, the money already left the balance) until paid out (已到账) (assumed). */
export const withdrawal = z.strictObject({
  id: z.number().int(),
  withdraw_no: z.string().regex(/^TX\d+$/),
  amount: money,
  fee: money,
  /** amount + fee: what left the balance. */
  total: money,
  status: withdrawalStatus,
  /** The account it goes to, masked. */
  account: z.string().min(1),
  created_at: time,
  done_at: time.nullable(),
});
export const rechargeData = z.strictObject({
  order_no: z.string(),
  amount: money,
  /** WeChat Pay native code_url, to be shown as a QR code. */
  code_url: wxCodeUrl,
  /** Assumed: when the recharge was made by the server's clock (a countdown's offset to the device's). */
  created_at: time,
  expires_at: time,
});
export const rechargeStatus = z.strictObject({
  order_no: z.string(),
  status: z.enum(['pending', 'paid', 'expired']),
  balance: money,
});
