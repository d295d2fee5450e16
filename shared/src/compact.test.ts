/**
 * Counts in running text (compact.ts): whole numbers are grouped without a formatter, checked against
 * the platform's own zh-CN number format, the oracle, over any safe integer; the compact 万 / 亿 form
 * at its edges.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCompact, formatNumber } from './compact.ts';

const oracle = new Intl.NumberFormat('zh-CN');

describe('formatNumber', () => {
  it('groups thousands as zh-CN writes them', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1234)).toBe('-1,234');
    expect(formatNumber(-0)).toBe('0');
  });

  it('writes any safe integer as the platform formatter does', () => {
    fc.assert(
      fc.property(
        fc.maxSafeInteger().filter((n) => !Object.is(n, -0)),
        (n) => {
          expect(formatNumber(n)).toBe(oracle.format(n));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('leaves fractions and non-numbers to the platform formatter', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(Number.NaN)).toBe(oracle.format(Number.NaN));
    expect(formatNumber(Infinity)).toBe(oracle.format(Infinity));
  });
});

describe('formatCompact', () => {
  it('switches to 万 at ten thousand and to 亿 at a hundred million', () => {
    expect(formatCompact(9999)).toBe('9999');
    expect(formatCompact(10_000)).toBe('1万');
    expect(formatCompact(12_345)).toBe('1.2万');
    expect(formatCompact(99_999_999)).toBe('9999.9万');
    expect(formatCompact(100_000_000)).toBe('1亿');
    expect(formatCompact(340_000_000)).toBe('3.4亿');
    expect(formatCompact(-5)).toBe('0');
  });
});
