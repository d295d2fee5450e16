/** Small statistics for repeated measurements. */

/** The median of the finite values (the mean of the middle two for an even count); NaN if none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The smallest and largest finite value; NaN for both if none. */
export function range(values: readonly number[]): { min: number; max: number } {
  const finite = values.filter(Number.isFinite);
  return finite.length === 0
    ? { min: NaN, max: NaN }
    : { min: Math.min(...finite), max: Math.max(...finite) };
}
