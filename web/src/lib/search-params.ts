/**
 * The one way to read URL search state: a page number, a positive id. Whatever the URL says, the
 * answer is a value the page can use (a bad or missing page is page 1).
 */
import { pageNumber } from '@zaowu/shared';

/** A whole number ≥ 1 from a search value, or null. */
export function positiveInt(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** `?page=`: a whole number from 1 to 999 999, else 1. */
export function pageOf(search: URLSearchParams): number {
  return pageNumber(search.get('page'));
}
