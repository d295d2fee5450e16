import { describe, expect, it } from 'vitest';
import { pageOf, positiveInt } from './search-params.ts';

const page = (q: string) => pageOf(new URLSearchParams(q));

describe('URL search state', () => {
  it('reads a page as a whole number from 1 to 999999, anything else as page 1', () => {
    expect(page('page=2')).toBe(2);
    expect(page('page=999999')).toBe(999999);
    for (const q of [
      '',
      'page=',
      'page=0',
      'page=-3',
      'page=abc',
      'page=2.5',
      'page=1e3',
      'page=1000000',
      'page= 2',
    ])
      expect(page(q), q).toBe(1);
  });

  it('reads an id as a whole number ≥ 1, or null', () => {
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt('007')).toBe(7);
    for (const raw of [null, undefined, '', '0', '-1', '1.5', '0x10', '12a', '9'.repeat(16)])
      expect(positiveInt(raw), String(raw)).toBeNull();
  });
});
