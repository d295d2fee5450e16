import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ROUTES, RUNTIME_CONFIG_PATH } from '@zaowu/shared';
import { createApp } from '../app.ts';
import { remoteUpstream } from '../upstream.ts';
import { ASSET_NAME, SHELL_HTML, testConfig } from '../testing/fixtures.ts';

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
    expect(index.text).toBe(SHELL_HTML);

    const favicon = await request(app).get('/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing hashed asset with 404, not the shell', async () => {
    const res = await request(app).get('/assets/index-gone.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });

  it.each(ROUTES.map((r) => [r.path, samplePath(r.path)]))(
    'route %s answers 200 with the shell',
    async (_p, path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.text).toBe(SHELL_HTML);
    },
  );

  it.each(['/no-such-page', '/art/abc', '/model/0', '/share/evil/3', '/designer/1/extra'])(
    '%s answers 404 with the shell, so the SPA draws the error page',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.text).toBe(SHELL_HTML);
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
    });
    const health = await request(app).get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
  });
});
