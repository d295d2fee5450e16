/**
 * The income chart's data as the server sums it (user.getIncomeDaily: per China-time day, earnings
 * only), in fen for drawing and adding, with the figures the chart states in words.
 */
import { fenOf, type IncomeDaily } from '@zaowu/shared';

export interface IncomeDay {
  /** yyyy-mm-dd, China time. */
  day: string;
  fen: number;
  count: number;
}

/** The days of the answer in fen, oldest first (an amount that does not parse counts as 0). */
export function incomeDays(data: IncomeDaily): IncomeDay[] {
  return data.days.map((d) => ({ day: d.day, fen: fenOf(d.amount) ?? 0, count: d.count }));
}

/** The day with the most income (the earliest of equals), or null when nothing came in. */
export function bestDay(days: readonly IncomeDay[]): IncomeDay | null {
  return days.reduce<IncomeDay | null>((best, d) => (d.fen > (best?.fen ?? 0) ? d : best), null);
}

/** "10月28日" for a yyyy-mm-dd day. */
export function dayLabel(day: string): string {
  const [, m, d] = day.split('-');
  return `${Number(m)}月${Number(d)}日`;
}
