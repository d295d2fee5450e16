/**
 * Money crosses the wire as a decimal string in yuan ("12.50", "-3.20") and is worked on as integer
 * fen, so no amount ever goes through floating point. One module for the SPA and the demo upstream.
 */
import type { Money } from './types.ts';

const WIRE = /^(-)?(0|[1-9]\d{0,12})(?:\.(\d{1,2}))?$/;

/** Fen for a wire amount (a sign allowed), or null when it is not an amount with ≤ 2 decimals. */
export function fenOf(money: Money): number | null {
  const m = WIRE.exec(money.trim());
  if (!m) return null;
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] && fen !== 0 ? -fen : fen;
}

/** Fen for a price, which is never negative: null for anything else. */
export function priceFen(money: Money): number | null {
  const fen = fenOf(money);
  return fen !== null && fen >= 0 ? fen : null;
}

/** A price on the wire: a non-negative amount with ≤ 2 decimals. */
export function isMoney(value: unknown): value is Money {
  return typeof value === 'string' && priceFen(value) !== null;
}

/** The wire's yuan string with two decimals for an amount in fen ("-12.05" for -1205). */
export function yuanOf(fen: number): Money {
  if (!Number.isSafeInteger(fen)) throw new Error(`not an amount in fen: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Sum of wire amounts in fen (amounts that do not parse count as 0). */
export function sumFen(amounts: readonly Money[]): number {
  return amounts.reduce((sum, m) => sum + (fenOf(m) ?? 0), 0);
}

/** "¥1,286.50" from fen; negative amounts as "-¥12.00". */
export function formatFen(fen: number): string {
  const [whole, cents] = yuanOf(Math.abs(fen)).split('.') as [string, string];
  return `${fen < 0 ? '-' : ''}¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** "¥1,286.50" from a wire amount; "—" when it is not an amount. */
export function formatMoney(money: Money): string {
  const fen = fenOf(money);
  return fen === null ? '—' : formatFen(fen);
}

const TYPED = /^(\d+)(?:\.(\d*))?$/;

/** A typed amount: its fen, or why it is none (nothing typed; not a plain amount; > 2 decimals; too large). */
export type TypedYuan = { fen: number } | { error: 'empty' | 'format' | 'decimals' | 'large' };

/**
 * The one parser of amounts a member types ("12", "12.5", "12.", " ¥１２．５"; never a sign or an
 * exponent), in integer fen only. Leading zeros ("007.5") are refused unless `leadingZeros` forgives
 * them. Ranges and messages are the caller's.
 */
export function parseTypedYuan(text: string, opts: { leadingZeros?: boolean } = {}): TypedYuan {
  const t = normalizeTypedYuan(text);
  if (t === '') return { error: 'empty' };
  const m = TYPED.exec(t);
  if (!m || (!opts.leadingZeros && /^0\d/.test(m[1]!))) return { error: 'format' };
  const whole = m[1]!.replace(/^0+(?=\d)/, '');
  const decimals = m[2] ?? '';
  if (decimals.length > 2) return { error: 'decimals' };
  if (whole.length > 13) return { error: 'large' };
  return { fen: Number(whole) * 100 + Number(decimals.padEnd(2, '0')) };
}

/** An amount as a member types it: trimmed, full-width digits and points made plain, a leading ¥ dropped. */
export function normalizeTypedYuan(text: string): string {
  return text
    .trim()
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/^[¥￥]\s*/, '');
}

/** The bounds of an amount a member types (a price, a recharge, a withdrawal) and the words for each problem. */
export interface AmountRule {
  /** Smallest and largest amount in fen. */
  minFen: number;
  maxFen: number;
  /** Said when the amount is out of range or malformed. */
  message: string;
  /** Said when nothing was typed. */
  empty: string;
}

export type AmountCheck = { ok: true; fen: number } | { ok: false; message: string };

/** A typed amount (parseTypedYuan's forms) checked against a rule: its fen, or the rule's words. */
export function checkTypedAmount(raw: string, rule: AmountRule): AmountCheck {
  const typed = parseTypedYuan(raw);
  if ('error' in typed) return { ok: false, message: typed.error === 'empty' ? rule.empty : rule.message };
  if (typed.fen < rule.minFen || typed.fen > rule.maxFen) return { ok: false, message: rule.message };
  return { ok: true, fen: typed.fen };
}
