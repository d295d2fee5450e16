/**
 * Faults the BFF must survive (issue 7): a client that walks away mid-upload frees the upstream
 * request; malformed or huge bodies and broken HTTP never crash it or make it read what it won't use.
 * (Upstream down → 502 and slower than the timeout → 504 are in routes/proxy.test.ts.)
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@zaowu/shared';
import { createApp } from './app.ts';
import { remoteUpstream } from './upstream.ts';
import { listen, testConfig, type TestServer } from './testing/fixtures.ts';

const MB = 1024 * 1024;

interface SeenUpload {
  received: number;
  complete: boolean;
  closed: boolean;
}

/** An upstream that swallows uploads and records how each one ended. */
let upstream: TestServer;
const uploads: SeenUpload[] = [];
let bff: Server;
let bffPort: number;

beforeAll(async () => {
  upstream = await listen((req, res) => {
    const seen: SeenUpload = { received: 0, complete: false, closed: false };
    uploads.push(seen);
    const hash = createHash('md5');
    req.on('data', (c: Buffer) => {
      seen.received += c.length;
      hash.update(c);
    });
    req.on('end', () => {
      seen.complete = true;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ code: 1, msg: 'ok', data: { md5: hash.digest('hex'), length: seen.received } }),
      );
    });
    req.on('close', () => {
      seen.closed = true;
    });
  });
  const config = testConfig({ UPSTREAM_URL: upstream.url });
  bff = createServer(createApp(config, remoteUpstream(config.upstreamUrl!)));
  await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
  bffPort = (bff.address() as AddressInfo).port;
});
afterAll(async () => {
  bff.closeAllConnections();
  await new Promise((resolve) => bff.close(resolve));
  await upstream.close();
});

/** The BFF still answers a plain request. */
async function alive() {
  const res = await fetch(`http://127.0.0.1:${bffPort}/healthz`);
  expect(res.status).toBe(200);
}

/** Raw bytes to the BFF; resolves with what it answered before closing. */
function rawExchange(bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(bffPort, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (c) => (answer += c.toString('latin1')));
    socket.on('close', () => resolve(answer));
    // The BFF may close while bytes are still on their way (a reset); what it answered still counts.
    socket.on('error', () => resolve(answer));
    setTimeout(() => socket.destroy(), 3_000);
  });
}

describe('faults', () => {
  it('a client aborting an upload mid-chunk frees the upstream request', async () => {
    const before = uploads.length;
    const req = httpRequest({
      host: '127.0.0.1',
      port: bffPort,
      method: 'POST',
      path: endpoints.upload.chunkUpload.path,
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(5 * MB) },
    });
    req.on('error', () => {});
    req.write(Buffer.alloc(MB, 7));
    await expect.poll(() => uploads[before]?.received ?? 0).toBeGreaterThan(0);
    req.destroy();

    await expect.poll(() => uploads[before]!.closed, { timeout: 3_000 }).toBe(true);
    expect(uploads[before]!.complete).toBe(false);
    expect(uploads[before]!.received).toBeLessThan(5 * MB);
    await alive();
  });

  it('passes a malformed body through untouched: the upstream judges it, the BFF never parses it', async () => {
    const bodies = [
      '{"account": "138',
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n\u0000\u00ff',
    ];
    for (const body of bodies) {
      const res = await fetch(`http://127.0.0.1:${bffPort}${endpoints.user.login.path}`, {
        method: 'POST',
        headers: {
          'content-type': body.startsWith('{') ? 'application/json' : 'multipart/form-data; boundary=x',
        },
        body,
      });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { md5: string } };
      expect(data.md5).toBe(createHash('md5').update(body).digest('hex'));
    }
    await alive();
  });

  it('refuses a huge body on its own paths at once, without reading it', async () => {
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port: bffPort,
        method: 'POST',
        path: '/model/3',
        headers: { 'content-type': 'application/json', 'content-length': String(2048 * MB) },
      });
      req.on('response', resolve);
      req.on('error', reject);
      req.write('{"a":');
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.connection).toBe('close');
    res.resume();
    await alive();
  });

  it('answers broken HTTP with 400 and oversized headers with 431, and keeps serving', async () => {
    expect(await rawExchange('GARBAGE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(await rawExchange(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`)).toMatch(
      /^HTTP\/1\.1 431/,
    );
    expect(
      await rawExchange(
        `POST ${endpoints.user.login.path} HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n`,
      ),
    ).toMatch(/^HTTP\/1\.1 400/);
    await alive();
  });
});
