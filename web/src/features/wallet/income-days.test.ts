import { describe, expect, it } from 'vitest';
import type { IncomeDaily } from '@zaowu/shared';
import { bestDay, dayLabel, incomeDays } from './income-days.ts';

const answer: IncomeDaily = {
  range: 7,
  from: '2026-10-26',
  to: '2026-11-01',
  total: '1285.50',
  count: 4,
  days: [
    { day: '2026-10-26', amount: '0.00', count: 0 },
    { day: '2026-10-27', amount: '0.10', count: 1 },
    { day: '2026-10-28', amount: '642.70', count: 1 },
    { day: '2026-10-29', amount: '0.00', count: 0 },
    { day: '2026-10-30', amount: '642.70', count: 2 },
    { day: '2026-10-31', amount: 'oops', count: 0 },
    { day: '2026-11-01', amount: '0.00', count: 0 },
  ],
};

describe('income days', () => {
  it('reads the server’s per-day sums as fen, oldest first', () => {
    const days = incomeDays(answer);
    expect(days.map((d) => d.fen)).toEqual([0, 10, 64270, 0, 64270, 0, 0]);
    expect(days.reduce((s, d) => s + d.fen, 0)).toBe(128550);
  });

  it('names the best day (the earliest of equals), or none when nothing came in', () => {
    expect(bestDay(incomeDays(answer))).toEqual({ day: '2026-10-28', fen: 64270, count: 1 });
    expect(bestDay(incomeDays({ ...answer, days: answer.days.slice(0, 1) }))).toBeNull();
  });

  it('labels a day as people write it', () => {
    expect(dayLabel('2026-10-03')).toBe('10月3日');
  });
});
