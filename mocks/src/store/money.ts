/**
 * Money crosses the wire as a decimal string in yuan ("39.00") and lives in the store as integer fen,
 * so no amount ever goes through float arithmetic.
 */
import type { Money } from '@zaowu/shared';

export const MONEY_PATTERN = /^(0|[1-9]\d{0,7})(?:\.(\d{1,2}))?$/;

export function yuan(fen: number): Money {
  if (!Number.isSafeInteger(fen)) throw new Error(`not an amount in fen: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Fen for a yuan string, or null when it is not a plain non-negative amount with ≤ 2 decimals. */
export function parseYuan(text: string): number | null {
  const m = MONEY_PATTERN.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
