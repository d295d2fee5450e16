/**
 * Money in the member area. Amounts cross the wire as decimal strings in yuan ("12.50"); here they
 * become integer fen for sums and back to text for display, so no amount goes through floating point.
 */
import type { Money } from '@zaowu/shared';

const WIRE = /^(-)?(0|[1-9]\d{0,12})(?:\.(\d{1,2}))?$/;

/** Fen for a yuan string from the server (a sign allowed), or null when it is not an amount. */
export function fenOf(money: Money): number | null {
  const m = WIRE.exec(money.trim());
  if (!m) return null;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] && fen !== 0 ? -fen : fen;
}

/** A yuan string with two decimals for an amount in fen ("-12.05" for -1205). */
export function yuanOf(fen: number): Money {
  if (!Number.isSafeInteger(fen)) throw new Error(`not an amount in fen: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "¥1,286.50" from fen; negative amounts as "-¥12.00". */
export function formatFen(fen: number): string {
  const [whole, cents] = yuanOf(Math.abs(fen)).split('.') as [string, string];
  return `${fen < 0 ? '-' : ''}¥${group(whole)}.${cents}`;
}

/** "¥1,286.50" from the server's decimal string; "—" when it is not an amount. */
export function formatMoney(money: Money): string {
  const fen = fenOf(money);
  return fen === null ? '—' : formatFen(fen);
}

/** Sum of decimal strings in fen (amounts that do not parse count as 0). */
export function sumFen(amounts: readonly Money[]): number {
  return amounts.reduce((sum, m) => sum + (fenOf(m) ?? 0), 0);
}

// ---- what the member types --------------------------------------------------------------------------

const TYPED = /^(0|[1-9]\d{0,7})(?:\.(\d{0,2}))?$/;

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
  const text = raw
    .trim()
    .replace(/[０-９．]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/^[¥￥]\s*/, '');
  if (text === '') return { ok: false, error: rule.empty };
  const m = TYPED.exec(text);
  if (!m) return { ok: false, error: rule.message };
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (fen < rule.minFen || fen > rule.maxFen) return { ok: false, error: rule.message };
  return { ok: true, fen, money: yuanOf(fen) };
}
