/**
 * createHttp: the HTTP client of lib/http.ts, whose requests (lib/http-axios.ts, with axios and
 * axios-retry) load by `import()` on the first call. Its own module, apart from the error and the retry
 * rule that http-axios.ts imports, so the two halves do not import each other.
 */
import type { AxiosInstance } from 'axios';
import type { Endpoint, ReqOf, ResOf } from '@zaowu/shared';
import { guardChunkLoad } from './chunk-reload.ts';
import {
  ApiError,
  NETWORK_FAILED_MSG,
  type CallOptions,
  type HttpDeps,
  type RequestsModule,
} from './http.ts';

export interface Http {
  /** The axios instance, loading it first if no call has yet. */
  axios(): Promise<AxiosInstance>;
  /** Starts loading axios ahead of the first call; a failure is only forgotten (the call loads again). */
  preload(): void;
  call<E extends Endpoint>(endpoint: E, input?: ReqOf<E>, options?: CallOptions): Promise<ResOf<E>>;
}

type Requests = ReturnType<RequestsModule['createRequests']>;

const importRequests = () => import('./http-axios.ts');
const guardedImportRequests = guardChunkLoad(importRequests);

export function createHttp(deps: HttpDeps): Http {
  let loaded: Requests | null = null;
  let loading: Promise<Requests> | null = null;

  function load(loader = deps.loadRequests ?? guardedImportRequests): Promise<Requests> {
    loading ??= loader().then(
      (mod) => (loaded = mod.createRequests(deps)),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    );
    return loading;
  }

  async function call<E extends Endpoint>(endpoint: E, input?: ReqOf<E>, options?: CallOptions) {
    let requests = loaded;
    if (!requests) {
      try {
        requests = await load();
      } catch (err) {
        const error = new ApiError(NETWORK_FAILED_MSG, {
          status: 0,
          code: null,
          path: endpoint.path,
          cause: err,
        });
        deps.log(`[http] ${endpoint.method} ${endpoint.path} failed`, error);
        throw error;
      }
    }
    return requests.call(endpoint, input, options);
  }

  return {
    axios: async () => (loaded ?? (await load())).instance,
    preload: () => void load(deps.loadRequests ?? importRequests).catch(() => undefined),
    call,
  };
}
