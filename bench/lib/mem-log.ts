/**
 * Preloaded into a BFF child (`node --import`) by startBff when BENCH_MEM_LOG names a file: appends a
 * JSON line about the child's memory to it every BENCH_MEM_LOG_MS (default 1000), and on SIGUSR2 runs
 * a full GC (the child gets --expose-gc) and logs a line marked `gc`. It tells where RSS goes: the V8
 * heap as committed (new and old space), Buffers and other external memory, and zlib streams, which
 * a heap snapshot shows only as small JS objects. What is left of RSS is code, thread stacks,
 * malloc's arenas and V8 pages held in its pool (`--trace-gc` prints "pooled: N MB").
 * Nothing of this runs in production: the BFF itself has no such hook or endpoint.
 *   BENCH_MEM_LOG=/tmp/mem.jsonl node bench/soak.ts --duration 30
 * Lines: {"t": ms since start, "rss", "heapTotal", "heapUsed", "heapPhysical", "newSpace",
 * "oldSpace", "external", "arrayBuffers", "v8Malloced" (bytes), "zlibStreams" (created so far),
 * "gc"?: true}.
 */
import { appendFileSync } from 'node:fs';
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';
import zlib from 'node:zlib';

const file = process.env.BENCH_MEM_LOG;
const everyMs = Number(process.env.BENCH_MEM_LOG_MS ?? '1000');
let zlibStreams = 0;

function log(extra: Record<string, unknown> = {}) {
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  // V8's own view: the heap pages it has committed, and what V8 itself holds through malloc.
  const { total_physical_size: heapPhysical, malloced_memory: v8Malloced } = getHeapStatistics();
  const spaces = getHeapSpaceStatistics();
  const space = (name: string) => spaces.find((s) => s.space_name === name)?.physical_space_size ?? 0;
  const line = {
    t: Math.round(performance.now()),
    rss,
    heapTotal,
    heapUsed,
    heapPhysical,
    newSpace: space('new_space'),
    oldSpace: space('old_space'),
    external,
    arrayBuffers,
    v8Malloced,
    zlibStreams,
    ...extra,
  };
  // Synchronous and small: a line a second does not disturb what is measured, and none is lost on exit.
  appendFileSync(file!, `${JSON.stringify(line)}\n`);
}

/**
 * Counts the compression streams made (the `compression` middleware calls these through the module
 * object, so wrapping them here sees each one): each holds a native zlib or brotli context.
 */
function countZlibStreams() {
  const factories = zlib as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of ['createGzip', 'createDeflate', 'createBrotliCompress']) {
    const create = factories[name]!;
    // Read-only but configurable properties: redefined, not assigned.
    Object.defineProperty(zlib, name, {
      ...Object.getOwnPropertyDescriptor(zlib, name),
      value: (...args: unknown[]) => {
        zlibStreams += 1;
        return create(...args);
      },
    });
  }
}

if (file) {
  countZlibStreams();
  // unref: the logger must never keep a BFF alive that would otherwise exit.
  if (everyMs > 0) setInterval(log, everyMs).unref();
  process.on('SIGUSR2', () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    log({ gc: gc !== undefined });
  });
  log();
}
