/**
 * The 提现 forms' schemas (react-hook-form's zod resolver), over the shared rules and messages the server
 * uses too (seller-money.ts), so what the form refuses is what the server would refuse, in the same words.
 */
import * as z from '@zaowu/shared/zod';
import {
  WITHDRAW_FEE_PERMILLE,
  WITHDRAW_MAX_FEN,
  WITHDRAW_MIN_FEN,
  WITHDRAW_MSGS,
  checkWithdrawAccount,
  realNameProblem,
  withdrawFee,
  withdrawShortMsg,
  type WithdrawAccountKind,
} from '@zaowu/shared';
import { PAY_PASSWORD_MSGS, isPayPasswordShape } from '@zaowu/shared/pay-password';
import { checkAmount, type AmountRule } from '../../lib/amount.ts';

export const WITHDRAW_RULE: AmountRule = {
  minFen: WITHDRAW_MIN_FEN,
  maxFen: WITHDRAW_MAX_FEN,
  message: WITHDRAW_MSGS.amountBad,
  empty: WITHDRAW_MSGS.amountEmpty,
};

export interface BindValues {
  kind: WithdrawAccountKind;
  account: string;
  bank_name: string;
  holder: string;
}

export const bindSchema = z
  .object({
    kind: z.enum(['alipay', 'bank'], { error: WITHDRAW_MSGS.kindBad }),
    account: z.string(),
    bank_name: z.string(),
    holder: z.string(),
  })
  .superRefine((v, ctx) => {
    const checked = checkWithdrawAccount(v);
    if (!checked.ok) ctx.addIssue({ code: 'custom', path: [checked.field], message: checked.message });
    const holder = v.holder.trim();
    if (holder === '') ctx.addIssue({ code: 'custom', path: ['holder'], message: WITHDRAW_MSGS.holderEmpty });
    else if (realNameProblem(holder))
      ctx.addIssue({ code: 'custom', path: ['holder'], message: WITHDRAW_MSGS.holderMismatch });
  });

export interface WithdrawValues {
  amount: string;
  pay_password: string;
}

/**
 * The amount, checked against the rules and against what the balance can cover with its fee; and the
 * 支付密码, 6 digits (whether it is the member's, only the server knows).
 */
export function withdrawSchema(balanceFen: number) {
  return z.object({ amount: z.string(), pay_password: z.string() }).superRefine((v, ctx) => {
    if (!isPayPasswordShape(v.pay_password))
      ctx.addIssue({ code: 'custom', path: ['pay_password'], message: PAY_PASSWORD_MSGS.empty });
    const checked = checkAmount(v.amount, WITHDRAW_RULE);
    if (!checked.ok) return ctx.addIssue({ code: 'custom', path: ['amount'], message: checked.error });
    const total = checked.fen + withdrawFee(checked.fen);
    if (total > balanceFen)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: withdrawShortMsg(total, balanceFen) });
  });
}

/** The most that can be withdrawn from `balanceFen` with its fee (0 when under the minimum). */
export function maxWithdrawable(balanceFen: number): number {
  // amount × (1 + rate) ≤ balance bounds it from above; step down until amount + fee (rounded up,
  // at least the minimum fee) fits.
  let amount = Math.min(
    WITHDRAW_MAX_FEN,
    Math.floor((balanceFen * 1000) / (1000 + WITHDRAW_FEE_PERMILLE)) + 1,
  );
  while (amount >= WITHDRAW_MIN_FEN && amount + withdrawFee(amount) > balanceFen) amount -= 1;
  return amount >= WITHDRAW_MIN_FEN ? amount : 0;
}

/** A key for one withdrawal attempt: a repeated send of the same attempt withdraws once. */
export function newRequestId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `w-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}
