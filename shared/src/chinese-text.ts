/** Chinese numerals and calendar days as legal texts and section headings write them. */
const CHINESE_DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 → 一, 10 → 十, 12 → 十二, 20 → 二十 (section numbers, up to 99; others as digits). */
export function chineseNumber(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) return String(n);
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  if (tens === 0) return CHINESE_DIGITS[ones]!;
  return `${tens === 1 ? '' : CHINESE_DIGITS[tens]}十${CHINESE_DIGITS[ones]}`;
}

/** A calendar day written as "yyyy-mm-dd" (no instant, no zone) as "2026年11月8日"; other text as is. */
export function chineseDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return `${m[1]}年${Number(m[2])}月${Number(m[3])}日`;
}
