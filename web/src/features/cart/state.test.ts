import { describe, expect, it } from 'vitest';
import { priceFen as toFen, yuanOf as fromFen } from '@zaowu/shared';
import { addToLines, cartTotal, parseCartLines, type CartGoods, type CartLine } from './state.ts';

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
