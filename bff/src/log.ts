/**
 * Structured JSON logs (pino): one line per request with its id, method, path, status and time. The
 * request id is the caller's X-Request-Id when it looks like one (a load balancer's), else a new UUID;
 * it is echoed in the response and passed upstream with the proxied request, so one id follows a
 * request through nginx, every BFF copy and the API. Headers are never logged (the token is one), and a
 * URL is logged only through redactUrl: some calls carry a password, a code or a signature in the query.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { RequestHandler } from 'express';

const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[\w.:-]{1,128}$/;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * A query parameter is secret when its name contains one of these, in any case. Deliberately broad: a
 * search's `keyword` or a `designer` filter loses its value in the log too, which costs a little
 * debugging, while a missed secret would sit in every log store. deploy/nginx.conf redacts its access
 * log for the same names.
 */
export const SECRET_PARAM_WORDS = [
  'password',
  'passwd',
  'pwd',
  'token',
  'code',
  'sign',
  'signature',
  'secret',
  'key',
  'sig',
] as const;
export const REDACTED = '[REDACTED]';
const SECRET_NAME = new RegExp(SECRET_PARAM_WORDS.join('|'), 'i');
// Only ASCII escapes: the words are ASCII, so `pass%77ord` is caught, and a malformed or multi-byte
// sequence is left alone instead of throwing the way decodeURIComponent would.
const ASCII_ESCAPE = /%([0-7][0-9a-f])/gi;

function looksSecret(rawName: string): boolean {
  const name = rawName.includes('%')
    ? rawName.replace(ASCII_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : rawName;
  return SECRET_NAME.test(name);
}

/**
 * The URL with the value of every secret-looking query parameter replaced by [REDACTED]. Everything
 * else is kept byte for byte (nothing is re-encoded), so the line still matches what the client sent.
 * One linear pass: the URL is the client's, of any length.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const hash = url.indexOf('#');
  if (hash !== -1 && hash < start) return url;
  const end = hash === -1 ? url.length : hash;
  const params = url.slice(start + 1, end).split('&');
  let redacted = false;
  for (let i = 0; i < params.length; i++) {
    const param = params[i]!;
    const eq = param.indexOf('=');
    if (eq === -1 || !looksSecret(param.slice(0, eq))) continue;
    params[i] = `${param.slice(0, eq + 1)}${REDACTED}`;
    redacted = true;
  }
  return redacted ? `${url.slice(0, start + 1)}${params.join('&')}${url.slice(end)}` : url;
}

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
function requestIdOf(req: IncomingMessage): string {
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
    customSuccessMessage: (req, res) => `${req.method} ${redactUrl(req.url ?? '')} ${res.statusCode}`,
    serializers: {
      req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req, res, next) => http(req, res, next);
}
