import { describe, expect, it } from 'vitest';
import type { Goods, ShopDetail } from '@zaowu/shared';
import {
  ORDER_QUANTITY_MAX,
  cartItem,
  groupByShop,
  orderLines,
  selectedItems,
  selectionState,
  setSelected,
  totalFen,
} from './checkout.ts';
import { formatFen, formatMoney as formatYuan } from '@zaowu/shared';
import { lineFen } from '../../lib/cart-money.ts';
import { removeFromLines, restoreLines } from '../../lib/cart-lines.ts';
import type { CartLine } from '../../lib/cart-state.ts';

const line = (goods_id: number, price: string, quantity = 1, shop_id = 1): CartLine => ({
  goods_id,
  shop_id,
  title: `商品 ${goods_id}`,
  cover: '',
  price,
  quantity,
});

const goods = (id: number, over: Partial<Goods> = {}): Goods => ({
  id,
  shop_id: 1,
  title: `商品 ${id}`,
  cover: '',
  price: '1.00',
  stock: 10,
  sales: 0,
  status: 1,
  description: '',
  ships: true,
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

const shop = (list: Goods[]): ShopDetail => ({ id: 1, name: '店', goods: list }) as unknown as ShopDetail;

describe('totals in fen', () => {
  it('adds 0.10 + 0.20 to exactly 0.30, and other float traps exactly', () => {
    const items = [line(1, '0.10'), line(2, '0.20')].map((l) => cartItem(l, undefined));
    expect(totalFen(items)).toBe(30);
    expect(formatFen(totalFen(items))).toBe('¥0.30');
    // 1.1 × 3 is 3.3000000000000003 in floats; 19.99 × 3 is 59.97 only in fen.
    expect(formatFen(lineFen('1.10', 3))).toBe('¥3.30');
    expect(formatFen(totalFen([cartItem(line(3, '19.99', 3), undefined)]))).toBe('¥59.97');
    expect(formatFen(lineFen('0.07', 100))).toBe('¥7.00');
    expect(
      formatFen(totalFen([line(1, '4999.99', 99), line(2, '0.01')].map((l) => cartItem(l, undefined)))),
    ).toBe('¥494,999.02');
    expect(formatYuan('1234567.5')).toBe('¥1,234,567.50');
    expect(formatYuan('abc')).toBe('—');
  });

  it("totals only what is selected, at the shop's current price", () => {
    const s = shop([goods(1, { price: '2.50' }), goods(2, { price: '0.30' })]);
    const items = [line(1, '2.00', 2), line(2, '0.30', 3)].map((l) => cartItem(l, s));
    expect(items[0]!.price).toBe('2.50');
    expect(items[0]!.priceWas).toBe('2.00');
    expect(totalFen(selectedItems(items, new Set()))).toBe(590);
    expect(totalFen(selectedItems(items, new Set([1])))).toBe(90);
  });
});

describe('quantity limits', () => {
  it('caps the stepper at the stock, and at the order limit', () => {
    expect(cartItem(line(1, '1.00', 2), shop([goods(1, { stock: 5 })])).max).toBe(5);
    expect(cartItem(line(1, '1.00', 2), shop([goods(1, { stock: 9999 })])).max).toBe(ORDER_QUANTITY_MAX);
    expect(cartItem(line(1, '1.00', 2), undefined).max).toBe(ORDER_QUANTITY_MAX);
  });

  it('marks lines that cannot be bought as they are, and keeps them out of the selection', () => {
    const s = shop([goods(1, { stock: 2 }), goods(2, { stock: 0 }), goods(3, { status: 0 })]);
    const short = cartItem(line(1, '1.00', 3), s);
    expect(short.state).toEqual({ kind: 'short', stock: 2 });
    expect(cartItem(line(2, '1.00'), s).state.kind).toBe('soldout');
    expect(cartItem(line(3, '1.00'), s).state.kind).toBe('gone');
    expect(cartItem(line(4, '1.00'), s).state.kind).toBe('gone');
    expect(cartItem(line(5, '1.00'), null).state.kind).toBe('gone');
    const items = [1, 2, 3].map((id) => cartItem(line(id, '1.00', id === 1 ? 3 : 1), s));
    expect(selectedItems(items, new Set())).toEqual([]);
  });
});

describe('selection', () => {
  const items = [line(1, '1.00', 1, 1), line(2, '1.00', 1, 1), line(3, '1.00', 1, 2)].map((l) =>
    cartItem(l, undefined),
  );

  it('starts all ticked; a shop or everything can be ticked and unticked', () => {
    expect(selectionState(items, new Set())).toBe(true);
    const [first, second] = groupByShop(items);
    expect(first!.items.map((i) => i.line.goods_id)).toEqual([1, 2]);
    let off = setSelected(new Set(), first!.items, false);
    expect(selectionState(items, off)).toBe('indeterminate');
    expect(selectionState(first!.items, off)).toBe(false);
    expect(orderLines(selectedItems(items, off))).toEqual([{ goods_id: 3, quantity: 1 }]);
    off = setSelected(off, second!.items, false);
    expect(selectionState(items, off)).toBe(false);
    off = setSelected(off, items, true);
    expect(off.size).toBe(0);
  });

  it('removes lines and puts them back where they were', () => {
    const lines = [line(1, '1.00'), line(2, '1.00', 2), line(3, '1.00')];
    const { lines: kept, removed } = removeFromLines(lines, new Set([2]));
    expect(kept.map((l) => l.goods_id)).toEqual([1, 3]);
    expect(restoreLines(kept, removed)).toEqual(lines);
    // Added again meanwhile: one line, the larger quantity.
    expect(restoreLines([...kept, line(2, '1.00', 1)], removed).filter((l) => l.goods_id === 2)).toEqual([
      line(2, '1.00', 2),
    ]);
  });
});
