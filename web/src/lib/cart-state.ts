import { useCallback, useMemo } from 'react';
import { atom, useAtom, type SetStateAction } from './state.ts';
import { persistedAtom } from './persisted-atom.ts';
import {
  WORK_TYPE_KEYS,
  isMoney,
  priceFen,
  yuanOf,
  type Goods,
  type Money,
  type UserBrief,
  type WorkSummary,
  type WorkType,
} from '@zaowu/shared';
import { lineFen } from './cart-money.ts';
import {
  addToLines,
  addWorkToLines,
  removeFromLines,
  removeWorksFromLines,
  restoreLines,
  restoreWorks,
  type AddResult,
  type RemovedLine,
  type RemovedWork,
} from './cart-lines.ts';

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

/** A work for sale in the cart: bought once, so it has no quantity. Ordered one author at a time. */
export interface WorkCartLine {
  kind: 'work';
  work_id: number;
  work_type: WorkType;
  /** The seller. */
  author: UserBrief;
  title: string;
  cover: string;
  /** In yuan, as the API gave it when it was added. */
  price: Money;
}

/** What addWork() needs of a work (a WorkDetail or WorkSummary for sale fits as it is). */
export type CartWork = Pick<WorkSummary, 'id' | 'type' | 'author' | 'title' | 'cover'> & { price: Money };

/** Everything in the cart. */
export interface CartContents {
  lines: CartLine[];
  works: WorkCartLine[];
}

const isPositiveInt = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0;

function isWorkCartLine(value: unknown): value is WorkCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const a = v.author as Record<string, unknown> | null | undefined;
  return (
    v.kind === 'work' &&
    isPositiveInt(v.work_id) &&
    (WORK_TYPE_KEYS as readonly unknown[]).includes(v.work_type) &&
    typeof a === 'object' &&
    a !== null &&
    isPositiveInt(a.id) &&
    typeof a.nickname === 'string' &&
    typeof a.avatar === 'string' &&
    typeof v.title === 'string' &&
    typeof v.cover === 'string' &&
    isMoney(v.price) &&
    (priceFen(v.price) ?? 0) > 0
  );
}

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

/** Whatever is stored, only well-formed goods lines come back (one per goods item). */
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

/** Whatever is stored: the well-formed goods lines and works (one entry per work). */
export function parseCart(raw: unknown): CartContents {
  const works: WorkCartLine[] = [];
  const seen = new Set<number>();
  for (const item of Array.isArray(raw) ? raw : []) {
    if (!isWorkCartLine(item) || seen.has(item.work_id)) continue;
    seen.add(item.work_id);
    const { work_id, work_type, author, title, cover, price } = item;
    works.push({
      kind: 'work',
      work_id,
      work_type,
      author: { id: author.id, nickname: author.nickname, avatar: author.avatar },
      title,
      cover,
      price,
    });
  }
  return { lines: parseCartLines(raw), works };
}

const EMPTY_CART: CartContents = { lines: [], works: [] };

/** Validated on the way in; stored as one array (goods lines, then works), as it always was. */
export const cartAtom = persistedAtom<CartContents>(CART_STORAGE_KEY, parseCart, EMPTY_CART, {
  encode: (cart) => [...cart.lines, ...cart.works],
});

/** The goods lines (writing them keeps the works). */
export const cartLinesAtom = atom(
  (get) => get(cartAtom).lines,
  (_get, set, update: SetStateAction<CartLine[]>) =>
    set(cartAtom, (prev) => ({
      ...prev,
      lines: typeof update === 'function' ? update(prev.lines) : update,
    })),
);

/** The works (writing them keeps the goods lines). */
const cartWorksAtom = atom(
  (get) => get(cartAtom).works,
  (_get, set, update: SetStateAction<WorkCartLine[]>) =>
    set(cartAtom, (prev) => ({
      ...prev,
      works: typeof update === 'function' ? update(prev.works) : update,
    })),
);

/** Number of pieces in the cart (the header badge): goods pieces and works. */
export const cartCountAtom = atom((get) => {
  const { lines, works } = get(cartAtom);
  return lines.reduce((n, l) => n + l.quantity, 0) + works.length;
});

/** The sum of price × quantity (and of the works' prices), in yuan, computed in fen. */
export function cartTotal(lines: readonly CartLine[], works: readonly WorkCartLine[] = []): Money {
  return yuanOf(
    lines.reduce((sum, l) => sum + lineFen(l.price, l.quantity), 0) +
      works.reduce((sum, w) => sum + lineFen(w.price, 1), 0),
  );
}

export interface Cart {
  lines: CartLine[];
  works: WorkCartLine[];
  /** Pieces in the cart (goods pieces and works). */
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
  /** Adds a work for sale; false when it was in the cart already. */
  addWork(work: CartWork): boolean;
  hasWork(workId: number): boolean;
  /** Takes works out and says what was taken, for an undo. */
  removeWorks(workIds: Iterable<number>): RemovedWork[];
  restoreWorks(removed: readonly RemovedWork[]): void;
  clear(): void;
}

export function useCart(): Cart {
  const [lines, setLines] = useAtom(cartLinesAtom);
  const [works, setWorks] = useAtom(cartWorksAtom);

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
  const addWork = useCallback(
    (work: CartWork) => {
      let added = false;
      setWorks((prev) => {
        const next = addWorkToLines(prev, work);
        added = next.length > prev.length;
        return added ? next : prev;
      });
      return added;
    },
    [setWorks],
  );
  const removeWorks = useCallback(
    (workIds: Iterable<number>) => {
      const ids = new Set(workIds);
      let removed: RemovedWork[] = [];
      setWorks((prev) => {
        const next = removeWorksFromLines(prev, ids);
        removed = next.removed;
        return next.works;
      });
      return removed;
    },
    [setWorks],
  );
  const putWorksBack = useCallback(
    (removed: readonly RemovedWork[]) => setWorks((prev) => restoreWorks(prev, removed)),
    [setWorks],
  );
  const clear = useCallback(() => {
    setLines([]);
    setWorks([]);
  }, [setLines, setWorks]);

  return useMemo(
    () => ({
      lines,
      works,
      count: lines.reduce((n, l) => n + l.quantity, 0) + works.length,
      total: cartTotal(lines, works),
      add,
      setQuantity,
      remove,
      removeMany,
      restore,
      addWork,
      hasWork: (workId: number) => works.some((w) => w.work_id === workId),
      removeWorks,
      restoreWorks: putWorksBack,
      clear,
    }),
    [lines, works, add, setQuantity, remove, removeMany, restore, addWork, removeWorks, putWorksBack, clear],
  );
}
