/**
 * Structured JSON logs (pino): one line per request with its id, method, path, status and time. The
 * request id is the caller's X-Request-Id when it looks like one (a load balancer's), else a new UUID;
 * it is echoed in the response and passed upstream with the proxied request, so one id follows a
 * request through nginx, every BFF copy and the API. Headers are never logged (the token is one), and a
 * URL is logged only through loggedUrl: redacted (some calls carry a password, a code or a signature in
 * the query) and cut to 2 KB (a client may send 16 KB of URL with every request). A refusal the server
 * means to make (408, 413, 429, 503) is one line at info or warn, without the stack of an error nobody
 * threw; an unexpected 5xx is logged at error with its error.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { RequestHandler } from 'express';
import { activeTraceId, requestTraceId } from './tracing.ts';

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

/** The most of a request URL a log line carries. */
const LOGGED_URL_MAX = 2048;
/** A line's message names the URL too: this much of it (the whole, up to LOGGED_URL_MAX, is in req.url). */
const MESSAGE_URL_MAX = 256;

/**
 * The URL as it may be logged: redacted, then cut to `max` characters with a note of how long it was.
 * Node reads the request line as Latin-1, so its characters are its bytes.
 */
export function loggedUrl(url: string, max = LOGGED_URL_MAX): string {
  const redacted = redactUrl(url);
  if (redacted.length <= max) return redacted;
  return `${redacted.slice(0, max)}…(truncated, ${url.length} bytes)`;
}

/**
 * Statuses the server answers on purpose when it will not serve a request: too slow (408), too large
 * (413), too many (429), busy or not ready (503). They are the system working, not failing: no stack.
 */
const REFUSAL_LEVEL: ReadonlyMap<number, 'info' | 'warn'> = new Map([
  [408, 'info'],
  [413, 'info'],
  [429, 'info'],
  // Shedding load or not ready: operators want to see it, but nothing broke.
  [503, 'warn'],
]);

/**
 * The status the client got, or null when it got none (it left first). When Node itself cut off a
 * request for its requestTimeout it wrote a bare 408 to the socket, which the response never knew.
 */
function statusOf(res: ServerResponse): number | null {
  if (res.headersSent) return res.statusCode;
  const cause = res.req?.socket?.errored as NodeJS.ErrnoException | null | undefined;
  return cause?.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : null;
}

function requestLine(req: IncomingMessage, res: ServerResponse): string {
  const status = statusOf(res);
  return `${req.method} ${loggedUrl(req.url ?? '', MESSAGE_URL_MAX)} ${status ?? '(no answer: the client left)'}`;
}

export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'zaowu-bff' },
      // A line written inside a request's span carries its trace id (tracing.ts; none when off).
      mixin(_merge, _level, log) {
        const traceId = activeTraceId();
        return traceId && !('trace_id' in log.bindings()) ? { trace_id: traceId } : {};
      },
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
    customLogLevel(_req, res, err) {
      const status = statusOf(res);
      if (err) return 'error';
      const refusal = status === null ? undefined : REFUSAL_LEVEL.get(status);
      return refusal ?? (status !== null && status >= 500 ? 'error' : 'info');
    },
    // The request line is written after the request's context has gone: its trace id from the request.
    customProps: (req) => {
      const traceId = requestTraceId(req);
      return traceId ? { trace_id: traceId } : {};
    },
    customSuccessMessage: requestLine,
    customErrorMessage: requestLine,
    // pino-http gives every 5xx an Error of its own making ("failed with status code 503") and logs its
    // stack; a refusal keeps only the line. A thrown error is logged with its stack where it is caught.
    customErrorObject: (_req, res, _err, fields: Record<string, unknown>) => {
      const status = statusOf(res);
      if (status === null || !REFUSAL_LEVEL.has(status)) return fields;
      const { err: _dropped, ...rest } = fields;
      return rest;
    },
    serializers: {
      req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: loggedUrl(req.url),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { raw: ServerResponse }) => ({ statusCode: statusOf(res.raw) }),
    },
  });
  return (req, res, next) => http(req, res, next);
}
