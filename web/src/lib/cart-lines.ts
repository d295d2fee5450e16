/** The cart's pure edits of its lines and works (add within stock, remove, undo in place), for the hook and the tests. */
import type { CartGoods, CartLine, CartWork, WorkCartLine } from './cart-state.ts';

/** The works after adding one (pure): unchanged when it is in the cart already. */
export function addWorkToLines(works: readonly WorkCartLine[], work: CartWork): WorkCartLine[] {
  if (works.some((w) => w.work_id === work.id)) return [...works];
  const { id, nickname, avatar } = work.author;
  return [
    ...works,
    {
      kind: 'work',
      work_id: work.id,
      work_type: work.type,
      author: { id, nickname, avatar },
      title: work.title,
      cover: work.cover,
      price: work.price,
    },
  ];
}

/** A work taken out of the cart, with where it stood. */
export interface RemovedWork {
  work: WorkCartLine;
  index: number;
}

export function removeWorksFromLines(
  works: readonly WorkCartLine[],
  ids: ReadonlySet<number>,
): { works: WorkCartLine[]; removed: RemovedWork[] } {
  const removed: RemovedWork[] = [];
  const kept: WorkCartLine[] = [];
  works.forEach((work, index) => (ids.has(work.work_id) ? removed.push({ work, index }) : kept.push(work)));
  return { works: kept, removed };
}

/** Puts removed works back where they stood (a work added again meanwhile stays once). */
export function restoreWorks(
  works: readonly WorkCartLine[],
  removed: readonly RemovedWork[],
): WorkCartLine[] {
  const next = [...works];
  for (const { work, index } of [...removed].sort((a, b) => a.index - b.index)) {
    if (!next.some((w) => w.work_id === work.work_id)) next.splice(Math.min(index, next.length), 0, work);
  }
  return next;
}

export interface AddResult {
  /** Pieces actually added (0 when the stock is used up). */
  added: number;
  /** The cart's quantity for this item afterwards. */
  quantity: number;
  /** True when the stock cut the request short. */
  capped: boolean;
}

/** The lines after adding qty of goods, never beyond its stock (pure, for the hook and tests). */
export function addToLines(
  lines: readonly CartLine[],
  goods: CartGoods,
  qty = 1,
): { lines: CartLine[]; result: AddResult } {
  const wanted = Math.max(0, Math.floor(qty));
  const stock = Math.max(0, Math.floor(goods.stock));
  const existing = lines.find((l) => l.goods_id === goods.id);
  const have = existing?.quantity ?? 0;
  const quantity = Math.min(stock, have + wanted);
  const added = Math.max(0, quantity - have);
  const result = { added, quantity: Math.max(quantity, have), capped: have + wanted > stock };
  if (added === 0) return { lines: [...lines], result };
  const line: CartLine = {
    goods_id: goods.id,
    shop_id: goods.shop_id,
    title: goods.title,
    cover: goods.cover,
    price: goods.price,
    quantity,
  };
  return {
    lines: existing ? lines.map((l) => (l.goods_id === goods.id ? line : l)) : [...lines, line],
    result,
  };
}

/** A line taken out of the cart, with where it stood, so an undo puts it back in place. */
export interface RemovedLine {
  line: CartLine;
  index: number;
}

/** The lines without `ids`, and what was taken out (pure, for the hook and tests). */
export function removeFromLines(
  lines: readonly CartLine[],
  ids: ReadonlySet<number>,
): { lines: CartLine[]; removed: RemovedLine[] } {
  const removed: RemovedLine[] = [];
  const kept: CartLine[] = [];
  lines.forEach((line, index) => (ids.has(line.goods_id) ? removed.push({ line, index }) : kept.push(line)));
  return { lines: kept, removed };
}

/**
 * Puts removed lines back where they stood. A line added again meanwhile keeps the larger of the two
 * quantities rather than appearing twice.
 */
export function restoreLines(lines: readonly CartLine[], removed: readonly RemovedLine[]): CartLine[] {
  const next = [...lines];
  for (const { line, index } of [...removed].sort((a, b) => a.index - b.index)) {
    const at = next.findIndex((l) => l.goods_id === line.goods_id);
    if (at >= 0) next[at] = { ...next[at]!, quantity: Math.max(next[at]!.quantity, line.quantity) };
    else next.splice(Math.min(index, next.length), 0, line);
  }
  return next;
}
