/**
 * The first paint's pictures say what the page's do (issue 22): a work's cover or first picture carries
 * the author's alternative text, or the work's title when they gave none (never alt="", which would hide
 * the work from a screen reader before React takes over); a card carries the author's text when there
 * is one. An art work's frame shows the picture its gallery opens on: the cover.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { matchRoute, type Paginated, type WorkDetail, type WorkSummary } from '@zaowu/shared';
import { demoUpstream, type Upstream } from '../upstream.ts';
import { testConfig, TEST_FIRST_PAINT_WAIT_MS } from '../testing/fixtures.ts';
import { firstPaint } from './frame.ts';
import { pageDataSource, type PageData, type PageDataSource } from './page-data.ts';

const SITE = 'https://www.zaowu.test';
let upstream: Upstream;
let source: PageDataSource;

beforeAll(async () => {
  upstream = await demoUpstream(testConfig());
  source = pageDataSource(upstream, { timeoutMs: TEST_FIRST_PAINT_WAIT_MS });
});

async function firstOf(type: string): Promise<WorkSummary> {
  const res = await upstream.fetch(`/api/v1.works/lists?type=${type}&per_page=20`);
  const list = ((await res.json()) as { data: Paginated<WorkSummary> }).data.data;
  return list.find((w) => !w.is_mature)!;
}

async function load(path: string): Promise<PageData> {
  const data = await source.load(matchRoute(path)!, '');
  expect(data?.subject, path).toBeTruthy();
  return data!;
}

/** The frame of `path` drawn from `data` with `patch` applied to its subject (a work). */
function frameOf(path: string, data: PageData, patch: Partial<WorkDetail>): string {
  const subject = { ...(data.subject as WorkDetail), ...patch };
  return firstPaint(matchRoute(path)!.route, { ...data, subject }, SITE)!.frame;
}

/** The frame's largest picture (data-fp="media"): its address and alt, as written. */
function media(frame: string): { src: string; alt: string } {
  const tag = /<img [^>]*data-fp="media"[^>]*>/.exec(frame)?.[0] ?? '';
  return { src: /src="([^"]*)"/.exec(tag)?.[1] ?? '', alt: /alt="([^"]*)"/.exec(tag)?.[1] ?? '<none>' };
}

describe('a work page’s frame', () => {
  it.each(['model', 'blog'])('%s: the cover’s alt is the author’s text, else the title', async (type) => {
    const work = await firstOf(type);
    const path = `/${type}/${work.id}`;
    const data = await load(path);
    expect(media(frameOf(path, data, { title: '青瓷茶盏', cover_alt: '' })).alt).toBe('青瓷茶盏');
    const described = media(frameOf(path, data, { title: '青瓷茶盏', cover_alt: '黑釉茶盏，"兔毫"纹' }));
    expect(described.alt).toBe('黑釉茶盏，&quot;兔毫&quot;纹');
  });

  it('art: shows the cover its gallery opens on, with the gallery’s alt', async () => {
    const work = await firstOf('art');
    const path = `/art/${work.id}`;
    const data = await load(path);
    const detail = data.subject as WorkDetail;
    expect(detail.images.length).toBeGreaterThan(0);
    const count = new Set([detail.cover, ...detail.images]).size;
    const plain = media(frameOf(path, data, { title: '锦鲤', cover_alt: '' }));
    expect(plain).toEqual({ src: detail.cover, alt: `锦鲤（第 1 张，共 ${count} 张）` });
    const described = media(frameOf(path, data, { title: '锦鲤', cover_alt: '红白锦鲤在荷叶下' }));
    expect(described.alt).toBe(`红白锦鲤在荷叶下（第 1 张，共 ${count} 张）`);
  });
});

describe('a list page’s frame', () => {
  it('gives a card’s cover the author’s alternative text, and none (decoration beside the title) without', async () => {
    const data = await load('/model');
    const list = data.subject as Paginated<WorkSummary>;
    const described = {
      ...list,
      data: list.data.map((w, i) => ({ ...w, cover_alt: i === 0 ? '一只青瓷梅瓶' : '' })),
    };
    const frame = firstPaint(matchRoute('/model')!.route, { ...data, subject: described }, SITE)!.frame;
    const alts = [...frame.matchAll(/<img class="ui-image__img[^>]*alt="([^"]*)"/g)].map((m) => m[1]);
    expect(alts.length).toBeGreaterThan(1);
    expect(alts[0]).toBe('一只青瓷梅瓶');
    expect(alts.slice(1).every((a) => a === '')).toBe(true);
  });
});
