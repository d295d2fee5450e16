import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, SITEMAPS, SITEMAP_INDEX, endpoints, ok, sitemapPath } from '@zaowu/shared';
import { createApp } from './app.ts';
import { sitemapEntries, urlsetXml, xmlEscape } from './sitemaps.ts';
import { testConfig } from './testing/fixtures.ts';
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

describe('sitemaps', () => {
  const config = testConfig();
  let app: ReturnType<typeof createApp>;
  let upstream: Awaited<ReturnType<typeof demoUpstream>>;
  beforeAll(async () => {
    upstream = await demoUpstream();
    app = createApp(config, upstream);
  });

  it('the index names the seven sitemaps with absolute URLs and validates', async () => {
    const res = await request(app).get(SITEMAP_INDEX);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(locs(res.text)).toEqual(SITEMAPS.map((n) => `https://www.zaowu.test${sitemapPath(n)}`));
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
    expect(pages).toEqual(ROUTES.filter((r) => r.sitemap).map((r) => `https://www.zaowu.test${r.path}`));

    const total = await upstream.fetch(`${endpoints.works.lists.path}?type=model&per_page=1`);
    const { data } = (await total.json()) as { data: { total: number } };
    const models = locs((await request(app).get(sitemapPath('model'))).text);
    expect(models).toHaveLength(data.total);
    expect(models.every((u) => /\/model\/\d+$/.test(u))).toBe(true);
  });

  it('pages through the upstream list until the last page', async () => {
    const seen: string[] = [];
    const rows = Array.from({ length: 250 }, (_, i) => ({
      id: i + 1,
      updated_at: '2026-11-01T08:00:00+08:00',
    }));
    const fake: Upstream = {
      ...remoteUpstream('http://127.0.0.1:9'),
      async fetch(pathAndQuery) {
        seen.push(pathAndQuery);
        const q = new URL(pathAndQuery, 'http://x').searchParams;
        const page = Number(q.get('page'));
        const per = Number(q.get('per_page'));
        const data = rows.slice((page - 1) * per, page * per);
        return Response.json(
          ok({ total: 250, per_page: per, current_page: page, last_page: Math.ceil(250 / per), data }),
        );
      },
    };
    const entries = await sitemapEntries('shop', fake, 'https://s.test');
    expect(entries).toHaveLength(250);
    expect(seen).toHaveLength(3);
    expect(entries[0]).toEqual({ loc: 'https://s.test/shop/1', lastmod: '2026-11-01T00:00:00Z' });
    validate(urlsetXml(entries), 'sitemap.xsd');
  });

  it('escapes XML in URLs', () => {
    expect(xmlEscape(`https://a.test/?q=1&b=<"'>`)).toBe('https://a.test/?q=1&amp;b=&lt;&quot;&apos;&gt;');
    const xml = urlsetXml([{ loc: 'https://a.test/search?q=a&tag=<b>' }]);
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
    expect((await request(flakyApp).get(sitemapPath('designer'))).status).toBe(502);
    fail = false;
    const res = await request(flakyApp).get(sitemapPath('designer'));
    expect(res.status).toBe(200);
    expect(locs(res.text)).toEqual(['https://www.zaowu.test/designer/9']);
  });
});
