import { describe, expect, it } from 'vitest';
import { formatCompact, formatPrice } from './format.ts';

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [9, '9'],
    [9999, '9999'],
    [10_000, '1万'],
    [12_345, '1.2万'],
    [99_999, '9.9万'],
    [1_280_000, '128万'],
    [99_999_999, '9999.9万'],
    [100_000_000, '1亿'],
    [340_000_000, '3.4亿'],
    [-5, '0'],
    [Number.NaN, '0'],
  ])('%d → %s', (n, text) => expect(formatCompact(n)).toBe(text));
});

describe('formatPrice', () => {
  it.each([
    ['12.50', '¥12.50'],
    ['0.00', '¥0.00'],
    ['1680.00', '¥1,680.00'],
    [36.5, '¥36.50'],
    ['abc', '—'],
  ])('%s → %s', (money, text) => expect(formatPrice(money)).toBe(text));
});
