/**
 * Seeded data is dated relative to a fixed base (2026-11-01, China time) so it never changes between
 * runs; things created at run time use a clock that is never earlier than the base, so they always sort
 * as the newest.
 */
import type { IsoTime } from '@zaowu/shared';
import { chinaIso, formatChinaDate } from '@zaowu/shared/china-time';

export const BASE_TIME = Date.parse('2026-11-01T00:00:00+08:00');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** ISO 8601 in China time, e.g. 2026-10-28T14:23:05+08:00. */
export function iso(ms: number): IsoTime {
  return chinaIso(ms);
}

export function parseIso(text: IsoTime): number {
  return Date.parse(text);
}

/** yyyymmdd in China time, for order numbers. */
export function ymd(ms: number): string {
  return formatChinaDate(ms).replaceAll('-', '');
}

export interface Clock {
  /** Milliseconds; strictly increasing, never before BASE_TIME. */
  now(): number;
}

export function createClock(): Clock {
  const skew = Math.max(0, BASE_TIME + DAY - Date.now());
  let last = 0;
  return {
    now() {
      last = Math.max(last + 1, Date.now() + skew);
      return last;
    },
  };
}
