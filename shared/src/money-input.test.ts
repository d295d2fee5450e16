import { describe, expect, it } from 'vitest';
import { rechargeInputSchema } from './money-input.ts';

const BAD = '充值金额须在 1–50000 元之间，最多两位小数';
const amount = (value: unknown) =>
  rechargeInputSchema.safeParse(value === undefined ? {} : { amount: value });
const message = (value: unknown) => amount(value).error?.issues[0]?.message;

describe('the recharge input (user.getRechargeData)', () => {
  it.each([
    ['1', 100],
    ['50000', 5_000_000],
    ['88.80', 8880],
    ['20.5', 2050],
    [' ¥１２．５ ', 1250],
    [99.99, 9999],
  ])('takes %o as %i fen', (typed, fen) => expect(amount(typed).data).toEqual({ amount: fen }));

  it.each(['0.99', '0.5', '50000.01', '10.001', '-1', '1e2', 'abc', '012', 0, Number.NaN])(
    'refuses %o',
    (typed) => expect(message(typed)).toBe(BAD),
  );

  it('asks for an amount when there is none', () => {
    expect(message('')).toBe('请输入充值金额');
    expect(message(' ')).toBe('请输入充值金额');
    expect(message(undefined)).toBe('请输入充值金额');
    expect(message(null)).toBe(BAD);
  });
});
