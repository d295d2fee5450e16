/** Number and money formats shared by the primitives (Chinese conventions). */
import { formatMoney, type Money } from '@zaowu/shared';

export { formatCompact } from '@zaowu/shared/compact';

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
