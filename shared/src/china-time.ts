/**
 * The one place that turns a time into text. The site shows China time (Asia/Shanghai) whatever the
 * device's zone, so a member abroad sees the same 11:46 on the pay page, in 交易 and in the comments,
 * and "today" is China's today. Features never read getHours()/getDate() or build their own
 * Intl.DateTimeFormat; they pick one of the named formats below (the SPA through web/src/lib/format.ts,
 * its one formatting module; the BFF's frame and the demo upstream from here). A `<time dateTime>` keeps
 * the ISO value.
 *
 * Every format takes an ISO string (the API's times, with their offset), epoch milliseconds or a Date,
 * and answers '' for something that is not a time.
 */

export type TimeInput = string | number | Date;

/** The wall-clock reading in Beijing: month 1–12, hour 0–23. */
interface ChinaParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const ZONE = 'Asia/Shanghai';
const DAY_MS = 86_400_000;

// Built on first use (times before 1992 only, see chinaParts), then kept: constructing an Intl
// formatter is the slow part. h23: midnight is 00, never 24.
let partsFormat: Intl.DateTimeFormat | undefined;
const chinaClock = (): Intl.DateTimeFormat =>
  (partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }));

const toMs = (time: TimeInput): number =>
  time instanceof Date ? time.getTime() : typeof time === 'number' ? time : Date.parse(time);

/**
 * From 1992 on, Beijing keeps UTC+8 all year (its last summer time ended in September 1991): the clock
 * reading is the UTC reading 8 hours later, with no formatter. Building the Intl formatter with its
 * time zone cost a phone's page load a long task (about 18 ms of main thread at full speed, in the
 * first render that shows a date); it is built only for older times.
 */
const FIXED_OFFSET_FROM = Date.UTC(1992, 0, 1);
const OFFSET_MS = 8 * 3_600_000;

/** The instant read on a clock in Beijing, or null when `time` is not a time. */
function chinaParts(time: TimeInput): ChinaParts | null {
  const ms = toMs(time);
  if (!Number.isFinite(ms)) return null;
  const shifted = new Date(ms + OFFSET_MS);
  if (ms >= FIXED_OFFSET_FROM && Number.isFinite(shifted.getTime())) {
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
      second: shifted.getUTCSeconds(),
    };
  }
  const parts: Record<string, number> = {};
  for (const p of chinaClock().formatToParts(ms)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const p2 = (n: number) => String(n).padStart(2, '0');
const ymd = (c: ChinaParts) => `${c.year}-${p2(c.month)}-${p2(c.day)}`;
const hm = (c: ChinaParts) => `${p2(c.hour)}:${p2(c.minute)}`;
const longDate = (c: ChinaParts) => `${c.year} 年 ${c.month} 月 ${c.day} 日`;
/** Days since 1970-01-01 on the Beijing calendar: two times' difference is their calendar-day gap. */
const dayNumber = (c: ChinaParts) => Date.UTC(c.year, c.month - 1, c.day) / DAY_MS;

/** "2026-11-24 11:46": lists, tooltips, order and review times. */
export function formatChinaDateTime(time: TimeInput): string {
  const c = chinaParts(time);
  return c ? `${ymd(c)} ${hm(c)}` : '';
}

/**
 * "2026-11-24T11:46:05+08:00": an instant as an ISO 8601 time in China time, with the zone's offset
 * (the demo upstream's API times). Whole seconds; '' for something that is not a time.
 */
export function chinaIso(time: TimeInput): string {
  const c = chinaParts(time);
  if (!c) return '';
  // The offset the zone had at that instant (+08:00; +09:00 in the summers of 1986–1991).
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  const minutes = Math.round((wall - Math.floor(toMs(time) / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${ymd(c)}T${hm(c)}:${p2(c.second)}${sign}${p2(Math.floor(abs / 60))}:${p2(abs % 60)}`;
}

/** "2026-11-24": a day in a list (关注、发布), and the China calendar day of daily limits. */
export function formatChinaDate(time: TimeInput): string {
  const c = chinaParts(time);
  return c ? ymd(c) : '';
}

/** "11:46": a time of day when the day goes without saying (草稿已自动保存 11:46). */
export function formatChinaTime(time: TimeInput): string {
  const c = chinaParts(time);
  return c ? hm(c) : '';
}

/** "2026 年 11 月 24 日": a date in running text (发布于…, 注册时间). */
export function formatChinaLongDate(time: TimeInput): string {
  const c = chinaParts(time);
  return c ? longDate(c) : '';
}

/** "2026 年 11 月": a month (2026 年 11 月加入). */
export function formatChinaMonth(time: TimeInput): string {
  const c = chinaParts(time);
  return c ? `${c.year} 年 ${c.month} 月` : '';
}

/** How many Beijing calendar days `time` lies before `now` (0: the same day, 1: yesterday). */
export function chinaDaysAgo(time: TimeInput, now: TimeInput = Date.now()): number | null {
  const c = chinaParts(time);
  const n = chinaParts(now);
  return c && n ? dayNumber(n) - dayNumber(c) : null;
}

/**
 * As a chat list says it (messages): "11:46" today, "昨天 11:46", "11-24 11:46" earlier this year,
 * "2025-11-24" before — today, yesterday and this year as in Beijing.
 */
export function formatChinaRecent(time: TimeInput, now: TimeInput = Date.now()): string {
  const c = chinaParts(time);
  const n = chinaParts(now);
  if (!c || !n) return '';
  const days = dayNumber(n) - dayNumber(c);
  if (days === 0) return hm(c);
  if (days === 1) return `昨天 ${hm(c)}`;
  if (c.year === n.year) return `${p2(c.month)}-${p2(c.day)} ${hm(c)}`;
  return ymd(c);
}

/**
 * As a file list says it (网盘): "今天 11:46", "昨天 09:30", "11 月 24 日" earlier this year,
 * "2025 年 11 月 24 日" before — in Beijing's calendar.
 */
export function formatChinaDay(time: TimeInput, now: TimeInput = Date.now()): string {
  const c = chinaParts(time);
  const n = chinaParts(now);
  if (!c || !n) return '';
  const days = dayNumber(n) - dayNumber(c);
  if (days === 0) return `今天 ${hm(c)}`;
  if (days === 1) return `昨天 ${hm(c)}`;
  if (c.year === n.year) return `${c.month} 月 ${c.day} 日`;
  return longDate(c);
}

/**
 * How long ago, as people say it (comments, topics): "刚刚", "5 分钟前", "3 小时前", "2 天前",
 * then from 30 days on the date, "2026-08-01". A time ahead of `now` (a clock off by a little) is 刚刚.
 */
export function formatChinaAgo(time: TimeInput, now: TimeInput = Date.now()): string {
  const t = toMs(time);
  const n = toMs(now);
  if (!Number.isFinite(t) || !Number.isFinite(n)) return '';
  const minutes = Math.floor(Math.max(0, n - t) / 60_000);
  if (minutes < 1) return '刚刚';
  if (minutes < 60) return `${minutes} 分钟前`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} 小时前`;
  const days = Math.floor(hours / 24);
  if (days < 30) return `${days} 天前`;
  return formatChinaDate(t);
}
