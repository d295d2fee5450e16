/**
 * Amounts in call inputs as zod fields, and the recharge call's input (user.getRechargeData): the
 * limits and the Chinese words the server answers with. The demo upstream validates with them; the
 * forms check the same rules before sending. An amount may come as a member types it ("12", "12.5",
 * " ¥１２．５") or as the wire has it ("12.50", or a number); money.ts's parseTypedYuan reads it.
 * Imported as `@zaowu/shared/money-input`: money.ts itself stays free of zod, since every page that
 * shows a price loads it.
 */
import * as z from './zod.ts';
import { checkTypedAmount, type AmountRule } from './money.ts';

/** An amount checked against `rule`, given back in fen. */
export function typedAmount(rule: AmountRule) {
  return z
    .union([z.string(), z.number()], {
      error: (iss) => (iss.input === undefined ? rule.empty : rule.message),
    })
    .transform((v, ctx) => {
      const checked = checkTypedAmount(typeof v === 'number' ? String(v) : v, rule);
      if (checked.ok) return checked.fen;
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    });
}

// ---- 充值 --------------------------------------------------------------------------------------------

/** A recharge: 1–50000 yuan. */
export const RECHARGE_RULE: AmountRule = {
  minFen: 100,
  maxFen: 5_000_000,
  message: '充值金额须在 1–50000 元之间，最多两位小数',
  empty: '请输入充值金额',
};

/** user.getRechargeData: the amount, in fen once parsed. */
export const rechargeInputSchema = z.object({ amount: typedAmount(RECHARGE_RULE) });
