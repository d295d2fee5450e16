/** The app's HTTP client instance. The app installs the 401 rule at boot (it needs the router). */
import { FEATURE_OFF_MSG, type Endpoint, type ReqOf, type ResOf } from '@zaowu/shared';
import { createHttp } from './create-http.ts';
import { offCallPaths } from './features.ts';
import { ApiError, type CallOptions } from './http.ts';
import { runtimeConfig } from './runtime-config.ts';
import { tokenStore } from './storage.ts';
import { productToast } from './toast.ts';

let unauthorized: () => void = () => {};

/** Installs what a 401 does (product.md §8); app/ calls this once at boot. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorized = handler;
}

/**
 * What the console gets of a failed call (product.md §8: failures are logged): what went wrong, never the
 * request's config, whose headers hold the token and the private zone's key.
 */
export function loggable(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const cause = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : undefined;
  return new ApiError(error.message, {
    status: error.status,
    code: error.code,
    path: error.path,
    cause,
    sentToken: error.sentToken,
  });
}

export const apiClient = createHttp({
  baseURL: () => runtimeConfig().apiBase,
  token: () => tokenStore.get(),
  onEnvelopeError: productToast,
  onUnauthorized: () => unauthorized(),
  log: (message, error) => console.error(message, loggable(error)),
});

/**
 * Every call of the app. A switched-off feature's call (FEATURES) fails at once, as the BFF would
 * answer it, without a request: the screens do not offer it, and this keeps a stray one off the wire.
 */
export function call<E extends Endpoint>(
  endpoint: E,
  input?: ReqOf<E>,
  options?: CallOptions,
): Promise<ResOf<E>> {
  if (offCallPaths().has(endpoint.path))
    return Promise.reject(new ApiError(FEATURE_OFF_MSG, { status: 404, code: 0, path: endpoint.path }));
  return apiClient.call(endpoint, input, options);
}
