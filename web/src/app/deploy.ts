/**
 * Deploy detection, route prefetch (with the build manifest's route files) and the HTTP client's axios, loaded right after the first render
 * rather than in the first load: nothing here is needed before the version watch's 1 s start delay.
 */
import { apiClient } from '../lib/api-client.ts';

export { afterStartup, reloadIfUpdated, startVersionWatch } from '../lib/versions.ts';
export { prefetcher } from './prefetch.ts';
export { loadRouteFiles } from '../lib/route-manifest.ts';

/** axios ahead of the first call (lib/http.ts loads it on demand otherwise). */
export function preloadHttp(): void {
  apiClient.preload();
}
