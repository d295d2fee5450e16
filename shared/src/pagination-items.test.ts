import { describe, expect, it } from 'vitest';
import { paginationItems, type PageItem } from './pagination-items.ts';

/** 1 … 4 5 6 … 10 style, for readable expectations; the current page is in brackets. */
const show = (items: PageItem[]) =>
  items.map((i) => (i.type === 'ellipsis' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');

describe('paginationItems', () => {
  it('is empty without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(3, -2)).toEqual([]);
  });

  it('lists every page while they fit in the slots', () => {
    expect(show(paginationItems(1, 1))).toBe('[1]');
    expect(show(paginationItems(3, 5))).toBe('1 2 [3] 4 5');
    expect(show(paginationItems(7, 7))).toBe('1 2 3 4 5 6 [7]');
  });

  it('puts gaps at the end, both sides or the start as the current page moves', () => {
    expect(show(paginationItems(1, 20))).toBe('[1] 2 3 4 5 … 20');
    expect(show(paginationItems(4, 20))).toBe('1 2 3 [4] 5 … 20');
    expect(show(paginationItems(5, 20))).toBe('1 … 4 [5] 6 … 20');
    expect(show(paginationItems(10, 20))).toBe('1 … 9 [10] 11 … 20');
    expect(show(paginationItems(16, 20))).toBe('1 … 15 [16] 17 … 20');
    expect(show(paginationItems(17, 20))).toBe('1 … 16 [17] 18 19 20');
    expect(show(paginationItems(20, 20))).toBe('1 … 16 17 18 19 [20]');
  });

  it('clamps the current page into range', () => {
    expect(show(paginationItems(0, 3))).toBe('[1] 2 3');
    expect(show(paginationItems(99, 3))).toBe('1 2 [3]');
    expect(show(paginationItems(Number.NaN, 3))).toBe('[1] 2 3');
  });

  it('honours siblings and boundaries', () => {
    expect(show(paginationItems(10, 20, { siblings: 2 }))).toBe('1 … 8 9 [10] 11 12 … 20');
    expect(show(paginationItems(10, 20, { siblings: 0 }))).toBe('1 … [10] … 20');
    expect(show(paginationItems(10, 20, { boundaries: 2 }))).toBe('1 2 … 9 [10] 11 … 19 20');
  });

  it('past the threshold always has the same number of items, in order, with exactly one current page', () => {
    for (const [siblings, boundaries] of [
      [1, 1],
      [2, 1],
      [0, 1],
      [1, 2],
    ] as const) {
      const slots = 2 * boundaries + 2 * siblings + 3;
      for (let count = 1; count <= 40; count++) {
        for (let page = 1; page <= count; page++) {
          const items = paginationItems(page, count, { siblings, boundaries });
          expect(items.length).toBe(Math.min(count, slots));
          const pages = items.flatMap((i) => (i.type === 'page' ? [i.page] : []));
          expect(pages).toEqual([...pages].sort((a, b) => a - b));
          expect(new Set(pages).size).toBe(pages.length);
          expect(pages[0]).toBe(1);
          expect(pages.at(-1)).toBe(count);
          expect(items.filter((i) => i.type === 'page' && i.current)).toEqual([
            { type: 'page', page, current: true },
          ]);
          // An ellipsis hides at least two pages.
          items.forEach((it, i) => {
            if (it.type !== 'ellipsis') return;
            const before = items[i - 1] as { page: number };
            const after = items[i + 1] as { page: number };
            expect(after.page - before.page).toBeGreaterThanOrEqual(3);
          });
        }
      }
    }
  });
});
