/**
 * The one HTTP client (SPEC §7, §8; DESIGN §4). JSON; GET sends its input as the query, other methods
 * as the body (chunkUpload: multipart); the `token` header from localStorage; base address from the
 * runtime config. axios-retry retries once, only GET/HEAD/OPTIONS, only on 408/409/425/429/5xx of
 * RETRY_STATUSES. An answer with code 0 becomes a product toast and a typed ApiError; HTTP 401 goes to
 * the app's unauthorized rule; every failure is logged and re-thrown. Features never call axios.
 */
import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import axiosRetry from 'axios-retry';
import {
  CODE_OK,
  RETRY_METHODS,
  RETRY_STATUSES,
  TOKEN_HEADER,
  isEnvelope,
  type Endpoint,
  type Envelope,
  type ReqOf,
  type ResOf,
} from '@zaowu/shared';

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
  /** The server's msg of a code-0 answer (SPEC §8: product toast). */
  onEnvelopeError: (msg: string) => void;
  /** HTTP 401 (SPEC §8: /account → login redirect, elsewhere → login-needed flag). */
  onUnauthorized: () => void;
  /** Where failures are logged (SPEC §8). */
  log: (message: string, error: unknown) => void;
  /** Delay before a retry; 0 in tests. */
  retryDelayMs?: number;
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

/** SPEC §7: retry once, non-mutating methods only, on the listed statuses only. */
export function shouldRetry(method: string | undefined, status: number | undefined): boolean {
  return (
    RETRY_METHOD_SET.has((method ?? 'get').toLowerCase()) &&
    status !== undefined &&
    RETRY_STATUS_SET.has(status)
  );
}

function toFormData(input: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, String(value));
  }
  return form;
}

export interface Http {
  axios: AxiosInstance;
  call<E extends Endpoint>(endpoint: E, input?: ReqOf<E>, options?: CallOptions): Promise<ResOf<E>>;
}

export function createHttp(deps: HttpDeps): Http {
  const instance = axios.create({ headers: { Accept: 'application/json' } });
  instance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    config.baseURL = deps.baseURL();
    const token = deps.token();
    if (token) config.headers.set(TOKEN_HEADER, token);
    return config;
  });
  axiosRetry(instance, {
    retries: 1,
    retryDelay: () => deps.retryDelayMs ?? 300,
    retryCondition: (error: AxiosError) => shouldRetry(error.config?.method, error.response?.status),
  });

  async function call<E extends Endpoint>(endpoint: E, input?: ReqOf<E>, options: CallOptions = {}) {
    const data = (input ?? {}) as Record<string, unknown>;
    const isGet = endpoint.method === 'GET';
    let envelope: Envelope<ResOf<E>>;
    try {
      const res = await instance.request<unknown>({
        url: endpoint.path,
        method: endpoint.method,
        ...(isGet ? { params: data } : { data: endpoint.multipart ? toFormData(data) : data }),
        signal: options.signal,
        headers: options.headers,
        onUploadProgress: options.onUploadProgress
          ? (e) => options.onUploadProgress!(e.loaded, e.total)
          : undefined,
      });
      if (!isEnvelope(res.data)) {
        throw new ApiError('服务返回了无法识别的数据', {
          status: res.status,
          code: null,
          path: endpoint.path,
        });
      }
      envelope = res.data as Envelope<ResOf<E>>;
    } catch (err) {
      const error = toApiError(err, endpoint.path);
      if (error.status === 401) deps.onUnauthorized();
      else if (error.code === 0 && !options.silent) deps.onEnvelopeError(error.message);
      if (!axios.isCancel(err)) deps.log(`[http] ${endpoint.method} ${endpoint.path} failed`, error);
      throw error;
    }
    if (envelope.code !== CODE_OK) {
      const error = new ApiError(envelope.msg || '操作失败', {
        status: 200,
        code: envelope.code,
        path: endpoint.path,
      });
      if (!options.silent) deps.onEnvelopeError(error.message);
      deps.log(`[http] ${endpoint.method} ${endpoint.path}: ${envelope.msg}`, error);
      throw error;
    }
    return envelope.data;
  }

  return { axios: instance, call };
}

/** Statuses 400–599 are errors (SPEC §7); an error answer that carries an envelope keeps its msg. */
function toApiError(err: unknown, path: string): ApiError {
  if (err instanceof ApiError) return err;
  if (axios.isAxiosError(err)) {
    const status = err.response?.status ?? 0;
    const body = err.response?.data;
    const sentToken = Boolean(err.config?.headers?.get(TOKEN_HEADER));
    if (isEnvelope(body))
      return new ApiError(body.msg, { status, code: body.code, path, cause: err, sentToken });
    const message = status === 0 ? '网络连接失败，请检查网络后重试' : `请求失败（${status}）`;
    return new ApiError(message, { status, code: null, path, cause: err, sentToken });
  }
  return new ApiError(err instanceof Error ? err.message : '请求失败', {
    status: 0,
    code: null,
    path,
    cause: err,
  });
}
