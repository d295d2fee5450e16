/** Builds the BFF's Express app (no listen): tests drive it with supertest, server.ts serves it. */
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { Logger } from 'pino';
import { UPSTREAM_UNAVAILABLE_MSG, switchedOffPaths } from '@zaowu/shared';
import type { Config } from './config.ts';
import { createLogger, requestLog } from './log.ts';
import { buildsRoutes } from './routes/builds.ts';
import { healthRoutes } from './routes/health.ts';
import { refuseRequestBodies } from './routes/own-requests.ts';
import { proxyRoutes, sendEnvelopeError } from './routes/proxy.ts';
import { redirectRoutes } from './routes/redirects.ts';
import { robotsRoutes } from './routes/robots.ts';
import { contractRoutes } from './routes/contract.ts';
import { drawingSlots } from './routes/drawing.ts';
import { ogImageRoutes } from './routes/og-image.ts';
import { pictureRoutes } from './routes/pictures.ts';
import { runtimeConfigBody, runtimeConfigRoutes } from './routes/runtime-config.ts';
import { pageDataSource } from './first-paint/page-data.ts';
import { securityHeaders } from './routes/security.ts';
import { sitemapRoutes } from './routes/sitemaps.ts';
import { staticRoutes } from './routes/static.ts';
import { shellFile } from './shell.ts';
import { createMetrics, metricsEndpoint, timedUpstream, type Metrics } from './metrics.ts';
import { noTracing, type Tracing } from './tracing.ts';
import { createUpstream, type Upstream } from './upstream.ts';

export function createApp(
  config: Config,
  upstream: Upstream,
  logger: Logger = createLogger(config.logLevel),
  metrics: Metrics = createMetrics(config.webDist),
  tracing: Tracing = noTracing,
): Express {
  const app = express();
  // The request's span first: everything after it (the log line included) is inside it.
  app.use(tracing.requests);
  app.use(metrics.requests);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // The shell carries the runtime config (one request less before the SPA can start).
  const shell = shellFile(config.webDist, runtimeConfigBody(config, upstream.demo));

  app.use(requestLog(logger));
  app.use(securityHeaders(config, shell));
  // Proxied paths first, before anything that could read, limit or re-encode a body.
  app.use(proxyRoutes(config, upstream, logger, metrics, tracing));
  app.use(refuseRequestBodies());
  // On the main port unless it has a port of its own (server.ts).
  if (config.metricsPort === null) app.get('/metrics', metricsEndpoint(metrics, config.metricsAllow));
  // Text the BFF makes per request (the shell, config, JSON); assets come precompressed from the build.
  app.use(compression());
  // The BFF's own reads of the upstream (not the proxy's), timed.
  const own = tracing.traced(timedUpstream(upstream, metrics));
  app.use(healthRoutes(own));
  app.use(runtimeConfigRoutes(config, upstream.demo));
  app.use(sitemapRoutes(config, own, logger));
  app.use(robotsRoutes(config));
  app.use(contractRoutes());
  app.use(redirectRoutes(config));
  app.use(buildsRoutes(config.webDist));
  const pageData = pageDataSource(own, {
    offPaths: switchedOffPaths(config.features),
    timeoutMs: config.firstPaintTimeoutMs,
  });
  // Share cards and pictures at widths draw in the same few slots.
  const drawing = drawingSlots();
  app.use(ogImageRoutes(config, own, pageData, drawing));
  app.use(
    pictureRoutes(own, drawing, {
      dir: config.pictureCacheDir,
      maxBytes: config.pictureCacheMb * 1024 * 1024,
    }),
  );
  app.use(staticRoutes(config, shell, pageData));

  const onError: ErrorRequestHandler = (err: { status?: number; statusCode?: number }, req, res, _next) => {
    const status = err.status ?? err.statusCode ?? 500;
    if (status >= 500) req.log.error({ err }, 'unhandled error');
    if (req.path.startsWith('/api') || req.path.startsWith('/webApi')) {
      sendEnvelopeError(res, status >= 500 ? 502 : status, UPSTREAM_UNAVAILABLE_MSG);
      return;
    }
    if (res.headersSent) return void res.destroy();
    res
      .status(status)
      .type('text/plain; charset=utf-8')
      .send(status === 404 ? 'Not Found' : '服务器出错了');
  };
  app.use(onError);
  return app;
}

/** The app with its upstream: the real API when UPSTREAM_URL is set, else the in-process demo. */
export async function buildApp(
  config: Config,
  logger?: Logger,
  metrics?: Metrics,
  tracing?: Tracing,
): Promise<Express> {
  return createApp(config, await createUpstream(config), logger, metrics, tracing);
}
