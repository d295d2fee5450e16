import { afterEach, describe, expect, it } from 'vitest';
import {
  chinaDaysAgo,
  chinaIso,
  chineseDate,
  chineseNumber,
  clockTime,
  formatBytes,
  formatChinaAgo,
  formatChinaDate,
  formatChinaDateTime,
  formatChinaDay,
  formatChinaLongDate,
  formatChinaMonth,
  formatChinaRecent,
  formatChinaTime,
  formatCompact,
  formatMmSs,
  formatNumber,
  formatPrice,
  formatReadingTime,
  formatRelative,
  spokenTimeLeft,
} from './format.ts';

/**
 * Node reads TZ again when it is assigned, so a test can put the "device" in another zone. Each run
 * first checks the switch took (the local clock reading moved), so a zone that did not change cannot
 * pass for one that did.
 */
const startZone = process.env.TZ;
afterEach(() => {
  if (startZone === undefined) delete process.env.TZ;
  else process.env.TZ = startZone;
});
function inZone<T>(zone: string, run: () => T): T {
  process.env.TZ = zone;
  return run();
}
const DEVICE_ZONES = ['UTC', 'Asia/Shanghai', 'America/Los_Angeles'];

describe('China time whatever the device zone', () => {
  // 20:30 UTC on the 24th is 04:30 on the 25th in Beijing: the UTC date and the China date differ.
  const lateUtc = '2026-11-24T20:30:00Z';

  it('the device zone really changes under the test', () => {
    const local = DEVICE_ZONES.map((z) => inZone(z, () => new Date(lateUtc).getHours()));
    expect(local).toEqual([20, 4, 12]);
  });

  it('renders the same text in UTC, Beijing and Los Angeles', () => {
    const render = () => [
      formatChinaDateTime(lateUtc),
      formatChinaDate(lateUtc),
      formatChinaTime(lateUtc),
      formatChinaLongDate(lateUtc),
      formatChinaMonth(lateUtc),
      formatChinaRecent(lateUtc, '2026-11-25T10:00:00+08:00'),
      formatChinaDay(lateUtc, '2026-11-25T10:00:00+08:00'),
    ];
    const texts = DEVICE_ZONES.map((z) => inZone(z, render));
    const beijing = [
      '2026-11-25 04:30',
      '2026-11-25',
      '04:30',
      '2026 年 11 月 25 日',
      '2026 年 11 月',
      '04:30',
      '今天 04:30',
    ];
    for (const text of texts) expect(text).toEqual(beijing);
  });

  it('crosses the new year in Beijing before it does in UTC', () => {
    // 16:05 UTC on 31 December is 00:05 on 1 January in Beijing.
    const newYear = '2026-12-31T16:05:00.000Z';
    for (const zone of DEVICE_ZONES) {
      inZone(zone, () => {
        expect(formatChinaDateTime(newYear)).toBe('2027-01-01 00:05');
        expect(formatChinaLongDate(newYear)).toBe('2027 年 1 月 1 日');
        expect(formatChinaMonth(newYear)).toBe('2027 年 1 月');
        // Seen at noon on 2 January (Beijing), it was yesterday, in this year.
        expect(formatChinaRecent(newYear, '2027-01-02T12:00:00+08:00')).toBe('昨天 00:05');
        // Seen on 10 January it is this year's; a minute before midnight in Beijing it was last year's.
        expect(formatChinaRecent(newYear, '2027-01-10T12:00:00+08:00')).toBe('01-01 00:05');
        expect(formatChinaRecent('2026-12-31T15:59:00Z', '2027-01-10T12:00:00+08:00')).toBe('2026-12-31');
      });
    }
  });

  it('23:30 UTC is already the next day in China, in every device zone', () => {
    // Explicit instants against the formatters' fixed zone: the device zone cannot move the answer.
    const lateNight = '2026-11-24T23:30:00Z';
    for (const zone of DEVICE_ZONES) {
      inZone(zone, () => {
        expect(formatChinaDate(lateNight)).toBe('2026-11-25');
        expect(formatChinaDate(Date.parse(lateNight))).toBe('2026-11-25');
        expect(formatChinaDateTime(lateNight)).toBe('2026-11-25 07:30');
        expect(formatChinaLongDate(new Date(lateNight))).toBe('2026 年 11 月 25 日');
        expect(chinaIso(lateNight)).toBe('2026-11-25T07:30:00+08:00');
        // 16:00 UTC is China's midnight: one minute before it is still the 24th.
        expect(formatChinaDate('2026-11-24T15:59:59Z')).toBe('2026-11-24');
        expect(formatChinaDate('2026-11-24T16:00:00Z')).toBe('2026-11-25');
      });
    }
  });

  it('takes epoch milliseconds and Dates as well as ISO strings', () => {
    const ms = Date.parse('2026-11-24T03:46:00Z');
    expect(formatChinaDateTime(ms)).toBe('2026-11-24 11:46');
    expect(formatChinaTime(new Date(ms))).toBe('11:46');
  });

  it('answers nothing for something that is not a time', () => {
    for (const bad of ['', 'not a date', Number.NaN]) {
      expect(formatChinaDateTime(bad)).toBe('');
      expect(formatChinaDate(bad)).toBe('');
      expect(formatChinaLongDate(bad)).toBe('');
      expect(formatChinaRecent(bad)).toBe('');
      expect(formatChinaDay(bad)).toBe('');
      expect(formatChinaAgo(bad)).toBe('');
    }
    expect(chinaDaysAgo('nope')).toBeNull();
  });
});

describe('named formats', () => {
  it('date and time with dashes, zero-padded; midnight is 00', () => {
    expect(formatChinaDateTime('2026-03-05T16:00:00Z')).toBe('2026-03-06 00:00');
    expect(formatChinaDate('2026-03-05T16:00:00Z')).toBe('2026-03-06');
    expect(formatChinaDateTime('2026-11-24T11:46:59+08:00')).toBe('2026-11-24 11:46');
  });

  it('long dates and months without padding', () => {
    expect(formatChinaLongDate('2026-03-05T08:00:00+08:00')).toBe('2026 年 3 月 5 日');
    expect(formatChinaMonth('2026-03-05T08:00:00+08:00')).toBe('2026 年 3 月');
  });

  it('counts calendar days in Beijing, not 24-hour spans', () => {
    // 23:50 and 00:10 the next morning (Beijing) are 20 minutes but one day apart.
    expect(chinaDaysAgo('2026-11-24T23:50:00+08:00', '2026-11-25T00:10:00+08:00')).toBe(1);
    // 00:10 and 23:50 the same day are almost 24 hours but the same day.
    expect(chinaDaysAgo('2026-11-25T00:10:00+08:00', '2026-11-25T23:50:00+08:00')).toBe(0);
  });

  it('chat times: today, yesterday, this year, before (messages)', () => {
    const now = '2026-11-01T15:00:00+08:00';
    expect(formatChinaRecent('2026-11-01T09:05:00+08:00', now)).toBe('09:05');
    expect(formatChinaRecent('2026-10-31T22:00:00+08:00', now)).toBe('昨天 22:00');
    expect(formatChinaRecent('2026-10-03T08:00:00+08:00', now)).toBe('10-03 08:00');
    expect(formatChinaRecent('2025-10-03T08:00:00+08:00', now)).toBe('2025-10-03');
    // 00:30 Beijing is still the 1st in UTC's eyes the day before: it is today all the same.
    expect(formatChinaRecent('2026-10-31T16:30:00Z', now)).toBe('00:30');
  });

  it('file-list days: 今天, 昨天, this year, before (网盘)', () => {
    const now = '2026-10-20T15:00:00+08:00';
    expect(formatChinaDay('2026-10-20T09:05:00+08:00', now)).toBe('今天 09:05');
    expect(formatChinaDay('2026-10-19T23:30:00+08:00', now)).toBe('昨天 23:30');
    expect(formatChinaDay('2026-03-03T00:00:00+08:00', now)).toBe('3 月 3 日');
    expect(formatChinaDay('2025-12-31T00:00:00+08:00', now)).toBe('2025 年 12 月 31 日');
  });

  it('how long ago, in Chinese, then the Beijing date', () => {
    const now = '2026-11-01T12:00:00+08:00';
    expect(formatChinaAgo('2026-11-01T11:59:30+08:00', now)).toBe('刚刚');
    expect(formatChinaAgo('2026-11-01T12:03:00+08:00', now)).toBe('刚刚');
    expect(formatChinaAgo('2026-11-01T11:55:00+08:00', now)).toBe('5 分钟前');
    expect(formatChinaAgo('2026-11-01T09:00:00+08:00', now)).toBe('3 小时前');
    expect(formatChinaAgo('2026-10-30T12:00:00+08:00', now)).toBe('2 天前');
    // 17:00 UTC on 1 August is already 2 August in Beijing.
    expect(formatChinaAgo('2026-08-01T17:00:00Z', now)).toBe('2026-08-02');
  });
});

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [9, '9'],
    [9999, '9999'],
    [10_000, '1万'],
    [12_345, '1.2万'],
    [99_999, '9.9万'],
    [1_280_000, '128万'],
    [99_999_999, '9999.9万'],
    [100_000_000, '1亿'],
    [340_000_000, '3.4亿'],
    [-5, '0'],
    [Number.NaN, '0'],
  ])('%d → %s', (n, text) => expect(formatCompact(n)).toBe(text));
});

describe('formatPrice', () => {
  it.each([
    ['12.50', '¥12.50'],
    ['0.00', '¥0.00'],
    ['1680.00', '¥1,680.00'],
    [36.5, '¥36.50'],
    ['abc', '—'],
  ])('%s → %s', (money, text) => expect(formatPrice(money)).toBe(text));
});

describe('formatBytes', () => {
  it('sizes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 ** 3)).toBe('10 GB');
    expect(formatBytes(123.4 * 1024 ** 2)).toBe('123 MB');
  });
});

describe('countdowns', () => {
  it('rounds up to whole seconds, never below zero', () => {
    expect(formatMmSs(61_001)).toBe('01:02');
    expect(formatMmSs(15 * 60_000)).toBe('15:00');
    expect(formatMmSs(-5)).toBe('00:00');
    expect(spokenTimeLeft(245_000)).toBe('4 分 5 秒');
    expect(spokenTimeLeft(120_000)).toBe('2 分钟');
  });
});

describe('clockTime', () => {
  it('writes times as a clock', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(4.9)).toBe('0:04');
    expect(clockTime(65)).toBe('1:05');
    expect(clockTime(3 * 3600 + 62)).toBe('3:01:02');
    expect(clockTime(Number.NaN)).toBe('--:--');
    expect(clockTime(Number.POSITIVE_INFINITY)).toBe('--:--');
  });
});

describe('Chinese numerals and calendar days (legal pages)', () => {
  it.each([
    [1, '一'],
    [10, '十'],
    [12, '十二'],
    [17, '十七'],
    [20, '二十'],
    [34, '三十四'],
  ])('chineseNumber(%i) = %s', (n, text) => expect(chineseNumber(n)).toBe(text));

  it('chineseDate', () => expect(chineseDate('2026-11-08')).toBe('2026年11月8日'));
});

describe("chinaIso (the demo upstream's API times)", () => {
  it('writes the China wall clock with its offset, whole seconds, and reads back as the same instant', () => {
    const ms = Date.parse('2026-10-28T06:23:05.789Z');
    expect(chinaIso(ms)).toBe('2026-10-28T14:23:05+08:00');
    expect(Date.parse(chinaIso(ms))).toBe(Date.parse('2026-10-28T06:23:05Z'));
    expect(chinaIso('2026-12-31T16:05:00Z')).toBe('2027-01-01T00:05:00+08:00');
    expect(chinaIso('nope')).toBe('');
  });
});

describe('counts in running text', () => {
  it('groups thousands', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(12_345)).toBe('12,345');
    expect(formatNumber(1_234_567)).toBe('1,234,567');
  });

  it("a blog's reading time", () => {
    expect(formatReadingTime({ count: 1234, minutes: 4 })).toBe('约 1,234 字 · 阅读约 4 分钟');
    expect(formatReadingTime({ count: 12, minutes: 1 })).toBe('约 12 字 · 阅读约 1 分钟');
  });
});

describe('formatRelative (稍后再看)', () => {
  const now = Date.parse('2026-11-25T12:00:00+08:00');
  const HOUR = 60 * 60_000;
  const ago = (ms: number) => formatRelative(now - ms, now);
  it('says 刚刚 under a minute, for a time ahead and for something that is not a time', () => {
    expect(ago(0)).toBe('刚刚');
    expect(ago(59_000)).toBe('刚刚');
    expect(ago(-5 * 60_000)).toBe('刚刚');
    expect(formatRelative('nope', now)).toBe('刚刚');
  });
  it('then the largest whole unit, in Chinese', () => {
    expect(ago(5 * 60_000)).toBe('5分钟前');
    expect(ago(3 * HOUR)).toBe('3小时前');
    expect(ago(24 * HOUR)).toBe('昨天');
    expect(ago(3 * 24 * HOUR)).toBe('3天前');
    expect(ago(45 * 24 * HOUR)).toBe('上个月');
    expect(ago(400 * 24 * HOUR)).toBe('去年');
    expect(formatRelative('2026-11-22T12:00:00+08:00', now)).toBe('3天前');
  });
});
