/**
 * Issue 21's attacks on one BFF in demo mode, each on a fresh BFF, the code before a change (--old, a
 * worktree of the older commit with its own node_modules) and this checkout's side by side:
 *   (1) 262 connections from 262 addresses (X-Forwarded-For, which the BFF trusts from loopback)
 *       each declare a 1 MiB login body, send all of it but 4 KiB and stall for 25 s; meanwhile,
 *       every 2 s, another client logs in, posts a comment and uploads a 5 MiB file. (Its 11th
 *       comment within a minute is refused by the comment limit, 10 a minute: not the attack.)
 *   (2) the same 262 stalled 1 MiB bodies from one member (to works.add, which takes rich text).
 *   (3) 32 bodies of 1 MiB `[[[…]]]`, 16 at a time, to the public POST /api/user/index, and (4) as a
 *       member to works.add; meanwhile /healthz every 25 ms: its p50, p99 and max.
 *   (5) 4 members send 16 one-chunk 5 MiB uploads each, all 64 at once; a chunk refused with 429 is
 *       sent again 250 ms later, until all 64 are stored. Meanwhile an API read every 100 ms. RSS
 *       before, peak (VmHWM) and 30 s after the last answer.
 * The BFF runs with production's NODE_OPTIONS (lib/processes.ts). Linux only (/proc). MB = 2^20 bytes.
 *   node bench/hostile-shares.ts [--old <checkout>] [--dist <dir>] [--only 1,2,3,4,5]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { CHUNK_SIZE, DEMO_MEMBER_PATH, endpoints, type TestMember } from '@zaowu/shared';
import { fail, memory, resetPeak, startBff, webDist, type Bff } from './lib/processes.ts';

const MB = 1024 * 1024;
const { values: args } = parseArgs({
  options: { old: { type: 'string' }, dist: { type: 'string' }, only: { type: 'string' } },
});
const dist = webDist(args.dist);
const only = new Set((args.only ?? '1,2,3,4,5').split(',').map(Number));
if ([...only].some((n) => !(n >= 1 && n <= 5))) fail('--only takes numbers from 1 to 5, e.g. --only 1,3');
const sides: { name: string; checkout?: string }[] = [
  ...(args.old ? [{ name: 'old', checkout: path.resolve(args.old) }] : []),
  { name: 'new' },
];

const ms = (n: number) => `${Math.round(n)} ms`;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const tally = (statuses: (number | string)[]) => {
  const counts = new Map<number | string, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${s}×${n}`).join(' ');
};

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}
interface Answer {
  status: number;
  body: Envelope | null;
  ms: number;
}

async function call(bff: Bff, pathname: string, init: RequestInit = {}): Promise<Answer> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${bff.origin}${pathname}`, { ...init, signal: AbortSignal.timeout(60_000) });
    const text = await res.text();
    let body: Envelope | null = null;
    try {
      body = JSON.parse(text) as Envelope;
    } catch {
      // Not an envelope.
    }
    return { status: res.status, body, ms: performance.now() - t0 };
  } catch {
    return { status: 0, body: null, ms: performance.now() - t0 };
  }
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

async function newMember(bff: Bff): Promise<string> {
  const made = await call(bff, DEMO_MEMBER_PATH, json({}));
  const token = (made.body?.data as TestMember | undefined)?.token;
  if (!token) fail(`no test member: ${made.status} ${made.body?.msg}`);
  return token;
}

function chunkForm(bytes: Uint8Array, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  form.append('filename', name);
  form.append('chunkindex', '0');
  form.append('chunkcount', '1');
  form.append('action', 'merge');
  return form;
}
const BLOCK = new Uint8Array(CHUNK_SIZE).map((_, i) => (i * 31) % 251);
const BOUNDARY = 'zaowu-bench-boundary';

/** A one-chunk upload's multipart body, made once: 64 sends of it cost this process no more work. */
function multipartChunk(bytes: Uint8Array, name: string): Buffer {
  const field = (key: string, value: string) =>
    `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  return Buffer.concat([
    Buffer.from(
      field('filename', name) +
        field('chunkindex', '0') +
        field('chunkcount', '1') +
        field('action', 'merge') +
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/**
 * POSTs a body with node:http, which reads an answer while the body is still being written (a 429
 * the server sends unread ends the request at once); 0 when no answer came within 60 s.
 */
function postBuffer(
  bff: Bff,
  pathname: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<Answer> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port: bff.port,
      path: pathname,
      method: 'POST',
      agent: false,
      headers: { ...headers, 'content-length': String(body.length) },
      timeout: 60_000,
    });
    const done = (status: number, text: string) => {
      let parsed: Envelope | null = null;
      try {
        parsed = JSON.parse(text) as Envelope;
      } catch {
        // Not an envelope.
      }
      resolve({ status, body: parsed, ms: performance.now() - t0 });
      req.destroy();
    };
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (d: string) => (text += d));
      res.on('end', () => done(res.statusCode ?? 0, text));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => done(0, ''));
    req.end(body);
  });
}

/**
 * GETs `url` again and again (a pause of `everyMs` between answers) from a worker thread, so the
 * times are the server's and not this busy event loop's; `stop` answers them, in ms, sorted.
 */
function timedReads(url: string, everyMs: number): { stop: () => Promise<number[]> } {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const times = [];
     let done = false;
     parentPort.once('message', () => { done = true; });
     (async () => {
       while (!done) {
         const t = performance.now();
         try { await (await fetch(workerData.url)).arrayBuffer(); } catch {}
         times.push(performance.now() - t);
         await new Promise((r) => setTimeout(r, workerData.everyMs));
       }
       parentPort.postMessage(times);
     })();`,
    { eval: true, workerData: { url, everyMs } },
  );
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once('message', (times: number[]) => {
          void worker.terminate();
          resolve(times.sort((a, b) => a - b));
        });
        worker.postMessage('stop');
      }),
  };
}

// ---- (1), (2) stalled bodies ---------------------------------------------------------------------

interface Stalled {
  socket: Socket;
  status: number | null;
  at: number | null;
}

/** A POST declaring `declared` bytes that sends `sent` of them and then nothing more. */
function stall(bff: Bff, pathname: string, headers: Record<string, string>, t0: number): Stalled {
  const socket = connect(bff.port, '127.0.0.1');
  const s: Stalled = { socket, status: null, at: null };
  socket.on('error', () => {});
  socket.on('data', (d: Buffer) => {
    if (s.status !== null) return;
    s.status = Number(/^HTTP\/1\.1 (\d{3})/.exec(d.toString('latin1'))?.[1] ?? 0);
    s.at = performance.now() - t0;
  });
  const head = {
    host: 'localhost',
    'content-type': 'application/json',
    'content-length': String(MB),
    ...headers,
  };
  socket.write(
    `POST ${pathname} HTTP/1.1\r\n${Object.entries(head)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n')}\r\n\r\n`,
  );
  // All but the last 4 KiB: the body never completes, and 262 of them hold 261 MiB (the issue's
  // "~1 MB" each), past the old shared budget of 256 MiB.
  socket.write(Buffer.alloc(MB - 4096, 0x20));
  return s;
}

interface StallResult {
  /** Every answer the other client got, by kind, over the rounds. */
  victim: Record<'login' | 'comment' | 'upload', Answer[]>;
  /** When the other client first got a 503, ms after the attack began. */
  first503: number | null;
  attackers: string;
  cut: string;
  peak: number;
}

/** How long the attackers stall: past the new code's rate cut (10 s after their last bytes). */
const STALL_MS = 25_000;
/** The other client logs in, comments and uploads 5 MiB once every this, while the attack lasts. */
const ROUND_MS = 2_000;

async function stalledBodies(bff: Bff, fromOneMember: boolean): Promise<StallResult> {
  const workId = (
    (await call(bff, `${endpoints.works.lists.path}?type=art&per_page=1`)).body?.data as {
      data: { id: number }[];
    }
  ).data[0]!.id;
  const attacker = fromOneMember ? await newMember(bff) : null;
  resetPeak(bff.pid);
  const t0 = performance.now();
  const attackers = Array.from({ length: 262 }, (_, i) =>
    attacker
      ? stall(bff, endpoints.works.add.path, { token: attacker, 'x-forwarded-for': '10.66.0.1' }, t0)
      : stall(bff, endpoints.user.login.path, { 'x-forwarded-for': `10.21.${i >> 8}.${i & 255}` }, t0),
  );
  // Another client, from its own address, all the while: a round every ROUND_MS.
  const victim = { 'x-forwarded-for': '10.99.0.1' };
  const answers: StallResult['victim'] = { login: [], comment: [], upload: [] };
  let first503: number | null = null;
  const note = (kind: keyof StallResult['victim'], answer: Answer) => {
    answers[kind].push(answer);
    if (answer.status === 503) first503 ??= performance.now() - t0;
    return answer;
  };
  let attackersMidway = '';
  for (let round = 0; performance.now() - t0 < STALL_MS - ROUND_MS; round++) {
    const started = performance.now();
    const login = note(
      'login',
      await call(
        bff,
        endpoints.user.login.path,
        json({ account: '13900139000', password: 'zaowu123' }, victim),
      ),
    );
    const token = (login.body?.data as { token?: string } | undefined)?.token ?? '';
    note(
      'comment',
      await call(
        bff,
        endpoints.comment.add.path,
        json(
          { work_id: workId, content: `第 ${round + 1} 条：线条很干净，配色也舒服` },
          { ...victim, token },
        ),
      ),
    );
    note(
      'upload',
      await call(bff, endpoints.upload.chunkUpload.path, {
        method: 'POST',
        headers: { ...victim, token },
        body: chunkForm(BLOCK, `victim-${round}.bin`),
      }),
    );
    if (round === 4)
      attackersMidway = `${tally(attackers.map((a) => a.status ?? 'held'))} (at ${ms(performance.now() - t0)})`;
    await sleep(Math.max(0, ROUND_MS - (performance.now() - started)));
  }
  while (performance.now() - t0 < STALL_MS) await sleep(250);
  const cut = attackers.filter((a) => a.status === 408).map((a) => a.at!);
  const end = tally(attackers.map((a) => a.status ?? 'held'));
  const result: StallResult = {
    victim: answers,
    first503,
    attackers: attackersMidway,
    cut: cut.length
      ? `${cut.length} cut with 408 at ${ms(Math.min(...cut))}–${ms(Math.max(...cut))}; at ${STALL_MS / 1000} s: ${end}`
      : `none cut; at ${STALL_MS / 1000} s: ${end}`,
    peak: memory(bff.pid).hwm,
  };
  for (const a of attackers) a.socket.destroy();
  return result;
}

// ---- (3), (4) nested JSON ------------------------------------------------------------------------

interface Timings {
  p50: number;
  p99: number;
  max: number;
  n: number;
}
const timings = (sorted: number[]): Timings => ({
  p50: pct(sorted, 50),
  p99: pct(sorted, 99),
  max: sorted.at(-1) ?? 0,
  n: sorted.length,
});

interface NestedResult {
  attackers: string;
  took: number;
  /** /healthz for 3 s before the attack: what the machine's load alone costs. */
  idle: Timings;
  healthz: Timings;
}

async function nestedJson(bff: Bff, asMember: boolean): Promise<NestedResult> {
  const token = asMember ? await newMember(bff) : null;
  const body = '['.repeat(MB / 2) + ']'.repeat(MB / 2);
  const target = asMember ? endpoints.works.add.path : endpoints.publicUser.index.path;
  const quiet = timedReads(`${bff.origin}/healthz`, 25);
  await sleep(3_000);
  const idle = timings(await quiet.stop());
  const healthz = timedReads(`${bff.origin}/healthz`, 25);
  await sleep(200);
  const statuses: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < 32) {
        next++;
        statuses.push((await call(bff, target, json(body, token ? { token } : {}))).status);
      }
    }),
  );
  const took = performance.now() - t0;
  return { attackers: tally(statuses), took, idle, healthz: timings(await healthz.stop()) };
}

// ---- (5) concurrent uploads ----------------------------------------------------------------------

interface UploadsResult {
  stored: number;
  answers: string;
  took: number;
  before: number;
  peak: number;
  after: number;
  reads: { p50: number; p99: number; max: number };
}

async function uploads(bff: Bff): Promise<UploadsResult> {
  const members = await Promise.all(Array.from({ length: 4 }, () => newMember(bff)));
  // Warm-up: the first requests load what every later one reuses, so "before" is a running server.
  for (let i = 0; i < 10; i++) await call(bff, `${endpoints.works.lists.path}?type=model&page=1`);
  await sleep(2_000);
  resetPeak(bff.pid);
  const before = memory(bff.pid).rss;
  const statuses: number[] = [];
  const bodies = Array.from({ length: 16 }, (_, i) => multipartChunk(BLOCK, `chunk-${i}.bin`));
  const reads = timedReads(`${bff.origin}${endpoints.works.lists.path}?type=art&page=1`, 100);
  let stored = 0;
  const t0 = performance.now();
  await Promise.all(
    members.flatMap((token) =>
      Array.from({ length: 16 }, async (_, i) => {
        for (let attempt = 0; attempt < 400; attempt++) {
          const answer = await postBuffer(
            bff,
            endpoints.upload.chunkUpload.path,
            { token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
            bodies[i]!,
          );
          statuses.push(answer.status);
          if (answer.status === 429) {
            await sleep(250);
            continue;
          }
          if (answer.body?.code === 1) stored++;
          return;
        }
      }),
    ),
  );
  const took = performance.now() - t0;
  const sorted = await reads.stop();
  const peak = memory(bff.pid).hwm;
  await sleep(30_000);
  return {
    stored,
    answers: tally(statuses),
    took,
    before,
    peak,
    after: memory(bff.pid).rss,
    reads: { p50: pct(sorted, 50), p99: pct(sorted, 99), max: sorted.at(-1) ?? 0 },
  };
}

// ---- the run ---------------------------------------------------------------------------------------

async function onFreshBff<T>(checkout: string | undefined, run: (bff: Bff) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zaowu-hostile-shares-'));
  const bff = await startBff({
    env: { WEB_DIST: dist, UPSTREAM_URL: '', DATA_DIR: dataDir, DEMO_TEST_MEMBERS: '1' },
    stderr: 'collect',
    ...(checkout ? { checkout } : {}),
  });
  try {
    return await run(bff);
  } finally {
    bff.child.kill();
    for (let i = 0; i < 50 && bff.exited === null && bff.child.exitCode === null; i++) await sleep(100);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: [string, ...string[]][] = [];
const row = (figure: string, values: string[]) => rows.push([figure, ...values]);

console.log(
  `load average at start: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
for (const scenario of [1, 2] as const) {
  if (!only.has(scenario)) continue;
  const results: StallResult[] = [];
  for (const side of sides)
    results.push(await onFreshBff(side.checkout, (bff) => stalledBodies(bff, scenario === 2)));
  const name =
    scenario === 1 ? '(1) 262 addresses stall 1 MiB logins' : '(2) one member stalls 262 × 1 MiB works.add';
  const summary = (list: Answer[]) =>
    `${tally(list.map((a) => (a.status === 200 && a.body?.code === 1 ? 'ok' : a.status)))}, slowest ${ms(Math.max(...list.map((a) => a.ms)))}`;
  row(
    `${name}: another client's logins`,
    results.map((r) => summary(r.victim.login)),
  );
  row(
    '  … its comments',
    results.map((r) => summary(r.victim.comment)),
  );
  row(
    '  … its 5 MiB uploads',
    results.map((r) => summary(r.victim.upload)),
  );
  row(
    '  … 503s to that client (first at)',
    results.map((r) => {
      const n = Object.values(r.victim)
        .flat()
        .filter((a) => a.status === 503).length;
      return r.first503 === null ? String(n) : `${n} (${ms(r.first503)})`;
    }),
  );
  row(
    '  attackers after five rounds',
    results.map((r) => r.attackers),
  );
  row(
    '  attackers cut by the rate',
    results.map((r) => r.cut),
  );
  row(
    '  BFF peak RSS',
    results.map((r) => `${r.peak.toFixed(0)} MB`),
  );
}
for (const scenario of [3, 4] as const) {
  if (!only.has(scenario)) continue;
  const results: NestedResult[] = [];
  for (const side of sides)
    results.push(await onFreshBff(side.checkout, (bff) => nestedJson(bff, scenario === 4)));
  const name =
    scenario === 3 ? '(3) 32 × 1 MiB [[[…]]] to /api/user/index' : '(4) 32 × 1 MiB [[[…]]] to works.add';
  const shown = (t: Timings) => `${ms(t.p50)} / ${ms(t.p99)} / ${ms(t.max)} (n=${t.n})`;
  row(
    `${name}: /healthz with no attack, 3 s`,
    results.map((r) => shown(r.idle)),
  );
  row(
    '  /healthz p50 / p99 / max during the attack',
    results.map((r) => shown(r.healthz)),
  );
  row(
    '  attack answers, all 32 in',
    results.map((r) => `${r.attackers} in ${ms(r.took)}`),
  );
}
if (only.has(5)) {
  const results: UploadsResult[] = [];
  for (const side of sides) results.push(await onFreshBff(side.checkout, uploads));
  row(
    '(5) 64 × 5 MiB chunks from 4 members: stored',
    results.map((r) => `${r.stored}/64 in ${ms(r.took)}`),
  );
  row(
    '  answers (429 = sent again)',
    results.map((r) => r.answers),
  );
  row(
    '  BFF RSS before / peak / 30 s after',
    results.map(
      (r) =>
        `${r.before.toFixed(0)} / ${r.peak.toFixed(0)} / ${r.after.toFixed(0)} MB (${(r.after / r.before).toFixed(2)}×)`,
    ),
  );
  row(
    '  an API read meanwhile p50 / p99 / max',
    results.map((r) => `${ms(r.reads.p50)} / ${ms(r.reads.p99)} / ${ms(r.reads.max)}`),
  );
}
console.log(
  `load average at end:   ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}\n`,
);

const header = ['figure', ...sides.map((s) => (s.checkout ? `old (${s.checkout})` : 'new (this checkout)'))];
const table = [header, header.map(() => '---'), ...rows];
for (const r of table) console.log(`| ${r.join(' | ')} |`);
