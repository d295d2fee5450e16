/**
 * The income chart's data: money in per day over the last CHART_DAYS days, in China time (the
 * server's times carry +08:00), as integer fen.
 */
import { fenOf } from '@zaowu/shared';
import type { IncomeRow } from '@zaowu/shared';

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** "2026-10-28": the China-time calendar day of an instant. */
export function chinaDay(ms: number): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Start (ms) of the first day of a window of `days` days ending today. */
export function windowStart(now: number, days: number): number {
  const today = Date.parse(`${chinaDay(now)}T00:00:00+08:00`);
  return today - (days - 1) * DAY_MS;
}

export interface IncomeDay {
  /** yyyy-mm-dd */
  day: string;
  fen: number;
  /** Of which recharges (the member's own money, not earnings). */
  rechargeFen: number;
}

/** One entry per day of the window, oldest first, empty days included. */
export function incomeByDay(rows: readonly IncomeRow[], now: number, days: number): IncomeDay[] {
  const start = windowStart(now, days);
  const out: IncomeDay[] = Array.from({ length: days }, (_, i) => ({
    day: chinaDay(start + i * DAY_MS),
    fen: 0,
    rechargeFen: 0,
  }));
  const index = new Map(out.map((d, i) => [d.day, i]));
  for (const r of rows) {
    const at = Date.parse(r.created_at);
    const i = Number.isNaN(at) ? undefined : index.get(chinaDay(at));
    const fen = fenOf(r.amount);
    if (i === undefined || fen === null) continue;
    out[i]!.fen += fen;
    if (r.source === 'recharge') out[i]!.rechargeFen += fen;
  }
  return out;
}

/** "10月28日" for a yyyy-mm-dd day. */
export function dayLabel(day: string): string {
  const [, m, d] = day.split('-');
  return `${Number(m)}月${Number(d)}日`;
}
