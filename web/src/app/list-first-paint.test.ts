/**
 * The designer, shop and topic lists' first paints inline the list the SPA is about to ask for, a
 * search's (?keyword=) or a tag's view included: under the SPA's own key and asked with the SPA's own
 * parameters, or the first render draws a skeleton and asks again.
 */
import { hashKey } from '@tanstack/react-query';
import { firstPage, parseDesignerParams, parseShopParams, parseTopicParams } from '@zaowu/shared';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../lib/api-client.ts';
import { topicListQuery } from '../features/community/api.ts';
import { designerListQuery } from '../features/designers/api.ts';
import { shopListQuery } from '../features/shops/api.ts';

vi.mock('../lib/api-client.ts', () => ({ call: vi.fn(() => Promise.resolve({})) }));

/** What the SPA asks for its list: the call's endpoint path and parameters. */
async function asked(query: { queryFn?: unknown }) {
  vi.mocked(call).mockClear();
  await (query.queryFn as () => Promise<unknown>)();
  const [endpoint, params] = vi.mocked(call).mock.calls[0]!;
  return { path: endpoint.path, params };
}

const KEYWORD_SEARCHES = [
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

const TAG_SEARCHES = [
  '',
  '?page=2',
  '?tag=建模',
  '?tag=%20场景%20&page=3',
  // What the SPA makes of odd input: no filter, the first page, a tag cut to 20 characters.
  '?tag=%20%20',
  '?tag=',
  '?page=0',
  '?page=abc',
  `?tag=${'长'.repeat(30)}`,
];

const LISTS = [
  {
    route: 'designer',
    searches: KEYWORD_SEARCHES,
    query: (search: string) => designerListQuery(parseDesignerParams(new URLSearchParams(search))),
  },
  {
    route: 'shop',
    searches: KEYWORD_SEARCHES,
    query: (search: string) => shopListQuery(parseShopParams(new URLSearchParams(search))),
  },
  {
    route: 'community',
    searches: TAG_SEARCHES,
    query: (search: string) => topicListQuery(parseTopicParams(new URLSearchParams(search))),
  },
];

describe.each(LISTS)("/$route's first paint", ({ route, searches, query }) => {
  it.each(searches)('%s: the inlined answer is the one the SPA asks for, under its key', async (search) => {
    const inlined = firstPage(route, {}, search)!.queries[0]!;
    expect(inlined.inline, 'handed to the SPA').toBeUndefined();
    const spa = query(search);
    expect(hashKey(inlined.key)).toBe(hashKey(spa.queryKey));
    expect(await asked(spa)).toEqual({ path: inlined.path, params: inlined.params });
  });
});

describe.each(LISTS.slice(0, 2))("/$route's search", ({ route }) => {
  it('is the one list asked for, and the frame is told the keyword as the SPA reads it', () => {
    const first = firstPage(route, {}, `?keyword=${encodeURIComponent(' 山月 ')}`)!;
    expect(first.queries).toHaveLength(1);
    expect(first.search).toEqual({ keyword: '山月' });
    expect(firstPage(route, {}, '?keyword=%20')?.search).toBeUndefined();
  });
});

it.each(TAG_SEARCHES)(
  "/community%s: the newest topics' first page, which the SPA's tag chips come from, is inlined too",
  async (search) => {
    const first = firstPage('community', {}, search)!;
    const params = parseTopicParams(new URLSearchParams(search));
    const own = params.page === 1 && !params.tag;
    // Page 1 of the whole list is the chips' page itself: asked once.
    expect(first.queries).toHaveLength(own ? 1 : 2);
    if (own) return;
    const latest = first.queries[1]!;
    expect(latest.as).toBe('latest');
    const spa = topicListQuery({ sort: 'latest', page: 1 });
    expect(hashKey(latest.key)).toBe(hashKey(spa.queryKey));
    expect(await asked(spa)).toEqual({ path: latest.path, params: latest.params });
  },
);

it('a filter the frames do not draw (a specialty, 最新, 最热) is left to the SPA', () => {
  expect(firstPage('designer', {}, '?specialty=model')).toBeNull();
  expect(firstPage('designer', {}, '?sort=latest')).toBeNull();
  expect(firstPage('community', {}, '?sort=hot')).toBeNull();
});
