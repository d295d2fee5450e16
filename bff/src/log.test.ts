/**
 * No secret in a log line: the query values redactUrl hides, and the BFF's logs that go through it;
 * no 15 KB URL either, and no stack for a refusal the server meant to make.
 */
import { rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import path_ from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { createHttpServer } from './http-server.ts';
import { REDACTED, SECRET_PARAM_WORDS, createLogger, loggedUrl, redactUrl } from './log.ts';
import { demoUpstream, remoteUpstream } from './upstream.ts';
import { deadPort, listen, testConfig, type TestServer } from './testing/fixtures.ts';

describe('redactUrl', () => {
  it('hides the value of each secret-looking parameter and keeps the rest', () => {
    expect(redactUrl('/api/v1.folder/getPrivateZoneData?password=zaowu123&x=1')).toBe(
      `/api/v1.folder/getPrivateZoneData?password=${REDACTED}&x=1`,
    );
    expect(redactUrl('/?password=a&token=b&page=2&code=c')).toBe(
      `/?password=${REDACTED}&token=${REDACTED}&page=2&code=${REDACTED}`,
    );
  });

  it.each(SECRET_PARAM_WORDS)('treats a name equal to or containing "%s", in any case, as secret', (word) => {
    const upper = word.toUpperCase();
    expect(redactUrl(`/p?${word}=s1&${upper}=s2&new_${word}=s3&${word}Again=s4&n=1`)).toBe(
      `/p?${word}=${REDACTED}&${upper}=${REDACTED}&new_${word}=${REDACTED}&${word}Again=${REDACTED}&n=1`,
    );
  });

  it('leaves a URL without a secret parameter exactly as it was (same string)', () => {
    for (const url of [
      '/api/v1.works/lists',
      '/api/v1.works/lists?page=1&per_page=4',
      '/?',
      '/search?q=password&from=token', // secret words as values, not names
      '/p?password&token', // names without a value: nothing to hide
      '/p?q=%E9%80%A0%E7%89%A9&t=a+b&s=c%20d&e=&&=x',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('redacts every occurrence of a repeated parameter and array-style names', () => {
    expect(redactUrl('/p?code=1&page=2&code=3')).toBe(`/p?code=${REDACTED}&page=2&code=${REDACTED}`);
    expect(redactUrl('/p?token[]=a&token[]=b&ids[]=7')).toBe(
      `/p?token[]=${REDACTED}&token[]=${REDACTED}&ids[]=7`,
    );
    expect(redactUrl('/p?user[password]=a&user%5Bpassword%5D=b&user[name]=c')).toBe(
      `/p?user[password]=${REDACTED}&user%5Bpassword%5D=${REDACTED}&user[name]=c`,
    );
  });

  it('sees through percent-encoded letters in a name', () => {
    expect(redactUrl('/p?pass%77ord=a&%50ASSWORD=b&to%6Ben=c&%6b%65%79=d&n=1')).toBe(
      `/p?pass%77ord=${REDACTED}&%50ASSWORD=${REDACTED}&to%6Ben=${REDACTED}&%6b%65%79=${REDACTED}&n=1`,
    );
  });

  it('hides the whole value (with +, %20, = or multi-byte text in it) and re-encodes nothing else', () => {
    expect(redactUrl('/p?q=hello+world&name=a%20b&sign=ab+c%20d==&t=%E9%80%A0')).toBe(
      `/p?q=hello+world&name=a%20b&sign=${REDACTED}&t=%E9%80%A0`,
    );
    expect(redactUrl('/p?password=&x=1')).toBe(`/p?password=${REDACTED}&x=1`);
  });

  it('stops the query at # and leaves the fragment alone', () => {
    expect(redactUrl('/p?token=abc&page=2#token=frag')).toBe(`/p?token=${REDACTED}&page=2#token=frag`);
    expect(redactUrl('/p#section?token=abc')).toBe('/p#section?token=abc');
  });

  it('copes with malformed percent sequences without throwing', () => {
    expect(redactUrl('/p?pass%zzword=a&bad=%E0%A4%A&token=%&k%=1&%=2')).toBe(
      `/p?pass%zzword=a&bad=%E0%A4%A&token=${REDACTED}&k%=1&%=2`,
    );
    expect(redactUrl('/p?%E0%A4%A=1&pass%2577ord=2&key%=3')).toBe(
      `/p?%E0%A4%A=1&pass%2577ord=2&key%=${REDACTED}`,
    );
  });

  it('works on an absolute URL', () => {
    expect(redactUrl('http://127.0.0.1:3000/p?sig=abc&x=1')).toBe(
      `http://127.0.0.1:3000/p?sig=${REDACTED}&x=1`,
    );
  });

  // A quadratic pass over these would take minutes: the test's own time limit is the check (a
  // wall-clock assertion failed on a busy machine while the pass was linear).
  it('handles a huge URL in linear time', { timeout: 20_000 }, () => {
    const params = 'a=1&'.repeat(250_000);
    const pathological = '%'.repeat(500_000) + 'k'.repeat(500_000);
    expect(redactUrl(`/p?${params}token=zaowu123`)).toBe(`/p?${params}token=${REDACTED}`);
    expect(redactUrl(`/p?${pathological}=1&${'&'.repeat(500_000)}`)).toBe(
      `/p?${pathological}=1&${'&'.repeat(500_000)}`,
    );
  });
});

describe('the BFF logs no secret', () => {
  /** The upstream answers every call and remembers the URL it got. */
  let upstream: TestServer;
  const seen: string[] = [];
  beforeAll(async () => {
    upstream = await listen((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 1, msg: 'ok', data: null }));
    });
  });
  afterAll(() => upstream.close());

  /** The app with its log lines captured as text. */
  function loggedApp(upstreamUrl: string) {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const config = testConfig({ UPSTREAM_URL: upstreamUrl });
    const app = createApp(config, remoteUpstream(upstreamUrl), createLogger('info', sink));
    return { app, lines };
  }

  it('redacts the URL in the request line of a proxied call and of a page, and only there', async () => {
    const { app, lines } = loggedApp(upstream.url);
    // Fixed request ids: a random one is hex, and could spell "abc" or "def" by itself.
    const zone = await request(app)
      .get('/api/v1.folder/getPrivateZoneData?password=zaowu123&x=1')
      .set('x-request-id', 'log-test-zone');
    expect(zone.status).toBe(200);
    const page = await request(app).get('/?token=abc&sign=def&page=2').set('x-request-id', 'log-test-page');
    expect(page.status).toBe(200);
    // The upstream still gets the call as it was sent: only the log is redacted.
    expect(seen).toContain('/api/v1.folder/getPrivateZoneData?password=zaowu123&x=1');

    await expect.poll(() => lines.length).toBeGreaterThanOrEqual(2);
    const log = lines.join('\n');
    for (const secret of ['zaowu123', 'abc', 'def']) expect(log).not.toContain(secret);
    const entries = lines.map((l) => JSON.parse(l) as { msg: string; req: { url: string } });
    const zoneUrl = `/api/v1.folder/getPrivateZoneData?password=${REDACTED}&x=1`;
    const pageUrl = `/?token=${REDACTED}&sign=${REDACTED}&page=2`;
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: `GET ${zoneUrl} 200`,
          req: expect.objectContaining({ url: zoneUrl }),
        }),
        expect.objectContaining({
          msg: `GET ${pageUrl} 200`,
          req: expect.objectContaining({ url: pageUrl }),
        }),
      ]),
    );
  });

  it('redacts the URL in the proxy error line when the upstream is down', async () => {
    const { app, lines } = loggedApp(`http://127.0.0.1:${await deadPort()}`);
    const res = await request(app).get('/api/v1.folder/getPrivateZoneData?password=zaowu123&x=1');
    expect(res.status).toBe(502);
    // The proxy's own error line and the request line.
    await expect.poll(() => lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.join('\n')).not.toContain('zaowu123');
    const proxyError = lines
      .map((l) => JSON.parse(l) as { msg: string; url?: string })
      .find((e) => e.msg.startsWith('proxy error'));
    expect(proxyError?.url).toBe(`/api/v1.folder/getPrivateZoneData?password=${REDACTED}&x=1`);
  });
});

describe('loggedUrl', () => {
  it('leaves a URL of up to 2 KB as redactUrl gives it', () => {
    const url = `/art?tag=${'造'.repeat(10)}&token=abc&q=${'x'.repeat(1900)}`;
    expect(loggedUrl(url)).toBe(redactUrl(url));
    expect(loggedUrl('/a?b=1')).toBe('/a?b=1');
  });

  it('cuts a 15 KB URL to its first 2 KB and says how long it was', () => {
    const url = `/art?q=${'x'.repeat(15_000)}`;
    const logged = loggedUrl(url);
    expect(logged).toBe(`${url.slice(0, 2048)}…(truncated, 15007 bytes)`);
  });

  it('redacts before it cuts: a secret near the cut is hidden, not half shown', () => {
    const url = `/p?q=${'x'.repeat(2030)}&token=zaowu123-secret&page=2`;
    const logged = loggedUrl(url);
    expect(logged).not.toContain('zaowu');
    expect(logged).toMatch(/&token=\[REDAC…\(truncated, \d+ bytes\)$/);
  });
});

describe('long URLs and refusals in the log', () => {
  /** The app (real upstream `upstreamUrl`, or the demo) with its lines captured as parsed JSON. */
  function captured() {
    const lines: { raw: string; entry: Record<string, unknown> }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const raw of chunk.toString('utf8').split('\n').filter(Boolean)) {
          lines.push({ raw, entry: JSON.parse(raw) as Record<string, unknown> });
        }
        done();
      },
    });
    return { lines, logger: createLogger('info', sink) };
  }
  const ofRequest = (lines: { raw: string; entry: Record<string, unknown> }[], id: string) =>
    lines.filter((l) => (l.entry.req as { id?: string } | undefined)?.id === id || l.entry.reqId === id);

  it('logs a 15 KB URL as its first 2 KB, for a page and for a proxied call', async () => {
    const { lines, logger } = captured();
    const dead = `http://127.0.0.1:${await deadPort()}`;
    const app = createApp(testConfig({ UPSTREAM_URL: dead }), remoteUpstream(dead), logger);
    // '~' is a URL character nothing else in a line (ids, times, a stack's paths) is made of.
    const long = '~'.repeat(15_000);
    expect((await request(app).get(`/art?q=${long}`).set('x-request-id', 'long-page')).status).toBe(200);
    const api = await request(app).get(`/api/v1.works/lists?q=${long}`).set('x-request-id', 'long-api');
    expect(api.status).toBe(502);
    // The proxy's error line and the request line.
    await expect.poll(() => ofRequest(lines, 'long-api').length).toBe(2);

    for (const id of ['long-page', 'long-api']) {
      const logged = ofRequest(lines, id);
      expect(logged.length, id).toBeGreaterThan(0);
      for (const { raw, entry } of logged) {
        const url = (entry.req as { url?: string } | undefined)?.url ?? (entry.url as string);
        expect(url, id).toMatch(/^\/[^…]{2047}…\(truncated, 150\d\d bytes\)$/);
        // All of the URL a line holds: the 2 KB in req.url (or url) and the short one in msg.
        expect(raw.split('~').length - 1, id).toBeLessThanOrEqual(2048 + 256);
        if (!entry.err) expect(raw.length, id).toBeLessThan(3 * 1024);
      }
    }
  });

  it.each([
    ['the site is not built yet', '/art', 503],
    ['not ready: the upstream is down', '/readyz', 503],
    ['a GET with a body', '/art', 413],
  ])('a refusal (%s) is one line without a stack', async (_what, path, status) => {
    const { lines, logger } = captured();
    const dead = `http://127.0.0.1:${await deadPort()}`;
    const config = testConfig({ UPSTREAM_URL: dead });
    if (path === '/art' && status === 503) rmSync(path_.join(config.webDist, 'index.html'));
    const app = createApp(config, remoteUpstream(dead), logger);
    const call = request(app).get(path).set('x-request-id', 'refused');
    const res = status === 413 ? await call.set('content-type', 'text/plain').send('x') : await call;
    expect(res.status).toBe(status);
    await expect.poll(() => ofRequest(lines, 'refused').length).toBe(1);
    const [{ raw, entry }] = ofRequest(lines, 'refused') as [{ raw: string; entry: Record<string, unknown> }];
    expect(entry).toMatchObject({
      level: status === 503 ? 'warn' : 'info',
      res: { statusCode: status },
      msg: `GET ${path} ${status}`,
    });
    expect(entry).not.toHaveProperty('err');
    expect(raw).not.toContain('stack');
  });

  it('an unexpected 5xx keeps its error, at error level', async () => {
    const { lines, logger } = captured();
    const dead = `http://127.0.0.1:${await deadPort()}`;
    const app = createApp(testConfig({ UPSTREAM_URL: dead }), remoteUpstream(dead), logger);
    const res = await request(app).get('/api/v1.works/lists').set('x-request-id', 'broken');
    expect(res.status).toBe(502);
    await expect.poll(() => ofRequest(lines, 'broken').length).toBe(2);
    const requestLine = ofRequest(lines, 'broken').find((l) => l.entry.req)!.entry;
    expect(requestLine).toMatchObject({
      level: 'error',
      res: { statusCode: 502 },
      msg: 'GET /api/v1.works/lists 502',
      err: { message: 'failed with status code 502' },
    });
  });

  it('a body sent too slowly is logged as the 408 Node answered, at info, without a stack', async () => {
    const { lines, logger } = captured();
    const config = testConfig();
    const app = createApp(config, await demoUpstream(config), logger);
    const server = createHttpServer(app, {
      requestTimeoutMs: 600,
      headersTimeoutMs: 500,
      keepAliveTimeoutMs: 5_000,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api/v1.user/login HTTP/1.1\r\nhost: x\r\nx-request-id: slow-body\r\n' +
              'content-type: application/json\r\ncontent-length: 1000\r\n\r\n{',
          );
        });
        const drip = setInterval(() => socket.write(' '), 100);
        let got = '';
        socket.on('data', (d: Buffer) => (got += d.toString('latin1')));
        socket.on('error', () => {});
        socket.on('close', () => {
          clearInterval(drip);
          resolve(got);
        });
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      await expect.poll(() => ofRequest(lines, 'slow-body').length).toBe(1);
      const [{ raw, entry }] = ofRequest(lines, 'slow-body') as [
        { raw: string; entry: Record<string, unknown> },
      ];
      expect(entry).toMatchObject({
        level: 'info',
        res: { statusCode: 408 },
        msg: 'POST /api/v1.user/login 408',
      });
      expect(raw).not.toContain('stack');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
