/**
 * Soak: one BFF process (demo mode) under 500 concurrent connections for 60 s on static and proxied
 * paths at once: the SPA shell `/`, the hashed entry script named in index.html, and a public API read
 * (GET /api/v1.works/lists?type=model: the /api route, answered by the in-process demo upstream; the
 * cost of a real upstream hop is what proxy-overhead.ts measures). Prints per path: responses, rps,
 * errors (socket errors and timeouts, >10 s), non-2xx, latency p50/p99/max; and the BFF's memory:
 * VmRSS after a warm-up, right after the soak, its peak (VmHWM, reset after the warm-up, and the
 * largest VmRSS sampled every 250 ms), and again after 10 s idle, to see whether it comes back.
 * The load is three autocannon instances in this process, running together, the connections split
 * evenly among the paths (500 = 167 + 167 + 166): a single instance with a `requests` array would give
 * one latency histogram for all three paths and make each connection wait for its API answer before
 * asking for the next static file, so a slow path would hide in a fast average. The three instances
 * share this process's one event loop, so the load generator is the same single thread as one
 * 500-connection instance. It runs on the same machine as the BFF (2 cores here): the CPU each used is
 * printed, and a generator near 100% of a core is measuring itself as much as the BFF. Linux only (/proc).
 * The BFF runs with the NODE_OPTIONS production uses (BFF_NODE_OPTIONS in lib/processes.ts, V8 heap
 * bounds); --node-options '' runs it with Node's defaults instead, to compare. To see where the memory
 * goes, BENCH_MEM_LOG=<file> has the BFF log its heap spaces, Buffers and zlib streams (lib/mem-log.ts).
 *   node bench/soak.ts [--duration <s>] [--connections <n>] [--node-options <flags>] [--dist <dir>]
 *   (default 60 s, 500 connections, at least 3; default web/dist)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { endpoints } from '@zaowu/shared';
import { cannon, summarize, type Options, type Run } from './lib/autocannon.ts';
import {
  BFF_NODE_OPTIONS,
  cpuMeter,
  cpuText,
  cpuWarning,
  fail,
  memory,
  resetPeak,
  startBff,
  stopBffs,
  webDist,
} from './lib/processes.ts';

const WARM_UP_S = 3;
const WARM_UP_CONNECTIONS = 10; // per path
const IDLE_S = 10;
const SAMPLE_MS = 250;
const TIMEOUT_S = 10;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '500' },
    'node-options': { type: 'string', default: BFF_NODE_OPTIONS },
    dist: { type: 'string' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
if (!(duration >= 1)) fail('--duration must be a number of seconds, at least 1');
if (!Number.isInteger(connections) || connections < 3) fail('--connections must be a whole number ≥ 3');
const dist = webDist(args.dist);

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
// The entry script is in the shell's start list (it loads after the first paint).
const entry = /"entry":"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
if (!entry) fail(`no start list with "entry":"/assets/….js" in ${path.join(dist, 'index.html')}`);

const paths = [
  { name: 'shell', path: '/' },
  { name: 'asset', path: entry },
  { name: 'api', path: `${endpoints.works.lists.path}?type=model&page=1` },
];
// The connections split evenly, the first paths taking the remainder.
const share = (i: number) =>
  Math.floor(connections / paths.length) + (i < connections % paths.length ? 1 : 0);

try {
  const bff = await startBff({
    env: { WEB_DIST: dist, UPSTREAM_URL: '' },
    stderr: 'collect',
    nodeOptions: args['node-options'],
  });
  const options = (i: number, seconds: number, conns = share(i)): Options => ({
    url: `${bff.origin}${paths[i]!.path}`,
    connections: conns,
    duration: seconds,
    timeout: TIMEOUT_S,
  });

  const sizes: number[] = [];
  for (const { path: p } of paths) {
    const res = await fetch(`${bff.origin}${p}`);
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) fail(`GET ${p} answered ${res.status} before the soak`);
    sizes.push(bytes);
  }

  await Promise.all(paths.map((_, i) => cannon(options(i, WARM_UP_S, WARM_UP_CONNECTIONS))));
  await sleep(1000);
  const peakReset = resetPeak(bff.pid);
  const before = memory(bff.pid);

  let sampledPeak = before.rss;
  const sampler = setInterval(() => {
    try {
      sampledPeak = Math.max(sampledPeak, memory(bff.pid).rss);
    } catch {
      // The BFF is gone: reading its memory after the soak says so.
    }
  }, SAMPLE_MS);
  const meter = cpuMeter({ 'load generator': process.pid, BFF: bff.pid });
  const runs: Run[] = await Promise.all(paths.map((_, i) => cannon(options(i, duration)))).finally(() =>
    clearInterval(sampler),
  );
  const cpu = meter();
  const after = memory(bff.pid);
  sampledPeak = Math.max(sampledPeak, after.rss);
  await sleep(IDLE_S * 1000);
  const idle = memory(bff.pid);

  // ---- the report ----------------------------------------------------------------------------------

  console.log(
    `Soak: ${connections} connections for ${duration} s on one BFF (demo mode) at ${bff.origin}, ` +
      `after a ${WARM_UP_S} s warm-up`,
  );
  console.log(`BFF NODE_OPTIONS: ${bff.nodeOptions || "(none: Node's defaults)"}\n`);
  paths.forEach(({ name, path: p }, i) =>
    console.log(`  ${name.padEnd(6)} ${p.padEnd(40)} ${sizes[i]} bytes`),
  );
  console.log(
    '\n          conns   responses      rps   p50 ms   p99 ms   max ms   errors (timeouts)   non-2xx',
  );
  const summaries = runs.map((run, i) => summarize([run], options(i, duration)));
  let failures = 0;
  summaries.forEach((r, i) => {
    failures += r.errors + r.non2xx;
    console.log(
      `  ${paths[i]!.name.padEnd(6)} ${String(share(i)).padStart(6)} ${String(r.requests).padStart(11)}` +
        ` ${r.rps.toFixed(0).padStart(8)} ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(8)}` +
        ` ${String(r.latency.max).padStart(8)} ${`${r.errors} (${r.timeouts})`.padStart(19)} ${String(r.non2xx).padStart(9)}`,
    );
  });
  summaries.forEach((r, i) => {
    if (r.errorCodes) console.log(`  ${paths[i]!.name} errors: ${r.errorCodes}`);
    if (r.non2xxCodes) console.log(`  ${paths[i]!.name} non-2xx: ${r.non2xxCodes}`);
  });
  const total = summaries.reduce((sum, r) => sum + r.requests, 0);
  const seconds = Math.max(...summaries.map((r) => r.seconds));
  console.log(`  all paths: ${total} responses, ${(total / seconds).toFixed(0)} rps`);

  const mb = (n: number) => `${n.toFixed(1).padStart(7)} MB`;
  console.log(`\n  BFF RSS   before ${mb(before.rss)}   (after the warm-up)`);
  console.log(
    `            peak   ${mb(after.hwm)}   (VmHWM${peakReset ? ', reset after the warm-up' : ', since start: clear_refs failed'})`,
  );
  console.log(`            peak   ${mb(sampledPeak)}   (largest VmRSS sampled every ${SAMPLE_MS} ms)`);
  console.log(`            after  ${mb(after.rss)}   (as the soak ended)`);
  console.log(`            idle   ${mb(idle.rss)}   (${IDLE_S} s later, no requests)`);

  console.log(`\n  CPU during the soak: ${cpuText(cpu)}.`);
  console.log(
    '  The load generator (this process, one thread) and the BFF run on the same machine and share its cores,' +
      ' with anything else it is running.',
  );
  const warning = cpuWarning(cpu, 'load generator');
  if (warning) console.log(`  ${warning}`);
  if (bff.exited) {
    console.log(`  ✖ the BFF exited during the run (${bff.exited})`);
    failures += 1;
  }
  if (bff.stderr.lines > 0) {
    console.log(
      `  the BFF wrote ${bff.stderr.lines} lines to stderr; first: ${bff.stderr.first.join(' | ')}`,
    );
  }
  if (failures > 0) process.exitCode = 1;
} catch (err) {
  console.error(`✖ ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  stopBffs();
}
