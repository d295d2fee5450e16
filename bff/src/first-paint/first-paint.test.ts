/**
 * What a crawler or link-preview fetcher gets without running JavaScript (issue 14): each public page's
 * own title, description, canonical and Open Graph tags, a static frame, and the first data inlined,
 * all escaped; a slow or dead upstream only means the bare shell.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_STATE_ID, RUNTIME_CONFIG_ELEMENT_ID } from '@zaowu/shared';
import { createApp } from '../app.ts';
import { demoUpstream, remoteUpstream } from '../upstream.ts';
import { listen, testConfig, type TestServer } from '../testing/fixtures.ts';
import { decodeHtml } from '../testing/html.ts';

const SHELL =
  '<!doctype html><html lang="zh-CN" data-theme="light"><head><meta name="theme-color" content="#ffffff" />' +
  '<meta name="description" content="造物 — 创作社区" />' +
  '<title>造物 · 创作者的作品社区</title><script>document.documentElement.dataset.t="1"</script></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>';

function configWithShell(env: Record<string, string> = {}) {
  const config = testConfig(env);
  writeFileSync(path.join(config.webDist, 'index.html'), SHELL);
  return config;
}

const SITE = 'https://www.zaowu.test';
const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1] ?? null;
const title = (html: string) => attr(html, /<title>([^<]*)<\/title>/);
const og = (html: string, name: string) =>
  attr(html, new RegExp(`<meta property="og:${name}" content="([^"]*)"`));

describe('first paint with the demo upstream', () => {
  const config = configWithShell();
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    app = createApp(config, await demoUpstream(config));
  });

  /** The first item of an upstream list, as a visitor's API call returns it. */
  async function first<T>(pathAndQuery: string): Promise<T> {
    const res = await request(app).get(pathAndQuery);
    expect(res.body.code).toBe(1);
    return res.body.data.data[0] as T;
  }

  it.each([
    ['model', '/api/v1.works/lists?type=model&per_page=1'],
    ['art', '/api/v1.works/lists?type=art&per_page=1'],
    ['blog', '/api/v1.works/lists?type=blog&per_page=1'],
  ])("/%s/{id} has the work's own title, description and an absolute og:image", async (type, list) => {
    const work = await first<{ id: number; title: string; is_mature: boolean }>(list);
    const res = await request(app).get(`/${type}/${work.id}`);
    expect(res.status).toBe(200);
    expect(decodeHtml(title(res.text)!)).toContain(work.title);
    expect(decodeHtml(og(res.text, 'title')!)).toContain(work.title);
    expect(og(res.text, 'url')).toBe(`${SITE}/${type}/${work.id}`);
    expect(res.text).toContain(`<link rel="canonical" href="${SITE}/${type}/${work.id}">`);
    expect(og(res.text, 'image')).toMatch(/^https:\/\/www\.zaowu\.test\/.+/);
    // The frame shows the title as text, and the page's data is inlined for the SPA.
    expect(res.text).toMatch(/<h1 class="wd__title"[^>]*>[^<]+<\/h1>/);
    expect(res.text).toContain(`<script type="application/json" id="${FIRST_PAINT_STATE_ID}">`);
  });

  it('/designer/{id} and /shop/{id} have their own names and pictures', async () => {
    const designer = await first<{ id: number; nickname: string }>('/api/v1.designer/lists?per_page=1');
    const d = await request(app).get(`/designer/${designer.id}`);
    expect(d.status).toBe(200);
    expect(decodeHtml(title(d.text)!)).toBe(`${designer.nickname} · 设计师主页 · 造物`);
    expect(og(d.text, 'image')).toMatch(/^https:\/\/www\.zaowu\.test\/.+/);
    expect(og(d.text, 'type')).toBe('profile');

    const shop = await first<{ id: number; name: string }>('/api/v1.shop/lists?per_page=1');
    const s = await request(app).get(`/shop/${shop.id}`);
    expect(s.status).toBe(200);
    expect(decodeHtml(title(s.text)!)).toBe(`${shop.name} · 店铺详情 · 造物`);
    expect(og(s.text, 'image')).toMatch(/^https:\/\/www\.zaowu\.test\/.+/);
  });

  it("a reader's theme (their cookie) is the page's theme before any script runs", async () => {
    const themeOf = (html: string) => attr(html, /<html[^>]* data-theme="([^"]*)"/);
    const colorOf = (html: string) => attr(html, /<meta name="theme-color" content="([^"]*)"/);
    const dark = await request(app).get('/art').set('Cookie', 'zaowu_tour=done; theme=dark');
    expect(themeOf(dark.text)).toBe('dark');
    expect(colorOf(dark.text)).toBe('#0f0f12');
    // The page depends on the cookie: a shared cache must not hand one reader's theme to another.
    expect(dark.headers.vary).toMatch(/cookie/i);
    for (const cookie of [undefined, 'theme=light', 'theme=evil', 'xtheme=dark', 'theme=dark"><script>']) {
      const res = request(app).get('/art');
      const page = await (cookie ? res.set('Cookie', cookie) : res);
      expect(themeOf(page.text), cookie).toBe('light');
      expect(colorOf(page.text), cookie).toBe('#ffffff');
    }
  });

  it('a work, designer or shop that does not exist is a 404, with the bare shell', async () => {
    for (const p of ['/model/987654321', '/designer/987654321', '/shop/987654321']) {
      const res = await request(app).get(p);
      expect(res.status, p).toBe(404);
      expect(res.text).not.toContain(FIRST_PAINT_STATE_ID);
    }
  });

  it('every page carries the runtime config, so the SPA starts without asking for it', async () => {
    const res = await request(app).get('/account');
    const json = attr(
      res.text,
      new RegExp(`<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">([^<]*)</script>`),
    );
    expect(JSON.parse(json!)).toMatchObject({ siteUrl: SITE, demo: true });
    // Member pages get no frame and no data.
    expect(res.text).not.toContain(FIRST_PAINT_STATE_ID);
  });
});

describe('first paint with a hostile or broken upstream', () => {
  const HOSTILE = '</script><script>alert(1)</script><!--';
  let upstream: TestServer;
  let hanging: TestServer;
  beforeAll(async () => {
    upstream = await listen((req, res) => {
      const url = new URL(req.url!, 'http://x');
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/api/v1.works/detail') {
        res.end(
          JSON.stringify({
            code: 1,
            msg: 'ok',
            data: {
              id: 7,
              type: 'model',
              title: HOSTILE,
              description: `"><img src=x onerror=alert(2)>`,
              cover: 'javascript:alert(3)',
              images: [],
              is_mature: false,
              author: { id: 1, nickname: '<b>作者</b>', avatar: '' },
              views: 12345,
              likes: 3,
              favorites: 0,
              comments: 2,
              created_at: '2026-11-01T02:00:00.000Z',
            },
          }),
        );
        return;
      }
      res.end(JSON.stringify({ code: 0, msg: '不存在', data: null }));
    });
    // Accepts the connection, never answers.
    hanging = await listen(() => {});
  });
  afterAll(async () => {
    await upstream.close();
    await hanging.close();
  });

  it('escapes every text of the data: a title with </script> runs nothing and reads as text', async () => {
    const config = configWithShell({ UPSTREAM_URL: upstream.url });
    const app = createApp(config, remoteUpstream(upstream.url));
    const res = await request(app).get('/model/7');
    expect(res.status).toBe(200);
    const html = res.text;
    // Only the shell's own scripts, the two JSON blocks and the two JSON-LD blocks (where the page is
    // and what it is): nothing from the data opened a script.
    expect(html.match(/<script\b/g)).toHaveLength(6);
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>作者</b>');
    expect(html).not.toMatch(/(?:src|href|content)="javascript:/i);
    expect(decodeHtml(title(html)!)).toBe(`${HOSTILE} · 模型详情 · 造物`);
    // The inlined JSON still gives the SPA the exact title back.
    const json = attr(
      html,
      new RegExp(`<script type="application/json" id="${FIRST_PAINT_STATE_ID}">([^<]*)</script>`),
    );
    expect(json).not.toBeNull();
    const state = JSON.parse(json!) as { queries: { key: unknown[]; data: { title: string } }[] };
    expect(state.queries[0]!.key).toEqual(['works', 'detail', 7]);
    expect(state.queries[0]!.data.title).toBe(HOSTILE);
    // A picture address the URL rules refuse is left out (no preload; the share card is the site's).
    expect(og(html, 'image')).toBe('https://www.zaowu.test/og/site.png');
    expect(html).not.toContain('rel="preload" as="image"');
  });

  it('a dead upstream still gives the working shell', async () => {
    const config = configWithShell({ UPSTREAM_URL: 'http://127.0.0.1:9' });
    const res = await request(createApp(config, remoteUpstream('http://127.0.0.1:9'))).get('/model/7');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('/assets/index-AbC123.js');
  });

  it('an upstream that never answers does not hold the page: the shell comes after the short timeout', async () => {
    // Production's wait (the tests' own is longer, for a busy machine).
    const config = configWithShell({ UPSTREAM_URL: hanging.url, FIRST_PAINT_TIMEOUT_MS: '400' });
    expect(config.firstPaintTimeoutMs).toBe(400);
    // The upstream never answers: a page held for it would time this test out.
    const res = await request(createApp(config, remoteUpstream(hanging.url))).get('/designer/3');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain(FIRST_PAINT_STATE_ID);
  });
});

describe('first paint with answers of an unexpected shape', () => {
  let upstream: TestServer;
  beforeAll(async () => {
    // A work without most of its fields: the frame cannot be drawn from it.
    upstream = await listen((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 1, msg: 'ok', data: { id: 7, type: 'model', title: null } }));
    });
  });
  afterAll(() => upstream.close());

  it('still answers the page, with the bare shell', async () => {
    const config = configWithShell({ UPSTREAM_URL: upstream.url });
    const res = await request(createApp(config, remoteUpstream(upstream.url))).get('/model/7');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
  });
});
