/**
 * autocannon with types for the part the bench scripts use (the package ships none, and the bench adds
 * no dependencies), and a run that also counts request errors by their code.
 */
import { createRequire } from 'node:module';

/** The raw result of one run (skipAggregateResult): encoded histograms and counts, to merge later. */
interface RawResult {
  /** Seconds. */
  duration: number;
  /** Responses received, whatever their status. */
  totalCompletedRequests: number;
  /** Socket errors and timeouts (timeouts are counted in both). */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

/** What aggregateResult adds: latency percentiles in ms (whole ms), over every response merged. */
interface Aggregated {
  latency: { average: number; max: number; p50: number; p90: number; p99: number; p99_9: number };
}

export interface Options {
  url: string;
  connections?: number;
  /** Seconds. */
  duration?: number;
  /** Seconds a request may take before it counts as a timeout (default 10). */
  timeout?: number;
  headers?: Record<string, string>;
}

interface Instance extends PromiseLike<RawResult> {
  on(event: 'reqError', listener: (error: NodeJS.ErrnoException) => void): this;
  stop(): void;
}

interface Autocannon {
  (options: Options & { skipAggregateResult: true }): Instance;
  aggregateResult(results: RawResult[], options: Options): Aggregated;
}

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface Run {
  raw: RawResult;
  /** Request errors by code (ECONNRESET, 'request timed out', …). */
  errorsByCode: Record<string, number>;
}

/** One autocannon run. Runs in the same process at the same time share its one event loop. */
export async function cannon(options: Options): Promise<Run> {
  const errorsByCode: Record<string, number> = {};
  const instance = autocannon({ ...options, skipAggregateResult: true });
  instance.on('reqError', (error) => {
    const key = error.code ?? error.message;
    errorsByCode[key] = (errorsByCode[key] ?? 0) + 1;
  });
  return { raw: await instance, errorsByCode };
}

export interface Summary {
  requests: number;
  seconds: number;
  rps: number;
  latency: Aggregated['latency'];
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Status codes other than 2xx, as "404×3, 502×1"; '' when there were none. */
  non2xxCodes: string;
  /** Request errors by code, as "ECONNRESET×2"; '' when there were none. */
  errorCodes: string;
}

const countsText = (counts: [string, number][]) => counts.map(([key, n]) => `${key}×${n}`).join(', ');

/**
 * One or more runs of the same target as one figure: latency histograms merged (not percentiles
 * averaged), requests, seconds and errors summed, so rps = all responses / all seconds.
 */
export function summarize(runs: Run[], options: Options): Summary {
  // aggregateResult adds into its first argument's objects: give it copies.
  const { latency } = autocannon.aggregateResult(structuredClone(runs.map((r) => r.raw)), options);
  const sum = (pick: (raw: RawResult) => number) => runs.reduce((total, run) => total + pick(run.raw), 0);
  const requests = sum((raw) => raw.totalCompletedRequests);
  const seconds = sum((raw) => raw.duration);
  const statusCounts: Record<string, number> = {};
  const errorCounts: Record<string, number> = {};
  for (const run of runs) {
    for (const [code, { count }] of Object.entries(run.raw.statusCodeStats)) {
      statusCounts[code] = (statusCounts[code] ?? 0) + count;
    }
    for (const [code, n] of Object.entries(run.errorsByCode))
      errorCounts[code] = (errorCounts[code] ?? 0) + n;
  }
  return {
    requests,
    seconds,
    rps: requests / seconds,
    latency,
    errors: sum((raw) => raw.errors),
    timeouts: sum((raw) => raw.timeouts),
    non2xx: sum((raw) => raw.non2xx),
    non2xxCodes: countsText(Object.entries(statusCounts).filter(([code]) => !code.startsWith('2'))),
    errorCodes: countsText(Object.entries(errorCounts)),
  };
}
