/**
 * The one HTTP client (product.md §7, §8; design.md §4). JSON; GET sends its input as the query, other methods
 * as the body (chunkUpload: multipart); the `token` header from localStorage; base address from the
 * runtime config. axios-retry retries once, only GET/HEAD/OPTIONS, only on 408/409/425/429/5xx of
 * RETRY_STATUSES. An answer with code 0 becomes a product toast and a typed ApiError; HTTP 401 goes to
 * the app's unauthorized rule; every failure is logged and re-thrown. Features never call axios.
 *
 * This file is the client's face: its error, options and retry rule, which both halves use. The client
 * itself is made by createHttp (lib/create-http.ts); the requests (lib/http-axios.ts, with axios and
 * axios-retry) load on the first call, not with the first page (issue 14: the first frame's data
 * comes with the HTML). A failed load of that chunk reloads the page like any other chunk (product.md §8),
 * or, when the reload guard holds, fails that call as a network error; the next call loads again.
 */
import { RETRY_METHODS, RETRY_STATUSES } from '@zaowu/shared';
import type * as RequestsModuleNs from './http-axios.ts';

export type RequestsModule = typeof RequestsModuleNs;

export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status (0 when the request never got an answer). */
  readonly status: number;
  /** Envelope code when the server answered with one. */
  readonly code: number | null;
  readonly path: string;
  /** The request carried a token: a 401 then means the session ended, not that there was none. */
  readonly sentToken: boolean;
  constructor(
    message: string,
    opts: { status: number; code: number | null; path: string; cause?: unknown; sentToken?: boolean },
  ) {
    super(message, { cause: opts.cause });
    this.status = opts.status;
    this.code = opts.code;
    this.path = opts.path;
    this.sentToken = opts.sentToken ?? false;
  }
  get isUnauthorized() {
    return this.status === 401;
  }
  /** 登录已失效 (a member's session ended) rather than 请先登录 (a visitor). */
  get isSessionExpired() {
    return this.status === 401 && this.sentToken;
  }
}

export interface HttpDeps {
  baseURL: () => string;
  token: () => string | null;
  /** The server's msg of a code-0 answer (product.md §8: product toast). */
  onEnvelopeError: (msg: string) => void;
  /** HTTP 401 (product.md §8: /account → login redirect, elsewhere → login-needed flag). */
  onUnauthorized: () => void;
  /** Where failures are logged (product.md §8). */
  log: (message: string, error: unknown) => void;
  /** Delay before a retry; 0 in tests. */
  retryDelayMs?: number;
  /** Loads lib/http-axios.ts; tests inject a failing load here. */
  loadRequests?: () => Promise<RequestsModule>;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Upload progress, for multipart calls. */
  onUploadProgress?: (loaded: number, total: number | undefined) => void;
  /** Skip the product toast for code 0 (the caller shows the message in place, e.g. a form). */
  silent?: boolean;
  /** Extra headers for this call only, e.g. the private zone's key (never a secret in the query). */
  headers?: Readonly<Record<string, string>>;
}

const RETRY_STATUS_SET = new Set<number>(RETRY_STATUSES);
const RETRY_METHOD_SET = new Set<string>(RETRY_METHODS);

/** product.md §7: retry once, non-mutating methods only, on the listed statuses only. */
export function shouldRetry(method: string | undefined, status: number | undefined): boolean {
  return (
    RETRY_METHOD_SET.has((method ?? 'get').toLowerCase()) &&
    status !== undefined &&
    RETRY_STATUS_SET.has(status)
  );
}

export const NETWORK_FAILED_MSG = '网络连接失败，请检查网络后重试';
