/**
 * The requests of the HTTP client (lib/http.ts), loaded by `import()` on the first call rather than
 * with the first page: axios, axios-retry and the envelope rules. Only lib/create-http.ts imports this.
 */
import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import axiosRetry from 'axios-retry';
import {
  CODE_OK,
  TOKEN_HEADER,
  isEnvelope,
  type Endpoint,
  type Envelope,
  type ReqOf,
  type ResOf,
} from '@zaowu/shared';
import { ApiError, NETWORK_FAILED_MSG, shouldRetry, type CallOptions, type HttpDeps } from './http.ts';

function toFormData(input: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else form.append(key, String(value));
  }
  return form;
}

export function createRequests(deps: HttpDeps) {
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

  return { instance, call };
}

/** Statuses 400–599 are errors (product.md §7); an error answer that carries an envelope keeps its msg. */
function toApiError(err: unknown, path: string): ApiError {
  if (err instanceof ApiError) return err;
  if (axios.isAxiosError(err)) {
    const status = err.response?.status ?? 0;
    const body = err.response?.data;
    const sentToken = Boolean(err.config?.headers?.get(TOKEN_HEADER));
    if (isEnvelope(body))
      return new ApiError(body.msg, { status, code: body.code, path, cause: err, sentToken });
    const message = status === 0 ? NETWORK_FAILED_MSG : `请求失败（${status}）`;
    return new ApiError(message, { status, code: null, path, cause: err, sentToken });
  }
  return new ApiError(err instanceof Error ? err.message : '请求失败', {
    status: 0,
    code: null,
    path,
    cause: err,
  });
}
