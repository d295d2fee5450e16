/**
 * Node-only entry: runs the demo upstream's MSW handlers behind a plain Node/Express request handler.
 * (msw 3 does not work with @mswjs/http-middleware, so this is the small adapter: Node request →
 * Fetch Request → msw getResponse → Node response, streaming both ways.)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { getResponse, type RequestHandler } from 'msw';
import { createDemoApi, type DemoApi, type DemoApiOptions } from './api.ts';
import { DEFAULT_DATA_DIR, diskByteStore } from './node-bytes.ts';

export { DEFAULT_DATA_DIR };

/** Stands in for the host in request URLs: absolute URLs come from SITE_URL, never from Host. */
const LOCAL_ORIGIN = 'http://demo.invalid';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => void;

function toFetchRequest(req: IncomingMessage): Request {
  const url = new URL(req.url ?? '/', LOCAL_ORIGIN);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, value);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit);
}

async function writeResponse(response: Response, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // A body the handler refused unread (413, 401 …) is not drained: the connection closes instead.
  if (!req.complete) res.shouldKeepAlive = false;
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText, headers);
  if (!response.body) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as WebReadableStream), res);
}

/**
 * Wraps MSW handlers as a Node request handler. Requests no handler answers go to `next` (404 when
 * there is none), so the adapter can sit in an Express app or stand alone in http.createServer.
 */
export function toNodeHandler(handlers: RequestHandler[] | (() => RequestHandler[])): NodeHandler {
  const list = typeof handlers === 'function' ? handlers : () => handlers;
  return (req, res, next) => {
    const request = toFetchRequest(req);
    getResponse(list(), request)
      .then(async (response) => {
        if (!response) {
          if (next) return next();
          res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ code: 0, msg: '接口不存在', data: null }));
          return;
        }
        await writeResponse(response, req, res);
      })
      .catch((err: unknown) => {
        if (next) return next(err);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ code: 0, msg: '服务器内部错误', data: null }));
      });
  };
}

export interface DemoUpstream extends DemoApi {
  /** Node/Express request handler serving the demo upstream. */
  handle: NodeHandler;
  /** Answers a Fetch request in-process; 404 when no handler takes it. */
  fetch(request: Request): Promise<Response>;
}

export interface DemoUpstreamOptions extends Omit<DemoApiOptions, 'bytes'> {
  /** Folder for uploaded bytes (DATA_DIR); default under the OS temp dir. */
  dataDir?: string;
}

/** The demo upstream, ready to mount in the BFF or to listen on its own (node tests, bench). */
export function createDemoUpstream(options: DemoUpstreamOptions = {}): DemoUpstream {
  const { dataDir, ...rest } = options;
  const api = createDemoApi({ ...rest, bytes: diskByteStore(dataDir) });
  return {
    ...api,
    handle: toNodeHandler(api.handlers),
    fetch: async (request) =>
      (await getResponse(api.handlers, request)) ?? new Response(null, { status: 404 }),
  };
}
