/**
 * Lighthouse (mobile, simulated throttling) on the main pages, in Debian's chromium, against the static
 * limit page (lib/limit-page.ts): the median of 3 runs per page of the four scores, FCP, LCP, TBT and
 * CLS, the LCP's spread over the runs, and the ratio of the LCP to the limit page's. Asserts nothing.
 *
 *   node bench/lighthouse.ts [--serve] [--dist web/dist] [--runs 3] [--markdown] [--details] [/ /art …]
 *     (--serve, the default) serves a copy of the build (default web/dist) with limit.html added,
 *     from a BFF it starts on a free 127.0.0.1 port with the demo upstream; stops it and deletes the
 *     copy at the end, also on an error or Ctrl-C.
 *   node bench/lighthouse.ts --base http://localhost:3000 [...]
 *     an already-running site; its limit page is measured only if it serves /limit.html.
 *   --cpu N  Lighthouse's CPU slowdown multiplier instead of its default 4×. The default is set for a
 *     high-end desktop (BenchmarkIndex 1500–2000); the end of the output gives the multiplier
 *     Lighthouse's own calculator suggests for the BenchmarkIndex measured, for a run that emulates
 *     the same phone on a slower or faster machine (docs/decisions/013-lighthouse-cpu-calibration.md).
 *
 * Runs go round by round (every page once, then again), so a busy stretch of the machine spreads over
 * the pages instead of landing on one. --markdown prints the table as Markdown; --details prints, per
 * page, the LCP element and its phases and the scripts that cost the most main-thread time, from the
 * run with the median LCP: where the time goes, for whoever works on the figures next.
 */
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { homeBanner, limitPageHtml, LIMIT_PATH, servesLimitPage } from './lib/limit-page.ts';
import { fail, root, startBff, webDist, type Bff } from './lib/processes.ts';
import { median, range } from './lib/stats.ts';
import { formatTable, type Column } from './lib/table.ts';

// /model/1 is an art work (the SPA sends it to /art/1); 286 is the demo's first model.
const PAGES = ['/', '/art', '/model/286', '/blog/4', '/designer/1', '/shop/1'];
/** Tries of one run before it counts as failed. */
const ATTEMPTS = 3;

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string' },
    serve: { type: 'boolean' },
    dist: { type: 'string' },
    runs: { type: 'string', default: '3' },
    markdown: { type: 'boolean', default: false },
    details: { type: 'boolean', default: false },
    cpu: { type: 'string' },
  },
});
if (opts.base && (opts.serve || opts.dist))
  fail('--base measures a running site: it takes no --serve or --dist');
const runs = Number(opts.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20)
  fail(`--runs must be an integer from 1 to 20, got ${opts.runs}`);
const cpu = opts.cpu === undefined ? null : Number(opts.cpu);
if (cpu !== null && !(Number.isFinite(cpu) && cpu >= 1 && cpu <= 20))
  fail(`--cpu must be a number from 1 to 20, got ${opts.cpu}`);
const pages = positionals.length > 0 ? positionals : PAGES;
const bad = pages.find((p) => !p.startsWith('/'));
if (bad) fail(`a page is a path starting with "/", got "${bad}"`);
const lighthouseVersion = (
  JSON.parse(readFileSync(path.join(root, 'bench/node_modules/lighthouse/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** One Lighthouse run: scores 0–100, times in ms; NaN where Lighthouse gave no figure. */
interface Run {
  perf: number;
  a11y: number;
  best: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
  /** With --details: what the run says about where the time went. */
  details: string[];
}
interface Page {
  path: string;
  label: string;
  runs: Run[];
  errors: string[];
}

interface DetailItems {
  items?: Record<string, unknown>[];
}
/** The table rows of an audit's details, when it has some. */
const rows = (audit: { details?: unknown } | undefined) =>
  ((audit?.details ?? {}) as DetailItems).items ?? [];

// ---- serving ------------------------------------------------------------------------------------------

let workDir: string | null = null;
let bff: Bff | null = null;
/** Deletes the copy of the build; runs on exit too (an error, Ctrl-C), and again harmlessly. */
function removeWorkDir() {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  workDir = null;
}
process.on('exit', removeWorkDir);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

async function stopBff() {
  const child = bff?.child;
  bff = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill();
  const timer = new Promise((r) => setTimeout(r, 5_000).unref());
  // A BFF still draining connections after 5 s is not waited for.
  if ((await Promise.race([exited.then(() => 'exited'), timer])) !== 'exited') child.kill('SIGKILL');
}

/** Where the copy of the build is, while serving. */
let copy = '';
/** How many times a BFF was started again because it had ended during the runs. */
let restarts = 0;

async function startServing(): Promise<string> {
  const dir = workDir!;
  bff = await startBff({
    env: { WEB_DIST: copy, UPSTREAM_URL: '', CDN_URL: '', DATA_DIR: path.join(dir, 'data') },
    logFile: path.join(dir, 'bff.log'),
  });
  return bff.origin;
}

/** Copies the build to a temp dir, starts a BFF on it, adds the limit page; gives the site's origin. */
async function serve(): Promise<{ origin: string; note: string }> {
  const dist = webDist(opts.dist);
  workDir = mkdtempSync(path.join(tmpdir(), 'zaowu-lighthouse-'));
  copy = path.join(workDir, 'dist');
  cpSync(dist, copy, { recursive: true });
  const origin = await startServing();
  const banner = await homeBanner(origin);
  writeFileSync(path.join(copy, LIMIT_PATH.slice(1)), limitPageHtml(banner));
  return {
    origin,
    note: `a BFF (demo upstream) serving a copy of ${dist} plus ${LIMIT_PATH} (the banner ${banner.image})`,
  };
}

/**
 * The origin to measure. When serving, after a failed run, and the BFF has ended or no longer answers
 * /healthz (on a shared machine something else may stop it), a new one on the same copy: one stray
 * signal costs a run, not the whole bench.
 */
async function liveOrigin(base: string, afterFailure: boolean): Promise<string> {
  if (!bff || !afterFailure) return base;
  const healthy =
    bff.exited === null &&
    (await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
      (res) => res.ok,
      () => false,
    ));
  if (healthy) return base;
  console.error(
    `⚠ the BFF ${bff.exited ? `ended (${bff.exited})` : 'does not answer /healthz'}; starting another`,
  );
  await stopBff();
  restarts += 1;
  if (restarts > 3) throw new Error('the BFF stopped more than 3 times');
  return startServing();
}

/** One plain request per page: the BFF's caches and JIT are warm, as on a serving site. */
async function warmUp(base: string, paths: string[]) {
  for (const p of paths) {
    const res = await fetch(`${base}${p}`, { signal: AbortSignal.timeout(30_000) });
    await res.body?.cancel();
    if (!res.ok) console.error(`⚠ ${p} answers HTTP ${res.status}`);
  }
}

// ---- measuring ----------------------------------------------------------------------------------------

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The chromium of the run under way, to stop if the script ends in the middle of it. */
let chrome: chromeLauncher.LaunchedChrome | null = null;
async function stopChrome() {
  const running = chrome;
  chrome = null;
  await running?.kill();
}

/** One run in a chromium of its own (as Lighthouse's CLI does): no state carried from run to run. */
async function measure(url: string, details: boolean, base: string): Promise<Run> {
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  let result;
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Merged into the mobile preset: only the CPU multiplier changes.
      ...(cpu === null ? {} : { throttling: { cpuSlowdownMultiplier: cpu } }),
    });
  } finally {
    await stopChrome();
  }
  if (!result) throw new Error('no result');
  const { categories, audits, runtimeError, environment } = result.lhr;
  if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
  const score = (s: number | null | undefined) => (s == null ? NaN : s * 100);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  const lines: string[] = [];
  if (details) {
    const ms = (v: unknown) => `${Math.round(Number(v))} ms`;
    // The LCP breakdown insight: a list of the table of its phases and the element (a node item).
    for (const entry of rows(audits['lcp-breakdown-insight']) as (DetailItems & { snippet?: string })[]) {
      if (entry.snippet) lines.push(`LCP element ${entry.snippet.slice(0, 140)}`);
      for (const item of entry.items ?? []) {
        lines.push(`  ${String(item.label ?? item.subpart).padEnd(24)} ${ms(item.duration)}`);
      }
    }
    for (const [id, category] of Object.entries(categories)) {
      if (id === 'performance') continue;
      const lost = category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      if (lost.length > 0) lines.push(`${id} lost on: ${lost.join(', ')}`);
    }
    for (const script of rows(audits['bootup-time']).slice(0, 5)) {
      lines.push(`main thread ${ms(script.total).padStart(8)}  ${String(script.url).replace(base, '')}`);
    }
    // The tasks TBT counts (each one's part over 50 ms), with the script Lighthouse lays them on.
    for (const task of rows(audits['long-tasks'])) {
      const at = `at ${ms(task.startTime)}`.padStart(11);
      lines.push(`long task ${ms(task.duration).padStart(8)} ${at}  ${String(task.url).replace(base, '')}`);
    }
    for (const group of rows(audits['mainthread-work-breakdown']).slice(0, 6)) {
      lines.push(`work ${ms(group.duration).padStart(8)}  ${String(group.groupLabel ?? group.group)}`);
    }
  }
  return {
    perf: score(categories.performance?.score),
    a11y: score(categories.accessibility?.score),
    best: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: environment.benchmarkIndex,
    details: lines,
  };
}

const int = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : '–');

/**
 * The CPU slowdown that emulates Lighthouse's target phone on a machine of this BenchmarkIndex: the
 * formula of the calculator Lighthouse's docs point to (docs/throttling.md, "Calibrating the CPU
 * slowdown"; lighthouse-cpu-throttling-calculator): 1300 → 3×, 1533 → 4×, 2000 → 6×, 800 → 2×.
 */
function calibratedMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '–');

try {
  let base: string;
  let note: string;
  if (opts.base) {
    base = opts.base.replace(/\/+$/, '');
    note = 'a running site';
  } else {
    ({ origin: base, note } = await serve());
  }
  const withLimit = await servesLimitPage(base);
  const measured: Page[] = [
    ...(withLimit ? [{ path: LIMIT_PATH, label: 'static limit page' }] : []),
    ...pages.map((p) => ({ path: p, label: p })),
  ].map((p) => ({ ...p, runs: [], errors: [] }));

  await warmUp(
    base,
    measured.map((p) => p.path),
  );

  const started = performance.now();
  for (let round = 1; round <= runs; round += 1) {
    for (const page of measured) {
      // A failed run (a trace Lighthouse could not read, a BFF ended from outside) is tried twice more.
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        const label = `run ${round}/${runs} ${page.path.padEnd(14)}`;
        try {
          const origin = await liveOrigin(base, attempt > 1);
          if (origin !== base) {
            base = origin;
            await warmUp(
              base,
              measured.map((p) => p.path),
            );
          }
          const run = await measure(`${base}${page.path}`, opts.details, base);
          page.runs.push(run);
          console.error(`${label} perf ${int(run.perf).padStart(3)}  LCP ${seconds(run.lcp)} s`);
          break;
        } catch (err) {
          const message = (err as Error).message;
          console.error(`${label} failed: ${message}`);
          if (attempt === ATTEMPTS) page.errors.push(message.split(': ')[0]!);
        }
      }
    }
  }
  const minutes = (performance.now() - started) / 60_000;

  const med = (page: Page, key: Exclude<keyof Run, 'details'>) => median(page.runs.map((r) => r[key]));
  const limitLcp = withLimit ? med(measured[0]!, 'lcp') : NaN;
  const columns: Column[] = [
    { title: 'page' },
    { title: 'perf', right: true },
    { title: 'a11y', right: true },
    { title: 'best', right: true },
    { title: 'SEO', right: true },
    { title: 'FCP s', right: true },
    { title: 'LCP s', right: true },
    { title: 'LCP min–max', right: true },
    { title: 'LCP/limit', right: true },
    { title: 'TBT ms', right: true },
    { title: 'CLS', right: true },
  ];
  const table = measured.map((page) => {
    const lcp = med(page, 'lcp');
    const spread = range(page.runs.map((r) => r.lcp));
    const cls = med(page, 'cls');
    return [
      opts.markdown && page.path !== LIMIT_PATH ? `\`${page.label}\`` : page.label,
      int(med(page, 'perf')),
      int(med(page, 'a11y')),
      int(med(page, 'best')),
      int(med(page, 'seo')),
      seconds(med(page, 'fcp')),
      seconds(lcp),
      Number.isFinite(spread.min) ? `${seconds(spread.min)}–${seconds(spread.max)}` : '–',
      Number.isFinite(lcp / limitLcp) ? `${(lcp / limitLcp).toFixed(2)}×` : '–',
      int(med(page, 'tbt')),
      Number.isFinite(cls) ? cls.toFixed(3) : '–',
    ];
  });

  const benchmarkIndex = median(measured.flatMap((p) => p.runs.map((r) => r.benchmarkIndex)));
  console.log(
    `Lighthouse ${lighthouseVersion} (mobile, simulated throttling) in ${chromePath}, on ${base}: ${note}.`,
  );
  console.log(
    `Median of ${runs} run${runs > 1 ? 's' : ''} per page (round by round, ${minutes.toFixed(1)} min; Lighthouse's BenchmarkIndex of this machine, median ${int(benchmarkIndex)}; CPU slowdown ${cpu ?? 4}×${cpu === null ? ', the default' : ''}).\n`,
  );
  console.log(formatTable(columns, table, opts.markdown));
  console.log(
    '\ntargets: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05; accessibility, best practices, SEO 100',
  );
  if (Number.isFinite(benchmarkIndex))
    console.log(
      `Lighthouse's calculator for BenchmarkIndex ${int(benchmarkIndex)}: ${calibratedMultiplier(benchmarkIndex).toFixed(1)}× emulates its target phone here (--cpu)`,
    );
  if (!withLimit)
    console.log(`no limit page: ${base}${LIMIT_PATH} is not the bench's limit page, so no LCP/limit ratio`);
  for (const page of measured.filter((p) => p.errors.length > 0)) {
    console.log(
      `⚠ ${page.path}: ${page.errors.length} run(s) failed ${ATTEMPTS} times (${[...new Set(page.errors)].join(', ')}); its figures are of ${page.runs.length} run(s)`,
    );
  }
  if (restarts > 0) console.log(`⚠ the BFF ended during the runs and was started again ${restarts} time(s)`);
  if (opts.details) {
    for (const page of measured) {
      const lcp = med(page, 'lcp');
      const run = [...page.runs].sort((a, b) => Math.abs(a.lcp - lcp) - Math.abs(b.lcp - lcp))[0];
      if (!run) continue;
      console.log(`\n${page.path} (the run with LCP ${seconds(run.lcp)} s, FCP ${seconds(run.fcp)} s)`);
      for (const line of run.details) console.log(`  ${line}`);
    }
  }
} finally {
  await stopChrome();
  await stopBff();
  removeWorkDir();
}
