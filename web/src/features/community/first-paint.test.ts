/**
 * /community's first paint inlines the list the SPA is about to ask for: under the SPA's own key and
 * asked with the SPA's own parameters, or the first render draws a skeleton and asks again.
 */
import { hashKey } from '@tanstack/react-query';
import { firstPage } from '@zaowu/shared';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../../lib/api-client.ts';
import { parseTopicParams, topicListQuery } from './api.ts';

vi.mock('../../lib/api-client.ts', () => ({ call: vi.fn(() => Promise.resolve({})) }));

const SEARCHES = [
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

describe("/community's first paint", () => {
  it.each(SEARCHES)('%s: the inlined answer is the one the SPA asks for, under its key', async (search) => {
    const first = firstPage('community', {}, search);
    const inlined = first!.queries[0]!;
    expect(inlined.inline, 'handed to the SPA').toBeUndefined();

    const spa = topicListQuery(parseTopicParams(new URLSearchParams(search)));
    expect(hashKey(inlined.key)).toBe(hashKey(spa.queryKey));

    vi.mocked(call).mockClear();
    await (spa.queryFn as () => Promise<unknown>)();
    const [endpoint, params] = vi.mocked(call).mock.calls[0]!;
    expect(endpoint.path).toBe(inlined.path);
    expect(params).toEqual(inlined.params);
  });

  it.each(SEARCHES)(
    "%s: the newest topics' first page, which the SPA's tag chips come from, is inlined too",
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
      vi.mocked(call).mockClear();
      await (spa.queryFn as () => Promise<unknown>)();
      expect(vi.mocked(call).mock.calls[0]![1]).toEqual(latest.params);
    },
  );

  it('a filter the frame does not draw (最热) is left to the SPA', () => {
    expect(firstPage('community', {}, '?sort=hot')).toBeNull();
  });
});
