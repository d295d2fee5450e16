/** The app's HTTP client instance. The app installs the 401 rule at boot (it needs the router). */
import { createHttp } from './http.ts';
import { runtimeConfig } from './runtime-config.ts';
import { tokenStore } from './storage.ts';
import { productToast } from './toast.ts';

let unauthorized: () => void = () => {};

/** Installs what a 401 does (SPEC §8); app/ calls this once at boot. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorized = handler;
}

export const apiClient = createHttp({
  baseURL: () => runtimeConfig().apiBase,
  token: () => tokenStore.get(),
  onEnvelopeError: productToast,
  onUnauthorized: () => unauthorized(),
  log: (message, error) => console.error(message, error),
});

export const call = apiClient.call;
