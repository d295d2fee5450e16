/**
 * The BFF's memory while a large upload streams through its /api proxy: one multipart POST to
 * /api/v1.common/chunkUpload (1 GB by default, generated on the fly) from this script, through the
 * BFF (a child process, UPSTREAM_URL pointing here) to a sink upstream in this script that drains
 * and counts the body. Samples the BFF's VmRSS every 50 ms from /proc and reads its VmHWM (peak,
 * reset after a warm-up request) at the end. A streaming proxy stays flat: growth of a few tens of
 * MB, whatever the size. Linux only. MB = 2^20 bytes.
 *   node bench/upload-rss.ts [--size <MB>] [--md5] [--sink-mbps <n>] [--dist <dir>]
 *   (default 1024 MB; --md5 also checks the sink got the same bytes; --sink-mbps makes the sink read
 *   no faster than that, an upstream slower than the client; the SPA build is only served, any will
 *   do, default web/dist)
 */
import { createHash, randomFillSync, type Hash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { memory, resetPeak, root, startBff, stopBffs } from './lib/processes.ts';

const MB = 1024 * 1024;
const SAMPLE_MS = 50;
const WARM_UP_MB = 8;
const UPLOAD_PATH = '/api/v1.common/chunkUpload';

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '1024' },
    md5: { type: 'boolean', default: false },
    'sink-mbps': { type: 'string' },
    dist: { type: 'string' },
  },
});
const dist = args.dist ? path.resolve(args.dist) : path.join(root, 'web/dist');
const sizeMb = Number(args.size);
if (!Number.isInteger(sizeMb) || sizeMb < 1) throw new Error('--size must be a whole number of MB');
const sinkMbps = args['sink-mbps'] ? Number(args['sink-mbps']) : null;
if (sinkMbps !== null && !(sinkMbps > 0)) throw new Error('--sink-mbps must be a positive number');

// ---- the sink upstream: drains, counts (and hashes) what arrives ---------------------------------

let received = { bytes: 0, md5: '' };
const sink: Server = createServer((req, res) => {
  let bytes = 0;
  const hash: Hash | null = args.md5 ? createHash('md5') : null;
  const t0 = performance.now();
  req.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    hash?.update(chunk);
    if (sinkMbps === null) return;
    // A slow upstream: read no faster than --sink-mbps, so the proxy has to apply backpressure.
    const ahead = (bytes / MB / sinkMbps) * 1000 - (performance.now() - t0);
    if (ahead > 1) {
      req.pause();
      setTimeout(() => req.resume(), ahead);
    }
  });
  req.on('end', () => {
    received = { bytes, md5: hash?.digest('hex') ?? '' };
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ code: 1, msg: 'ok', data: { fullurl: '', bytes } }));
  });
});
sink.listen(0, '127.0.0.1');
await once(sink, 'listening');
const sinkPort = (sink.address() as AddressInfo).port;

// ---- the BFF, a child process --------------------------------------------------------------------

function cleanUp() {
  stopBffs();
  sink.close();
}

// ---- the upload: multipart, the body generated as it goes ----------------------------------------

interface Sent {
  bytes: number;
  ms: number;
  md5: string;
  reply: string;
  status: number;
}

async function upload(port: number, mb: number): Promise<Sent> {
  const boundary = `----zaowu-bench-${Date.now()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('filename', `bench-${mb}mb.bin`) +
      field('chunkindex', '0') +
      field('chunkcount', '1') +
      field('action', 'merge') +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="bench-${mb}mb.bin"\r\n` +
      'content-type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = head.length + mb * MB + tail.length;
  const block = randomFillSync(Buffer.allocUnsafe(MB)); // sent over and over, never changed
  const hash: Hash | null = args.md5 ? createHash('md5') : null;

  const t0 = performance.now();
  const req = request({
    host: '127.0.0.1',
    port,
    path: UPLOAD_PATH,
    method: 'POST',
    headers: {
      token: 'x',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(total),
    },
  });
  let answered = false;
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
  }).finally(() => (answered = true));
  const write = async (buf: Buffer) => {
    if (answered)
      throw new Error(`the BFF answered before the body was sent: ${(await response).statusCode}`);
    hash?.update(buf);
    if (!req.write(buf)) await Promise.race([once(req, 'drain'), response]);
  };
  await write(head);
  for (let i = 0; i < mb; i++) await write(block);
  await write(tail);
  req.end();
  const res = await response;
  let reply = '';
  for await (const chunk of res) reply += String(chunk);
  return {
    bytes: total,
    ms: performance.now() - t0,
    md5: hash?.digest('hex') ?? '',
    reply,
    status: res.statusCode ?? 0,
  };
}

// ---- the run --------------------------------------------------------------------------------------

try {
  const started = await startBff({
    env: { WEB_DIST: dist, UPSTREAM_URL: `http://127.0.0.1:${sinkPort}`, PROXY_TIMEOUT_MS: '600000' },
  });
  const pid = started.pid;

  // Warm-up: the proxy's first request loads and allocates what every later one reuses.
  await upload(started.port, WARM_UP_MB);
  await new Promise((r) => setTimeout(r, 500));
  const hwmReset = resetPeak(pid);
  const before = memory(pid);

  let maxSampled = before.rss;
  const sampler = setInterval(() => {
    maxSampled = Math.max(maxSampled, memory(pid).rss);
  }, SAMPLE_MS);
  const sent = await upload(started.port, sizeMb).finally(() => clearInterval(sampler));
  const peak = memory(pid);
  maxSampled = Math.max(maxSampled, peak.rss);
  await new Promise((r) => setTimeout(r, 1000));
  const after = memory(pid);

  const mbOf = (n: number) => `${n.toFixed(1).padStart(7)} MB`;
  const secs = sent.ms / 1000;
  const sinkNote = sinkMbps === null ? '' : ` reading at most ${sinkMbps} MB/s`;
  console.log(
    `BFF memory during one ${sizeMb} MB multipart upload through the /api proxy to a sink${sinkNote}\n`,
  );
  console.log(
    `  reply     ${sent.status} ${sent.reply.length > 120 ? `${sent.reply.slice(0, 120)}…` : sent.reply}`,
  );
  console.log(`  sent      ${sent.bytes} bytes (multipart body)`);
  console.log(
    `  received  ${received.bytes} bytes at the sink ${received.bytes === sent.bytes ? '(match)' : '✖ MISMATCH'}` +
      (args.md5 ? `, md5 ${received.md5 === sent.md5 ? 'matches' : '✖ differs'}` : ''),
  );
  console.log(`  time      ${secs.toFixed(2)} s, ${(sent.bytes / MB / secs).toFixed(1)} MB/s`);
  console.log(`  BFF RSS   before ${mbOf(before.rss)}   (after a ${WARM_UP_MB} MB warm-up upload)`);
  console.log(
    `            peak   ${mbOf(peak.hwm)}   (VmHWM${hwmReset ? ', reset after warm-up' : ', since start: clear_refs failed'})`,
  );
  console.log(`            peak   ${mbOf(maxSampled)}   (largest VmRSS sampled every ${SAMPLE_MS} ms)`);
  console.log(`            after  ${mbOf(after.rss)}   (1 s after the reply)`);
  const growth = Math.max(peak.hwm, maxSampled) - before.rss;
  console.log(
    `  growth    ${mbOf(growth)}   (peak − before; ${((growth / sizeMb) * 100).toFixed(1)}% of the upload)`,
  );
  if (received.bytes !== sent.bytes || (args.md5 && received.md5 !== sent.md5)) process.exitCode = 1;
} finally {
  cleanUp();
}
