import { describe, expect, it } from 'vitest';
import { matchRoute } from '@zaowu/shared';
import { pageDataSource } from './page-data.ts';
import type { Upstream } from '../upstream.ts';

describe('first-paint data cache', () => {
  it('keeps one entry for URLs that ask the upstream the same thing', async () => {
    const asked: string[] = [];
    const upstream = {
      demo: false,
      baseUrl: 'http://upstream.invalid',
      fetch: async (path: string) => {
        asked.push(path);
        return Response.json({
          code: 1,
          msg: 'ok',
          data: { data: [], total: 0, per_page: 20, current_page: 1, last_page: 1 },
        });
      },
    } as Upstream;
    const source = pageDataSource(upstream);
    const match = matchRoute('/art')!;
    for (const search of ['?page=2', '?page=02', '?page=0002', '?page=2&page=2'])
      await source.load(match, search);
    const lists = asked.filter((p) => p.includes('lists'));
    expect(lists).toHaveLength(1);
    // Another page is another entry.
    await source.load(match, '?page=3');
    expect(asked.filter((p) => p.includes('lists'))).toHaveLength(2);
  });
});
