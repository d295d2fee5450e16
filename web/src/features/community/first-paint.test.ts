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
    expect(first?.queries).toHaveLength(1);
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

  it('a filter the frame does not draw (最热) is left to the SPA', () => {
    expect(firstPage('community', {}, '?sort=hot')).toBeNull();
  });
});
