/**
 * What saving the demo's data costs (docs/decisions/006-demo-storage.md): one BFF in demo mode, the
 * code before a change (--old, a worktree of an older commit with its own node_modules) and this
 * checkout's, each on a fresh DATA_DIR, one after the other:
 *   writes: `--connections` members, each on its own connection, toggle 赞 on a work as fast as they
 *           are answered for `--duration` s (every answer changes a work, the likes and, on a like, the
 *           author's notices: the store grows as it would);
 *   reads:  the same connections read a works list for `--duration` s (a call that changes nothing:
 *           what the comparison costs when there is nothing to save).
 * Prints answers, rps, p50/p99/max and the ratio new/old. The BFF runs with production's NODE_OPTIONS.
 *   node bench/demo-writes.ts [--old <checkout>] [--duration <s>] [--connections <n>] [--dist <dir>]
 *   (default 15 s, 16 connections)
 */
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_MEMBER_PATH, endpoints, TOKEN_HEADER, type TestMember } from '@zaowu/shared';
import { fail, startBff, stopBffs, webDist, type Bff } from './lib/processes.ts';

const { values: args } = parseArgs({
  options: {
    old: { type: 'string' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '16' },
    dist: { type: 'string' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
if (!(duration >= 1)) fail('--duration must be a number of seconds, at least 1');
if (!Number.isInteger(connections) || connections < 1) fail('--connections must be a whole number ≥ 1');
const dist = webDist(args.dist);
const sides: { name: string; checkout?: string }[] = [
  ...(args.old ? [{ name: 'old', checkout: path.resolve(args.old) }] : []),
  { name: 'new' },
];

interface Answer {
  status: number;
  code: number | null;
  ms: number;
}

/** One HTTP call on a kept-alive agent; the envelope's code when the answer is JSON. */
function call(
  bff: Bff,
  agent: Agent,
  method: 'GET' | 'POST',
  pathname: string,
  token?: string,
  body?: unknown,
) {
  return new Promise<Answer>((resolve) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${bff.origin}${pathname}`,
      {
        method,
        agent,
        headers: {
          ...(token ? { [TOKEN_HEADER]: token } : {}),
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => {
          let code: number | null = null;
          try {
            code = (JSON.parse(Buffer.concat(parts).toString('utf8')) as { code?: number }).code ?? null;
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, code, ms: performance.now() - started });
        });
      },
    );
    req.on('error', () => resolve({ status: 0, code: null, ms: performance.now() - started }));
    req.end(payload);
  });
}

interface Result {
  answers: number;
  failures: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
}

/** Each connection calls `next` back to back until the time is up. */
async function drive(seconds: number, next: (i: number) => Promise<Answer>): Promise<Result> {
  const times: number[] = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      while (performance.now() < end) {
        const a = await next(i);
        times.push(a.ms);
        if (a.status !== 200 || a.code !== 1) failures += 1;
      }
    }),
  );
  const took = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  return {
    answers: times.length,
    failures,
    rps: times.length / took,
    p50: at(0.5),
    p99: at(0.99),
    max: times.at(-1) ?? 0,
  };
}

async function measure(side: { name: string; checkout?: string }) {
  const bff = await startBff({
    env: { WEB_DIST: dist, UPSTREAM_URL: '', DEMO_TEST_MEMBERS: '1' },
    stderr: 'collect',
    ...(side.checkout ? { checkout: side.checkout } : {}),
  });
  try {
    const agents = Array.from({ length: connections }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    const tokens: string[] = [];
    for (const agent of agents) {
      const a = await new Promise<TestMember>((resolve, reject) => {
        const req = request(
          `${bff.origin}${DEMO_MEMBER_PATH}`,
          { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
          (res) => {
            const parts: Buffer[] = [];
            res.on('data', (c: Buffer) => parts.push(c));
            res.on('end', () =>
              resolve((JSON.parse(Buffer.concat(parts).toString('utf8')) as { data: TestMember }).data),
            );
          },
        );
        req.on('error', reject);
        req.end('{}');
      });
      tokens.push(a.token);
    }
    const list = `${endpoints.works.lists.path}?type=model&page=1`;
    // Warm up both paths for 2 s, so JIT and caches are not what is measured.
    await drive(2, (i) => call(bff, agents[i]!, 'GET', list));
    await drive(2, (i) => call(bff, agents[i]!, 'POST', endpoints.works.like.path, tokens[i], { id: 1 + i }));
    const writes = await drive(duration, (i) =>
      call(bff, agents[i]!, 'POST', endpoints.works.like.path, tokens[i], { id: 1 + i }),
    );
    const reads = await drive(duration, (i) => call(bff, agents[i]!, 'GET', list));
    for (const agent of agents) agent.destroy();
    return { writes, reads };
  } finally {
    stopBffs();
  }
}

const results: { name: string; writes: Result; reads: Result }[] = [];
for (const side of sides) results.push({ name: side.name, ...(await measure(side)) });

const f = (n: number) => n.toFixed(n < 10 ? 1 : 0);
console.log(
  `Demo writes and reads: ${connections} connections, ${duration} s each, one BFF in demo mode ` +
    `(load average at the end ${loadavg()[0]!.toFixed(2)})\n`,
);
console.log('  side  kind     answers   failures      rps   p50 ms   p99 ms   max ms');
for (const r of results)
  for (const kind of ['writes', 'reads'] as const) {
    const x = r[kind];
    console.log(
      `  ${r.name.padEnd(5)} ${kind.padEnd(7)} ${String(x.answers).padStart(8)} ${String(x.failures).padStart(10)}` +
        ` ${f(x.rps).padStart(8)} ${f(x.p50).padStart(8)} ${f(x.p99).padStart(8)} ${f(x.max).padStart(8)}`,
    );
  }
const [old, now] = results.length === 2 ? results : [];
if (old && now) {
  console.log('\n  new / old     rps     p99');
  for (const kind of ['writes', 'reads'] as const)
    console.log(
      `  ${kind.padEnd(10)} ${(now[kind].rps / old[kind].rps).toFixed(2).padStart(6)}× ${(now[kind].p99 / old[kind].p99).toFixed(2).padStart(6)}×`,
    );
}
