/** Dates as the drive shows them (Chinese conventions). Sizes: components/format.ts formatBytes. */

const pad = (n: number) => String(n).padStart(2, '0');

/** 今天 14:05 · 昨天 09:30 · 10月3日 · 2025年10月3日. */
export function formatDate(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const t = d.getTime();
  if (t >= startOfToday && t < startOfToday + 86_400_000) return `今天 ${time}`;
  if (t >= startOfToday - 86_400_000 && t < startOfToday) return `昨天 ${time}`;
  if (d.getFullYear() === now.getFullYear()) return `${d.getMonth() + 1}月${d.getDate()}日`;
  return `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`;
}

/** The full moment, for a tooltip and screen readers: 2026年10月3日 14:05. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日 ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
