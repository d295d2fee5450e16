/**
 * Share cards under a burst of link previews: at most two pictures drawn at once however the requests
 * interleave, one drawing for many previews of the same page, and a picture that failed tried again.
 */
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { demoUpstream, type Upstream } from '../upstream.ts';
import { testConfig } from '../testing/fixtures.ts';

describe('share cards under load', () => {
  const config = testConfig();
  let app: ReturnType<typeof createApp>;
  let ids: number[] = [];
  /** Picture reads the upstream is answering right now, the most at once, and all of them. */
  const reads = { now: 0, most: 0, paths: [] as string[], fail: false, cover: new Map<number, string>() };

  beforeAll(async () => {
    const demo = await demoUpstream(config);
    const slow: Upstream = {
      ...demo,
      fetch: async (path, init) => {
        // A work whose cover the test sets: its detail answers with that cover.
        const id = /^\/api\/v1\.works\/detail\?id=(\d+)/.exec(path)?.[1];
        if (id && reads.cover.has(Number(id))) {
          const body = (await (await demo.fetch(path, init)).json()) as { data: { cover: string } };
          body.data.cover = reads.cover.get(Number(id))!;
          return Response.json(body);
        }
        if (!path.startsWith('/api/storage/')) return demo.fetch(path, init);
        reads.paths.push(path);
        reads.now += 1;
        reads.most = Math.max(reads.most, reads.now);
        try {
          // Slow enough that every request of a burst arrives while the first drawings run.
          await new Promise((resolve) => setTimeout(resolve, 60));
          return reads.fail ? new Response('down', { status: 503 }) : await demo.fetch(path, init);
        } finally {
          reads.now -= 1;
        }
      },
    };
    app = createApp(config, slow);
    const list = await request(app).get('/api/v1.works/lists?type=art&per_page=40');
    ids = (list.body.data.data as { id: number; is_mature: boolean }[])
      .filter((w) => !w.is_mature)
      .map((w) => w.id);
    expect(ids.length).toBeGreaterThan(16);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('draws at most two at once, the others wait their turn', async () => {
    const answers = await Promise.all(ids.slice(0, 6).map((id) => request(app).get(`/og/art/${id}.jpg`)));
    for (const res of answers) expect(res.headers['content-type']).toBe('image/jpeg');
    expect(reads.most).toBeLessThanOrEqual(2);
    expect(reads.most).toBeGreaterThan(0);
  });

  it('many previews of one page wait for one drawing', async () => {
    const id = ids[6]!;
    reads.paths = [];
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(app).get(`/og/art/${id}.jpg`)));
    for (const res of answers) expect(res.status).toBe(200);
    expect(reads.paths).toHaveLength(1);
  });

  it('a picture that could not be read gives the site card now, and is tried again later', async () => {
    const id = ids.at(-1)!;
    reads.fail = true;
    const failed = await request(app).get(`/og/art/${id}.jpg`);
    expect(failed.status).toBe(302);
    expect(failed.headers.location).toBe('/og/site.png');
    // Previewers and CDNs keep it a minute too, not the hour a page without a picture gets.
    expect(failed.headers['cache-control']).toBe('public, max-age=60');
    reads.fail = false;
    // Within the minute: still the site card, no new read.
    reads.paths = [];
    expect((await request(app).get(`/og/art/${id}.jpg`)).status).toBe(302);
    expect(reads.paths).toHaveLength(0);
    // A minute on: drawn.
    const later = Date.now() + 61_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    const drawn = await request(app).get(`/og/art/${id}.jpg`);
    expect(drawn.status).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/jpeg');
    expect(reads.paths).toHaveLength(1);
  });

  it('reads no picture outside public storage, however its address is spelled', async () => {
    const covers = [
      '/api/storage/%2e%2e%2fv1.user%2findex',
      '/api/storage/gen/..%2F..%2Fv1.user/index',
      '/api/storage/gen/a.svg?x=1',
      '/api/v1.user/index',
      '//evil.example/a.jpg',
      'https://evil.example/a.jpg',
    ];
    // One work each (cards and page data are cached per page).
    covers.forEach((cover, i) => reads.cover.set(ids[10 + i]!, cover));
    reads.paths = [];
    for (const [i, cover] of covers.entries()) {
      const res = await request(app).get(`/og/art/${ids[10 + i]}.jpg`);
      expect(res.status, cover).toBe(302);
      expect(res.headers.location, cover).toBe('/og/site.png');
      // Refused by the rules is a page without a picture, not a failure to retry.
      expect(res.headers['cache-control'], cover).toBe('public, max-age=3600');
    }
    expect(reads.paths).toEqual([]);
  });
});
