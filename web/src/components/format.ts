/** Number and money formats shared by the primitives (Chinese conventions). */
import { formatMoney, type Money } from '@zaowu/shared';

const trim = (n: number) => n.toFixed(1).replace(/\.0$/, '');

/** Counts as people read them in Chinese: 9999 → "9999", 12 345 → "1.2万", 3.4 亿 → "3.4亿". */
export function formatCompact(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '0';
  if (n < 10_000) return String(Math.floor(n));
  if (n < 100_000_000) {
    const wan = Math.floor(n / 1_000) / 10;
    return wan >= 10_000 ? '1亿' : `${trim(wan)}万`;
  }
  return `${trim(Math.floor(n / 10_000_000) / 10)}亿`;
}

/** A price from the API's decimal string (yuan, "12.50") as "¥12.50"; thousands grouped, no float. */
export function formatPrice(money: Money | number): string {
  return formatMoney(typeof money === 'number' ? String(money) : money);
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 0 → "0 B", 1536 → "1.5 KB", 10 GiB → "10 GB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 ? 0 : value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${Number(value.toFixed(digits))} ${UNITS[unit]}`;
}
