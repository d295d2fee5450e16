/**
 * Shared by the bench scripts: start BFF child processes on free ports and stop every one of them when
 * the script ends, however it ends; read a process's memory and CPU time from /proc (Linux only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Prints a one-line reason and exits 1: for a precondition, where a stack trace says nothing more. */
export function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/** The SPA build to serve (--dist, default web/dist); exits with a clear message if it is not built. */
export function webDist(arg: string | undefined): string {
  const dist = arg ? path.resolve(arg) : path.join(root, 'web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    fail(`no SPA build at ${dist} (index.html missing): run \`pnpm run build\` first, or pass --dist <dir>`);
  }
  return dist;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

// ---- BFF children ------------------------------------------------------------------------------------

export interface Bff {
  child: ChildProcess;
  pid: number;
  port: number;
  /** http://127.0.0.1:<port>, no trailing slash. */
  origin: string;
  /** With stderr 'collect': how many lines the BFF wrote to stderr, and the first few. */
  stderr: { lines: number; first: string[] };
  /** Set if the process ended while the script still needed it: the exit code or signal. */
  exited: string | null;
  /** The NODE_OPTIONS it runs with ('' for none). */
  nodeOptions: string;
}

export interface BffOptions {
  /** Added to this process's environment; PORT and HOST are set here. UPSTREAM_URL '' = demo mode. */
  env: Record<string, string>;
  /** 'inherit' passes the BFF's stderr through; 'collect' counts it and keeps the first lines. */
  stderr?: 'inherit' | 'collect';
  /**
   * NODE_OPTIONS for the child, after any in this process's environment: default BFF_NODE_OPTIONS,
   * what production runs with; '' for Node's own defaults (to compare).
   */
  nodeOptions?: string;
  /** Where its JSON request log goes; default a new file under the OS temp dir (left there to read). */
  logFile?: string;
  /**
   * The checkout whose bff/src/server.ts runs (with its own node_modules): default this one. Another
   * worktree of an older commit measures the code before a change in the same run.
   */
  checkout?: string;
}

/**
 * The V8 heap settings the BFF runs with in production: Dockerfile, deploy/zaowu-bff.service and
 * scripts/zaowu.mjs set the same NODE_OPTIONS (keep them in step). On a machine with several GB, V8
 * otherwise lets the young generation grow to 2 × 64 MB and the old generation to 4× its live size
 * under load, and Node 24's V8 gives those pages back only ~100 s after the last GC (its memory
 * reducer never sees the process as idle), so a burst of traffic left the BFF holding ~2× its RSS.
 * 16 MB semi-spaces and a 1 GB old space (whose growth factor V8 scales down with the limit) keep
 * the heap close to what is live: in the soak, idle RSS 1.3× its start instead of 2×, peak about
 * halved, for roughly 10–15% more CPU per request at saturation (more, smaller GCs). The limit is
 * also the JS heap's ceiling, far above the ~170 MB the sitemaps of 1,000,000 items peak at.
 */
export const BFF_NODE_OPTIONS = '--max-semi-space-size=16 --max-old-space-size=1024';

const KEEP_STDERR_LINES = 5;
const children = new Set<ChildProcess>();
/** How each BFF started here ended, by pid, for a clear message when /proc no longer has it. */
const endings = new Map<number, string>();
let handlersInstalled = false;

/** Stops every BFF started here. Runs on exit too; calling it again is harmless. */
export function stopBffs(): void {
  for (const child of children) child.kill();
  children.clear();
}

function installExitHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  // 'exit' also runs after an uncaught error or a rejected top-level await.
  process.on('exit', stopBffs);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
}

/**
 * The child ends as soon as its stdin closes, which happens when this process dies in any way, even
 * by SIGKILL when no 'exit' handler runs: no BFF is ever left listening after the script is gone.
 */
const EXIT_WITH_PARENT = `data:text/javascript,${encodeURIComponent(
  "process.stdin.on('end', () => process.exit(0)).on('error', () => process.exit(0)).resume();",
)}`;

export async function startBff(options: BffOptions): Promise<Bff> {
  installExitHandlers();
  const port = await freePort();
  const benchDir = mkdtempSync(path.join(tmpdir(), 'zaowu-bench-'));
  const logFile = options.logFile ?? path.join(benchDir, 'bff.log');
  const logFd = openSync(logFile, 'a');
  const nodeOptions = [process.env.NODE_OPTIONS, options.nodeOptions ?? BFF_NODE_OPTIONS];
  const env: Record<string, string | undefined> = {
    ...process.env,
    // A demo upstream keeps its data in a DATA_DIR of its own, never in the checkout's .data/.
    DATA_DIR: path.join(benchDir, 'data'),
    ...options.env,
    // Later flags win: the setting asked for here overrides one inherited from the shell.
    NODE_OPTIONS: nodeOptions.filter(Boolean).join(' '),
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  // BENCH_MEM_LOG=<file>: the child logs its memoryUsage() there (mem-log.ts), and can be told to GC.
  const memLog = env.BENCH_MEM_LOG
    ? ['--expose-gc', '--import', path.join(root, 'bench/lib/mem-log.ts')]
    : [];
  const child = spawn(
    process.execPath,
    ['--import', EXIT_WITH_PARENT, ...memLog, path.join(options.checkout ?? root, 'bff/src/server.ts')],
    {
      env,
      // Its JSON request log goes to a file, as to a log collector in production: a pipe that this
      // process (busy generating load) drains late would stall the BFF on every log line.
      stdio: ['pipe', logFd, options.stderr === 'collect' ? 'pipe' : 'inherit'],
    },
  );
  closeSync(logFd);
  children.add(child);
  const bff: Bff = {
    child,
    pid: child.pid!,
    port,
    origin: `http://127.0.0.1:${port}`,
    stderr: { lines: 0, first: [] },
    exited: null,
    nodeOptions: env.NODE_OPTIONS ?? '',
  };
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    for (const line of text.split('\n').filter(Boolean)) {
      bff.stderr.lines += 1;
      if (bff.stderr.first.length < KEEP_STDERR_LINES) bff.stderr.first.push(line);
    }
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('BFF did not start within 20 s')), 20_000);
    child.once('exit', (code, signal) => {
      bff.exited = signal ?? `code ${code}`;
      endings.set(bff.pid, bff.exited);
      children.delete(child);
      clearTimeout(timer);
      reject(
        new Error(
          `BFF exited with ${bff.exited}${bff.stderr.first.length ? `: ${bff.stderr.first.join(' | ')}` : ''}`,
        ),
      );
    });
    // Ready when it answers /healthz.
    const poll = async () => {
      while (bff.exited === null) {
        const up = await fetch(`${bff.origin}/healthz`).then(
          (res) => res.ok,
          () => false,
        );
        if (up) {
          clearTimeout(timer);
          resolve(bff);
          return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    void poll();
  });
}

// ---- /proc --------------------------------------------------------------------------------------------

function readProc(pid: number, file: string): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    const ending = endings.get(pid);
    throw new Error(`process ${pid} is gone${ending ? ` (the BFF exited with ${ending})` : ''}`, {
      cause: err,
    });
  }
}

/** VmRSS (now) and VmHWM (peak since start or the last resetPeak) of a process, in MB (2^20 bytes). */
export function memory(pid: number): { rss: number; hwm: number } {
  const text = readProc(pid, 'status');
  const field = (name: string) => {
    const kB = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1];
    if (kB === undefined) throw new Error(`process ${pid} has ended (no ${name} in /proc/${pid}/status)`);
    return Number(kB) / 1024;
  };
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** Resets VmHWM to the current RSS; false where the kernel does not allow it. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Clock ticks per second in /proc (USER_HZ): 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const stat = readProc(pid, 'stat');
  // The fields after ") " (the command name may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The whole machine's CPU time so far, in seconds summed over cores: busy and total. */
function machineCpu(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number); // user … steal
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = ticks[3]! + ticks[4]!; // idle + iowait
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

/** CPU time used over a stretch of wall time: per named process, and by the whole machine. */
export interface CpuUse {
  wall: number;
  /** CPU seconds per process name. */
  procs: Record<string, number>;
  machine: { busy: number; total: number };
}

/** Starts measuring CPU use; the function it returns gives the use since then. */
export function cpuMeter(pids: Record<string, number>): () => CpuUse {
  const t0 = performance.now();
  const procs0 = Object.entries(pids).map(([name, pid]) => [name, pid, cpuSeconds(pid)] as const);
  const machine0 = machineCpu();
  return () => {
    const machine = machineCpu();
    return {
      wall: (performance.now() - t0) / 1000,
      procs: Object.fromEntries(procs0.map(([name, pid, cpu0]) => [name, cpuSeconds(pid) - cpu0])),
      machine: { busy: machine.busy - machine0.busy, total: machine.total - machine0.total },
    };
  };
}

export function addCpu(a: CpuUse, b: CpuUse): CpuUse {
  const procs = { ...a.procs };
  for (const [name, cpu] of Object.entries(b.procs)) procs[name] = (procs[name] ?? 0) + cpu;
  return {
    wall: a.wall + b.wall,
    procs,
    machine: { busy: a.machine.busy + b.machine.busy, total: a.machine.total + b.machine.total },
  };
}

/** "load generator 97%, BFF 88% of a core; the machine's 2 cores 99% busy". */
export function cpuText(use: CpuUse): string {
  const perProc = Object.entries(use.procs)
    .map(([name, cpu]) => `${name} ${((cpu / use.wall) * 100).toFixed(0)}%`)
    .join(', ');
  const machine = (use.machine.busy / use.machine.total) * 100;
  return `${perProc} of a core; the machine's ${cpus().length} cores ${machine.toFixed(0)}% busy`;
}

/**
 * A warning when the figures measured the machine more than the server: the load generator near a full
 * core (it is one thread), or every core near full (the server waited for CPU); null otherwise.
 */
export function cpuWarning(use: CpuUse, generator: string): string | null {
  const generatorPercent = ((use.procs[generator] ?? 0) / use.wall) * 100;
  const machinePercent = (use.machine.busy / use.machine.total) * 100;
  const reasons = [
    generatorPercent >= 90 ? `the ${generator} used ${generatorPercent.toFixed(0)}% of a core` : '',
    machinePercent >= 90 ? `the machine's cores were ${machinePercent.toFixed(0)}% busy` : '',
  ].filter(Boolean);
  return reasons.length
    ? `⚠ ${reasons.join(' and ')}: these figures are limited by CPU, not only by the BFF`
    : null;
}
