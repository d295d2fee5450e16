/** Plain-text helpers for a work page: meta descriptions and a blog's reading time. */
import { oneLine } from '@zaowu/shared/html-text';

export { htmlText } from '@zaowu/shared/html-text';
export { readingTime } from '@zaowu/shared/reading-time';

/** One line for the meta description and share cards. */
export const summary = (text: string) => oneLine(text, 100);
