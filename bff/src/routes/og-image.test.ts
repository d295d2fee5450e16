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
  const reads = { now: 0, most: 0, paths: [] as string[], fail: false };

  beforeAll(async () => {
    const demo = await demoUpstream(config);
    const slow: Upstream = {
      ...demo,
      fetch: async (path, init) => {
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
    const list = await request(app).get('/api/v1.works/lists?type=art&per_page=12');
    ids = (list.body.data.data as { id: number; is_mature: boolean }[])
      .filter((w) => !w.is_mature)
      .map((w) => w.id);
    expect(ids.length).toBeGreaterThan(6);
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
});
