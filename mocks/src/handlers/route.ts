/**
 * How every contract call is served: token → member, request → validated input (zod, Chinese
 * messages), handler → envelope. Business errors are thrown as ApiError and answered as
 * HTTP 200 {code:0,msg}; a missing or bad token on a member call is HTTP 401, as the real upstream does.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import * as z from 'zod';
import { endpoints, fail, ok, TOKEN_HEADER, type Endpoint, type ResOf } from '@zaowu/shared';
import type { Clock } from '../store/time.ts';
import type { Db, SessionRow, UserRow } from '../store/types.ts';
import { DAY } from '../store/time.ts';

export class ApiError extends Error {}
class Unauthorized extends Error {}

/** Ends the call with code 0 and this message. */
export function reject(msg: string): never {
  throw new ApiError(msg);
}

export const LOGIN_REQUIRED_MSG = '请先登录';
export const SESSION_TTL_MS = 30 * DAY;

export interface Context {
  db: Db;
  clock: Clock;
}

export interface Call {
  db: Db;
  clock: Clock;
  request: Request;
  session: SessionRow | null;
  user: UserRow | null;
  /** The logged-in member; only member calls (auth: true) may use it. */
  readonly me: UserRow;
  /** Origin the client sees (honours X-Forwarded-* from the BFF). */
  origin: string;
}

export interface Route<Res> {
  run(raw: Record<string, unknown>, call: Call): Promise<Res>;
  msg: string;
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
): Route<Res> {
  return {
    msg,
    async run(raw, call) {
      const parsed = schema.safeParse(raw, { error: chineseIssue });
      if (!parsed.success) reject(parsed.error.issues[0]?.message ?? '参数不正确');
      return handle(parsed.data, call);
    },
  };
}

type Endpoints = typeof endpoints;
/** A handler for every call of the contract, each answering that call's response type. */
export type RouteTable = {
  [M in keyof Endpoints]: { [N in keyof Endpoints[M]]: Route<ResOf<Endpoints[M][N]>> };
};
export type ModuleRoutes<M extends keyof Endpoints> = RouteTable[M];

export function unauthorized(): Response {
  return HttpResponse.json(fail(LOGIN_REQUIRED_MSG), { status: 401 });
}

function addValue(out: Record<string, unknown>, rawKey: string, value: unknown): void {
  const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
  const prev = out[key];
  if (prev === undefined) out[key] = rawKey.endsWith('[]') ? [value] : value;
  else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
}

/** GET input from the query (empty values mean "not given"); POST from JSON, form or multipart body. */
export async function readInput(
  request: Request,
  method: Endpoint['method'],
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  if (method === 'GET') {
    new URL(request.url).searchParams.forEach((v, k) => v !== '' && addValue(out, k, v));
    return out;
  }
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      reject('上传数据格式不正确');
    }
    form.forEach((v, k) => addValue(out, k, v));
    return out;
  }
  const text = await request.text();
  if (type.includes('application/x-www-form-urlencoded')) {
    new URLSearchParams(text).forEach((v, k) => addValue(out, k, v));
    return out;
  }
  if (text.trim() === '') return out;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    reject('请求数据不是有效的 JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) reject('请求数据格式不正确');
  return body as Record<string, unknown>;
}

export function clientOrigin(request: Request): string {
  const url = new URL(request.url);
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return `${proto || url.protocol.replace(':', '')}://${host || url.host}`;
}

/** The session a `token` header names, if it is still valid. */
export function sessionOf(ctx: Context, request: Request): SessionRow | null {
  const token = request.headers.get(TOKEN_HEADER)?.trim();
  if (!token) return null;
  const session = ctx.db.sessions.get(token);
  if (!session) return null;
  if (ctx.clock.now() - session.created_at > SESSION_TTL_MS) {
    ctx.db.sessions.delete(token);
    return null;
  }
  return session;
}

export async function serve<Res>(
  ctx: Context,
  endpoint: Endpoint,
  r: Route<Res>,
  request: Request,
): Promise<Response> {
  const session = sessionOf(ctx, request);
  const user = session ? (ctx.db.users.get(session.user_id) ?? null) : null;
  if (endpoint.auth && !user) return unauthorized();
  const call: Call = {
    db: ctx.db,
    clock: ctx.clock,
    request,
    session,
    user,
    get me(): UserRow {
      if (!user) throw new Unauthorized();
      return user;
    },
    origin: clientOrigin(request),
  };
  try {
    const data = await r.run(await readInput(request, endpoint.method), call);
    return HttpResponse.json(ok(data, r.msg));
  } catch (err) {
    if (err instanceof ApiError) return HttpResponse.json(fail(err.message));
    if (err instanceof Unauthorized) return unauthorized();
    console.error('[mocks] handler failed', endpoint.path, err);
    return HttpResponse.json(fail('服务器内部错误'), { status: 500 });
  }
}

/** One MSW handler per contract call. The leading `*` matches any origin, in node and in the browser. */
export function contractHandlers(ctx: Context, table: RouteTable): RequestHandler[] {
  const handlers: RequestHandler[] = [];
  for (const [module, calls] of Object.entries(endpoints)) {
    for (const [name, endpoint] of Object.entries(calls as Record<string, Endpoint>)) {
      const r = (table as unknown as Record<string, Record<string, Route<unknown>>>)[module]?.[name];
      if (!r) throw new Error(`no mock for ${module}.${name}`);
      const on = endpoint.method === 'GET' ? http.get : http.post;
      handlers.push(on(`*${endpoint.path}`, ({ request }) => serve(ctx, endpoint, r, request)));
    }
  }
  return handlers;
}
