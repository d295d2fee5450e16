/** No secret in a log line: the query values redactUrl hides, and the BFF's logs that go through it. */
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { REDACTED, SECRET_PARAM_WORDS, createLogger, redactUrl } from './log.ts';
import { remoteUpstream } from './upstream.ts';
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
