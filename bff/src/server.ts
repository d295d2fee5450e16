/** Starts the BFF: listen, and on SIGTERM/SIGINT stop accepting, finish in-flight requests, exit. */
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createHttpServer } from './http-server.ts';
import { createLogger } from './log.ts';
import { createMetrics, metricsApp } from './metrics.ts';
import { createTracing } from './tracing.ts';

const DRAIN_TIMEOUT_MS = 10_000;

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`✖ configuration: ${err.message}`);
    process.exit(2);
  }
  throw err;
}

const logger = createLogger(config.logLevel);
const metrics = createMetrics(config.webDist);
// Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (tracing.ts).
const tracing = await createTracing();
let app;
try {
  app = await buildApp(config, logger, metrics, tracing);
} catch (err) {
  // The demo's DATA_DIR held by another copy, or written by another version: say so and stop.
  if (err instanceof Error && err.name === 'DataDirError') {
    console.error(`✖ demo data: ${err.message}`);
    process.exit(2);
  }
  throw err;
}
// Each request is at most one 5 MiB upload chunk; config.ts says why each timeout is what it is.
const server = createHttpServer(app, config);

// /metrics on a port of its own, when it has one: nothing else answers there.
if (config.metricsPort !== null) {
  const port = config.metricsPort;
  createHttpServer(metricsApp(metrics, config.metricsAllow), config).listen(port, config.host, () =>
    logger.info({ port }, `metrics on http://${config.host}:${port}/metrics`),
  );
}

server.listen(config.port, config.host, () => {
  const upstream = config.upstreamUrl ?? 'demo upstream (in-process)';
  const { port } = server.address() as AddressInfo;
  logger.info(
    { port, host: config.host, upstream, siteUrl: config.siteUrl },
    `造物 BFF listening on http://${config.host}:${port} → ${upstream}`,
  );
});

let stopping = false;
// While draining, every answer says Connection: close, and connections are closed as soon as they go
// idle: a load balancer's keep-alive connection would otherwise keep bringing new requests.
const answering = new Set<ServerResponse>();
server.prependListener('request', (_req, res: ServerResponse) => {
  if (stopping) res.shouldKeepAlive = false;
  answering.add(res);
  res.on('close', () => answering.delete(res));
});

function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, inFlight: answering.size }, 'draining connections');
  for (const res of answering) if (!res.headersSent) res.shouldKeepAlive = false;
  server.close(() => {
    logger.info('drained; exiting');
    // The last spans out (at most a second more), then exit.
    void Promise.race([tracing.shutdown(), new Promise((r) => setTimeout(r, 1_000))]).finally(() =>
      process.exit(0),
    );
  });
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => {
    logger.error('drain timed out; exiting');
    process.exit(1);
  }, DRAIN_TIMEOUT_MS).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
