/** Seeded moments before the base date. */
import type { Rng } from '../prng.ts';
import { BASE_TIME, DAY, iso } from '../time.ts';

/** A time between minDays and maxDays before the base date, to the second. */
export function daysAgo(rng: Rng, maxDays: number, minDays = 0): string {
  const span = (maxDays - minDays) * DAY;
  return iso(Math.floor((BASE_TIME - minDays * DAY - rng.next() * span) / 1000) * 1000);
}

/** A time after `from`, by up to maxDays, never after the base date. */
export function after(rng: Rng, from: string, maxDays: number): string {
  const t = Date.parse(from) + rng.next() * maxDays * DAY;
  return iso(Math.floor(Math.min(t, BASE_TIME) / 1000) * 1000);
}
