import { describe, expect, it } from 'vitest';
import { LICENSES, MESSAGE_TYPES, RENDERING_TOOLS, TOOL_GROUPS } from './catalog.ts';
import { CHUNK_SIZE } from './constants.ts';

describe('constants', () => {
  it('has ten message types numbered 1 to 10', () => {
    expect(MESSAGE_TYPES.map((m) => m.type)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('has the seven licence options', () => {
    expect(LICENSES.map((l) => l.key)).toEqual([
      'BY',
      'BY-SA',
      'BY-ND',
      'BY-NC',
      'BY-NC-SA',
      'BY-NC-ND',
      'ALL',
    ]);
  });
  it('has 29 rendering tools in their six groups', () => {
    expect(RENDERING_TOOLS).toHaveLength(29);
    const count = (key: string) => RENDERING_TOOLS.filter((t) => t.group === key).length;
    expect(TOOL_GROUPS.map((g) => count(g.key))).toEqual([10, 6, 5, 3, 4, 1]);
  });
  it('uploads in 5 MiB chunks', () => {
    expect(CHUNK_SIZE).toBe(5 * 1024 * 1024);
  });
});
