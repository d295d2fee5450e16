import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { FEATURE_NAMES, ROUTES, RUNTIME_CONFIG_PATH } from '@zaowu/shared';
import { createApp } from '../app.ts';
import { remoteUpstream } from '../upstream.ts';
import { ASSET_NAME, servedShell, testConfig, writeBuildManifest } from '../testing/fixtures.ts';

const config = testConfig({ UPSTREAM_URL: 'http://127.0.0.1:9' });
const app = createApp(config, remoteUpstream(config.upstreamUrl!));

/** A concrete path for a route pattern that passes its parameter check. */
const samplePath = (pattern: string) => pattern.replace(':type', 'model').replace(/:\w+/g, '7');

describe('static files and the SPA shell', () => {
  it('caches hashed assets for a year and revalidates everything else', async () => {
    const asset = await request(app).get(`/assets/${ASSET_NAME}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const index = await request(app).get('/');
    expect(index.status).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.text).toBe(servedShell(config, undefined, { canonical: 'https://www.zaowu.test/' }));

    const favicon = await request(app).get('/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing hashed asset with 404, not the shell', async () => {
    const res = await request(app).get('/assets/index-gone.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  /** The pages a search engine may index (robots.test.ts checks robots.txt against the same list). */
  const PUBLIC = new Set(
    '/ /agreement /identity_agreement /privacy /animation /animation/:id /art /art/:id /blog /blog/:id /model /model/:id /collection/:id /community /community/:id /designer /designer/:id /shop /shop/:id /goods/:id /explore /recommend /note/:id /share/:type/:id'.split(
      ' ',
    ),
  );
  it.each(ROUTES.map((r) => [r.path, samplePath(r.path)]))(
    'route %s answers 200 with the shell (noindex unless public)',
    async (pattern, path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      const canonical = `https://www.zaowu.test${path}`;
      if (['/agreement', '/privacy', '/identity_agreement'].includes(pattern)) {
        // The legal texts are the site's own: drawn with no upstream at all (legal-frame.ts).
        expect(res.text).toContain(`<link rel="canonical" href="${canonical}">`);
        expect(res.text).toMatch(/<article class="legal"><header class="legal__head"><h1 data-fp="title">/);
        return;
      }
      expect(res.text).toBe(
        servedShell(config, undefined, PUBLIC.has(pattern) ? { canonical } : { noindex: true }),
      );
    },
  );

  it.each(['/no-such-page', '/art/abc', '/model/0', '/share/evil/3', '/designer/1/extra'])(
    '%s answers 404 with the shell, so the SPA draws the error page',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.text).toBe(servedShell(config, undefined, { noindex: true }));
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends no X-Powered-By', async () => {
    const res = await request(app).get('/');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the runtime config with the public origin and allow-list, and health', async () => {
    const res = await request(app).get(RUNTIME_CONFIG_PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      apiBase: '',
      siteUrl: 'https://www.zaowu.test',
      allowedHosts: config.allowedHosts,
      demo: false,
      features: FEATURE_NAMES,
    });
    const health = await request(app).get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
  });
});

describe('the shell carries its route’s chunks', () => {
  const manifestConfig = testConfig({ UPSTREAM_URL: 'http://127.0.0.1:9' });
  writeBuildManifest(manifestConfig.webDist, 'b1', {
    entry: { js: [`/assets/${ASSET_NAME}`], css: [] },
    routes: {
      index: {
        module: 'HomePage.tsx',
        js: ['/assets/HomePage-a1.js', '/assets/ui-b2.js'],
        css: ['/assets/HomePage-c3.css'],
      },
      'art-id': {
        module: 'ArtDetailPage.tsx',
        js: ['/assets/ArtDetailPage-d4.js', 'https://evil.example/x.js', '/assets/"><script>.js'],
        css: [],
      },
    },
  });
  const withManifest = createApp(manifestConfig, remoteUpstream(manifestConfig.upstreamUrl!));

  it('preloads the home page’s chunks and styles on /', async () => {
    const res = await request(withManifest).get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-a1.js">');
    expect(res.text).toContain('<link rel="modulepreload" crossorigin href="/assets/ui-b2.js">');
    expect(res.text).toContain('<link rel="preload" as="style" crossorigin href="/assets/HomePage-c3.css">');
    expect(res.text.indexOf('HomePage-a1.js')).toBeLessThan(res.text.indexOf('</head>'));
  });

  it('preloads only our own assets: a manifest entry elsewhere or with markup is left out', async () => {
    const res = await request(withManifest).get('/art/7');
    expect(res.text).toContain('href="/assets/ArtDetailPage-d4.js"');
    expect(res.text).not.toContain('evil.example');
    expect(res.text).not.toContain('<script>.js');
    expect(res.text).not.toContain('HomePage-a1.js');
  });

  it('gives an unknown page the bare shell, and a page without a manifest entry too', async () => {
    expect((await request(withManifest).get('/no-such-page')).text).toBe(
      servedShell(manifestConfig, undefined, { noindex: true }),
    );
    expect((await request(withManifest).get('/designer')).text).toBe(
      servedShell(manifestConfig, undefined, { canonical: 'https://www.zaowu.test/designer' }),
    );
  });
});

describe('a build that starts after the first paint (web/build/boot-after-paint.ts)', () => {
  const config = testConfig({ UPSTREAM_URL: 'http://127.0.0.1:9' });
  const boot = { entry: `/assets/${ASSET_NAME}`, preload: ['/assets/framework-f1.js'] };
  writeFileSync(
    path.join(config.webDist, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><title>造物</title>' +
      `<script type="application/json" id="zaowu-boot">${JSON.stringify(boot)}</script>` +
      '<script>/* loader */</script></head><body><div id="root"></div></body></html>',
  );
  writeBuildManifest(config.webDist, 'b2', {
    entry: { js: [`/assets/${ASSET_NAME}`], css: [] },
    routes: {
      'art-id': {
        module: 'ArtDetailPage.tsx',
        js: ['/assets/ArtDetailPage-d4.js', '/assets/framework-f1.js', 'https://evil.example/x.js'],
        css: ['/assets/ArtDetailPage-c5.css'],
      },
    },
  });
  const app = createApp(config, remoteUpstream(config.upstreamUrl!));

  it('puts the route’s chunks into the start list, once each, instead of preloading them before the paint', async () => {
    const res = await request(app).get('/art/7');
    const list = JSON.parse(
      /<script type="application\/json" id="zaowu-boot">([^<]*)<\/script>/.exec(res.text)![1]!,
    );
    expect(list).toEqual({
      entry: `/assets/${ASSET_NAME}`,
      preload: ['/assets/framework-f1.js', '/assets/ArtDetailPage-d4.js'],
    });
    expect(res.text).not.toContain('rel="modulepreload"');
    expect(res.text).not.toContain('evil.example');
    // Styles still come early (they draw the first paint).
    expect(res.text).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/ArtDetailPage-c5.css">',
    );
  });
});

describe('/favicon.ico', () => {
  const config = testConfig({ UPSTREAM_URL: 'http://127.0.0.1:9' });
  const app = createApp(config, remoteUpstream(config.upstreamUrl!));

  it('points to the PNG icon instead of answering the 404 page', async () => {
    const res = await request(app).get('/favicon.ico');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/favicon-32.png');
    const icon = await request(app).get('/favicon-32.png');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });
});
