/**
 * Figures an operator graphs (Prometheus text format, prom-client): requests and their latency by
 * route class and status class, requests in flight, the upstream's latency and errors (the proxy's
 * and the BFF's own reads), and the process's own (event-loop lag, heap, RSS, GC), with the build
 * that runs. Served at /metrics only to METRICS_ALLOW addresses (default loopback) on a request that
 * came straight to this process, or on a port of its own (METRICS_PORT); never through the public
 * proxy (deploy/nginx.conf refuses /metrics too).
 */
import type { IncomingMessage } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import { BUILDS_DIR, LATEST_BUILD_FILE } from '@zaowu/shared';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { routeClass } from './route-class.ts';
import type { Upstream } from './upstream.ts';

/** Histogram buckets (seconds) from a cache hit to a slow upstream's 30 s. */
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

export interface Metrics {
  registry: Registry;
  /** Counts and times every request (mount first). */
  requests: RequestHandler;
  /** One call to the upstream: what it was (the proxy's or the BFF's own), how long, how it ended. */
  upstream(kind: 'proxy' | 'own', seconds: number, outcome: number | 'error' | 'timeout'): void;
}

/** The build the SPA was made from (web/dist/builds/latest.json), or 'dev'. */
function buildId(webDist: string): string {
  try {
    const latest = JSON.parse(readFileSync(path.join(webDist, BUILDS_DIR, LATEST_BUILD_FILE), 'utf8')) as {
      id?: unknown;
    };
    return typeof latest.id === 'string' ? latest.id.slice(0, 64) : 'dev';
  } catch {
    return 'dev';
  }
}

/** The process's own figures (event-loop lag, heap, RSS, GC): one set per process, however many apps. */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'zaowu_bff_' });
  }
  return processRegistry;
}

export function createMetrics(webDist: string): Metrics {
  const own = new Registry();
  new Gauge({
    name: 'zaowu_bff_build_info',
    help: 'The build that runs (value 1), by its id',
    labelNames: ['build', 'node'],
    registers: [own],
  }).set({ build: buildId(webDist), node: process.version }, 1);
  const total = new Counter({
    name: 'zaowu_bff_http_requests_total',
    help: 'Requests answered, by route class, method and status class',
    labelNames: ['route', 'method', 'status'],
    registers: [own],
  });
  const duration = new Histogram({
    name: 'zaowu_bff_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route class and status class',
    labelNames: ['route', 'status'],
    buckets: SECONDS_BUCKETS,
    registers: [own],
  });
  const inFlight = new Gauge({
    name: 'zaowu_bff_http_requests_in_flight',
    help: 'Requests being answered now (uploads and downloads included), by route class',
    labelNames: ['route'],
    registers: [own],
  });
  const upstreamDuration = new Histogram({
    name: 'zaowu_bff_upstream_duration_seconds',
    help: "Upstream calls: the proxy's (to the answer's headers) and the BFF's own reads, by outcome",
    labelNames: ['kind', 'outcome'],
    buckets: SECONDS_BUCKETS,
    registers: [own],
  });
  const upstreamErrors = new Counter({
    name: 'zaowu_bff_upstream_errors_total',
    help: 'Upstream calls that failed (refused, reset, timed out, or answered 5xx)',
    labelNames: ['kind', 'reason'],
    registers: [own],
  });

  const requests: RequestHandler = (req, res, next) => {
    const route = routeClass(req.path);
    const start = process.hrtime.bigint();
    inFlight.inc({ route });
    // 'close' comes once, after the answer is sent or when it is cut off: one listener per answer.
    res.once('close', () => {
      inFlight.dec({ route });
      // An answer cut off before it was sent counts as the client's going away (no status).
      const status = res.writableFinished ? statusClass(res.statusCode) : 'aborted';
      total.inc({ route, method: req.method === 'HEAD' ? 'GET' : req.method, status });
      duration.observe({ route, status }, Number(process.hrtime.bigint() - start) / 1e9);
    });
    next();
  };

  return {
    // Merged once everything is registered (a merge takes the metrics the registries have then).
    registry: Registry.merge([processMetrics(), own]),
    requests,
    upstream(kind, seconds, outcome) {
      const label = typeof outcome === 'number' ? statusClass(outcome) : outcome;
      upstreamDuration.observe({ kind, outcome: label }, seconds);
      if (typeof outcome !== 'number' || outcome >= 500)
        upstreamErrors.inc({ kind, reason: typeof outcome === 'number' ? label : outcome });
    },
  };
}

/** The upstream, each of the BFF's own reads timed (the proxy's calls are timed in routes/proxy.ts). */
export function timedUpstream(upstream: Upstream, metrics: Metrics): Upstream {
  return {
    ...upstream,
    fetch: async (pathAndQuery, init) => {
      const start = performance.now();
      try {
        const res = await upstream.fetch(pathAndQuery, init);
        metrics.upstream('own', (performance.now() - start) / 1000, res.status);
        return res;
      } catch (err) {
        const timeout = (err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError';
        metrics.upstream('own', (performance.now() - start) / 1000, timeout ? 'timeout' : 'error');
        throw err;
      }
    },
  };
}

/** The address the connection came from, as this process sees it (no header counts). */
const peer = (req: IncomingMessage) => (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');

/**
 * /metrics for an allowed address on a direct connection: a request that came through a proxy (it
 * says so in X-Forwarded-For or Forwarded) is refused even from loopback, where nginx connects from.
 */
export function metricsEndpoint(metrics: Metrics, allow: readonly string[]): RequestHandler {
  return async (req, res) => {
    const proxied = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    if (proxied || !allow.includes(peer(req))) {
      return void res.status(403).type('text/plain; charset=utf-8').send('只有运维地址可以读取监控数据');
    }
    res.set('cache-control', 'no-store').type(metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  };
}

/** The app of the port of its own (METRICS_PORT): /metrics and nothing else. */
export function metricsApp(metrics: Metrics, allow: readonly string[]): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', metricsEndpoint(metrics, allow));
  app.use((_req, res) => void res.status(404).type('text/plain; charset=utf-8').send('没有这个地址'));
  return app;
}
