/** Plain-text helpers for a work page: meta descriptions and a blog's reading time. */
export { htmlText } from '@zaowu/shared/html-text';
export { readingTime } from '@zaowu/shared/reading-time';

/** One line for the meta description and share cards. */
export function summary(text: string, max = 100): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}
