import { describe, expect, it } from 'vitest';
import type { IncomeRow } from '@zaowu/shared';
import { chinaDay, dayLabel, incomeByDay, windowStart } from './income-days.ts';

const row = (created_at: string, amount: string, source: IncomeRow['source'] = 'sale'): IncomeRow => ({
  id: 1,
  amount,
  source,
  title: '',
  order_no: '',
  created_at,
});

describe('income by day', () => {
  // 2026-11-01 01:30 in China is still 10-31 in UTC.
  const now = Date.parse('2026-11-01T01:30:00+08:00');

  it('takes the calendar day in China time', () => {
    expect(chinaDay(now)).toBe('2026-11-01');
    expect(windowStart(now, 30)).toBe(Date.parse('2026-10-03T00:00:00+08:00'));
    expect(dayLabel('2026-10-03')).toBe('10月3日');
  });

  it('sums each day in fen, keeps empty days, and leaves out what is outside the window', () => {
    const days = incomeByDay(
      [
        row('2026-11-01T00:10:00+08:00', '0.10'),
        row('2026-11-01T01:00:00+08:00', '0.20'),
        row('2026-11-01T01:10:00+08:00', '10.00', 'recharge'),
        row('2026-10-03T00:00:00+08:00', '5.55'),
        row('2026-10-02T23:59:59+08:00', '999.00'),
        row('not a time', '1.00'),
      ],
      now,
      30,
    );
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-10-03', fen: 555, rechargeFen: 0 });
    expect(days.at(-1)).toEqual({ day: '2026-11-01', fen: 1030, rechargeFen: 1000 });
    expect(days.reduce((s, d) => s + d.fen, 0)).toBe(1585);
  });
});
