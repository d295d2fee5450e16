/** The pure part of a page bar (the SPA's Pagination, the first paint's lists): which page numbers and gaps it shows. */

export type PageItem =
  { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; position: 'start' | 'end' };

export interface PaginationItemsOptions {
  /** Pages shown either side of the current one (default 1). */
  siblings?: number;
  /** Pages always shown at each end (default 1). */
  boundaries?: number;
}

const range = (from: number, to: number) =>
  from > to ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The items of a page bar: the first and last pages, the current one with its siblings, and an ellipsis
 * for each gap. With few pages every page is listed; past that the bar always has the same number of
 * items (2 × boundaries + 2 × siblings + 3), so it does not change width as the current page moves, and
 * an ellipsis always stands for two or more pages (a gap of one shows the page itself).
 * The current page is clamped into 1…pageCount; no pages gives no items.
 */
export function paginationItems(
  page: number,
  pageCount: number,
  { siblings = 1, boundaries = 1 }: PaginationItemsOptions = {},
): PageItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page) || 1), count);
  const b = Math.max(1, Math.floor(boundaries));
  const s = Math.max(0, Math.floor(siblings));
  const slots = 2 * b + 2 * s + 3;

  const toItem = (p: number): PageItem => ({ type: 'page', page: p, current: p === current });
  const startGap: PageItem = { type: 'ellipsis', position: 'start' };
  const endGap: PageItem = { type: 'ellipsis', position: 'end' };

  if (count <= slots) return range(1, count).map(toItem);
  const head = range(1, b).map(toItem);
  const tail = range(count - b + 1, count).map(toItem);
  // Near the start: one run from page 1, a gap, then the last pages.
  if (current <= b + s + 2) return [...range(1, slots - b - 1).map(toItem), endGap, ...tail];
  // Near the end: the mirror image.
  if (current >= count - b - s - 1)
    return [...head, startGap, ...range(count - slots + b + 2, count).map(toItem)];
  return [...head, startGap, ...range(current - s, current + s).map(toItem), endGap, ...tail];
}
