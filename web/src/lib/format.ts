/**
 * The SPA's one formatting module: every time, count, price, size and duration a page shows is
 * written by a function here. Times are China time (Asia/Shanghai) whatever the device's zone; the
 * formats the BFF's static frame also writes live in shared/ (china-time, compact, reading-time) and
 * are re-exported, so the frame and React say the same. Intl formatters are built on first use and
 * kept; nothing here builds one at load or carries a table.
 */
import type { Money } from '@zaowu/shared';
import { formatMoney } from '@zaowu/shared/money';

export * from '@zaowu/shared/china-time';
export { formatCompact, formatNumber } from '@zaowu/shared/compact';
export { formatReadingTime } from '@zaowu/shared/reading-time';
export { formatFen, formatMoney } from '@zaowu/shared/money';

/** A price from the API's decimal string (yuan, "12.50") as "¥12.50"; thousands grouped, no float. */
export function formatPrice(money: Money | number): string {
  return formatMoney(typeof money === 'number' ? String(money) : money);
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 0 → "0 B", 1536 → "1.5 KB", 10 GiB → "10 GB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 ? 0 : value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${Number(value.toFixed(digits))} ${BYTE_UNITS[unit]}`;
}

/**
 * A model's width × height × depth in metres (glTF's unit), in one unit chosen by the largest:
 * "23.9 × 36.4 × 23.9 厘米" under a metre, "1.4 × 0.75 × 0.8 米" from one, millimetres under a centimetre.
 */
export function formatDimensions({ x, y, z }: { x: number; y: number; z: number }): string {
  const largest = Math.max(x, y, z);
  const [scale, unit] = largest >= 1 ? [1, '米'] : largest >= 0.01 ? [100, '厘米'] : [1000, '毫米'];
  const show = (v: number) =>
    String(Number((v * scale).toFixed(v * scale >= 100 ? 0 : v * scale >= 10 ? 1 : 2)));
  return `${show(x)} × ${show(y)} × ${show(z)} ${unit}`;
}

const p2 = (n: number) => String(n).padStart(2, '0');

/** "04:05" for 245 s left (whole seconds, rounded up, so 00:00 shows only when it is over). */
export function formatMmSs(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${p2(Math.floor(s / 60))}:${p2(s % 60)}`;
}

/** The spoken time left: "4 分 5 秒", "2 分钟", "30 秒". */
export function spokenTimeLeft(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(s / 60);
  const rest = s % 60;
  if (m === 0) return `${rest} 秒`;
  return rest === 0 ? `${m} 分钟` : `${m} 分 ${rest} 秒`;
}

/** A media position as a clock: 0:07, 1:05:09; '--:--' while the length is not known yet. */
export function clockTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const s = Math.floor(seconds);
  const mm = String(Math.floor((s % 3600) / 60));
  const ss = p2(s % 60);
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mm.padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

const MINUTE_MS = 60_000;
const RELATIVE_UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 60 * MINUTE_MS],
  ['month', 30 * 24 * 60 * MINUTE_MS],
  ['day', 24 * 60 * MINUTE_MS],
  ['hour', 60 * MINUTE_MS],
  ['minute', MINUTE_MS],
];
let relative: Intl.RelativeTimeFormat | undefined;

/**
 * How long ago in the largest whole unit, as Intl says it in Chinese (稍后再看): "刚刚" under a
 * minute, "5分钟前", "昨天", "3天前", "上个月", "去年". Lists that switch to a date after 30 days use
 * formatChinaAgo instead.
 */
export function formatRelative(time: string | number, now: number = Date.now()): string {
  const diff = now - (typeof time === 'number' ? time : Date.parse(time));
  if (!Number.isFinite(diff) || diff < MINUTE_MS) return '刚刚';
  relative ??= new Intl.RelativeTimeFormat('zh-CN', { numeric: 'auto' });
  for (const [unit, ms] of RELATIVE_UNITS) {
    if (diff >= ms) return relative.format(-Math.floor(diff / ms), unit);
  }
  return '刚刚';
}

export { chineseDate, chineseNumber } from '@zaowu/shared/chinese-text';
