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

  it('leaves other paths to the SPA', async () => {
    expect((await request(app).get('/model/42')).status).toBe(200);
    expect((await request(app).get('/models-and-more')).status).toBe(404);
  });
});
