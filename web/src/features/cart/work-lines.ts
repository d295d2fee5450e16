/**
 * The cart's works against their authors' live lists (still there, still for sale, at what price),
 * which are selected, their total in fen. Pure, for tests; the goods side is checkout.ts.
 */
import { atom } from '../../lib/state.ts';
import { priceFen, type Money, type Paginated, type WorkSummary } from '@zaowu/shared';
import { lineFen } from '../../lib/cart-money.ts';
import type { WorkCartLine } from '../../lib/cart-state.ts';

type WorkLineState =
  /** The author's live list is not known (yet): the work can still be ordered; the API checks. */
  | { kind: 'unknown' }
  | { kind: 'ok' }
  /** Deleted, or no longer for sale (free now: nothing to buy). */
  | { kind: 'gone'; why: 'deleted' | 'free' };

export interface WorkCartItem {
  work: WorkCartLine;
  /** What it costs now: the current price when known, else the price when it was added. */
  price: Money;
  /** The price when it was added, if it has changed since. */
  priceWas: Money | null;
  state: WorkLineState;
  selectable: boolean;
}

/** A work against its author's list: undefined while unknown (loading, or a failed load). */
export function workCartItem(
  work: WorkCartLine,
  list: Paginated<Pick<WorkSummary, 'id' | 'price'>> | undefined,
): WorkCartItem {
  const unknown: WorkCartItem = {
    work,
    price: work.price,
    priceWas: null,
    state: { kind: 'unknown' },
    selectable: true,
  };
  if (!list) return unknown;
  const live = list.data.find((w) => w.id === work.work_id);
  // Not on a list that holds all of the author's works: it was deleted.
  if (!live) {
    return list.total > list.data.length
      ? unknown
      : { ...unknown, state: { kind: 'gone', why: 'deleted' }, selectable: false };
  }
  if (live.price === null || (priceFen(live.price) ?? 0) <= 0)
    return { ...unknown, state: { kind: 'gone', why: 'free' }, selectable: false };
  const changed = priceFen(live.price) !== priceFen(work.price);
  return {
    work,
    price: changed ? live.price : work.price,
    priceWas: changed ? work.price : null,
    state: { kind: 'ok' },
    selectable: true,
  };
}

export interface AuthorGroup {
  authorId: number;
  items: WorkCartItem[];
}

/** Works by author, authors in the order their first work was added. */
export function groupByAuthor(items: readonly WorkCartItem[]): AuthorGroup[] {
  const groups = new Map<number, WorkCartItem[]>();
  for (const item of items) {
    const list = groups.get(item.work.author.id);
    if (list) list.push(item);
    else groups.set(item.work.author.id, [item]);
  }
  return [...groups].map(([authorId, list]) => ({ authorId, items: list }));
}

export const isWorkSelected = (item: WorkCartItem, deselected: ReadonlySet<number>) =>
  item.selectable && !deselected.has(item.work.work_id);

/** Ticks (or unticks) these works; returns the new set of unticked works. */
export function setWorksSelected(
  deselected: ReadonlySet<number>,
  items: readonly WorkCartItem[],
  selected: boolean,
): Set<number> {
  const next = new Set(deselected);
  for (const i of items) {
    if (selected) next.delete(i.work.work_id);
    else next.add(i.work.work_id);
  }
  return next;
}

export const worksFen = (items: readonly WorkCartItem[]) =>
  items.reduce((sum, i) => sum + lineFen(i.price, 1), 0);

/** Works the member unticked (this session only; a new work starts ticked). */
export const cartDeselectedWorksAtom = atom<ReadonlySet<number>>(new Set<number>());
