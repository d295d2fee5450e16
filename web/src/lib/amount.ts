/**
 * Amounts a member types in the member area (a price, a withdrawal), checked against the server's rules
 * (shared checkTypedAmount) and handed back as fen and as the wire's string. Wire amounts themselves:
 * `@zaowu/shared` money.
 */
import { GOODS_PRICE_RULE, checkTypedAmount, yuanOf, type AmountRule, type Money } from '@zaowu/shared';

export type { AmountRule };

/** A price the seller sets: 0.01–99999.99 元 (the server's rule). */
export const PRICE_RULE: AmountRule = GOODS_PRICE_RULE;

export type AmountCheck = { ok: true; fen: number; money: Money } | { ok: false; error: string };

/**
 * Checks a typed yuan amount ("12", "12.5", "12.50"; full-width digits and a leading ¥ are
 * forgiven) against a rule, and gives it back as fen and as the wire's two-decimal string.
 */
export function checkAmount(raw: string, rule: AmountRule): AmountCheck {
  const checked = checkTypedAmount(raw, rule);
  return checked.ok
    ? { ok: true, fen: checked.fen, money: yuanOf(checked.fen) }
    : { ok: false, error: checked.message };
}
