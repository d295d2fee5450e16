/** Number and money formats shared by the primitives (Chinese conventions). */

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

/** A price from the API's decimal string (yuan, "12.50") as "¥12.50"; thousands grouped. */
export function formatPrice(money: string | number): string {
  const value = typeof money === 'number' ? money : Number(money);
  if (!Number.isFinite(value)) return '—';
  return `¥${value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
