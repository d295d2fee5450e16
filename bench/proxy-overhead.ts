/**
 * The BFF's proxy overhead: requests per second and latency of one public API read, the 模型 list
 * (GET /api/v1.works/lists?type=model, first page), asked of an upstream directly and through the
 * BFF's /api proxy, in one run; then the ratios (rps through / direct, p99 through / direct) and the
 * p99 the hop adds, in ms. The upstream is a BFF in demo mode (copy 0: its /api is the demo API from
 * mocks/ behind a real HTTP server); the proxy is a second BFF with UPSTREAM_URL = copy 0 (copy 1), so
 * "through" is "direct" plus one http-proxy-middleware hop over loopback.
 * Both get the same connections; each target is measured for --duration seconds in two halves (whole
 * seconds: autocannon stops on a 1 s tick) in the order direct, through, through, direct, after a
 * warm-up of each, so a drift in the machine's load favours neither; the halves' latency histograms
 * are merged. Checks once that both answers are the same bytes. The load generator (this process) and
 * both BFFs share this machine's cores, and through the proxy the two BFFs compete for them, which
 * separate hosts would not: the CPU each used is printed with the figures. Linux only (/proc).
 *   node bench/proxy-overhead.ts [--duration <s>] [--connections <n>] [--dist <dir>] [--proxy-checkout <dir>] [--tracing]
 *   (default 20 s per target, 50 connections; the SPA build is only served, default web/dist;
 *   --proxy-checkout runs copy 1 from another checkout, e.g. a worktree of the commit before a change
 *   to the proxy's path such as its metrics, so two runs compare the hop's cost before and after;
 *   --tracing turns OpenTelemetry on in copy 1, exporting to a collector in this process that takes
 *   and counts the spans, so the hop's cost includes making and sending them)
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { endpoints } from '@zaowu/shared';
import { cannon, summarize, type Options, type Run, type Summary } from './lib/autocannon.ts';
import {
  addCpu,
  cpuMeter,
  cpuText,
  cpuWarning,
  fail,
  startBff,
  stopBffs,
  webDist,
  type Bff,
  type CpuUse,
} from './lib/processes.ts';

const WARM_UP_S = 3;
const PATH = `${endpoints.works.lists.path}?type=model&page=1`;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    dist: { type: 'string' },
    'proxy-checkout': { type: 'string' },
    tracing: { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
if (!(duration >= 2)) fail('--duration must be a number of seconds, at least 2');
if (!Number.isInteger(connections) || connections < 1) fail('--connections must be a whole number ≥ 1');
const dist = webDist(args.dist);

type Target = 'direct' | 'through';
const ORDER: Target[] = ['direct', 'through', 'through', 'direct'];

async function body(url: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(url);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** An OTLP/HTTP collector that takes the spans and counts the batches and bytes (for --tracing). */
const collected = { batches: 0, bytes: 0 };
const collector = args.tracing
  ? createServer((req, res) => {
      req.on('data', (chunk: Buffer) => (collected.bytes += chunk.length));
      req.on('end', () => {
        collected.batches++;
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    })
  : null;
if (collector) await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
const tracingEnv: Record<string, string> = collector
  ? { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}` }
  : {};

try {
  const upstream = await startBff({ env: { WEB_DIST: dist, UPSTREAM_URL: '' }, stderr: 'collect' });
  const proxy = await startBff({
    env: { WEB_DIST: dist, UPSTREAM_URL: upstream.origin, ...tracingEnv },
    stderr: 'collect',
    ...(args['proxy-checkout'] ? { checkout: args['proxy-checkout'] } : {}),
  });
  const bffs: Record<string, Bff> = { 'copy 0': upstream, 'copy 1': proxy };
  const urls: Record<Target, string> = {
    direct: `${upstream.origin}${PATH}`,
    through: `${proxy.origin}${PATH}`,
  };

  // Sanity: the same answer both ways, byte for byte.
  const direct = await body(urls.direct);
  const through = await body(urls.through);
  const same = direct.bytes.equals(through.bytes);
  if (direct.status !== 200 || through.status !== 200 || !same) process.exitCode = 1;
  if (direct.status !== 200) fail(`GET ${PATH} on copy 0 answered ${direct.status}: ${direct.bytes}`);

  const options = (target: Target, seconds: number): Options => ({
    url: urls[target],
    connections,
    duration: seconds,
  });
  for (const target of ['direct', 'through'] as const) await cannon(options(target, WARM_UP_S));

  const runs: Record<Target, Run[]> = { direct: [], through: [] };
  const cpu: Partial<Record<Target, CpuUse>> = {};
  const pids = { 'load generator': process.pid, 'copy 0': upstream.pid, 'copy 1': proxy.pid };
  for (const target of ORDER) {
    const meter = cpuMeter(pids);
    runs[target].push(await cannon(options(target, Math.ceil(duration / 2))));
    const use = meter();
    cpu[target] = cpu[target] ? addCpu(cpu[target], use) : use;
  }
  const results: Record<Target, Summary> = {
    direct: summarize(runs.direct, options('direct', duration)),
    through: summarize(runs.through, options('through', duration)),
  };

  // ---- the report ----------------------------------------------------------------------------------

  const { direct: d, through: t } = results;
  console.log(
    `Proxy overhead: GET ${PATH}, ${connections} connections, each target measured ` +
      `${d.seconds.toFixed(0)} / ${t.seconds.toFixed(0)} s in two halves (${ORDER.join(', ')}), ` +
      `after a ${WARM_UP_S} s warm-up of each\n`,
  );
  console.log(`  direct    ${upstream.origin}  copy 0: BFF in demo mode, its /api the upstream`);
  console.log(
    `  through   ${proxy.origin}  copy 1: BFF with UPSTREAM_URL = copy 0` +
      (args['proxy-checkout'] ? `, from ${args['proxy-checkout']}` : '') +
      (collector ? ', tracing on (OTLP/HTTP to a collector in this process)' : ''),
  );
  if (collector)
    console.log(
      `  spans     ${collected.batches} batches, ${(collected.bytes / 1024).toFixed(0)} KiB sent so far`,
    );
  console.log(
    `  sanity    ${direct.status} / ${through.status}, ` +
      (same
        ? `identical bodies (${direct.bytes.length} bytes)`
        : `✖ bodies differ: direct ${direct.bytes.length} bytes, through ${through.bytes.length} bytes`),
  );

  console.log(
    `\n            responses      rps   p50 ms   p99 ms   max ms   errors (timeouts)   non-2xx   rps per half`,
  );
  for (const target of ['direct', 'through'] as const) {
    const r = results[target];
    const perHalf = runs[target].map((run) => (run.raw.totalCompletedRequests / run.raw.duration).toFixed(0));
    console.log(
      `  ${target.padEnd(8)} ${String(r.requests).padStart(11)} ${r.rps.toFixed(0).padStart(8)}` +
        ` ${String(r.latency.p50).padStart(8)} ${String(r.latency.p99).padStart(8)} ${String(r.latency.max).padStart(8)}` +
        ` ${`${r.errors} (${r.timeouts})`.padStart(18)} ${String(r.non2xx).padStart(9)}   ${perHalf.join(', ')}`,
    );
  }
  for (const target of ['direct', 'through'] as const) {
    const r = results[target];
    if (r.errorCodes) console.log(`  ${target} errors: ${r.errorCodes}`);
    if (r.non2xxCodes) console.log(`  ${target} non-2xx: ${r.non2xxCodes}`);
  }

  console.log(`\n  ratio     rps through / direct  ${(t.rps / d.rps).toFixed(2)}`);
  console.log(`            p99 through / direct  ${(t.latency.p99 / d.latency.p99).toFixed(2)}`);
  console.log(
    `  added     p99 ${t.latency.p99 - d.latency.p99 >= 0 ? '+' : ''}${t.latency.p99 - d.latency.p99} ms` +
      `, p50 ${t.latency.p50 - d.latency.p50 >= 0 ? '+' : ''}${t.latency.p50 - d.latency.p50} ms` +
      ' (latency has whole-ms resolution)',
  );

  console.log('\n  CPU while measuring (all on this machine, with anything else it is running):');
  console.log(`    direct   ${cpuText(cpu.direct!)}`);
  console.log(`    through  ${cpuText(cpu.through!)}`);
  for (const target of ['direct', 'through'] as const) {
    const warning = cpuWarning(cpu[target]!, 'load generator');
    if (warning) console.log(`    ${target}: ${warning}`);
  }

  for (const [name, bff] of Object.entries(bffs)) {
    if (bff.exited) {
      console.log(`  ✖ ${name} exited during the run (${bff.exited})`);
      process.exitCode = 1;
    }
    if (bff.stderr.lines > 0) {
      console.log(
        `  ${name} wrote ${bff.stderr.lines} lines to stderr; first: ${bff.stderr.first.join(' | ')}`,
      );
    }
  }
  if (d.errors + d.non2xx + t.errors + t.non2xx > 0) process.exitCode = 1;
} catch (err) {
  console.error(`✖ ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  stopBffs();
  collector?.close();
}
