/**
 * The works lists' and 推荐's first paint write the upstream's counts and page numbers only as whole
 * numbers: an answer whose total or page is a string, a fraction or markup draws 0 / page 1 (as the
 * designer, shop and topic lists do), never the text it carried.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { matchRoute } from '@zaowu/shared';
import { demoUpstream } from '../upstream.ts';
import { testConfig, TEST_FIRST_PAINT_WAIT_MS } from '../testing/fixtures.ts';
import { firstPaint } from './frame.ts';
import { pageDataSource, type PageData, type PageDataSource } from './page-data.ts';

const SITE = 'https://www.zaowu.test';
let source: PageDataSource;

beforeAll(async () => {
  source = pageDataSource(await demoUpstream(testConfig()), { timeoutMs: TEST_FIRST_PAINT_WAIT_MS });
});

/** `path`'s first paint with the list's counts replaced by what an odd upstream might send. */
async function paintWithOddCounts(path: string) {
  const data = (await source.load(matchRoute(path)!, '')) as PageData;
  const list = data.subject as { data: unknown[] };
  expect(list.data.length, path).toBeGreaterThan(0);
  const subject = { ...list, total: '<b>9</b>', current_page: '2"><x', last_page: 3.5 };
  return firstPaint(matchRoute(path)!.route, { ...data, subject }, SITE)!;
}

describe('odd counts from the upstream', () => {
  it('/art: the phone toolbar says 共 0 件作品 and draws no page bar', async () => {
    const paint = await paintWithOddCounts('/art');
    expect(paint.frame).not.toMatch(/<b>|<x|3\.5/);
    expect(paint.frame).toContain('<p class="works-toolbar__count">共 0 件作品</p>');
    expect(paint.frame).not.toContain('aria-label="分页"');
    // Page 1 of the list: the title names no page.
    expect(paint.head.title).not.toMatch(/第|<|x/);
  });

  it('/recommend: 已显示 N / 0 件, and 加载更多 is not offered past an unreadable last page', async () => {
    const paint = await paintWithOddCounts('/recommend');
    expect(paint.frame).not.toMatch(/<b>|<x|3\.5/);
    expect(paint.frame).toMatch(/<p class="works-toolbar__count">已显示 \d+ \/ 0 件<\/p>/);
    expect(paint.frame).not.toContain('加载更多');
    expect(paint.head.title).not.toMatch(/第|<|x/);
  });
});
