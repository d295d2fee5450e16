/**
 * The cart (client state, SPEC §3 style): lines kept in localStorage under 'zaowu:cart', shared by every
 * tab (a change in one tab reaches the others through the storage event). Money stays a decimal string;
 * totals are summed in integer fen (money.ts).
 */
import { atom, useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useCallback, useMemo } from 'react';
import { storage } from '../../lib/storage.ts';
import { isMoney, yuanOf, type Goods, type Money } from '@zaowu/shared';
import { lineFen } from './money.ts';

export const CART_STORAGE_KEY = 'zaowu:cart';

export interface CartLine {
  goods_id: number;
  shop_id: number;
  title: string;
  cover: string;
  /** Unit price in yuan, as the API gave it ("12.50"). */
  price: Money;
  quantity: number;
}

/** What add() needs of a goods item (a Goods fits as it is). */
export type CartGoods = Pick<Goods, 'id' | 'shop_id' | 'title' | 'cover' | 'price' | 'stock'>;

const isPositiveInt = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0;

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isPositiveInt(v.goods_id) &&
    isPositiveInt(v.shop_id) &&
    typeof v.title === 'string' &&
    typeof v.cover === 'string' &&
    isMoney(v.price) &&
    isPositiveInt(v.quantity)
  );
}

/** Whatever is stored, only well-formed lines come back (one per goods item). */
export function parseCartLines(raw: unknown): CartLine[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<number>();
  const lines: CartLine[] = [];
  for (const item of raw) {
    if (!isCartLine(item) || seen.has(item.goods_id)) continue;
    seen.add(item.goods_id);
    const { goods_id, shop_id, title, cover, price, quantity } = item;
    lines.push({ goods_id, shop_id, title, cover, price, quantity });
  }
  return lines;
}

/** localStorage through lib/storage (never throws), validated on the way in. */
const cartStorage = {
  getItem: (key: string): CartLine[] => parseCartLines(storage.getJson<unknown>(key, [])),
  setItem: (key: string, lines: CartLine[]) => storage.setJson(key, lines),
  removeItem: (key: string) => storage.remove(key),
  subscribe: (key: string, callback: (lines: CartLine[]) => void) => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== key) return;
      let parsed: unknown = [];
      try {
        parsed = e.newValue === null ? [] : JSON.parse(e.newValue);
      } catch {
        /* a foreign value: treat as empty */
      }
      callback(parseCartLines(parsed));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

export const cartLinesAtom = atomWithStorage<CartLine[]>(CART_STORAGE_KEY, [], cartStorage, {
  getOnInit: true,
});

/** Number of pieces in the cart (the header badge). */
export const cartCountAtom = atom((get) => get(cartLinesAtom).reduce((n, l) => n + l.quantity, 0));

/** The sum of price × quantity, in yuan, computed in fen. */
export function cartTotal(lines: readonly CartLine[]): Money {
  return yuanOf(lines.reduce((sum, l) => sum + lineFen(l.price, l.quantity), 0));
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

export interface Cart {
  lines: CartLine[];
  /** Pieces in the cart. */
  count: number;
  /** Sum in yuan ("123.40"). */
  total: Money;
  add(goods: CartGoods, qty?: number): AddResult;
  /** Sets a line's quantity (at least 1; at most max, e.g. the stock, when given). */
  setQuantity(goodsId: number, quantity: number, max?: number): void;
  remove(goodsId: number): void;
  /** Takes several lines out at once and says what was taken, for an undo. */
  removeMany(goodsIds: Iterable<number>): RemovedLine[];
  /** Undoes a removal. */
  restore(removed: readonly RemovedLine[]): void;
  clear(): void;
}

export function useCart(): Cart {
  const [lines, setLines] = useAtom(cartLinesAtom);

  const add = useCallback(
    (goods: CartGoods, qty = 1) => {
      // From the atom's current lines, not the render's: two quick adds must both count. The
      // store runs the updater synchronously, so the result is known on return.
      let result: AddResult = { added: 0, quantity: 0, capped: false };
      setLines((prev) => {
        const next = addToLines(prev, goods, qty);
        result = next.result;
        return next.result.added > 0 ? next.lines : prev;
      });
      return result;
    },
    [setLines],
  );
  const setQuantity = useCallback(
    (goodsId: number, quantity: number, max?: number) => {
      const q = Math.max(1, Math.min(Math.floor(quantity), max ?? Number.MAX_SAFE_INTEGER));
      if (!Number.isSafeInteger(q)) return;
      setLines((prev) => prev.map((l) => (l.goods_id === goodsId ? { ...l, quantity: q } : l)));
    },
    [setLines],
  );
  const remove = useCallback(
    (goodsId: number) => setLines((prev) => prev.filter((l) => l.goods_id !== goodsId)),
    [setLines],
  );
  const removeMany = useCallback(
    (goodsIds: Iterable<number>) => {
      const ids = new Set(goodsIds);
      let removed: RemovedLine[] = [];
      setLines((prev) => {
        const next = removeFromLines(prev, ids);
        removed = next.removed;
        return next.lines;
      });
      return removed;
    },
    [setLines],
  );
  const restore = useCallback(
    (removed: readonly RemovedLine[]) => setLines((prev) => restoreLines(prev, removed)),
    [setLines],
  );
  const clear = useCallback(() => setLines([]), [setLines]);

  return useMemo(
    () => ({
      lines,
      count: lines.reduce((n, l) => n + l.quantity, 0),
      total: cartTotal(lines),
      add,
      setQuantity,
      remove,
      removeMany,
      restore,
      clear,
    }),
    [lines, add, setQuantity, remove, removeMany, restore, clear],
  );
}
