/**
 * What the cart page shows of each line against the shop's live goods (price, stock, still on sale),
 * which lines are selected, their total in fen and the lines an order is placed with. Pure, for tests.
 */
import { atom } from '../../lib/state.ts';
import { priceFen, type Money, type ShopDetail } from '@zaowu/shared';
import { lineFen } from '../../lib/cart-money.ts';
import type { CartLine } from '../../lib/cart-state.ts';

/** The most of one goods item an order may hold (the order API refuses more). */
export const ORDER_QUANTITY_MAX = 99;

type LineState =
  /** The shop's live goods are not known (yet): the line can still be ordered; the API checks. */
  | { kind: 'unknown' }
  | { kind: 'ok'; stock: number }
  /** More in the cart than in stock. */
  | { kind: 'short'; stock: number }
  | { kind: 'soldout' }
  /** Off the shelf, or the goods or the shop no longer exist. */
  | { kind: 'gone' };

export interface CartItem {
  line: CartLine;
  /** What it costs now: the shop's current price when known, else the price when it was added. */
  price: Money;
  /** The price when it was added, if the shop has changed it since. */
  priceWas: Money | null;
  state: LineState;
  /** The stepper's upper limit: the stock (when known), never above ORDER_QUANTITY_MAX. */
  max: number;
  /** Only lines that can be ordered as they are can be selected. */
  selectable: boolean;
  /** A physical item (shipped: the order needs an address); assumed so while the shop is not known. */
  ships: boolean;
}

/**
 * A line against its shop: `shop` undefined while unknown (loading, or a failed load), null when the
 * shop no longer exists.
 */
export function cartItem(line: CartLine, shop: ShopDetail | null | undefined): CartItem {
  if (shop === undefined) {
    return {
      line,
      price: line.price,
      priceWas: null,
      state: { kind: 'unknown' },
      max: ORDER_QUANTITY_MAX,
      selectable: true,
      ships: true,
    };
  }
  const goods = shop?.goods.find((g) => g.id === line.goods_id);
  if (!goods || goods.status !== 1) {
    return {
      line,
      price: line.price,
      priceWas: null,
      state: { kind: 'gone' },
      max: line.quantity,
      selectable: false,
      ships: true,
    };
  }
  const changed = priceFen(goods.price) !== priceFen(line.price) && priceFen(goods.price) !== null;
  const price = changed ? goods.price : line.price;
  const priceWas = changed ? line.price : null;
  const stock = Math.max(0, Math.floor(goods.stock));
  const { ships } = goods;
  if (stock === 0)
    return {
      line,
      price,
      priceWas,
      state: { kind: 'soldout' },
      max: line.quantity,
      selectable: false,
      ships,
    };
  const max = Math.min(stock, ORDER_QUANTITY_MAX);
  if (line.quantity > stock)
    return { line, price, priceWas, state: { kind: 'short', stock }, max, selectable: false, ships };
  return { line, price, priceWas, state: { kind: 'ok', stock }, max, selectable: true, ships };
}

export interface ShopGroup {
  shopId: number;
  items: CartItem[];
}

/** Items by shop, shops in the order their first line was added. */
export function groupByShop(items: readonly CartItem[]): ShopGroup[] {
  const groups = new Map<number, CartItem[]>();
  for (const item of items) {
    const list = groups.get(item.line.shop_id);
    if (list) list.push(item);
    else groups.set(item.line.shop_id, [item]);
  }
  return [...groups].map(([shopId, list]) => ({ shopId, items: list }));
}

/** Selected = selectable and not unticked (new lines start ticked). */
export function isSelected(item: CartItem, deselected: ReadonlySet<number>): boolean {
  return item.selectable && !deselected.has(item.line.goods_id);
}

export function selectedItems(items: readonly CartItem[], deselected: ReadonlySet<number>): CartItem[] {
  return items.filter((i) => isSelected(i, deselected));
}

/** The state of a select-all box over `items`. */
export function selectionState(
  items: readonly CartItem[],
  deselected: ReadonlySet<number>,
): boolean | 'indeterminate' {
  const selectable = items.filter((i) => i.selectable);
  const n = selectable.filter((i) => !deselected.has(i.line.goods_id)).length;
  if (n === 0) return false;
  return n === selectable.length ? true : 'indeterminate';
}

/** Ticks (or unticks) every line of `items`; returns the new set of unticked lines. */
export function setSelected(
  deselected: ReadonlySet<number>,
  items: readonly CartItem[],
  selected: boolean,
): Set<number> {
  const next = new Set(deselected);
  for (const i of items) {
    if (selected) next.delete(i.line.goods_id);
    else next.add(i.line.goods_id);
  }
  return next;
}

/** Sum of price × quantity in fen: integers all the way. */
export function totalFen(items: readonly CartItem[]): number {
  return items.reduce((sum, i) => sum + lineFen(i.price, i.line.quantity), 0);
}

export const pieces = (items: readonly CartItem[]) => items.reduce((n, i) => n + i.line.quantity, 0);

/** The lines an order is placed with. */
export function orderLines(items: readonly CartItem[]): { goods_id: number; quantity: number }[] {
  return items.map((i) => ({ goods_id: i.line.goods_id, quantity: i.line.quantity }));
}

/** Lines the member unticked (this session only; a new line starts ticked). */
export const cartDeselectedAtom = atom<ReadonlySet<number>>(new Set<number>());
