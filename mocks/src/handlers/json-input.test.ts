import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH } from '@zaowu/shared';
import { nestsDeeperThan, parseJsonInput } from './json-input.ts';

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('JSON bodies', () => {
  it('parses 64 levels of nesting and refuses 65 unparsed', () => {
    expect(JSON_MAX_DEPTH).toBe(64);
    expect(parseJsonInput(arrays(64)).ok).toBe(true);
    expect(parseJsonInput(`{"a":${arrays(63)}}`).ok).toBe(true);
    expect(parseJsonInput(arrays(65))).toEqual({ ok: false, reason: 'too-deep' });
    expect(parseJsonInput(`{"a":{"b":${arrays(63)}}}`)).toEqual({ ok: false, reason: 'too-deep' });
  });

  it('counts brackets only outside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ s: '['.repeat(500) }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ s: 'a\\"[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ s: '\\' }) + '', 1)).toBe(false);
    // After a string that ends in an escaped backslash, brackets count again.
    expect(nestsDeeperThan('{"s":"\\\\","t":[[1]]}', 2)).toBe(true);
  });

  it('refuses a megabyte of [ in one quick pass', () => {
    const started = performance.now();
    expect(parseJsonInput('['.repeat(1024 * 1024)).ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('drops __proto__, constructor and prototype keys at every depth', () => {
    const parsed = parseJsonInput(
      '{"a":1,"__proto__":{"x":1},"list":[{"constructor":{"prototype":{"y":1}},"keep":2}],"o":{"p":{"prototype":3,"q":4}}}',
    );
    expect(parsed).toEqual({ ok: true, value: { a: 1, list: [{ keep: 2 }], o: { p: { q: 4 } } } });
    const value = (parsed as { value: Record<string, unknown> }).value;
    expect(Object.keys(value)).toEqual(['a', 'list', 'o']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it('tells text that is not JSON', () => {
    expect(parseJsonInput('{"a":')).toEqual({ ok: false, reason: 'invalid' });
  });
});
