/** Starts the BFF: listen, and on SIGTERM/SIGINT stop accepting, finish in-flight requests, exit. */
import { createServer } from 'node:http';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

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

const app = await buildApp(config);
const server = createServer(app);
// Uploads of large files stream for a long time; the proxy has its own upstream timeout.
server.requestTimeout = 0;

server.listen(config.port, config.host, () => {
  const upstream = config.upstreamUrl ?? 'demo upstream (in-process)';
  console.log(
    `造物 BFF listening on http://${config.host}:${config.port} → ${upstream}; site ${config.siteUrl}`,
  );
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: draining connections…`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    console.error('drain timed out; exiting');
    process.exit(1);
  }, DRAIN_TIMEOUT_MS).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
