/**
 * Processes an e2e spec starts for itself (the scale-out fleet, the spec-only site): started with
 * their output in a log file, waited for until they answer, stopped together, and never outliving
 * the run (killed at the worker's exit if afterAll did not run).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Proc {
  name: string;
  child: ChildProcess;
  log: string;
  /** Resolves with the exit code, or the signal's name when a signal ended it (or why it never ran). */
  exited: Promise<number | string>;
  done: boolean;
}

const procs: Proc[] = [];

/** Last resort if the worker exits without afterAll: no copy, no nginx outlives the run. */
function killAll(): void {
  for (const p of procs) {
    if (p.done || !p.child.pid) continue;
    try {
      // nginx runs in its own process group (master + worker): kill the group.
      process.kill(p.name === 'nginx' ? -p.child.pid : p.child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
process.on('exit', killAll);

export function start(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  dir: string,
): Proc {
  const log = path.join(dir, `${name}.log`);
  const fd = openSync(log, 'a');
  const child = spawn(command, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', fd, fd],
    detached: name === 'nginx',
  });
  closeSync(fd);
  const proc: Proc = { name, child, log, exited: Promise.resolve(0), done: false };
  proc.exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
    child.once('error', (err) => resolve(`not started: ${err.message}`));
  }).finally(() => (proc.done = true));
  procs.push(proc);
  return proc;
}

export const running = (p: Proc) => !p.done;

export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Polls `check` every 50 ms until it is true; throws `explain()` after `timeoutMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  explain: () => string,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(explain());
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

export async function ready(proc: Proc, url: string): Promise<void> {
  await until(
    async () => {
      if (!running(proc)) {
        throw new Error(`${proc.name} ended (${await proc.exited}) before it was ready:\n${tail(proc.log)}`);
      }
      return answers(url);
    },
    45_000,
    () => `${proc.name} not ready at ${url}:\n${tail(proc.log)}`,
  );
}

/** Stops every process this worker started: SIGTERM (a BFF drains, nginx shuts down), then SIGKILL after 12 s. */
export async function stopAll(): Promise<void> {
  for (const p of procs) if (running(p)) p.child.kill('SIGTERM');
  const stopped = await Promise.race([
    Promise.all(procs.map((p) => p.exited)).then(() => true),
    new Promise<false>((r) => setTimeout(() => r(false), 12_000)),
  ]);
  if (!stopped) killAll();
}
