import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@zaowu/shared';
import { createApp } from './app.ts';
import { createLogger } from './log.ts';
import { demoUpstream, remoteUpstream } from './upstream.ts';
import { ASSET_NAME, deadPort, listen, testConfig, type TestServer } from './testing/fixtures.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** An upstream that answers with the X-Request-Id it received and a body worth compressing. */
let upstream: TestServer;
beforeAll(async () => {
  upstream = await listen((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(
      JSON.stringify({
        code: 1,
        msg: 'ok',
        data: { requestId: req.headers['x-request-id'] ?? null, filler: '造物'.repeat(2_000) },
      }),
    );
  });
});
afterAll(() => upstream.close());

/** The app with its log lines captured as parsed JSON. */
function loggedApp(env: Record<string, string> = {}) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = testConfig({ UPSTREAM_URL: upstream.url, ...env });
  const app = createApp(config, remoteUpstream(config.upstreamUrl!), createLogger('info', sink));
  return { app, lines, config };
}

describe('request ids and logs', () => {
  it('gives each request an id, answers with it, passes it upstream and logs one JSON line with it', async () => {
    const { app, lines } = loggedApp();
    const res = await request(app).get(endpoints.works.lists.path).set('token', 'secret-token-value');
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(res.body.data.requestId).toBe(id);

    await expect.poll(() => lines.length).toBeGreaterThan(0);
    const line = lines.find((l) => (l.req as { id?: string } | undefined)?.id === id)!;
    expect(line).toMatchObject({
      level: 'info',
      service: 'zaowu-bff',
      req: { id, method: 'GET', url: endpoints.works.lists.path },
      res: { statusCode: 200 },
    });
    expect(typeof line.responseTime).toBe('number');
    expect(Date.parse(line.time as string)).not.toBeNaN();
    // Headers are never logged: the token is one.
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  });

  it('keeps a sane incoming X-Request-Id (from the load balancer) and replaces a hostile one', async () => {
    const { app } = loggedApp();
    const kept = await request(app).get(endpoints.works.lists.path).set('x-request-id', 'nginx-7f3a.1');
    expect(kept.headers['x-request-id']).toBe('nginx-7f3a.1');
    expect(kept.body.data.requestId).toBe('nginx-7f3a.1');

    const hostile = await request(app).get('/').set('x-request-id', 'a b <script>');
    expect(hostile.headers['x-request-id']).toMatch(UUID);
  });

  it('logs upstream failures at error level with the request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    const config = testConfig({ UPSTREAM_URL: `http://127.0.0.1:${await deadPort()}` });
    const app = createApp(config, remoteUpstream(config.upstreamUrl!), createLogger('info', sink));
    const res = await request(app).get(endpoints.user.checkLogin.path).set('x-request-id', 'req-502');
    expect(res.status).toBe(502);
    await expect.poll(() => lines.filter((l) => l.level === 'error').length).toBe(2);
    expect(lines.filter((l) => l.level === 'error')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reqId: 'req-502', code: 'ECONNREFUSED' }),
        expect.objectContaining({
          req: expect.objectContaining({ id: 'req-502' }),
          res: { statusCode: 502 },
        }),
      ]),
    );
  });
});

describe('/readyz', () => {
  it('is ready while the upstream answers', async () => {
    const res = await request(loggedApp().app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', upstream: 'reachable' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready when the upstream refuses connections, while /healthz stays up', async () => {
    const config = testConfig({ UPSTREAM_URL: `http://127.0.0.1:${await deadPort()}` });
    const app = createApp(config, remoteUpstream(config.upstreamUrl!));
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable', upstream: 'unreachable' });
    expect((await request(app).get('/healthz')).status).toBe(200);
  });

  it('is not ready, within about 2 s, when the upstream accepts but never answers', async () => {
    const silent = await listen(() => {});
    try {
      const config = testConfig({ UPSTREAM_URL: silent.url });
      const started = Date.now();
      const res = await request(createApp(config, remoteUpstream(config.upstreamUrl!))).get('/readyz');
      expect(res.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await silent.close();
    }
  });

  it('is ready with the demo upstream in-process', async () => {
    const res = await request(createApp(testConfig(), await demoUpstream(testConfig()))).get('/readyz');
    expect(res.status).toBe(200);
  });
});

describe('compression', () => {
  const asset = 'console.log("造物");'.repeat(200);

  function appWithPrecompressed() {
    const config = testConfig({ UPSTREAM_URL: upstream.url });
    const file = path.join(config.webDist, 'assets', ASSET_NAME);
    writeFileSync(file, asset);
    writeFileSync(`${file}.br`, brotliCompressSync(asset));
    writeFileSync(`${file}.gz`, gzipSync(asset));
    // The precompressed files are indexed when the app is built, as after a build.
    return createApp(config, remoteUpstream(config.upstreamUrl!), createLogger('silent'));
  }

  /** The bytes as sent, not decoded (supertest would decode gzip and br). */
  async function raw(app: Express, pathname: string, acceptEncoding: string) {
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      return await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        get(
          {
            host: '127.0.0.1',
            port,
            path: pathname,
            headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        ).on('error', reject);
      });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }

  it('sends the build’s brotli copy of an asset to a browser that accepts br, gzip to one that accepts gzip', async () => {
    const app = appWithPrecompressed();
    const br = await raw(app, `/assets/${ASSET_NAME}`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body).toEqual(brotliCompressSync(asset));

    const gz = await raw(app, `/assets/${ASSET_NAME}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(asset);

    const plain = await raw(app, `/assets/${ASSET_NAME}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(asset);
  });

  it('sends the SPA shell compressed as the browser accepts (made once per build, not per request)', async () => {
    const { app, config } = loggedApp();
    const shell = readFileSync(path.join(config.webDist, 'index.html'), 'utf8');
    writeFileSync(
      path.join(config.webDist, 'index.html'),
      shell.replace('</body>', () => `${'<p>造物</p>'.repeat(300)}</body>`),
    );
    const res = await raw(app, '/art', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(res.body).toString()).toContain('<p>造物</p>');
    const br = await raw(app, '/no-such-page', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('<p>造物</p>');
    for (const none of ['identity', '']) {
      const plain = await raw(app, '/art', none);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toContain('<p>造物</p>');
    }
  });

  it('never re-encodes a proxied body', async () => {
    const res = await raw(loggedApp().app, endpoints.works.lists.path, 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString('utf8')).data.filler).toHaveLength(4_000);
  });
});
