import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@zaowu/shared';
import { createApp } from '../app.ts';
import { demoUpstream, remoteUpstream } from '../upstream.ts';
import { deadPort, listen, testConfig, type TestServer } from '../testing/fixtures.ts';

const md5 = (buf: Uint8Array) => createHash('md5').update(buf).digest('hex');

/** An upstream that answers with what it received: path, headers of interest and the body's MD5. */
let echo: TestServer;
/** An upstream that never answers. */
let silent: TestServer;

beforeAll(async () => {
  echo = await listen((req, res) => {
    const hash = createHash('md5');
    let length = 0;
    req.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      length += chunk.length;
    });
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 1,
          msg: 'ok',
          data: {
            url: req.url,
            method: req.method,
            md5: hash.digest('hex'),
            length,
            contentType: req.headers['content-type'],
            token: req.headers.token ?? null,
            forwardedFor: req.headers['x-forwarded-for'] ?? null,
            forwardedProto: req.headers['x-forwarded-proto'] ?? null,
            forwardedHost: req.headers['x-forwarded-host'] ?? null,
          },
        }),
      );
    });
  });
  silent = await listen(() => {});
});
afterAll(async () => {
  await echo.close();
  await silent.close();
});

function appFor(upstreamUrl: string, env: Record<string, string> = {}) {
  const config = testConfig({ UPSTREAM_URL: upstreamUrl, ...env });
  return createApp(config, remoteUpstream(config.upstreamUrl!));
}

describe('proxy to a real upstream', () => {
  it('passes a JSON POST through byte-for-byte with the token and X-Forwarded-* headers', async () => {
    const body = Buffer.from(JSON.stringify({ account: '13800138000', password: 'zaowu123', note: '造物' }));
    const res = await request(appFor(echo.url))
      .post('/api/v1.user/login?x=1')
      .set('content-type', 'application/json')
      .set('host', 'www.zaowu.test')
      .set('token', 'abc123')
      .send(body.toString('utf8'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      url: '/api/v1.user/login?x=1',
      method: 'POST',
      md5: md5(body),
      length: body.length,
      contentType: 'application/json',
      token: 'abc123',
      forwardedProto: 'http',
      forwardedHost: 'www.zaowu.test',
    });
    expect(res.body.data.forwardedFor).toMatch(/127\.0\.0\.1/);
  });

  it('passes a 12 MB multipart upload through byte-for-byte', async () => {
    const form = new FormData();
    form.set('file', new Blob([randomBytes(12 * 1024 * 1024)]), 'scene.glb');
    form.set('filename', 'scene.glb');
    form.set('chunkindex', '1');
    form.set('chunkcount', '1');
    form.set('action', 'merge');
    const encoded = new Request('http://x/', { method: 'POST', body: form });
    const bytes = Buffer.from(await encoded.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(12 * 1024 * 1024);

    const res = await request(appFor(echo.url))
      .post(endpoints.upload.chunkUpload.path)
      .set('content-type', encoded.headers.get('content-type')!)
      .send(bytes);
    expect(res.status).toBe(200);
    expect(res.body.data.md5).toBe(md5(bytes));
    expect(res.body.data.length).toBe(bytes.length);
    expect(res.body.data.contentType).toBe(encoded.headers.get('content-type'));
  });

  it('proxies /webApi as well, keeping the query', async () => {
    const res = await request(appFor(echo.url)).get('/webApi/public/createLinkChecker?fullPath=%2Fnope');
    expect(res.body.data.url).toBe('/webApi/public/createLinkChecker?fullPath=%2Fnope');
  });

  it('answers 502 with the envelope within 2 s when the upstream is down', async () => {
    const started = Date.now();
    const res = await request(appFor(`http://127.0.0.1:${await deadPort()}`)).get('/api/v1.user/checkLogin');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(502);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toEqual({ code: 0, msg: '服务暂时不可用', data: null });
  });

  it('sends a GET again on a new connection when the upstream closed the kept-alive one as it went out, never a POST', async () => {
    // Each connection's second request finds it closed (an upstream's keep-alive timeout racing the
    // next request): the upstream drops the connection without an answer.
    const requests = new WeakMap<object, number>();
    const closing = await listen((req, res) => {
      const n = (requests.get(req.socket) ?? 0) + 1;
      requests.set(req.socket, n);
      if (n > 1) return void req.socket.destroy();
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 1, msg: 'ok', data: { method: req.method } }));
      });
    });
    try {
      const app = appFor(closing.url);
      // As a browser's requests come: on kept-alive connections, which the BFF keeps to the upstream too.
      const get = () => request(app).get('/api/v1.works/getWorksTags').set('connection', 'keep-alive');
      expect((await get()).status).toBe(200);
      // A POST is never sent twice: on the dropped connection the member sees the failure and decides.
      const post = await request(app)
        .post('/api/v1.user/addGoods')
        .set('connection', 'keep-alive')
        .send({ title: '样品' });
      expect(post.status).toBe(502);
      expect(post.body).toEqual({ code: 0, msg: '服务暂时不可用', data: null });
      expect((await get()).status).toBe(200);
      // This one goes out on the kept-alive connection, which is dropped: sent again on a new one.
      const again = await get();
      expect(again.status).toBe(200);
      expect(again.body.data.method).toBe('GET');
    } finally {
      await closing.close();
    }
  });

  it('answers 504 with the envelope when the upstream is slower than PROXY_TIMEOUT_MS', async () => {
    const res = await request(appFor(silent.url, { PROXY_TIMEOUT_MS: '300' })).get('/api/v1.user/index');
    expect(res.status).toBe(504);
    expect(res.body).toEqual({ code: 0, msg: '服务响应超时', data: null });
  });

  it('never forwards the demo-only calls to a real upstream', async () => {
    const res = await request(appFor(echo.url)).post('/api/demo/pay').send({ order_no: 'ZW1' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(0);
  });
});

describe('the demo upstream in-process', () => {
  it('logs in and recognises the token', async () => {
    const config = testConfig();
    expect(config.upstreamUrl).toBeNull();
    const app = createApp(config, await demoUpstream(config));

    const before = await request(app).get(endpoints.user.checkLogin.path);
    expect(before.body).toMatchObject({ code: 1, data: { isLogin: false } });

    const login = await request(app)
      .post(endpoints.user.login.path)
      .send({ account: '13800138000', password: 'zaowu123' });
    expect(login.body.code).toBe(1);
    const token: string = login.body.data.token;
    expect(token).toMatch(/\w{16,}/);

    const after = await request(app).get(endpoints.user.checkLogin.path).set('token', token);
    expect(after.body).toMatchObject({ code: 1, data: { isLogin: true } });

    const member = await request(app).get(endpoints.user.index.path);
    expect(member.status).toBe(401);

    const unknown = await request(app).get('/api/v1.nothing/here');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(0);
  });
});
