/**
 * How every contract call is served: token → member, request → validated input (zod, Chinese
 * messages), handler → envelope. Business errors are thrown as ApiError and answered as
 * HTTP 200 {code:0,msg}; a missing or bad token on a member call is HTTP 401, as the real upstream does.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from '@zaowu/shared/zod';
import {
  bodyLimitOf,
  endpoints,
  fail,
  JSON_MAX_DEPTH,
  ok,
  REQUEST_TOO_LARGE_MSG,
  TOKEN_HEADER,
  type Endpoint,
  type ResOf,
} from '@zaowu/shared';
import type { RequestSchemas } from '@zaowu/shared/requests';
import type { VideoCache } from '../media/video/index.ts';
import type { ByteStore } from '../store/bytes.ts';
import type { Signer } from '../store/signing.ts';
import type { Clock } from '../store/time.ts';
import type { Db, SessionRow, UserRow } from '../store/types.ts';
import { DAY } from '../store/time.ts';
import { parseJsonInput, POISONED_KEYS } from './json-input.ts';
import { preparedInputOf } from './prepared-input.ts';

class ApiError extends Error {}
class Unauthorized extends Error {}
/** A body over its call's limit: HTTP 413, decided before more than the limit is read. */
class BodyTooLarge extends Error {}
/** The client went away mid-body: nobody is left to answer, nothing to log. */
class BodyAborted extends Error {}
/** A JSON body nesting deeper than JSON_MAX_DEPTH: HTTP 400, refused before it is parsed. */
class BodyTooDeep extends Error {}

const TOO_DEEP_MSG = `请求数据的嵌套层级过深（最多 ${JSON_MAX_DEPTH} 层）`;

/** Ends the call with code 0 and this message. */
export function reject(msg: string): never {
  throw new ApiError(msg);
}

/** Ends the call with code 0 and `msg` when there is one (a store check's refusal); else nothing. */
export function rejectIf(msg: string | null): void {
  if (msg !== null) reject(msg);
}

export const LOGIN_REQUIRED_MSG = '请先登录';
const SESSION_TTL_MS = 30 * DAY;

export interface Context {
  db: Db;
  clock: Clock;
  /** Uploaded bytes: on disk in node (DATA_DIR), in memory in the browser. */
  bytes: ByteStore;
  /** Signs and checks the expiring addresses of private files. */
  signer: Signer;
  /** Made animation videos (media/video); null where the host cannot draw them (the browser). */
  videos: VideoCache | null;
  /**
   * The site's public origin (SITE_URL) for absolute URLs; never taken from a client's Host or
   * X-Forwarded-* headers. Null where the demo runs in the page itself (pnpm dev): the page's origin.
   */
  siteOrigin: string | null;
}

/**
 * The client's address, set by the node adapter (mocks/src/node.ts) from what the server in front saw;
 * a value a client sends itself never survives the adapter.
 */
export const CLIENT_ADDRESS_HEADER = 'x-zaowu-client-address';

export interface Call {
  /**
   * Who is calling, for per-client limits: the client's address in node; 'local' where the demo runs
   * in the page itself (pnpm dev), which has one client.
   */
  client: string;
  db: Db;
  clock: Clock;
  bytes: ByteStore;
  signer: Signer;
  request: Request;
  session: SessionRow | null;
  user: UserRow | null;
  /** The logged-in member; only member calls (auth: true) may use it. */
  readonly me: UserRow;
  /** The site's public origin (SITE_URL), for absolute URLs in answers. */
  origin: string;
}

export interface Route<In, Res> {
  run(raw: Record<string, unknown>, call: Call): Promise<Res>;
  msg: string;
  /** What the call takes, as it is validated: the contract's input (docs/openapi.json is made from it). */
  input: z.ZodType;
  /**
   * Phantom (never present at run time): the input the handler reads, checked both ways against its
   * call's `requestSchemas` entry by RouteTable, so a handler cannot read a field the contract lacks.
   */
  readonly __input?: (input: In) => In;
}

const zhCN = z.locales.zhCN().localeError;

function chineseIssue(iss: Parameters<typeof zhCN>[0]): string {
  const m = zhCN(iss);
  const text = typeof m === 'string' ? m : (m?.message ?? '参数不正确');
  const path = (iss.path ?? []).join('.');
  return path ? `参数 ${path}：${text}` : text;
}

/** Validates the input with `schema`, then runs `handle`. */
export function route<S extends z.ZodType, Res>(
  schema: S,
  handle: (input: z.output<S>, call: Call) => Res | Promise<Res>,
  msg = '操作成功',
): Route<z.output<S>, Res> {
  return {
    msg,
    input: schema,
    async run(raw, call) {
      const parsed = schema.safeParse(raw, { error: chineseIssue });
      if (!parsed.success) reject(parsed.error.issues[0]?.message ?? '参数不正确');
      return handle(parsed.data, call);
    },
  };
}

type Endpoints = typeof endpoints;
/** What a call's handler reads: the output of its `requestSchemas` entry. */
type InputOf<K extends string> = K extends keyof RequestSchemas ? z.output<RequestSchemas[K]> : never;
/**
 * A handler for every call of the contract, each reading that call's request schema's output and
 * answering its response type.
 */
export type RouteTable = {
  [M in keyof Endpoints]: {
    [N in keyof Endpoints[M]]: Route<InputOf<`${M & string}.${N & string}`>, ResOf<Endpoints[M][N]>>;
  };
};
export type ModuleRoutes<M extends keyof Endpoints> = RouteTable[M];

function unauthorized(): Response {
  return HttpResponse.json(fail(LOGIN_REQUIRED_MSG), { status: 401 });
}

function addValue(out: Record<string, unknown>, rawKey: string, value: unknown): void {
  const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
  if (POISONED_KEYS.has(key)) return;
  const prev = out[key];
  if (prev === undefined) out[key] = rawKey.endsWith('[]') ? [value] : value;
  else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
}

/**
 * The whole body, or BodyTooLarge as soon as it passes `limit`: a declared Content-Length over it is
 * refused before a byte is read, a chunked body the moment it passes. What was read is dropped; the
 * rest is never read (the adapter closes the connection).
 */
async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= limit)) throw new BodyTooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: Awaited<ReturnType<typeof reader.read>>;
    try {
      chunk = await reader.read();
    } catch {
      throw new BodyAborted();
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.releaseLock();
      throw new BodyTooLarge();
    }
    parts.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.byteLength;
  }
  return body;
}

/**
 * GET input from the query (empty values mean "not given"); POST from JSON, form or multipart body, at
 * most the call's bodyLimitOf bytes. An upload the node adapter has already taken apart (its file on
 * disk) comes prepared.
 */
async function readInput(
  request: Request,
  endpoint: Pick<Endpoint, 'method' | 'multipart' | 'bodyLimit'>,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  if (endpoint.method === 'GET') {
    new URL(request.url).searchParams.forEach((v, k) => v !== '' && addValue(out, k, v));
    return out;
  }
  const prepared = endpoint.multipart ? preparedInputOf(request) : undefined;
  if (prepared) {
    for (const [k, v] of prepared) addValue(out, k, v);
    return out;
  }
  const type = request.headers.get('content-type') ?? '';
  const body = await readBody(request, bodyLimitOf(endpoint));
  if (type.includes('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(body, { headers: { 'content-type': type } }).formData();
    } catch {
      reject('上传数据格式不正确');
    }
    form.forEach((v, k) => addValue(out, k, v));
    return out;
  }
  const text = new TextDecoder().decode(body);
  if (type.includes('application/x-www-form-urlencoded')) {
    new URLSearchParams(text).forEach((v, k) => addValue(out, k, v));
    return out;
  }
  if (text.trim() === '') return out;
  const json = parseJsonInput(text);
  if (!json.ok && json.reason === 'too-deep') throw new BodyTooDeep();
  if (!json.ok) reject('请求数据不是有效的 JSON');
  const parsed = json.value;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) reject('请求数据格式不正确');
  return parsed as Record<string, unknown>;
}

/** The origin absolute URLs use: SITE_URL, else (in the page itself) the request's own. */
function siteOrigin(ctx: Context, request: Request): string {
  return ctx.siteOrigin ?? new URL(request.url).origin;
}

function tooLarge(): Response {
  return HttpResponse.json(fail(REQUEST_TOO_LARGE_MSG), { status: 413 });
}

/** The session a `token` header names, if it is still valid. */
function sessionOf(ctx: Context, request: Request): SessionRow | null {
  return liveSession(ctx, request.headers.get(TOKEN_HEADER));
}

/** The session a token names, if it is still valid (an expired one is dropped). */
export function liveSession(ctx: Pick<Context, 'db' | 'clock'>, rawToken: string | null): SessionRow | null {
  const token = rawToken?.trim();
  if (!token) return null;
  const session = ctx.db.sessions.get(token);
  if (!session) return null;
  if (ctx.clock.now() - session.created_at > SESSION_TTL_MS) {
    ctx.db.sessions.delete(token);
    return null;
  }
  return session;
}

export async function serve<In, Res>(
  ctx: Context,
  endpoint: Endpoint,
  r: Route<In, Res>,
  request: Request,
): Promise<Response> {
  const session = sessionOf(ctx, request);
  const user = session ? (ctx.db.users.get(session.user_id) ?? null) : null;
  if (endpoint.auth && !user) return unauthorized();
  const call: Call = {
    client: request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'local',
    db: ctx.db,
    clock: ctx.clock,
    bytes: ctx.bytes,
    signer: ctx.signer,
    request,
    session,
    user,
    get me(): UserRow {
      if (!user) throw new Unauthorized();
      return user;
    },
    origin: siteOrigin(ctx, request),
  };
  try {
    const data = await r.run(await readInput(request, endpoint), call);
    return HttpResponse.json(ok(data, r.msg));
  } catch (err) {
    if (err instanceof BodyTooLarge) return tooLarge();
    if (err instanceof BodyTooDeep) return HttpResponse.json(fail(TOO_DEEP_MSG), { status: 400 });
    if (err instanceof BodyAborted) return HttpResponse.json(fail('请求已中断'), { status: 400 });
    if (err instanceof ApiError) return HttpResponse.json(fail(err.message));
    if (err instanceof Unauthorized) return unauthorized();
    console.error('[mocks] handler failed', endpoint.path, err);
    return HttpResponse.json(fail('服务器内部错误'), { status: 500 });
  }
}

/** True when the request is for exactly this path (msw's leading "*" matches any prefix). */
export function isPath(request: Request, path: string): boolean {
  return new URL(request.url).pathname === path;
}

/** One MSW handler per contract call. The leading `*` matches any origin, in node and in the browser. */
export function contractHandlers(ctx: Context, table: RouteTable): RequestHandler[] {
  const handlers: RequestHandler[] = [];
  for (const [module, calls] of Object.entries(endpoints)) {
    for (const [name, endpoint] of Object.entries(calls as Record<string, Endpoint>)) {
      const r = (table as unknown as Record<string, Record<string, Route<unknown, unknown>>>)[module]?.[name];
      if (!r) throw new Error(`no mock for ${module}.${name}`);
      const on = endpoint.method === 'GET' ? http.get : http.post;
      handlers.push(
        on(`*${endpoint.path}`, ({ request }) =>
          // "*" would also take /api/x/api/v1.user/login: only the call's own path is the call.
          isPath(request, endpoint.path) ? serve(ctx, endpoint, r, request) : undefined,
        ),
      );
    }
  }
  return handlers;
}
