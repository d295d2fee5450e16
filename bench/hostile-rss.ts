/**
 * The BFF's memory under hostile traffic: one BFF process in demo mode (its demo upstream in-process,
 * with its own DATA_DIR, removed at the end), and its RSS before, at the peak and 10 s after each
 * attack, with what every request got back and when:
 *   (a) ten clients at once POST 1 GiB of zeros to the public login (application/json): five declare
 *       Content-Length: 1073741824, five send it chunked; each writes 1 MiB at a time as fast as the
 *       BFF takes it, and stops at the answer, at a socket error, or after 60 s. Should the BFF's RSS
 *       pass --rss-cap-mb (default 6144) every client is cut off there, and that is printed.
 *   (b) one member logs in and uploads --upload-mb (default 1000) in 5 MiB chunks through
 *       chunkUpload (multipart, the last chunk with action=merge), one chunk after the other, each
 *       answer checked for code 1: a refused chunk (a quota) prints its msg and ends the upload. MB/s.
 *   (c) the soak is bench/soak.ts, not repeated here: its before / peak / idle are in the README.
 * Peak is VmHWM (reset before each attack) and the largest VmRSS sampled every 250 ms. The BFF runs
 * with the NODE_OPTIONS production uses (lib/processes.ts). Linux only (/proc). MB = 2^20 bytes.
 *   node bench/hostile-rss.ts [--upload-mb <n>] [--rss-cap-mb <n>] [--dist <dir>]
 *   (default 1000 MB, 6144 MB; the SPA build is only served, any will do, default web/dist)
 */
import { randomBytes, randomFillSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { CHUNK_SIZE, endpoints } from '@zaowu/shared';
import { fail, memory, resetPeak, startBff, stopBffs, webDist, type Bff } from './lib/processes.ts';

const MB = 1024 * 1024;
const GIB = 1024 * MB;
const SAMPLE_MS = 250;
const IDLE_S = 10;
const CLIENTS_PER_FRAMING = 5;
const CLIENT_CAP_MS = 60_000;
/** How long a client waits for the rest of an answer once its status line has come. */
const ANSWER_WAIT_MS = 2_000;
const LOGIN = { account: '13800138000', password: 'zaowu123' };

const { values: args } = parseArgs({
  options: {
    'upload-mb': { type: 'string', default: '1000' },
    'rss-cap-mb': { type: 'string', default: '6144' },
    dist: { type: 'string' },
  },
});
const uploadMb = Number(args['upload-mb']);
const rssCapMb = Number(args['rss-cap-mb']);
if (!Number.isInteger(uploadMb) || uploadMb < 1) fail('--upload-mb must be a whole number ≥ 1');
if (!(rssCapMb > 0)) fail('--rss-cap-mb must be a positive number');
const dist = webDist(args.dist);

const mb = (n: number) => `${n.toFixed(1).padStart(7)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The envelope's msg of an answer body, or its first characters when it is not one. */
function msgOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { msg?: unknown };
    if (typeof parsed.msg === 'string') return parsed.msg;
  } catch {
    // Not JSON: shown as it came.
  }
  return body.length > 60 ? `${body.slice(0, 60)}…` : body;
}

// ---- memory around one attack --------------------------------------------------------------------

interface Memory {
  before: number;
  hwm: number | null;
  sampled: number;
  idle: number | null;
  /** Set when the RSS cap cut the attack off: the RSS seen then. */
  capped: number | null;
}

/**
 * Runs an attack on a BFF with its RSS watched: `stop` aborts when the RSS passes the cap. The BFF
 * may die during it; the figures read after that are null.
 */
async function watched<T>(bff: Bff, attack: (stop: AbortSignal) => Promise<T>): Promise<[T, Memory]> {
  const hwmReset = resetPeak(bff.pid);
  const before = memory(bff.pid).rss;
  const mem: Memory = { before, hwm: null, sampled: before, idle: null, capped: null };
  const cap = new AbortController();
  const sample = () => {
    try {
      const { rss } = memory(bff.pid);
      mem.sampled = Math.max(mem.sampled, rss);
      if (rss > rssCapMb && !cap.signal.aborted) {
        mem.capped = rss;
        cap.abort();
      }
    } catch {
      // The BFF is gone: the report says so.
    }
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  const result = await attack(cap.signal).finally(() => clearInterval(sampler));
  sample();
  try {
    if (hwmReset) mem.hwm = memory(bff.pid).hwm;
    await sleep(IDLE_S * 1000);
    mem.idle = memory(bff.pid).rss;
  } catch {
    // Gone.
  }
  return [result, mem];
}

function printMemory(mem: Memory, bff: Bff) {
  console.log(`  BFF RSS   before ${mb(mem.before)}`);
  if (mem.hwm !== null) console.log(`            peak   ${mb(mem.hwm)}   (VmHWM, reset before the attack)`);
  console.log(`            peak   ${mb(mem.sampled)}   (largest VmRSS sampled every ${SAMPLE_MS} ms)`);
  console.log(
    mem.idle === null
      ? `            idle   —           (the BFF is gone: ${bff.exited ?? 'no /proc entry'})`
      : `            idle   ${mb(mem.idle)}   (${IDLE_S} s after the last request)`,
  );
  if (mem.capped !== null) {
    console.log(
      `  ✖ the BFF's RSS passed the ${rssCapMb} MB cap (${mem.capped.toFixed(0)} MB): clients cut off`,
    );
  }
}

// ---- (a) huge bodies to the login ----------------------------------------------------------------

type Framing = 'length' | 'chunked';

interface BodyResult {
  framing: Framing;
  status: number | null;
  /** ms from the request to its status line, when one came. */
  answeredMs: number | null;
  /** ms from the request to the end of this client. */
  endedMs: number;
  /** Bytes handed to the socket (headers included). */
  sent: number;
  ending: string;
  msg: string;
}

const ZEROS = Buffer.alloc(MB);

/** One client: a 1 GiB login body, written as fast as the BFF takes it until something stops it. */
function hugeBody(bff: Bff, framing: Framing, stop: AbortSignal): Promise<BodyResult> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = request({
      host: '127.0.0.1',
      port: bff.port,
      path: endpoints.user.login.path,
      method: 'POST',
      agent: false,
      headers: {
        'content-type': 'application/json',
        ...(framing === 'length' ? { 'content-length': String(GIB) } : { 'transfer-encoding': 'chunked' }),
      },
    });
    const result: BodyResult = {
      framing,
      status: null,
      answeredMs: null,
      endedMs: 0,
      sent: 0,
      ending: '',
      msg: '',
    };
    let written = 0;
    let ended = false;
    const end = (ending: string) => {
      if (ended) return;
      ended = true;
      clearTimeout(capTimer);
      stop.removeEventListener('abort', onStop);
      result.ending = ending;
      result.endedMs = performance.now() - t0;
      result.sent = req.socket?.bytesWritten ?? 0;
      req.destroy();
      resolve(result);
    };
    const capTimer = setTimeout(() => end(`${CLIENT_CAP_MS / 1000} s cap`), CLIENT_CAP_MS);
    const onStop = () => end('cut off (RSS cap)');
    stop.addEventListener('abort', onStop);

    req.on('response', (res) => {
      result.status = res.statusCode ?? null;
      result.answeredMs = performance.now() - t0;
      const parts: Buffer[] = [];
      const finish = () => {
        result.msg = msgOf(Buffer.concat(parts).toString('utf8'));
        end(written >= GIB ? 'sent it all, answered' : 'answered');
      };
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', finish).on('error', finish).on('close', finish);
      setTimeout(finish, ANSWER_WAIT_MS).unref();
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      // An error after the status line (the BFF closing a half-sent body) ends a client that has its answer.
      if (result.status === null) end(err.code ?? err.message);
    });

    // Writes until the body is sent, the socket stops taking more (then on 'drain'), or the client ended.
    const pump = () => {
      while (!ended && result.status === null && written < GIB) {
        written += ZEROS.length;
        if (!req.write(ZEROS)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!ended && written >= GIB) req.end();
    };
    pump();
  });
}

async function hugeBodies(bff: Bff): Promise<boolean> {
  console.log(
    `(a) ${2 * CLIENTS_PER_FRAMING} clients at once, each POSTing 1 GiB of zeros to ${endpoints.user.login.path} ` +
      `(application/json): ${CLIENTS_PER_FRAMING} with Content-Length: ${GIB}, ${CLIENTS_PER_FRAMING} chunked\n`,
  );
  const framings: Framing[] = [
    ...Array<Framing>(CLIENTS_PER_FRAMING).fill('length'),
    ...Array<Framing>(CLIENTS_PER_FRAMING).fill('chunked'),
  ];
  const [results, mem] = await watched(bff, (stop) =>
    Promise.all(framings.map((framing) => hugeBody(bff, framing, stop))),
  );
  console.log('   #  framing   status   answered at   ended at   sent MiB   ending                 msg');
  results.forEach((r, i) => {
    console.log(
      `  ${String(i + 1).padStart(2)}  ${r.framing.padEnd(8)} ${String(r.status ?? '—').padStart(7)}` +
        ` ${(r.answeredMs === null ? '—' : seconds(r.answeredMs)).padStart(13)} ${seconds(r.endedMs).padStart(10)}` +
        ` ${(r.sent / MB).toFixed(1).padStart(10)}   ${r.ending.padEnd(22)} ${r.msg}`,
    );
  });
  printMemory(mem, bff);
  return mem.capped === null;
}

// ---- (b) a large chunked upload by a member ------------------------------------------------------

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(
  url: string,
  init: RequestInit,
): Promise<{ status: number; ms: number; body: Envelope<T> | null; text: string }> {
  const t0 = performance.now();
  const res = await fetch(url, init);
  const text = await res.text();
  let body: Envelope<T> | null = null;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    // Reported as text.
  }
  return { status: res.status, ms: performance.now() - t0, body, text };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function bigUpload(bff: Bff): Promise<void> {
  const total = uploadMb * MB;
  const count = Math.ceil(total / CHUNK_SIZE);
  console.log(
    `(b) one member uploads ${uploadMb} MB through ${endpoints.upload.chunkUpload.path}: ` +
      `${count} chunks of at most ${CHUNK_SIZE / MB} MiB, one after the other, the last with action=merge\n`,
  );
  const login = await call<{ token?: string }>(`${bff.origin}${endpoints.user.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN),
  });
  const token = login.body?.code === 1 ? login.body.data.token : undefined;
  console.log(`  login          ${login.status} in ${seconds(login.ms)}: ${msgOf(login.text)}`);
  if (!token) {
    console.log('  ✖ no token: the upload is skipped');
    process.exitCode = 1;
    return;
  }

  const block = randomFillSync(Buffer.allocUnsafe(CHUNK_SIZE)); // the same random bytes in every chunk
  const chunkid = randomBytes(12).toString('hex');
  const filename = `hostile-rss-${uploadMb}mb.bin`;
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let accepted = 0;
  let refusal = '';
  let fullurl = '';

  const [elapsed, mem] = await watched(bff, async (stop) => {
    const t0 = performance.now();
    for (let i = 0; i < count && !stop.aborted; i++) {
      const size = Math.min(CHUNK_SIZE, total - i * CHUNK_SIZE);
      const form = new FormData();
      form.append('file', new Blob([block.subarray(0, size)]), filename);
      form.append('filename', filename);
      form.append('chunkindex', String(i));
      form.append('chunkcount', String(count));
      form.append('action', i === count - 1 ? 'merge' : 'chunk');
      form.append('chunkid', chunkid);
      let answer;
      try {
        answer = await call<{ fullurl?: string }>(`${bff.origin}${endpoints.upload.chunkUpload.path}`, {
          method: 'POST',
          headers: { token },
          body: form,
          signal: stop,
        });
      } catch (err) {
        refusal = `chunk ${i}: ${stop.aborted ? 'cut off (RSS cap)' : err instanceof Error ? err.message : String(err)}`;
        break;
      }
      times.push(answer.ms);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.body?.code !== 1) {
        refusal = `chunk ${i} refused, ${answer.status}: ${msgOf(answer.text)}`;
        break;
      }
      accepted += size;
      if (i === count - 1) fullurl = answer.body.data.fullurl ?? '';
    }
    return performance.now() - t0;
  });

  const sorted = [...times].sort((a, b) => a - b);
  const codes = [...statuses].map(([status, n]) => `${status}×${n}`).join(', ');
  console.log(
    `  chunks         ${times.length} answered (${codes || 'none'}); ` +
      `${(accepted / MB).toFixed(0)} MB accepted in ${seconds(elapsed)}, ${(accepted / MB / (elapsed / 1000)).toFixed(1)} MB/s`,
  );
  console.log(
    `  per chunk      p50 ${seconds(percentile(sorted, 50))}, p99 ${seconds(percentile(sorted, 99))}, ` +
      `max ${seconds(sorted.at(-1) ?? 0)}`,
  );
  if (refusal) console.log(`  ✖ stopped: ${refusal}`);
  else console.log(`  merged         ${fullurl || '(no fullurl in the answer)'}`);
  printMemory(mem, bff);
}

// ---- the run --------------------------------------------------------------------------------------

const dataDir = mkdtempSync(path.join(tmpdir(), 'zaowu-hostile-rss-'));
const start = () =>
  startBff({ env: { WEB_DIST: dist, UPSTREAM_URL: '', DATA_DIR: dataDir }, stderr: 'collect' });

let bff: Bff | null = null;
try {
  bff = await start();
  console.log(
    `Hostile traffic on one BFF (demo mode) at ${bff.origin}; NODE_OPTIONS: ${bff.nodeOptions || '(none)'}\n`,
  );
  // Warm-up: the first requests load what every later one reuses, so "before" is a running server.
  for (let i = 0; i < 20; i++) await fetch(`${bff.origin}${endpoints.works.lists.path}?type=model&page=1`);

  const uncapped = await hugeBodies(bff);
  if (bff.exited || !uncapped) {
    // A BFF that died or was pushed past the cap says nothing useful about the next attack.
    console.log(
      `\n  the BFF ${bff.exited ? `exited (${bff.exited})` : 'is over the RSS cap'}: (b) gets a new one`,
    );
    stopBffs();
    bff = await start();
  }
  console.log('');
  await bigUpload(bff);
  console.log(
    '\n(c) the soak: `node bench/soak.ts` (its before / peak / idle are in the README), not repeated here',
  );

  if (bff.exited) console.log(`\n✖ the BFF exited during the run (${bff.exited})`);
  if (bff.stderr.lines > 0) {
    console.log(
      `\nthe BFF wrote ${bff.stderr.lines} lines to stderr; first: ${bff.stderr.first.join(' | ')}`,
    );
  }
} catch (err) {
  console.error(`✖ ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  stopBffs();
  // The BFF may still be writing the upload's last bytes: give it a moment to exit first.
  for (let i = 0; i < 50 && bff && !bff.exited; i++) await sleep(100);
  rmSync(dataDir, { recursive: true, force: true });
}
