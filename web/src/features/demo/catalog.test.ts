import { describe, expect, it } from 'vitest';
import { DEMO_ENTRIES, demoEntryById } from './catalog.ts';
import { contrastRatio, parseColor } from './contrast.ts';
import { DEMO_EXAMPLES } from './examples/index.ts';

describe('demo catalog', () => {
  it('numbers the entries 1…N in gallery order, Button first, each with its examples', () => {
    expect(DEMO_ENTRIES.map((e) => e.id)).toEqual(DEMO_ENTRIES.map((_, i) => i + 1));
    expect(DEMO_ENTRIES[0]).toMatchObject({ id: 1, code: 'Button' });
    expect(Object.keys(DEMO_EXAMPLES).sort()).toEqual(DEMO_ENTRIES.map((e) => e.slug).sort());
  });

  it('finds an entry only for a whole number in range', () => {
    expect(demoEntryById('1')?.code).toBe('Button');
    expect(demoEntryById(String(DEMO_ENTRIES.length))?.id).toBe(DEMO_ENTRIES.length);
    for (const bad of [
      undefined,
      '',
      '0',
      '01',
      String(DEMO_ENTRIES.length + 1),
      '1.5',
      '-1',
      'abc',
      '1e1',
      ' 1',
    ]) {
      expect(demoEntryById(bad)).toBeNull();
    }
  });
});

describe('contrast', () => {
  it('reads hex and rgb colours', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor(' #C53A21 ')).toEqual([197, 58, 33]);
    expect(parseColor('rgb(1, 2, 3)')).toEqual([1, 2, 3]);
    expect(parseColor('rgb(1 2 3)')).toEqual([1, 2, 3]);
    expect(parseColor('var(--x)')).toBeNull();
  });

  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    // The light theme's accent under white button text.
    expect(contrastRatio('#ffffff', '#c53a21')!).toBeGreaterThan(4.5);
    expect(contrastRatio('nope', '#fff')).toBeNull();
  });
});
