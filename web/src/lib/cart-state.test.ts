import { describe, expect, it } from 'vitest';
import { priceFen as toFen, yuanOf as fromFen } from '@zaowu/shared';
import { addToLines, addWorkToLines, removeWorksFromLines, restoreWorks } from './cart-lines.ts';
import {
  cartTotal,
  parseCart,
  parseCartLines,
  type CartGoods,
  type CartLine,
  type CartWork,
  type WorkCartLine,
} from './cart-state.ts';

const goods = (over: Partial<CartGoods> = {}): CartGoods => ({
  id: 1,
  shop_id: 7,
  title: '低多边形场景包',
  cover: '/c.svg',
  price: '19.90',
  stock: 3,
  ...over,
});

describe('cart money', () => {
  it('parses yuan strings into whole fen and back, never through floats', () => {
    expect(toFen('0.10')).toBe(10);
    expect(toFen('12.5')).toBe(1250);
    expect(toFen('399')).toBe(39900);
    expect(toFen('1.234')).toBeNull();
    expect(toFen('-1.00')).toBeNull();
    expect(fromFen(30)).toBe('0.30');
    expect(fromFen(123456)).toBe('1234.56');
  });

  it('sums 0.10 + 0.20 as 0.30 exactly', () => {
    const lines = [
      { goods_id: 1, shop_id: 1, title: 'a', cover: '', price: '0.10', quantity: 1 },
      { goods_id: 2, shop_id: 1, title: 'b', cover: '', price: '0.20', quantity: 1 },
    ];
    expect(cartTotal(lines)).toBe('0.30');
    expect(cartTotal([{ ...lines[0]!, price: '19.99', quantity: 3 }])).toBe('59.97');
  });
});

describe('addToLines', () => {
  it('adds a new line with the price as a string', () => {
    const { lines, result } = addToLines([], goods(), 1);
    expect(lines).toEqual([
      { goods_id: 1, shop_id: 7, title: '低多边形场景包', cover: '/c.svg', price: '19.90', quantity: 1 },
    ]);
    expect(result).toEqual({ added: 1, quantity: 1, capped: false });
  });

  it('never goes past the stock', () => {
    let lines: CartLine[] = [];
    for (let i = 0; i < 5; i++) lines = addToLines(lines, goods({ stock: 3 }), 1).lines;
    expect(lines[0]!.quantity).toBe(3);
    const last = addToLines(lines, goods({ stock: 3 }), 1);
    expect(last.result).toEqual({ added: 0, quantity: 3, capped: true });
    expect(addToLines([], goods({ stock: 0 }), 1).result.added).toBe(0);
    expect(addToLines([], goods({ stock: 5 }), 9).lines[0]!.quantity).toBe(5);
  });
});

describe('parseCartLines', () => {
  it('keeps well-formed lines only, one per goods item', () => {
    const good = { goods_id: 2, shop_id: 1, title: 't', cover: '', price: '9.00', quantity: 2 };
    expect(
      parseCartLines([
        good,
        { ...good },
        { ...good, goods_id: 3, price: 9 },
        { ...good, goods_id: 4, quantity: 0 },
        { ...good, goods_id: 5, quantity: 1.5 },
        'junk',
        null,
      ]),
    ).toEqual([good]);
    expect(parseCartLines({ not: 'a list' })).toEqual([]);
  });
});

const work = (over: Partial<CartWork> = {}): CartWork => ({
  id: 41,
  type: 'model',
  author: { id: 9, nickname: '山野', avatar: '/a.svg' },
  title: '低模松树',
  cover: '/w.svg',
  price: '12.50',
  ...over,
});

describe('works in the cart', () => {
  const stored: WorkCartLine = {
    kind: 'work',
    work_id: 41,
    work_type: 'model',
    author: { id: 9, nickname: '山野', avatar: '/a.svg' },
    title: '低模松树',
    cover: '/w.svg',
    price: '12.50',
  };
  const goodsLine: CartLine = { goods_id: 2, shop_id: 1, title: 't', cover: '', price: '9.00', quantity: 2 };

  it('reads a cart stored before works as it was, and works beside goods lines', () => {
    expect(parseCart([goodsLine])).toEqual({ lines: [goodsLine], works: [] });
    expect(parseCart([goodsLine, stored])).toEqual({ lines: [goodsLine], works: [stored] });
    // A work entry is never read as a goods line, nor a goods line as a work.
    expect(parseCartLines([goodsLine, stored])).toEqual([goodsLine]);
  });

  it('keeps well-formed works only, once each, for sale', () => {
    expect(
      parseCart([
        stored,
        { ...stored },
        { ...stored, work_id: 42, price: '0.00' },
        { ...stored, work_id: 43, work_type: 'movie' },
        { ...stored, work_id: 44, author: { id: 9 } },
        { ...stored, work_id: 45, price: 12.5 },
        { ...stored, work_id: 46, extra: '<script>' },
      ]).works,
    ).toEqual([stored, { ...stored, work_id: 46 }]);
  });

  it('adds a work once, and sums it with the goods in fen', () => {
    const once = addWorkToLines([], work());
    expect(once).toEqual([stored]);
    expect(addWorkToLines(once, work({ title: '改名了' }))).toEqual([stored]);
    expect(cartTotal([{ ...goodsLine, price: '0.10', quantity: 1 }], [{ ...stored, price: '0.20' }])).toBe(
      '0.30',
    );
  });

  it('removes works and puts them back where they were', () => {
    const works = [stored, { ...stored, work_id: 50 }, { ...stored, work_id: 51 }];
    const { works: kept, removed } = removeWorksFromLines(works, new Set([50]));
    expect(kept.map((w) => w.work_id)).toEqual([41, 51]);
    expect(restoreWorks(kept, removed).map((w) => w.work_id)).toEqual([41, 50, 51]);
    // Added again meanwhile: still once.
    expect(restoreWorks([...kept, works[1]!], removed).map((w) => w.work_id)).toEqual([41, 51, 50]);
  });
});
