import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ROUTES,
  SITEMAPS,
  SITEMAP_INDEX,
  endpoints,
  ok,
  parseSitemapPath,
  sitemapPartPath,
  sitemapPath,
} from '@zaowu/shared';
import { createApp } from './app.ts';
import { createLogger } from './log.ts';
import { sitemapRoutes, type SitemapOptions } from './routes/sitemaps.ts';
import { SITEMAP_MAX_URLS, UPSTREAM_MAX_PER_PAGE, urlsetXml, xmlEscape } from './sitemaps.ts';
import { listen, testConfig } from './testing/fixtures.ts';
import { demoUpstream, remoteUpstream, type Upstream } from './upstream.ts';

const schemas = path.join(path.dirname(fileURLToPath(import.meta.url)), 'testing', 'schemas');
const work = mkdtempSync(path.join(tmpdir(), 'zaowu-sitemaps-'));

/** xmllint's verdict against the sitemaps.org schema; throws with its message when invalid. */
function validate(xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd'): void {
  const file = path.join(work, `${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  execFileSync('xmllint', ['--noout', '--schema', path.join(schemas, schema), file], { stdio: 'pipe' });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const ids = (xml: string) => locs(xml).map((u) => Number(/\/(\d+)$/.exec(u)![1]));
const SITE = 'https://www.zaowu.test';

/**
 * An upstream whose works, designer and shop lists hold `totals[list]` rows with ids idBase+1…,
 * generated per page; it records every call, can hold answers behind a gate and can fail.
 */
function fakeUpstream(totals: Partial<Record<string, number>>, cap = UPSTREAM_MAX_PER_PAGE) {
  const state = {
    totals,
    idBase: 0,
    fail: false,
    calls: [] as string[],
    gate: null as Promise<void> | null,
    upstream: undefined as unknown as Upstream,
    /** Calls of one list: "page/per_page" of each. */
    pagesOf(list: string) {
      return state.calls
        .map((c) => new URL(c, 'http://x'))
        .filter((u) => listOf(u) === list)
        .map((u) => `${u.searchParams.get('page')}/${u.searchParams.get('per_page')}`);
    },
  };
  const listOf = (u: URL) =>
    u.pathname === endpoints.works.lists.path
      ? u.searchParams.get('type')!
      : u.pathname === endpoints.designer.lists.path
        ? 'designer'
        : u.pathname === endpoints.shop.goodsList.path
          ? 'goods'
          : u.pathname === endpoints.community.lists.path
            ? 'community'
            : 'shop';
  state.upstream = {
    ...remoteUpstream('http://127.0.0.1:9'),
    async fetch(pathAndQuery) {
      state.calls.push(pathAndQuery);
      await state.gate;
      if (state.fail) return new Response('oops', { status: 500 });
      const url = new URL(pathAndQuery, 'http://x');
      const total = state.totals[listOf(url)] ?? 0;
      const page = Number(url.searchParams.get('page'));
      const per = Math.min(cap, Number(url.searchParams.get('per_page')));
      const data = [];
      for (let i = (page - 1) * per; i < Math.min(page * per, total); i++) {
        data.push({ id: state.idBase + i + 1, updated_at: '2026-11-01T08:00:00+08:00' });
      }
      const last_page = Math.max(1, Math.ceil(total / per));
      return Response.json(ok({ total, per_page: per, current_page: page, last_page, data }));
    },
  };
  return state;
}

/** Error log lines the sitemap routes wrote (JSON, as in production). */
let logged: { msg: string; sitemap?: string }[] = [];
const logger = createLogger(
  'error',
  new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logged.push(JSON.parse(line));
      done();
    },
  }),
);

function sitemapApp(upstream: Upstream, options: SitemapOptions = {}, env: Record<string, string> = {}) {
  return express().use(sitemapRoutes(testConfig(env), upstream, logger, options));
}

/** A request with nothing decoded, to see the bytes and headers as sent. */
async function raw(
  app: express.Express,
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const server = await listen(app);
  try {
    return await new Promise((resolve, reject) => {
      const req = httpRequest(`${server.url}${pathname}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    await server.close();
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('sitemaps', () => {
  const config = testConfig();
  let app: ReturnType<typeof createApp>;
  let upstream: Awaited<ReturnType<typeof demoUpstream>>;
  beforeAll(async () => {
    upstream = await demoUpstream(testConfig());
    app = createApp(config, upstream);
  });

  it('the index names every sitemap (eight, goods included) with absolute URLs and validates', async () => {
    const res = await request(app).get(SITEMAP_INDEX);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(locs(res.text)).toEqual(SITEMAPS.map((n) => `${SITE}${sitemapPath(n)}`));
    validate(res.text, 'siteindex.xsd');
  });

  it.each(SITEMAPS)('%s-sitemap.xml validates and lists absolute URLs', async (name) => {
    const res = await request(app).get(sitemapPath(name));
    expect(res.status).toBe(200);
    validate(res.text, 'sitemap.xsd');
    const urls = locs(res.text);
    expect(urls.length).toBeGreaterThan(0);
    for (const u of urls) expect(u).toMatch(/^https:\/\/www\.zaowu\.test\//);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists every static public page and every work of a type in the demo data', async () => {
    const pages = locs((await request(app).get(sitemapPath('pages'))).text);
    expect(pages).toEqual(ROUTES.filter((r) => r.sitemap).map((r) => `${SITE}${r.path}`));

    const total = await upstream.fetch(`${endpoints.works.lists.path}?type=model&per_page=1`);
    const { data } = (await total.json()) as { data: { total: number } };
    const models = locs((await request(app).get(sitemapPath('model'))).text);
    expect(models).toHaveLength(data.total);
    expect(models.every((u) => /\/model\/\d+$/.test(u))).toBe(true);
  });

  it('pages through the upstream list, 100 rows a page, until the last page', async () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    const fake = fakeUpstream({ shop: 250 });
    const res = await request(sitemapApp(fake.upstream)).get(sitemapPath('shop'));
    expect(res.status).toBe(200);
    validate(res.text, 'sitemap.xsd');
    expect(ids(res.text)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1));
    expect(fake.pagesOf('shop')).toEqual(['1/100', '2/100', '3/100']);
    expect(res.text).toContain(`<url><loc>${SITE}/shop/1</loc><lastmod>2026-11-01T00:00:00Z</lastmod></url>`);
  });

  it('escapes XML in URLs', async () => {
    expect(xmlEscape(`https://a.test/?q=1&b=<"'>`)).toBe('https://a.test/?q=1&amp;b=&lt;&quot;&apos;&gt;');
    let xml = '';
    for await (const piece of urlsetXml([[{ loc: 'https://a.test/search?q=a&tag=<b>' }]])) xml += piece;
    validate(xml, 'sitemap.xsd');
    expect(xml).toContain('<loc>https://a.test/search?q=a&amp;tag=&lt;b&gt;</loc>');
  });

  it('answers 502 when the upstream fails, and does not cache the failure', async () => {
    let fail = true;
    const flaky: Upstream = {
      ...remoteUpstream('http://127.0.0.1:9'),
      fetch: async () =>
        fail
          ? new Response('oops', { status: 500 })
          : Response.json(ok({ total: 1, per_page: 100, current_page: 1, last_page: 1, data: [{ id: 9 }] })),
    };
    const flakyApp = createApp(config, flaky);
    const failed = await request(flakyApp).get(sitemapPath('designer'));
    expect(failed.status).toBe(502);
    expect(failed.text).toBe('服务暂时不可用');
    expect(failed.headers['content-type']).toContain('text/plain');
    expect(failed.headers['cache-control']).toBe('no-store');
    expect((await request(flakyApp).get(SITEMAP_INDEX)).status).toBe(502);
    fail = false;
    const res = await request(flakyApp).get(sitemapPath('designer'));
    expect(res.status).toBe(200);
    expect(locs(res.text)).toEqual(['https://www.zaowu.test/designer/9']);
    expect((await request(flakyApp).get(SITEMAP_INDEX)).status).toBe(200);
  });

  it('names part 1 by the product.md path and later parts -2, -3, …, and parses them back', () => {
    expect(sitemapPartPath('art', 1)).toBe('/art-sitemap.xml');
    expect(sitemapPartPath('art', 3)).toBe('/art-sitemap-3.xml');
    for (const name of SITEMAPS) {
      for (const part of [1, 2, 17])
        expect(parseSitemapPath(sitemapPartPath(name, part))).toEqual({ name, part });
    }
    for (const p of ['/art-sitemap-1.xml', '/art-sitemap-0.xml', '/art-sitemap-02.xml', '/foo-sitemap.xml']) {
      expect(parseSitemapPath(p)).toBeNull();
    }
    expect(parseSitemapPath('/sitemap.xml')).toBeNull();
    expect(parseSitemapPath('/art-sitemap.xml/')).toBeNull();
  });

  it('splits a list into parts of at most the limit; the index names every part', async () => {
    const fake = fakeUpstream({
      art: 10,
      model: 4,
      animation: 1,
      blog: 5,
      designer: 0,
      shop: 3,
      community: 5,
    });
    const split = sitemapApp(fake.upstream, { maxUrls: 4, perPage: 2 });
    const index = await request(split).get(SITEMAP_INDEX);
    expect(index.status).toBe(200);
    validate(index.text, 'siteindex.xsd');
    const staticPages = ROUTES.filter((r) => r.sitemap).length;
    const parts = {
      pages: Math.ceil(staticPages / 4),
      art: 3,
      model: 1,
      animation: 1,
      blog: 2,
      shop: 1,
      community: 2,
    };
    expect(locs(index.text)).toEqual(
      Object.entries(parts).flatMap(([name, n]) =>
        Array.from({ length: n }, (_, i) => `${SITE}${sitemapPartPath(name as 'art', i + 1)}`),
      ),
    );
    expect(index.text).not.toContain('designer'); // an empty list has no part to name

    const art = [];
    for (let part = 1; part <= 3; part++) {
      const res = await request(split).get(sitemapPartPath('art', part));
      expect(res.status).toBe(200);
      validate(res.text, 'sitemap.xsd');
      art.push(ids(res.text));
    }
    expect(art).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
    expect(ids((await request(split).get('/blog-sitemap-2.xml')).text)).toEqual([5]);

    const pages = [];
    for (let part = 1; part <= parts.pages; part++) {
      const res = await request(split).get(sitemapPartPath('pages', part));
      validate(res.text, 'sitemap.xsd');
      pages.push(...locs(res.text));
    }
    expect(pages).toEqual(ROUTES.filter((r) => r.sitemap).map((r) => `${SITE}${r.path}`));

    const past = await request(split).get('/art-sitemap-4.xml');
    expect(past.status).toBe(404);
    expect(past.headers['cache-control']).toBe('no-store');
    expect((await request(split).get(sitemapPartPath('pages', parts.pages + 1))).status).toBe(404);
    expect((await request(split).get('/art-sitemap-1.xml')).status).toBe(404);
    // Part 1 of an empty list still answers at its product.md path, with no URLs.
    const empty = await request(split).get(sitemapPath('designer'));
    expect(empty.status).toBe(200);
    expect(locs(empty.text)).toEqual([]);
  });

  it('builds a part from its own upstream pages only, one page at a time', async () => {
    const fake = fakeUpstream({ art: 10 });
    const split = sitemapApp(fake.upstream, { maxUrls: 4, perPage: 2 });
    expect(ids((await request(split).get('/art-sitemap-2.xml')).text)).toEqual([5, 6, 7, 8]);
    expect(fake.pagesOf('art')).toEqual(['3/2', '4/2']);

    // A part that does not start on a page boundary takes the pages that cover it, and cuts them.
    const uneven = fakeUpstream({ art: 12 });
    const cut = sitemapApp(uneven.upstream, { maxUrls: 5, perPage: 2 });
    expect(ids((await request(cut).get('/art-sitemap-2.xml')).text)).toEqual([6, 7, 8, 9, 10]);
    expect(uneven.pagesOf('art')).toEqual(['3/2', '4/2', '5/2']);
    expect(ids((await request(cut).get('/art-sitemap-3.xml')).text)).toEqual([11, 12]);

    // An upstream that pages smaller than asked: the page numbers are worked out again from its size.
    const capped = fakeUpstream({ art: 10 }, 2);
    const asked = sitemapApp(capped.upstream, { maxUrls: 4 });
    expect(ids((await request(asked).get('/art-sitemap-2.xml')).text)).toEqual([5, 6, 7, 8]);
    expect(capped.pagesOf('art')).toEqual(['1/100', '3/100', '4/100']);
  });

  it('shares one build between concurrent first requests', async () => {
    const fake = fakeUpstream({ art: 3 });
    let open!: () => void;
    fake.gate = new Promise((resolve) => (open = resolve));
    const shared = sitemapApp(fake.upstream);
    const answers = Promise.all([1, 2, 3].map(() => request(shared).get(sitemapPath('art'))));
    await vi.waitFor(() => expect(fake.calls).toHaveLength(1));
    open();
    for (const res of await answers) expect(ids(res.text)).toEqual([1, 2, 3]);
    expect(fake.calls).toHaveLength(1);
  });

  it('serves the stale copy at once after the TTL while one rebuild runs, and keeps it when that fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
    logged = [];
    const fake = fakeUpstream({ art: 2 });
    const swr = sitemapApp(fake.upstream, {}, { SITEMAP_TTL_MS: '60000' });
    const get = async () => {
      const res = await request(swr).get(sitemapPath('art'));
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      return ids(res.text);
    };

    expect(await get()).toEqual([1, 2]);
    fake.idBase = 100; // the upstream's content changes
    vi.setSystemTime(new Date('2026-11-01T00:00:59Z'));
    expect(await get()).toEqual([1, 2]); // fresh: from the cache
    expect(fake.calls).toHaveLength(1);

    let open!: () => void;
    fake.gate = new Promise((resolve) => (open = resolve));
    vi.setSystemTime(new Date('2026-11-01T00:01:01Z'));
    expect(await get()).toEqual([1, 2]); // stale, answered while the rebuild waits on the upstream
    expect(await get()).toEqual([1, 2]);
    expect(fake.calls).toHaveLength(2); // one rebuild, shared
    open();
    await vi.waitFor(async () => expect(await get()).toEqual([101, 102]));
    expect(fake.calls).toHaveLength(2);

    fake.gate = null;
    fake.fail = true;
    fake.idBase = 200;
    vi.setSystemTime(new Date('2026-11-01T00:03:00Z'));
    expect(await get()).toEqual([101, 102]);
    await vi.waitFor(() =>
      expect(logged).toContainEqual(
        expect.objectContaining({ sitemap: 'art-1', msg: 'sitemap refresh failed; serving the stale copy' }),
      ),
    );
    expect(await get()).toEqual([101, 102]); // still the stale copy; this request tries again
    expect(fake.calls).toHaveLength(4);
    fake.fail = false;
    await vi.waitFor(async () => expect(await get()).toEqual([201, 202]));
  });

  it('caches the index the same way: stale part counts until the rebuild lands', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
    const fake = fakeUpstream({ art: 2 });
    const swr = sitemapApp(fake.upstream, { maxUrls: 1000 }, { SITEMAP_TTL_MS: '60000' });
    const artParts = async () =>
      locs((await request(swr).get(SITEMAP_INDEX)).text).filter((u) => u.includes('/art-'));
    expect(await artParts()).toEqual([`${SITE}/art-sitemap.xml`]);
    const countCalls = fake.calls.length;
    fake.totals.art = 2500;
    expect(await artParts()).toHaveLength(1);
    vi.setSystemTime(new Date('2026-11-01T00:01:00Z'));
    expect(await artParts()).toHaveLength(1); // stale, while the counts are read again
    await vi.waitFor(async () => expect(await artParts()).toHaveLength(3));
    expect(fake.calls).toHaveLength(2 * countCalls);
  });

  it('sends gzip to clients that take it, plain XML to others, and answers HEAD', async () => {
    const fake = fakeUpstream({ art: 3 });
    const neg = sitemapApp(fake.upstream);
    const zipped = await raw(neg, sitemapPath('art'), { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    const xml = gunzipSync(zipped.body).toString('utf8');
    validate(xml, 'sitemap.xsd');
    expect(ids(xml)).toEqual([1, 2, 3]);

    const plain = await raw(neg, sitemapPath('art'));
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString('utf8')).toBe(xml);
    const refused = await raw(neg, sitemapPath('art'), { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString('utf8')).toBe(xml);

    const head = await raw(neg, SITEMAP_INDEX, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body).toHaveLength(0);
    expect((await raw(neg, sitemapPath('art'), {}, 'HEAD')).body).toHaveLength(0);

    // Through the whole app too: its compression middleware leaves the gzipped bytes alone.
    const full = createApp(testConfig(), fake.upstream);
    const viaApp = await raw(full, sitemapPath('art'), { 'accept-encoding': 'gzip' });
    expect(viaApp.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(viaApp.body).toString('utf8')).toBe(xml);
    const plainViaApp = await raw(full, sitemapPath('art'));
    expect(plainViaApp.headers['content-encoding']).toBeUndefined();
    expect(plainViaApp.body.toString('utf8')).toBe(xml);

    const again = await raw(neg, sitemapPath('art'), { 'if-none-match': String(zipped.headers.etag) });
    expect(again.status).toBe(304);
    // One build of the part for each app, one count for the index.
    expect(fake.pagesOf('art')).toEqual(['1/100', '1/1', '1/100']);
  });
});
