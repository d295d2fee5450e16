import { describe, expect, it } from 'vitest';
import { RECHARGE_RULE } from '@zaowu/shared/money-input';
import { PRICE_RULE, checkAmount } from './amount.ts';

describe('amounts the member types', () => {
  it.each([
    ['12', '12.00', 1200],
    ['12.5', '12.50', 1250],
    ['12.', '12.00', 1200],
    [' ¥99.99 ', '99.99', 9999],
    ['１２．３', '12.30', 1230],
    ['0.01', '0.01', 1],
    ['99999.99', '99999.99', 9_999_999],
  ])('price %o → %s', (typed, money, fen) =>
    expect(checkAmount(typed, PRICE_RULE)).toEqual({ ok: true, money, fen }),
  );

  it.each([
    ['', '请输入价格'],
    ['0', PRICE_RULE.message],
    ['0.00', PRICE_RULE.message],
    ['1.234', PRICE_RULE.message],
    ['100000', PRICE_RULE.message],
    ['-1', PRICE_RULE.message],
    ['1e2', PRICE_RULE.message],
    ['abc', PRICE_RULE.message],
    ['012', PRICE_RULE.message],
  ])('price %o is refused: %s', (typed, error) =>
    expect(checkAmount(typed, PRICE_RULE)).toEqual({ ok: false, error }),
  );

  it('keeps a recharge between 1 and 50000 yuan', () => {
    expect(checkAmount('0.99', RECHARGE_RULE)).toEqual({ ok: false, error: RECHARGE_RULE.message });
    expect(checkAmount('1', RECHARGE_RULE)).toMatchObject({ ok: true, money: '1.00' });
    expect(checkAmount('50000', RECHARGE_RULE)).toMatchObject({ ok: true, money: '50000.00' });
    expect(checkAmount('50000.01', RECHARGE_RULE)).toEqual({ ok: false, error: RECHARGE_RULE.message });
    expect(checkAmount(' ', RECHARGE_RULE)).toEqual({ ok: false, error: '请输入充值金额' });
  });
});
