/**
 * The BFF's HTTP server with its timeouts set on purpose rather than left to Node's defaults (which
 * for `requestTimeout` were 0 = never here): a client that sends a body slowly (or not at all) is cut
 * off after `requestTimeoutMs`, one that never finishes its headers after `headersTimeoutMs`.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Config } from './config.ts';

type Timeouts = Pick<Config, 'requestTimeoutMs' | 'headersTimeoutMs' | 'keepAliveTimeoutMs'>;

export function createHttpServer(app: RequestListener, timeouts: Timeouts): Server {
  const server = createServer(
    {
      requestTimeout: timeouts.requestTimeoutMs,
      headersTimeout: Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs),
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      // Node checks the two request timeouts on this interval (default 30 s): a tenth of the shorter.
      connectionsCheckingInterval: Math.max(
        100,
        Math.floor(Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs) / 10),
      ),
    },
    app,
  );
  // An answer carries many 'close' listeners that all go with it (the request log, draining, the
  // metrics, the demo's chunk count, stream pipelines): a chunk upload's reached eleven, past Node's
  // leak warning at ten, with no leak.
  server.prependListener('request', (_req, res) => res.setMaxListeners(16));
  return server;
}
