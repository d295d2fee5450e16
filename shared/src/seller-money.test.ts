import { describe, expect, it } from 'vitest';
import { goodsPriceInputSchema } from './seller-money.ts';

const BAD = '价格须在 0.01–99999.99 元之间，最多两位小数';
const message = (input: Record<string, unknown>) =>
  goodsPriceInputSchema.safeParse(input).error?.issues[0]?.message;

describe('the 改价 input (user.setGoodsPrice)', () => {
  it('takes a price as typed or as sent, in fen', () => {
    expect(goodsPriceInputSchema.parse({ id: 7, price: '15.5' })).toEqual({ id: 7, price: 1550 });
    expect(goodsPriceInputSchema.parse({ id: '7', price: '0.01' })).toEqual({ id: 7, price: 1 });
    expect(goodsPriceInputSchema.parse({ id: 7, price: '99999.99' })).toEqual({ id: 7, price: 9_999_999 });
    expect(goodsPriceInputSchema.parse({ id: 7, price: '¥１２' })).toEqual({ id: 7, price: 1200 });
  });

  it.each(['0', '0.00', '12.345', '100000', '-1', 'abc', '012'])('refuses the price %o', (price) =>
    expect(message({ id: 7, price })).toBe(BAD),
  );

  it('asks for a price, and for the item', () => {
    expect(message({ id: 7, price: '' })).toBe('请输入价格');
    expect(message({ id: 7 })).toBe('请输入价格');
    expect(message({ price: '1' })).toBe('缺少商品 ID');
    expect(message({ id: 'x', price: '1' })).toBe('商品 ID 格式不正确');
  });
});
