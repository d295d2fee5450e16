/**
 * /designer's and /shop's first paints inline the list the SPA is about to ask for, a search's
 * (?keyword=) included: under the SPA's own key and asked with the SPA's own parameters, or the first
 * render draws a skeleton and asks again.
 */
import { hashKey } from '@tanstack/react-query';
import { firstPage } from '@zaowu/shared';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../lib/api-client.ts';
import { parseShopParams, shopListQuery } from '../features/shops/api.ts';
import { designerListQuery, parseDesignerParams } from '../features/designers/api.ts';

vi.mock('../lib/api-client.ts', () => ({ call: vi.fn(() => Promise.resolve({})) }));

const SEARCHES = [
  '',
  '?page=2',
  `?keyword=${encodeURIComponent('山月')}`,
  `?keyword=${encodeURIComponent('  插画 ')}&page=3`,
  // What the SPA makes of odd input: no search, the first page, a keyword cut to 50 characters.
  '?keyword=%20%20',
  '?keyword=',
  '?page=0',
  `?keyword=${'长'.repeat(60)}`,
];

const LISTS = [
  {
    route: 'designer',
    query: (search: string) => designerListQuery(parseDesignerParams(new URLSearchParams(search))),
  },
  { route: 'shop', query: (search: string) => shopListQuery(parseShopParams(new URLSearchParams(search))) },
];

describe.each(LISTS)("/$route's first paint", ({ route, query }) => {
  it.each(SEARCHES)('%s: the inlined answer is the one the SPA asks for, under its key', async (search) => {
    const first = firstPage(route, {}, search);
    expect(first?.queries).toHaveLength(1);
    const inlined = first!.queries[0]!;
    expect(inlined.inline, 'handed to the SPA').toBeUndefined();

    const spa = query(search);
    expect(hashKey(inlined.key)).toBe(hashKey(spa.queryKey));

    vi.mocked(call).mockClear();
    await (spa.queryFn as () => Promise<unknown>)();
    const [endpoint, params] = vi.mocked(call).mock.calls[0]!;
    expect(endpoint.path).toBe(inlined.path);
    expect(params).toEqual(inlined.params);
  });

  it('tells the frame the keyword it draws results for, as the SPA reads it', () => {
    expect(firstPage(route, {}, `?keyword=${encodeURIComponent(' 山月 ')}`)?.search).toEqual({
      keyword: '山月',
    });
    expect(firstPage(route, {}, '?keyword=%20')?.search).toBeUndefined();
  });
});

it('a designer filter the frame does not draw (a specialty, 最新) is left to the SPA', () => {
  expect(firstPage('designer', {}, '?specialty=model')).toBeNull();
  expect(firstPage('designer', {}, '?sort=latest')).toBeNull();
});
