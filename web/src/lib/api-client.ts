/** The app's HTTP client instance. The app installs the 401 rule at boot (it needs the router). */
import { createHttp } from './create-http.ts';
import { ApiError } from './http.ts';
import { runtimeConfig } from './runtime-config.ts';
import { tokenStore } from './storage.ts';
import { productToast } from './toast.ts';

let unauthorized: () => void = () => {};

/** Installs what a 401 does (SPEC §8); app/ calls this once at boot. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorized = handler;
}

/**
 * What the console gets of a failed call (SPEC §8: failures are logged): what went wrong, never the
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

export const call = apiClient.call;
