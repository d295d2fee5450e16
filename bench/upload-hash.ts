/**
 * MD5 throughput of the upload engine's hashing Web Worker (hash.worker-*.js from a production build,
 * spark-md5 over 5 MiB slices) on a file of random bytes, against `md5sum` on the same file (second
 * of two runs, warm cache), and the page's long tasks (≥ 50 ms) while the worker hashes. The build
 * is served by the BFF (demo upstream) and opened in Debian's chromium through Playwright; the file
 * goes in through an <input type=file>, as a user's would. MB = 2^20 bytes.
 * Build first (`pnpm run build`), then:  node bench/upload-hash.ts [--dist <dir>] [--size <MB>]
 *   (default web/dist, 256 MB; the file is written to a temp dir and removed afterwards)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { randomFillSync } from 'node:crypto';
import { chromium } from 'playwright-core';

const LONG_TASK_MS = 50;
const MB = 1024 * 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: { dist: { type: 'string' }, size: { type: 'string', default: '256' } },
});
const dist = args.dist ? path.resolve(args.dist) : path.join(root, 'web/dist');
const sizeMb = Number(args.size);
if (!Number.isInteger(sizeMb) || sizeMb < 1) throw new Error(`--size must be a whole number of MB`);
const bytes = sizeMb * MB;

/** The worker chunk, wherever the build put it (assets/ or builds/<id>/…). */
function findWorker(dir: string): string {
  const found = (readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
    /(^|\/)hash\.worker-[^/]*\.js$/.test(f),
  );
  if (found.length !== 1) throw new Error(`expected one hash.worker-*.js in ${dir}, found ${found.length}`);
  return found[0]!.split(path.sep).join('/');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'zaowu-upload-hash-'));
process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the BFF on the build; resolves once it says it is listening. */
function startBff(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'bff/src/server.ts')], {
    env: {
      ...process.env,
      WEB_DIST: dist,
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_URL: '',
      // Its own demo data, wiped at exit: never the checkout's .data/.
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('BFF did not start within 20 s')), 20_000);
    child.once('exit', (code) => reject(new Error(`BFF exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
  });
}

function writeRandomFile(file: string) {
  const fd = openSync(file, 'w');
  const buf = Buffer.allocUnsafe(8 * MB);
  try {
    for (let left = bytes; left > 0; left -= buf.length) {
      const n = Math.min(left, buf.length);
      writeSync(fd, randomFillSync(buf, 0, n), 0, n);
    }
  } finally {
    closeSync(fd);
  }
}

function timeMd5sum(file: string): { ms: number; hex: string } {
  let result = { ms: 0, hex: '' };
  for (let run = 0; run < 2; run++) {
    const t0 = performance.now();
    const out = execFileSync('md5sum', [file], { encoding: 'utf8' });
    result = { ms: performance.now() - t0, hex: out.split(' ')[0]! };
  }
  return result;
}

interface LongTask {
  start: number;
  duration: number;
}
type BenchWindow = Window & { __longTasks: LongTask[] };

const workerFile = findWorker(dist);
const tmp = mkdtempSync(path.join(tmpdir(), 'zaowu-upload-hash-'));
const children: ChildProcess[] = [];
function cleanUp() {
  for (const child of children.splice(0)) child.kill();
  rmSync(tmp, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

try {
  const file = path.join(tmp, `random-${sizeMb}mb.bin`);
  writeRandomFile(file);
  const md5sum = timeMd5sum(file);

  const port = await freePort();
  children.push(await startBff(port));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as BenchWindow;
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
    await page.waitForTimeout(1000); // let the SPA settle, so its start-up tasks stay out of the window
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.type = 'file';
      input.id = 'bench-file';
      document.body.append(input);
    });
    await page.setInputFiles('#bench-file', file);

    const run = await page.evaluate(async (workerUrl) => {
      const file = document.querySelector<HTMLInputElement>('#bench-file')!.files![0]!;
      const worker = new Worker(workerUrl, { type: 'module' });
      let progress = 0;
      const t0 = performance.now();
      const hex = await new Promise<string>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<{ type: string; hex?: string; message?: string }>) => {
          if (event.data.type === 'progress') progress++;
          else if (event.data.type === 'done') resolve(event.data.hex!);
          else reject(new Error(event.data.message));
        };
        worker.onerror = (event) => reject(new Error(event.message || 'worker failed'));
        worker.postMessage({ file });
      });
      const t1 = performance.now();
      worker.terminate();
      await new Promise((r) => setTimeout(r, 200)); // the observer reports a task after it ends
      const tasks = (window as unknown as BenchWindow).__longTasks.filter(
        (t) => t.start < t1 && t.start + t.duration > t0,
      );
      return { ms: t1 - t0, hex, progress, tasks };
    }, `/${workerFile}`);

    const mbps = (ms: number) => (sizeMb / (ms / 1000)).toFixed(1);
    const longest = Math.max(0, ...run.tasks.map((t) => t.duration));
    console.log(`Upload hashing: ${workerFile} in chromium ${browser.version()} (headless) vs md5sum\n`);
    console.log(`  file      ${sizeMb} MB of random bytes (${bytes} bytes)`);
    console.log(
      `  worker    ${(run.ms / 1000).toFixed(2).padStart(6)} s  ${mbps(run.ms).padStart(7)} MB/s  (post → done, ${run.progress} progress messages)`,
    );
    console.log(
      `  md5sum    ${(md5sum.ms / 1000).toFixed(2).padStart(6)} s  ${mbps(md5sum.ms).padStart(7)} MB/s  (second of two runs, warm cache)`,
    );
    console.log(`  ratio     ${(md5sum.ms / run.ms).toFixed(2)}× md5sum's throughput`);
    console.log(
      `  md5       ${run.hex} ${run.hex === md5sum.hex ? '(matches md5sum)' : `✖ md5sum says ${md5sum.hex}`}`,
    );
    console.log(
      `  page      ${run.tasks.length === 0 ? `no main-thread task ≥ ${LONG_TASK_MS} ms` : `longest main-thread task ${Math.round(longest)} ms; ${run.tasks.length} long task(s) ≥ ${LONG_TASK_MS} ms`} while hashing`,
    );
    if (run.hex !== md5sum.hex) process.exitCode = 1;
  } finally {
    await browser.close();
  }
} finally {
  cleanUp();
}
