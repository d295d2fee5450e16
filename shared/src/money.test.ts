import { describe, expect, it } from 'vitest';
import {
  fenOf,
  formatFen,
  formatMoney,
  isMoney,
  normalizeTypedYuan,
  parseTypedYuan,
  priceFen,
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

  it('reads prices, which are never negative', () => {
    expect(priceFen('0.10')).toBe(10);
    expect(priceFen('399')).toBe(39_900);
    expect(priceFen('-1.00')).toBeNull();
    expect(isMoney('12.50')).toBe(true);
    expect(isMoney('-1')).toBe(false);
    expect(isMoney(12.5)).toBe(false);
  });

  it('sums in fen, never in floating point', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    expect(yuanOf(sumFen(['0.10', '0.20']))).toBe('0.30');
    expect(yuanOf(sumFen(Array.from({ length: 10 }, () => '0.10')))).toBe('1.00');
    expect(yuanOf(sumFen(['19.99', '0.01', 'oops']))).toBe('20.00');
    expect(yuanOf(-1_250)).toBe('-12.50');
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

  it('makes a typed amount plain', () => {
    expect(normalizeTypedYuan(' ¥12 ')).toBe('12');
    expect(normalizeTypedYuan('１２．５')).toBe('12.5');
    expect(normalizeTypedYuan('￥ 3。5')).toBe('3.5');
  });
});

describe('money as a member types it', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.', 1200],
    ['0.01', 1],
    [' ¥99.99 ', 9999],
    ['１２．３', 1230],
    ['9999999999999.99', 999_999_999_999_999],
  ])('reads %o as %i fen', (text, fen) => expect(parseTypedYuan(text)).toEqual({ fen }));

  it.each([
    ['', 'empty'],
    ['  ', 'empty'],
    ['abc', 'format'],
    ['-1', 'format'],
    ['1e2', 'format'],
    ['+1', 'format'],
    ['1,000', 'format'],
    ['012', 'format'],
    ['1.234', 'decimals'],
    ['10000000000000', 'large'],
  ])('refuses %o: %s', (text, error) => expect(parseTypedYuan(text)).toEqual({ error }));

  it('forgives leading zeros only when asked', () => {
    expect(parseTypedYuan('007.5', { leadingZeros: true })).toEqual({ fen: 750 });
    expect(parseTypedYuan('000', { leadingZeros: true })).toEqual({ fen: 0 });
    expect(parseTypedYuan('007.5')).toEqual({ error: 'format' });
  });
});
