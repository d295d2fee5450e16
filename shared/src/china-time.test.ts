/**
 * China time is read without a formatter from 1992 on (china-time.ts): checked against the platform's
 * own Asia/Shanghai zone data, the oracle, over any instant, around midnights and year ends, and
 * across the 1991 change.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chinaIso, formatChinaDateTime, formatChinaLongDate } from './china-time.ts';

const oracle = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
/** "2026-11-24T11:46:05" as the zone data reads the instant. */
function wallClock(ms: number): string {
  const p = Object.fromEntries(oracle.formatToParts(ms).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}

const FROM = Date.UTC(1992, 0, 1);
const TO = Date.UTC(2200, 0, 1);

describe('China time', () => {
  it('reads every instant from 1992 on as the zone data does', () => {
    fc.assert(
      fc.property(fc.integer({ min: FROM, max: TO }), (ms) => {
        expect(chinaIso(ms)).toBe(`${wallClock(ms)}+08:00`);
      }),
      { numRuns: 2000 },
    );
  });

  it('turns the day at midnight Beijing time, not UTC', () => {
    // 2026-12-31 15:59:59 UTC is the last second of the year in Beijing; one second later, 2027.
    const last = Date.UTC(2026, 11, 31, 15, 59, 59);
    expect(formatChinaDateTime(last)).toBe('2026-12-31 23:59');
    expect(formatChinaLongDate(last + 1000)).toBe('2027 年 1 月 1 日');
    expect(chinaIso('2028-02-28T16:00:00Z')).toBe('2028-02-29T00:00:00+08:00');
  });

  it('keeps the summer time of 1986–1991 and the change to 1992', () => {
    expect(chinaIso('1991-07-01T00:00:00Z')).toBe('1991-07-01T09:00:00+09:00');
    expect(chinaIso(FROM - 1000)).toBe(`${wallClock(FROM - 1000)}+08:00`);
    expect(chinaIso(FROM)).toBe('1992-01-01T08:00:00+08:00');
  });
});
