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
/** Requests that may be sent again: no body, and sending twice changes nothing (RFC 9110 §9.2.2). */
const RESENDABLE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How a kept-alive connection the upstream closed just as the next request went out fails. */
const STALE_CONNECTION_CODES = new Set(['ECONNRESET', 'EPIPE']);

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
  /**
   * Whether each request's call went out on a kept-alive connection. The upstream may close an idle
   * one at the moment the next request is written to it (its keep-alive timeout, or a restart); a
   * request that fails so, and may be sent again, is sent once more on a new connection instead of
   * answering 502 (the pattern Node's docs give for `request.reusedSocket`).
   */
  const reused = new WeakMap<IncomingMessage, boolean>();
  const resent = new WeakSet<IncomingMessage>();
  const mayResend = (req: IncomingMessage, res: ServerResponse | Socket, code: string | undefined) =>
    'writeHead' in res &&
    !res.headersSent &&
    !resent.has(req) &&
    reused.get(req) === true &&
    code !== undefined &&
    STALE_CONNECTION_CODES.has(code) &&
    RESENDABLE.has(req.method ?? '');
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    changeOrigin: true,
    xfwd: true,
    pathFilter: (pathname) => isProxied(pathname),
    on: {
      proxyReq(proxyReq, req) {
        started.set(req, performance.now());
        reused.set(req, proxyReq.reusedSocket);
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
        const code = (err as NodeJS.ErrnoException).code;
        if (mayResend(req, res, code)) {
          resent.add(req);
          logger.warn(
            { reqId: req.headers['x-request-id'], url: loggedUrl(req.url ?? ''), code },
            'proxy: the upstream closed a kept-alive connection; sent again on a new one',
          );
          // No next: if this try fails too, the branch below answers 502.
          void proxy(req, res as ServerResponse);
          return;
        }
        const timedOut = code === TIMEOUT_CODE;
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
  // The first try's failure also reaches next(err) after the error handler ran: once the request is
  // being sent again, that is not the request's end.
  return (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) =>
    proxy(req, res, (err?: unknown) => {
      if (!resent.has(req)) next(err);
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
