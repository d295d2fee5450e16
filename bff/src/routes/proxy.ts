/**
 * /api and /webApi go to the upstream, streaming both ways: no body parser runs on these paths, so a
 * multi-GB upload passes through in flat memory. Failures answer with the envelope the SPA toasts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Router } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import {
  DEMO_ONLY_PREFIX,
  FEATURE_OFF_MSG,
  PROXIED_PREFIXES,
  switchedOffPaths,
  UPSTREAM_TIMEOUT_MSG,
  UPSTREAM_UNAVAILABLE_MSG,
  fail,
} from '@zaowu/shared';
import type { Config } from '../config.ts';
import { loggedUrl } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import { noTracing, type Tracing } from '../tracing.ts';
import { isProxied } from '../route-class.ts';
import type { Upstream } from '../upstream.ts';

const TIMEOUT_CODE = 'ETIMEDOUT';

export function sendEnvelopeError(res: ServerResponse, status: number, msg: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(fail(msg)));
}

function remoteProxy(target: string, config: Config, logger: Logger, metrics: Metrics, tracing: Tracing) {
  /** When each request's call to the upstream began, for its time in the metrics. */
  const started = new WeakMap<IncomingMessage, number>();
  const took = (req: IncomingMessage) => (performance.now() - (started.get(req) ?? performance.now())) / 1000;
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    changeOrigin: true,
    xfwd: true,
    pathFilter: (pathname) => isProxied(pathname),
    on: {
      proxyReq(proxyReq, req) {
        started.set(req, performance.now());
        tracing.proxyStart(req, proxyReq);
        // Our own timer, so a slow upstream is told apart from a dead one (504 vs 502).
        proxyReq.setTimeout(config.proxyTimeoutMs, () => {
          proxyReq.destroy(Object.assign(new Error('upstream timeout'), { code: TIMEOUT_CODE }));
        });
      },
      proxyRes(proxyRes, req) {
        metrics.upstream('proxy', took(req), proxyRes.statusCode ?? 502);
        tracing.proxyEnd(req, proxyRes.statusCode ?? 502);
      },
      error(err, req, res) {
        const timedOut = (err as NodeJS.ErrnoException).code === TIMEOUT_CODE;
        metrics.upstream('proxy', took(req), timedOut ? 'timeout' : 'error');
        tracing.proxyEnd(req, timedOut ? 'timeout' : 'error');
        if ('writeHead' in res) {
          sendEnvelopeError(
            res,
            timedOut ? 504 : 502,
            timedOut ? UPSTREAM_TIMEOUT_MSG : UPSTREAM_UNAVAILABLE_MSG,
          );
        } else {
          (res as Socket).destroy();
        }
        logger.error(
          {
            reqId: req.headers['x-request-id'],
            url: loggedUrl(req.url ?? ''),
            code: (err as NodeJS.ErrnoException).code,
          },
          `proxy ${timedOut ? 'timeout' : 'error'}: ${err.message}`,
        );
      },
    },
  });
}

export function proxyRoutes(
  config: Config,
  upstream: Upstream,
  logger: Logger,
  metrics: Metrics,
  tracing: Tracing = noTracing,
): Router {
  const router = Router();
  // Demo-only calls (模拟支付成功, reset) must never reach a real API.
  if (!upstream.demo) {
    router.use(DEMO_ONLY_PREFIX, (_req, res) => sendEnvelopeError(res, 404, '接口不存在'));
  }
  // A switched-off feature's calls stop here (FEATURES): the upstream may not have them at all.
  const off = switchedOffPaths(config.features);
  if (off.size > 0)
    router.use((req, res, next) => {
      if (off.has(req.path)) return void sendEnvelopeError(res, 404, FEATURE_OFF_MSG);
      next();
    });
  const forward = upstream.demo
    ? upstream.handle
    : remoteProxy(upstream.baseUrl, config, logger, metrics, tracing);
  for (const prefix of PROXIED_PREFIXES) {
    // Express strips the mount path from req.url; the upstream needs the full path back.
    router.use(prefix, (req, res, next) => {
      req.url = req.originalUrl;
      forward(req, res, next);
    });
  }
  // Nothing upstream answered (demo: no handler for the path).
  router.use(PROXIED_PREFIXES as unknown as string[], (_req, res) =>
    sendEnvelopeError(res, 404, '接口不存在'),
  );
  return router;
}
