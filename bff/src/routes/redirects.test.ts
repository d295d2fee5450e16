import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { remoteUpstream } from '../upstream.ts';
import { testConfig } from '../testing/fixtures.ts';

const config = testConfig({ UPSTREAM_URL: 'http://127.0.0.1:9' });
const app = createApp(config, remoteUpstream(config.upstreamUrl!));

describe('route-rule redirects', () => {
  it('redirects an old path for good, keeping the query', async () => {
    const res = await request(app).get('/models/42?from=weibo');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/model/42?from=weibo');
  });

  it('redirects temporarily where the rule says so', async () => {
    const res = await request(app).get('/upload');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/publish');
  });

  it('redirects to an allow-listed external address', async () => {
    const res = await request(app).get('/beian');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://beian.miit.gov.cn/');
  });

  it('never redirects to a host off the allow-list: the rule falls through to the SPA', async () => {
    const strict = testConfig({ UPSTREAM_URL: 'http://127.0.0.1:9', ALLOWED_HOSTS: 'open.weixin.qq.com' });
    const res = await request(createApp(strict, remoteUpstream(strict.upstreamUrl!))).get('/beian');
    expect(res.status).not.toBe(302);
    expect(res.headers.location).toBeUndefined();
  });

  it('sends a page asked for by another name to its one URL for good: /index.html and trailing slashes', async () => {
    for (const [from, to] of [
      ['/index.html', '/'],
      ['/index.html?from=qr', '/?from=qr'],
      ['/model/285/', '/model/285'],
      ['/art//', '/art'],
      ['/designer/3/?tab=works', '/designer/3?tab=works'],
    ] as const) {
      const res = await request(app).get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('never turns a trailing slash into a jump off the site, and leaves unknown paths a 404', async () => {
    for (const from of ['//evil.example/', '/.//evil.example/', '/%2F%2Fevil.example/', '/no-such-page/']) {
      const res = await request(app).get(from);
      expect(res.status, from).not.toBe(301);
      expect(res.headers.location ?? '', from).not.toContain('evil');
    }
  });

  it('leaves other paths to the SPA', async () => {
    expect((await request(app).get('/model/42')).status).toBe(200);
    expect((await request(app).get('/models-and-more')).status).toBe(404);
  });
});
