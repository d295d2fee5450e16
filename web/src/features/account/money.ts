/**
 * Amounts a member types in the member area (a price, a recharge), checked against the server's rules
 * and handed back as fen and as the wire's string. Wire amounts themselves: `@zaowu/shared` money.
 */
import { parseTypedYuan, yuanOf, type Money } from '@zaowu/shared';

export interface AmountRule {
  /** Smallest and largest amount in fen. */
  minFen: number;
  maxFen: number;
  /** Said when the amount is out of range or malformed. */
  message: string;
  /** Said when nothing was typed. */
  empty: string;
}

/** A price the seller sets: 0.01–99999.99 元 (the server's rule). */
export const PRICE_RULE: AmountRule = {
  minFen: 1,
  maxFen: 9_999_999,
  message: '价格须在 0.01–99999.99 元之间，最多两位小数',
  empty: '请输入价格',
};

/** A recharge: 1–50000 元 (the server's rule). */
export const RECHARGE_RULE: AmountRule = {
  minFen: 100,
  maxFen: 5_000_000,
  message: '充值金额须在 1–50000 元之间，最多两位小数',
  empty: '请输入充值金额',
};

export type AmountCheck = { ok: true; fen: number; money: Money } | { ok: false; error: string };

/**
 * Checks a typed yuan amount ("12", "12.5", "12.50"; full-width digits and a leading ¥ are
 * forgiven) against a rule, and gives it back as fen and as the wire's two-decimal string.
 */
export function checkAmount(raw: string, rule: AmountRule): AmountCheck {
  const typed = parseTypedYuan(raw);
  if ('error' in typed) return { ok: false, error: typed.error === 'empty' ? rule.empty : rule.message };
  const { fen } = typed;
  if (fen < rule.minFen || fen > rule.maxFen) return { ok: false, error: rule.message };
  return { ok: true, fen, money: yuanOf(fen) };
}
