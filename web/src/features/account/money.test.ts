import { describe, expect, it } from 'vitest';
import {
  PRICE_RULE,
  RECHARGE_RULE,
  checkAmount,
  fenOf,
  formatFen,
  formatMoney,
  sumFen,
  yuanOf,
} from './money.ts';

describe('money from the wire', () => {
  it.each([
    ['0.00', 0],
    ['12.5', 1250],
    ['12.50', 1250],
    ['1286.05', 128_605],
    ['-3.20', -320],
    ['0.1', 10],
  ])('%s is %i fen', (text, fen) => expect(fenOf(text)).toBe(fen));

  it.each(['', 'abc', '1.234', '01.00', '1e3', '12,00', ' . '])('refuses %o', (text) =>
    expect(fenOf(text)).toBeNull(),
  );

  it('sums in fen, never in floating point', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    expect(yuanOf(sumFen(['0.10', '0.20']))).toBe('0.30');
    expect(yuanOf(sumFen(Array.from({ length: 10 }, () => '0.10')))).toBe('1.00');
    expect(yuanOf(sumFen(['19.99', '0.01', 'oops']))).toBe('20.00');
  });

  it('shows ¥ with two decimals and grouped thousands', () => {
    expect(formatMoney('1286.5')).toBe('¥1,286.50');
    expect(formatMoney('0.00')).toBe('¥0.00');
    expect(formatMoney('1234567.89')).toBe('¥1,234,567.89');
    expect(formatMoney('-12.05')).toBe('-¥12.05');
    expect(formatMoney('x')).toBe('—');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(100_000)).toBe('¥1,000.00');
  });
});

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
