/**
 * Structured JSON logs (pino): one line per request with its id, method, path, status and time. The
 * request id is the caller's X-Request-Id when it looks like one (a load balancer's), else a new UUID;
 * it is echoed in the response and passed upstream with the proxied request, so one id follows a
 * request through nginx, every BFF copy and the API. Headers are never logged (the token is one).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { RequestHandler } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[\w.:-]{1,128}$/;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'zaowu-bff' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** The id of this request: a sane incoming X-Request-Id, else a fresh one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function requestLog(logger: Logger): RequestHandler {
  const http = pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    genReqId(req, res) {
      const id = requestIdOf(req);
      // Set before anything forwards the request: the proxy copies req.headers upstream.
      req.headers[REQUEST_ID_HEADER] = id;
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res) => `${req.method} ${req.url} ${res.statusCode}`,
    serializers: {
      req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req, res, next) => http(req, res, next);
}
