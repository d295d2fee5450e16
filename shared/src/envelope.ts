/** The upstream's response envelope (product.md §3): code 1 success, 0 error. */
export const CODE_OK = 1;
const CODE_ERROR = 0;

export interface Envelope<T> {
  code: typeof CODE_OK | typeof CODE_ERROR;
  msg: string;
  data: T;
}

export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: CODE_OK, msg, data };
}

export function fail(msg: string): Envelope<null> {
  return { code: CODE_ERROR, msg, data: null };
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (v.code === CODE_OK || v.code === CODE_ERROR) && typeof v.msg === 'string' && 'data' in v;
}

/** The most rows the upstream puts on one list page (a larger per_page is capped to it). */
export const MAX_PER_PAGE = 100;

/** Paginated data, as the upstream pages its lists. */
export interface Paginated<T> {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  data: T[];
}

export interface PageQuery {
  page?: number;
  per_page?: number;
}

/** The BFF's answer when the upstream is unreachable or fails (design.md §5). */
export const UPSTREAM_UNAVAILABLE_MSG = '服务暂时不可用';
export const UPSTREAM_TIMEOUT_MSG = '服务响应超时';
/** HTTP 413: a body over its call's limit, refused before it is read. */
export const REQUEST_TOO_LARGE_MSG = '请求内容过大';
