/**
 * FEATURES as an operator uses it: a switched-off feature's calls are answered here and never reach
 * the upstream, its pages are 404s, its sitemaps are empty and out of the index, the first paint asks
 * nothing of it, the SPA is told; a name the BFF does not know stops the start.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_NAMES, FEATURE_OFF_MSG, endpoints, type RuntimeConfig } from '@zaowu/shared';
import { upstreamHandler } from '@zaowu/mocks/serve';
import { createApp } from './app.ts';
import { ConfigError } from './config.ts';
import { listen, testConfig, type TestServer } from './testing/fixtures.ts';
import { remoteUpstream } from './upstream.ts';

const asked: string[] = [];
let upstream: TestServer;
beforeAll(async () => {
  const demo = upstreamHandler({ specOnly: false, testMembers: false });
  upstream = await listen((req, res) => {
    asked.push(new URL(req.url!, 'http://x').pathname);
    demo(req, res);
  });
});
afterAll(() => upstream.close());

const apps = new Map<string, ReturnType<typeof createApp>>();
/** One app per FEATURES line (each config has a data folder of its own). */
function appWith(features: string) {
  let app = apps.get(features);
  if (!app) {
    app = createApp(testConfig({ FEATURES: features, SITEMAP_TTL_MS: '0' }), remoteUpstream(upstream.url));
    apps.set(features, app);
  }
  return app;
}

const xml = async (app: ReturnType<typeof createApp>, path: string) =>
  (await request(app).get(path).set('accept-encoding', 'identity')).text;

describe('FEATURES', () => {
  it('answers a switched-off call itself, and forwards the rest', async () => {
    const app = appWith('-comments,-withdraw,-goods');
    asked.length = 0;
    const comment = await request(app)
      .post(endpoints.comment.add.path)
      .set('content-type', 'application/json')
      .send('{"work_id":1,"content":"你好"}');
    expect(comment.status).toBe(404);
    expect(comment.body).toEqual({ code: 0, msg: FEATURE_OFF_MSG, data: null });
    const goods = await request(app).get(`${endpoints.shop.goodsDetail.path}?id=92`);
    expect(goods.body.msg).toBe(FEATURE_OFF_MSG);
    expect((await request(app).get(endpoints.user.getWithdrawInfo.path)).status).toBe(404);
    expect(asked).toEqual([]);

    const works = await request(app).get(`${endpoints.works.lists.path}?type=art`);
    expect(works.body.code).toBe(1);
    expect(asked).toEqual([endpoints.works.lists.path]);
  });

  it('tells the SPA which features are on', async () => {
    const res = await request(appWith('-comments,-goods')).get('/runtime-config.json');
    const config = res.body as RuntimeConfig;
    expect(config.features).toEqual(FEATURE_NAMES.filter((n) => n !== 'comments' && n !== 'goods'));
    const all = (await request(appWith('')).get('/runtime-config.json')).body as RuntimeConfig;
    expect(all.features).toEqual(FEATURE_NAMES);
  });

  it("answers a switched-off feature's pages and share cards with 404, the others as before", async () => {
    const app = appWith('-goods,-community');
    for (const path of ['/goods/92', '/shop', '/shop/3', '/cart', '/community', '/community/1'])
      expect((await request(app).get(path)).status, path).toBe(404);
    expect((await request(app).get('/og/goods/92.jpg')).status).toBe(404);
    for (const path of ['/', '/art', '/designer', '/account'])
      expect((await request(app).get(path)).status, path).toBe(200);
    expect((await request(appWith('')).get('/shop')).status).toBe(200);
  });

  it("leaves a switched-off feature's lists and pages out of the sitemaps", async () => {
    const app = appWith('-goods,-community');
    asked.length = 0;
    const index = await xml(app, '/sitemap.xml');
    expect(index).toContain('/art-sitemap.xml');
    expect(index).not.toContain('/goods-sitemap.xml');
    expect(index).not.toContain('/shop-sitemap.xml');
    expect(index).not.toContain('/community-sitemap.xml');
    const goods = await xml(app, '/goods-sitemap.xml');
    expect(goods).toContain('<urlset');
    expect(goods).not.toContain('<url>');
    const pages = await xml(app, '/pages-sitemap.xml');
    expect(pages).toContain('https://www.zaowu.test/designer</loc>');
    expect(pages).not.toContain('https://www.zaowu.test/shop</loc>');
    expect(pages).not.toContain('https://www.zaowu.test/community</loc>');
    expect(
      asked.filter((p) => p === endpoints.shop.lists.path || p === endpoints.community.lists.path),
    ).toEqual([]);
  });

  it('asks the upstream nothing for a first paint that needs only switched-off calls', async () => {
    const app = appWith('-gallery');
    asked.length = 0;
    const home = await request(app).get('/');
    expect(home.status).toBe(200);
    expect(asked).not.toContain(endpoints.works.home.path);
    expect((await request(app).get('/art/285')).status).toBe(404);
  });

  it('refuses to start with a feature it does not know', () => {
    expect(() => testConfig({ FEATURES: '-coments' })).toThrow(ConfigError);
    expect(() => testConfig({ FEATURES: '-coments' })).toThrow(/unknown feature "coments"/);
  });
});
