import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNTIME_CONFIG_PATH, WECHAT_SDK_ORIGIN, endpoints } from '@zaowu/shared';
import { createApp } from '../app.ts';
import { remoteUpstream } from '../upstream.ts';
import { ASSET_NAME, deadPort, listen, testConfig, type TestServer } from '../testing/fixtures.ts';

const THEME_BOOT = "document.documentElement.setAttribute('data-theme', 'light');";
const SHELL = `<!doctype html><html lang="zh-CN"><head><script>${THEME_BOOT}</script><script type="module" src="/assets/${ASSET_NAME}"></script></head><body><div id="root"></div></body></html>`;
const bootHash = `'sha256-${createHash('sha256').update(THEME_BOOT).digest('base64')}'`;

let upstream: TestServer;
let app: ReturnType<typeof createApp>;
let config: ReturnType<typeof testConfig>;

beforeAll(async () => {
  upstream = await listen((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 1, msg: 'ok', data: { data: [], last_page: 1, total: 0 } }));
  });
  config = testConfig({ UPSTREAM_URL: upstream.url, CDN_URL: 'https://cdn.zaowu.test/static/' });
  writeFileSync(path.join(config.webDist, 'index.html'), SHELL);
  app = createApp(config, remoteUpstream(config.upstreamUrl!));
});
afterAll(() => upstream.close());

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('security headers', () => {
  const everyKind: [string, () => request.Test][] = [
    ['a page (the SPA shell)', () => request(app).get('/model/3')],
    ['an unknown page (404 shell)', () => request(app).get('/no-such-page')],
    ['a hashed asset', () => request(app).get(`/assets/${ASSET_NAME}`)],
    ['a missing asset', () => request(app).get('/assets/gone.js')],
    ['the runtime config', () => request(app).get(RUNTIME_CONFIG_PATH)],
    ['a sitemap', () => request(app).get('/sitemap.xml')],
    ['health', () => request(app).get('/healthz')],
    ['a proxied API call', () => request(app).get(endpoints.works.lists.path)],
    ['a refused method', () => request(app).post('/model/3').send('x')],
  ];

  it.each(everyKind)('are on every response: %s', async (_kind, send) => {
    const res = await send();
    expect(res.headers['content-security-policy']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // No camera, microphone, location, payment or motion sensors, for the page or anything in it.
    const policy = String(res.headers['permissions-policy']).split(/,\s*/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'gyroscope']) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(res.headers['cross-origin-resource-policy']).toMatch(/^(same-site|cross-origin)$/);
  });

  it('lets only the hashed build files be used by another site (through a CDN); pages and the API stay same-site', async () => {
    expect((await request(app).get(`/assets/${ASSET_NAME}`)).headers['cross-origin-resource-policy']).toBe(
      'cross-origin',
    );
    for (const path of ['/', '/model/3', endpoints.works.lists.path, RUNTIME_CONFIG_PATH]) {
      expect((await request(app).get(path)).headers['cross-origin-resource-policy'], path).toBe('same-site');
    }
  });

  it('is on the 502 envelope when the upstream is down', async () => {
    const down = testConfig({ UPSTREAM_URL: `http://127.0.0.1:${await deadPort()}` });
    const res = await request(createApp(down, remoteUpstream(down.upstreamUrl!))).get(
      endpoints.user.checkLogin.path,
    );
    expect(res.status).toBe(502);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('allows no inline script but the shell’s boot script, by hash; scripts from self, WeChat and the CDN only', async () => {
    const csp = directives((await request(app).get('/')).headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'", bootHash, WECHAT_SDK_ORIGIN, 'https://cdn.zaowu.test']);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    for (const [name, sources] of csp) {
      if (name.startsWith('script')) expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources).not.toContain('*');
    }
  });

  it('follows a rebuilt shell: a changed boot script gets its new hash without a restart', async () => {
    const local = testConfig({ UPSTREAM_URL: upstream.url });
    const localApp = createApp(local, remoteUpstream(local.upstreamUrl!));
    const hashOf = async () =>
      directives((await request(localApp).get('/')).headers['content-security-policy'] as string).get(
        'script-src',
      );
    expect(await hashOf()).toEqual(["'self'", WECHAT_SDK_ORIGIN]);
    const file = path.join(local.webDist, 'index.html');
    writeFileSync(file, SHELL);
    const later = new Date(Date.now() + 5_000);
    (await import('node:fs')).utimesSync(file, later, later);
    expect(await hashOf()).toContain(bootHash);
  });

  it('sends HSTS only when the request came over HTTPS (through a proxy on loopback)', async () => {
    const plain = await request(app).get('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const https = await request(app).get('/').set('x-forwarded-proto', 'https');
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('exposes nothing secret in the runtime config', async () => {
    const res = await request(app).get(RUNTIME_CONFIG_PATH);
    expect(Object.keys(res.body).sort()).toEqual(['allowedHosts', 'apiBase', 'demo', 'features', 'siteUrl']);
    expect(res.text).not.toContain(upstream.url);
    expect(res.text).not.toContain(new URL(upstream.url).port);
  });
});

describe('what the BFF answers itself takes no body', () => {
  it('refuses other methods with 405 and the allowed ones, closing the connection', async () => {
    const res = await request(app).post('/').send({ a: 1 });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.headers.connection).toBe('close');
    expect(res.text).toBe('不支持此请求方法');
  });

  it('refuses a GET that carries a body with 413', async () => {
    const res = await request(app).get('/').set('content-type', 'text/plain').send('x'.repeat(1024));
    expect(res.status).toBe(413);
  });
});
