/** Builds the BFF's Express app (no listen): tests drive it with supertest, server.ts serves it. */
import express, { type ErrorRequestHandler, type Express } from 'express';
import { UPSTREAM_UNAVAILABLE_MSG } from '@zaowu/shared';
import type { Config } from './config.ts';
import { buildsRoutes } from './routes/builds.ts';
import { healthRoutes } from './routes/health.ts';
import { proxyRoutes, sendEnvelopeError } from './routes/proxy.ts';
import { redirectRoutes } from './routes/redirects.ts';
import { runtimeConfigRoutes } from './routes/runtime-config.ts';
import { sitemapRoutes } from './routes/sitemaps.ts';
import { staticRoutes } from './routes/static.ts';
import { createUpstream, type Upstream } from './upstream.ts';

export function createApp(config: Config, upstream: Upstream): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  // Proxied paths first, before anything that could read a body.
  app.use(proxyRoutes(config, upstream));
  app.use(healthRoutes());
  app.use(runtimeConfigRoutes(config, upstream.demo));
  app.use(sitemapRoutes(config, upstream));
  app.use(redirectRoutes(config));
  app.use(buildsRoutes(config.webDist));
  app.use(staticRoutes(config.webDist));

  const onError: ErrorRequestHandler = (err: { status?: number; statusCode?: number }, req, res, _next) => {
    const status = err.status ?? err.statusCode ?? 500;
    if (status >= 500) console.error(`[bff] ${req.method} ${req.originalUrl}:`, err);
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
export async function buildApp(config: Config): Promise<Express> {
  return createApp(config, await createUpstream(config));
}
