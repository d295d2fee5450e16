/**
 * Node-only entry: runs the demo upstream's MSW handlers behind a plain Node/Express request handler.
 * (msw 3 does not work with @mswjs/http-middleware, so this is the small adapter: Node request →
 * Fetch Request → msw getResponse → Node response.) A request body is read here, bounded, before
 * any handler runs: over its limit it is answered 413 unread (the handlers check again, for the
 * browser), and a handler gets it as bytes, so msw's clone of the request costs no second copy.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { createGzip, gzip as gzipCallback } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { getResponse, type RequestHandler } from 'msw';
import {
  ALL_ENDPOINTS,
  CHUNK_BODY_LIMIT,
  endpoints,
  fail,
  JSON_BODY_LIMIT,
  REQUEST_TOO_LARGE_MSG,
  TOKEN_HEADER,
} from '@zaowu/shared';
import { createDemoApi, type DemoApi, type DemoApiOptions } from './api.ts';
import { CLIENT_ADDRESS_HEADER, liveSession, LOGIN_REQUIRED_MSG } from './handlers/route.ts';
import { sharpFrames } from './media/video/sharp.ts';
import { deleteAfterSave, diskByteStore, tempByteStore } from './node-bytes.ts';
import { openSavedStore, type SavedStore } from './persistence/sqlite.ts';
import { DEFAULT_SEED } from './store/seed/index.ts';

export { DataDirError } from './persistence/sqlite.ts';

/** Stands in for the host in request URLs: absolute URLs come from SITE_URL, never from Host. */
const LOCAL_ORIGIN = 'http://demo.invalid';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) => void;

function bodyLimitOf(pathname: string): number {
  return pathname === endpoints.upload.chunkUpload.path ? CHUNK_BODY_LIMIT : JSON_BODY_LIMIT;
}

/** Bytes all requests together may hold while their bodies arrive; past it a body gets 503. */
export const IN_FLIGHT_LIMIT = 256 * 1024 * 1024;
const BUSY_MSG = '服务器繁忙，请稍后再试';

type BodyResult = Buffer | 'too-large' | 'busy' | 'aborted';

/**
 * The body, at most `limit` bytes: 'too-large' as soon as it is declared or sent over it (nothing
 * more is read), 'busy' when all bodies being read together would pass IN_FLIGHT_LIMIT, 'aborted'
 * when the client goes away first.
 */
function readBody(req: IncomingMessage, limit: number, inFlight: { bytes: number }): Promise<BodyResult> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && !(Number(declared) <= limit)) return Promise.resolve('too-large');
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    let size = 0;
    const done = (result: BodyResult) => {
      req.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
      inFlight.bytes -= size;
      if (result !== 'aborted' && !req.complete) req.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > limit) return done('too-large');
      if (inFlight.bytes + chunk.length > IN_FLIGHT_LIMIT) return done('busy');
      size += chunk.length;
      inFlight.bytes += chunk.length;
      parts.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(parts, size));
    const onClose = () => done('aborted');
    req.on('data', onData).on('end', onEnd).on('close', onClose).on('error', onClose);
  });
}

/**
 * As nginx's lingering_timeout (5 s). One second was too short on a busy machine: a client still
 * sending gets the reset as a failed write and drops the connection before it has read the answer
 * waiting for it (the bff hostile test's forty 401s lost one while lint and typecheck ran beside it).
 */
const LINGER_MS = 5_000;

/**
 * Answers without reading (the rest of) the body, and closes the connection only LINGER_MS later:
 * closing a socket with unread data sends a reset, which can reach a client still busy sending before
 * it has read the answer. Meanwhile nothing more is read (the socket is paused, so the client's writes
 * just wait) and nothing is held.
 */
function refuseUnread(req: IncomingMessage, res: ServerResponse, status: 401 | 413 | 503, msg: string): void {
  const payload = JSON.stringify(fail(msg));
  const socket = req.socket;
  socket.pause();
  // When an answer ends, Node resumes the socket to drain the body nobody read (IncomingMessage's
  // dump): that would read, during the linger below, what is refused here (4 MB a connection was
  // measured). Nothing may resume this socket before it closes.
  socket.resume = () => socket;
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
    connection: 'close',
  });
  // Node would end and destroy the socket as soon as the answer is out; it waits for the timer here.
  socket.destroySoon = () => socket.end();
  res.end(payload);
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once('close', () => clearTimeout(timer));
}

/**
 * The client's address as the server in front of the demo sees it: Express's `req.ip` when the demo
 * is mounted in the BFF (it follows TRUST_PROXY), else the socket's peer.
 */
export function clientAddressOf(req: IncomingMessage): string {
  const ip = (req as IncomingMessage & { ip?: unknown }).ip;
  return (typeof ip === 'string' && ip) || req.socket.remoteAddress || 'unknown';
}

function toFetchRequest(req: IncomingMessage, body: Buffer | null): Request {
  const url = new URL(req.url ?? '/', LOCAL_ORIGIN);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, value);
  }
  // Set here only: whatever a client sent under this name is replaced.
  headers.set(CLIENT_ADDRESS_HEADER, clientAddressOf(req));
  // The body is whole now: what it says about its framing no longer applies.
  headers.delete('transfer-encoding');
  if (body) headers.set('content-length', String(body.length));
  const method = (req.method ?? 'GET').toUpperCase();
  return new Request(url, { method, headers, ...(body ? { body } : {}) });
}

/** Text-like answers a real API server or storage CDN sends compressed: JSON, SVG, text. */
const COMPRESSIBLE_TYPE = /^(?:application\/json|image\/svg\+xml|text\/)/i;
/** Below this, compressing saves less than it costs. */
const COMPRESS_MIN_BYTES = 1024;
/**
 * Up to this length a compressed answer is made whole and sent with its Content-Length in one write,
 * as an uncompressed one goes. A streamed one goes chunked with its end a moment later, and a proxy
 * that has read the head can no longer pass the request to another copy if this one dies in between.
 */
const COMPRESS_WHOLE_MAX_BYTES = 4 * 1024 * 1024;
const gzipBytes = promisify(gzipCallback);

/**
 * True when the answer goes out gzipped, as the platform's servers would send it: a whole (not
 * ranged) text-like answer of 1 KB or more to a client that accepts gzip. (The handlers cannot do it:
 * in the browser they answer from a service worker, where an encoded body would not be decoded.)
 */
function gzipped(req: IncomingMessage, response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  const length = Number(response.headers.get('content-length') ?? Infinity);
  return (
    req.method !== 'HEAD' &&
    response.status === 200 &&
    response.body !== null &&
    !response.headers.has('content-encoding') &&
    COMPRESSIBLE_TYPE.test(type) &&
    length >= COMPRESS_MIN_BYTES &&
    /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''))
  );
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
  const gzip = gzipped(req, response);
  if (gzip) {
    delete headers['content-length'];
    headers['content-encoding'] = 'gzip';
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  const length = Number(response.headers.get('content-length') ?? Infinity);
  if (gzip && length <= COMPRESS_WHOLE_MAX_BYTES) {
    // A known length within the bound: read whole (the handler's own answer), sent with its length.
    const compressed = await gzipBytes(new Uint8Array(await response.arrayBuffer()));
    headers['content-length'] = String(compressed.length);
    res.writeHead(response.status, response.statusText, headers);
    res.end(compressed);
    return;
  }
  res.writeHead(response.status, response.statusText, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as WebReadableStream);
  await (gzip ? pipeline(body, createGzip(), res) : pipeline(body, res));
}

export interface NodeHandlerOptions {
  /**
   * True when a request for a member call comes without a valid token: it is answered 401 before its
   * body is read, so a visitor cannot make the server hold uploads it would refuse anyway.
   */
  isVisitorOnMemberCall?: (pathname: string, token: string | undefined) => boolean;
  /**
   * Runs when a handler has answered, before the answer is sent: the saved store writes what the call
   * changed here, so an answered change is on disk (a throw answers 500 instead).
   */
  beforeAnswer?: () => Promise<void>;
}

/**
 * Wraps MSW handlers as a Node request handler. Requests no handler answers go to `next` (404 when
 * there is none), so the adapter can sit in an Express app or stand alone in http.createServer.
 */
export function toNodeHandler(
  handlers: RequestHandler[] | (() => RequestHandler[]),
  options: NodeHandlerOptions = {},
): NodeHandler {
  const list = typeof handlers === 'function' ? handlers : () => handlers;
  const inFlight = { bytes: 0 };
  return (req, res, next) => {
    void answer(req, res, next);
  };

  async function answer(req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void) {
    const method = (req.method ?? 'GET').toUpperCase();
    let body: Buffer | null = null;
    if (method !== 'GET' && method !== 'HEAD') {
      const { pathname } = new URL(req.url ?? '/', LOCAL_ORIGIN);
      const token = req.headers[TOKEN_HEADER];
      if (options.isVisitorOnMemberCall?.(pathname, typeof token === 'string' ? token : undefined))
        return refuseUnread(req, res, 401, LOGIN_REQUIRED_MSG);
      const read = await readBody(req, bodyLimitOf(pathname), inFlight);
      if (read === 'aborted') return void res.destroy();
      if (read === 'too-large') return refuseUnread(req, res, 413, REQUEST_TOO_LARGE_MSG);
      if (read === 'busy') return refuseUnread(req, res, 503, BUSY_MSG);
      body = read;
    }
    const request = toFetchRequest(req, body);
    return getResponse(list(), request)
      .then(async (response) => {
        await options.beforeAnswer?.();
        if (!response) {
          if (next) return next();
          res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ code: 0, msg: '接口不存在', data: null }));
          return;
        }
        await writeResponse(response, req, res);
      })
      .catch((err: unknown) => {
        // Once the answer has started, a failure is the client leaving mid-download (or the file
        // going while it was read): nothing to tell anyone, the connection just ends.
        if (res.headersSent) return void res.destroy();
        if (next) return next(err);
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ code: 0, msg: '服务器内部错误', data: null }));
      });
  }
}

export interface DemoUpstream extends DemoApi {
  /** Node/Express request handler serving the demo upstream. */
  handle: NodeHandler;
  /** Answers a Fetch request in-process; 404 when no handler takes it. */
  fetch(request: Request): Promise<Response>;
  /** The saved store's file, or null when the data lives only as long as the process. */
  dataFile: string | null;
  /** Closes the saved store (its file lock goes with it). */
  close(): void;
}

const MEMBER_PATHS = new Set(ALL_ENDPOINTS.filter((e) => e.endpoint.auth).map((e) => e.endpoint.path));

export interface DemoUpstreamOptions extends Omit<DemoApiOptions, 'bytes' | 'db'> {
  /**
   * DATA_DIR: the store is kept there (demo.sqlite) with the uploaded bytes (bytes/), and read back at
   * the next start. Without it the data lives as long as the process (tests, tools).
   */
  dataDir?: string;
  /** With dataDir: wipe what it holds and start from the seed (DEMO_FRESH=1). */
  fresh?: boolean;
}

/** The demo upstream, ready to mount in the BFF or to listen on its own (node tests, bench). */
export function createDemoUpstream(options: DemoUpstreamOptions = {}): DemoUpstream {
  const { dataDir, fresh, ...rest } = options;
  let saved: SavedStore | null = null;
  let bytes;
  if (dataDir) {
    const bytesDir = path.join(dataDir, 'bytes');
    if (fresh) rmSync(bytesDir, { recursive: true, force: true });
    saved = openSavedStore(dataDir, { seed: rest.seed ?? DEFAULT_SEED, fresh: fresh ?? false });
    const disk = diskByteStore(bytesDir);
    disk.sweep(saved.db);
    bytes = deleteAfterSave(disk);
  } else {
    bytes = tempByteStore();
  }
  const api = createDemoApi({
    frames: sharpFrames,
    ...rest,
    // The secret kept with the data, unless DEMO_SECRET names one: signed addresses outlive a restart.
    ...(saved ? { db: saved.db, secret: rest.secret ?? saved.secret } : {}),
    bytes,
  });
  const store = saved;
  const afterSave = 'afterSave' in bytes ? bytes.afterSave : null;
  // Calls that finish in the same turn of the event loop share one save, made before any of their
  // answers goes: under load one diff serves many answers, and each still waits for its own change.
  let next: Promise<void> | null = null;
  const save = store
    ? () =>
        (next ??= new Promise<void>((resolve, reject) =>
          setImmediate(() => {
            next = null;
            try {
              store.save();
            } catch (err) {
              reject(err as Error);
              return;
            }
            // Bytes whose rows are now gone from disk; a failure only leaves a stray file for the sweep.
            resolve(afterSave?.().catch(() => undefined));
          }),
        ))
    : undefined;
  return {
    ...api,
    handle: toNodeHandler(api.handlers, {
      isVisitorOnMemberCall: (pathname, token) =>
        MEMBER_PATHS.has(pathname) && liveSession(api, token ?? null) === null,
      ...(save ? { beforeAnswer: save } : {}),
    }),
    fetch: async (request) => {
      const response = await getResponse(api.handlers, request);
      await save?.();
      return response ?? new Response(null, { status: 404 });
    },
    dataFile: store?.file ?? null,
    close: () => store?.close(),
  };
}
