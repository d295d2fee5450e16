/**
 * Cart money: prices cross the wire as decimal strings in yuan ("12.50"). Sums are taken in integer
 * fen so no amount ever goes through float arithmetic, and come back as a yuan string.
 */
import type { Money } from '@zaowu/shared';

const MONEY_PATTERN = /^(0|[1-9]\d{0,9})(?:\.(\d{1,2}))?$/;

/** Fen for a yuan string, or null when it is not a plain non-negative amount with ≤ 2 decimals. */
export function toFen(money: Money): number | null {
  const m = MONEY_PATTERN.exec(money.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A yuan string with two decimals for an amount in fen. */
export function fromFen(fen: number): Money {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new Error(`not an amount in fen: ${fen}`);
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

export function isMoney(value: unknown): value is Money {
  return typeof value === 'string' && MONEY_PATTERN.test(value);
}

/** Price × quantity in fen (0 for a price that is not a plain amount). */
export function lineFen(price: Money, quantity: number): number {
  return (toFen(price) ?? 0) * quantity;
}

/** "¥1,234.50" for an amount in fen: thousands grouped, two decimals, no float on the way. */
export function formatFen(fen: number): string {
  const yuan = fromFen(fen);
  const [whole = '0', cents = '00'] = yuan.split('.');
  return `¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** "¥1,234.50" for a yuan string; "—" when it is not a plain amount. */
export function formatYuan(money: Money): string {
  const fen = toFen(money);
  return fen === null ? '—' : formatFen(fen);
}
