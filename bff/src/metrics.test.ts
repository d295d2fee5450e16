/**
 * /metrics as an operator's Prometheus and as an outsider see it: latency histograms by route class
 * after some traffic, the upstream's calls timed, the process's own figures; refused to an address not
 * allowed and to anything that came through the public proxy; on its own port when it has one.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '@zaowu/shared';
import { createApp } from './app.ts';
import { createMetrics, metricsApp } from './metrics.ts';
import { routeClass } from './route-class.ts';
import { demoUpstream, remoteUpstream } from './upstream.ts';
import { listen, testConfig, type TestServer } from './testing/fixtures.ts';

/** The value of one sample line, e.g. `name{a="b"} 3`, or NaN. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && want.every((w) => l.includes(w)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : Number.NaN;
}

describe('/metrics', () => {
  const config = testConfig();
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    app = createApp(config, await demoUpstream(config));
  });

  it('after some traffic: request counts and latency by route class, upstream reads, the process', async () => {
    for (let i = 0; i < 3; i++) await request(app).get('/art');
    await request(app).get('/api/v1.works/lists?type=art&per_page=2');
    await request(app).get('/favicon.svg');
    await request(app).get('/no-such-page');
    const res = await request(app).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    const pages = sample(text, 'zaowu_bff_http_requests_total', {
      route: 'page',
      method: 'GET',
      status: '2xx',
    });
    expect(pages).toBe(3);
    expect(sample(text, 'zaowu_bff_http_requests_total', { route: 'page', status: '4xx' })).toBe(1);
    expect(sample(text, 'zaowu_bff_http_requests_total', { route: 'api-proxy', status: '2xx' })).toBe(1);
    expect(sample(text, 'zaowu_bff_http_requests_total', { route: 'asset', status: '2xx' })).toBe(1);
    // A histogram: every page answer is under the largest bucket.
    expect(
      sample(text, 'zaowu_bff_http_request_duration_seconds_bucket', {
        le: '+Inf',
        route: 'page',
        status: '2xx',
      }),
    ).toBe(3);
    // The first paint's reads of the upstream, timed as the BFF's own.
    expect(
      sample(text, 'zaowu_bff_upstream_duration_seconds_count', { kind: 'own', outcome: '2xx' }),
    ).toBeGreaterThan(0);
    expect(text).toMatch(/^zaowu_bff_build_info\{build="[^"]+",node="v\d+/m);
    expect(text).toMatch(/^zaowu_bff_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^zaowu_bff_nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^zaowu_bff_nodejs_heap_size_used_bytes \d+/m);
  });

  it('is refused through the public proxy, and to an address not allowed', async () => {
    const proxied = await request(app).get('/metrics').set('x-forwarded-for', '203.0.113.9');
    expect(proxied.status).toBe(403);
    expect(proxied.text).not.toContain('zaowu_bff');
    const forwarded = await request(app).get('/metrics').set('forwarded', 'for=203.0.113.9');
    expect(forwarded.status).toBe(403);
    const strict = testConfig({ METRICS_ALLOW: '10.0.0.5' });
    const elsewhere = await request(createApp(strict, await demoUpstream(strict))).get('/metrics');
    expect(elsewhere.status).toBe(403);
  });

  it('on a port of its own: there and nowhere else', async () => {
    const own = testConfig({ METRICS_PORT: '9464' });
    const metrics = createMetrics(own.webDist);
    const main = createApp(own, await demoUpstream(own), undefined, metrics);
    const onMain = await request(main).get('/metrics');
    expect(onMain.text).not.toContain('zaowu_bff_http_requests_total');
    const side = metricsApp(metrics, own.metricsAllow);
    expect((await request(side).get('/metrics')).text).toContain('zaowu_bff_http_requests_total');
    expect((await request(side).get('/')).status).toBe(404);
  });

  describe('in front of a real upstream', () => {
    let upstream: TestServer;
    beforeAll(async () => {
      upstream = await listen((req, res) => {
        const slow = req.url?.includes('slow');
        setTimeout(
          () => {
            res.writeHead(req.url?.includes('broken') ? 500 : 200, { 'content-type': 'application/json' });
            res.end(JSON.stringify(ok({ total: 0, per_page: 20, current_page: 1, last_page: 1, data: [] })));
          },
          slow ? 120 : 0,
        );
      });
    });
    afterAll(() => upstream.close());

    it("times the proxy's calls and counts the upstream's failures", async () => {
      const cfg = testConfig({ UPSTREAM_URL: upstream.url });
      const remote = createApp(cfg, remoteUpstream(upstream.url));
      await request(remote).get('/api/v1.works/lists?slow=1');
      await request(remote).get('/api/v1.works/lists?broken=1');
      const text = (await request(remote).get('/metrics')).text;
      expect(
        sample(text, 'zaowu_bff_upstream_duration_seconds_count', { kind: 'proxy', outcome: '2xx' }),
      ).toBe(1);
      // The slow one lands in a bucket above 0.1 s.
      expect(
        sample(text, 'zaowu_bff_upstream_duration_seconds_bucket', {
          kind: 'proxy',
          outcome: '2xx',
          le: '0.1',
        }),
      ).toBe(0);
      expect(sample(text, 'zaowu_bff_upstream_errors_total', { kind: 'proxy', reason: '5xx' })).toBe(1);
    });
  });

  it('keeps its labels few: a class per request, never its URL', () => {
    expect(routeClass('/api/v1.works/lists')).toBe('api-proxy');
    expect(routeClass('/webApi/public/createLinkChecker')).toBe('api-proxy');
    expect(routeClass('/assets/index-abc.js')).toBe('asset');
    expect(routeClass('/art-sitemap-2.xml')).toBe('sitemap');
    expect(routeClass('/pic/320/api/storage/uploads/1/a/b.jpg')).toBe('picture');
    expect(routeClass('/model/285')).toBe('page');
    expect(routeClass('/healthz')).toBe('ops');
  });
});
