/** A blog's reading time from its HTML; shared by the SPA and the BFF's static frame. */
import { formatNumber } from './compact.ts';

/** Chinese readers take in about 400 characters a minute; words in Latin script about 200. */
const CJK_PER_MINUTE = 400;
const WORDS_PER_MINUTE = 200;
const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff]/g;

export interface ReadingTime {
  /** Characters (CJK) plus words (other scripts). */
  count: number;
  minutes: number;
}

export function readingTime(text: string): ReadingTime {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').match(/[A-Za-z0-9][\w'’-]*/g)?.length ?? 0;
  const minutes = Math.max(1, Math.ceil(cjk / CJK_PER_MINUTE + words / WORDS_PER_MINUTE));
  return { count: cjk + words, minutes };
}

/** The blog's meta line: "约 1,234 字 · 阅读约 4 分钟" (the page and the BFF's frame say the same). */
export function formatReadingTime({ count, minutes }: ReadingTime): string {
  return `约 ${formatNumber(count)} 字 · 阅读约 ${minutes} 分钟`;
}
