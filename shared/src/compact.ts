/** Counts as Chinese readers read them; shared by the SPA and the BFF's static frame. */
const trim = (n: number) => n.toFixed(1).replace(/\.0$/, '');

/** Counts as people read them in Chinese: 9999 → "9999", 12 345 → "1.2万", 3.4 亿 → "3.4亿". */
export function formatCompact(n: number): string {
  if (!Number.isFinite(n) || n < 0) return '0';
  if (n < 10_000) return String(Math.floor(n));
  if (n < 100_000_000) {
    const wan = Math.floor(n / 1_000) / 10;
    return wan >= 10_000 ? '1亿' : `${trim(wan)}万`;
  }
  return `${trim(Math.floor(n / 10_000_000) / 10)}亿`;
}

let grouped: Intl.NumberFormat | undefined;

/**
 * A whole count with its thousands grouped, as in running text: 12345 → "12,345" (约 12,345 字).
 * Whole numbers are grouped by hand: building the first Intl.NumberFormat of a page loads its locale
 * data, 31 ms of main thread at full speed in the first render of /model/286 (a CPU profile, a
 * phone's viewport). Anything else (a fraction, NaN) goes to Intl, as zh-CN writes it.
 */
export function formatNumber(n: number): string {
  if (Number.isSafeInteger(n)) {
    const digits = String(Math.abs(n)).replace(/\B(?=(?:\d{3})+$)/g, ',');
    return n < 0 ? `-${digits}` : digits;
  }
  return (grouped ??= new Intl.NumberFormat('zh-CN')).format(n);
}
