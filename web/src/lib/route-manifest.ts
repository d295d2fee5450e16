/**
 * Reads the running build's manifest (builds/<id>/manifest.json, written by build/build-info.ts and
 * immutable for its id) once, for lib/route-files.ts. Loaded with the deploy tools after start-up.
 */
import { BUILDS_DIR } from '@zaowu/shared';
import { setRouteFiles } from './route-files.ts';
import { DEV_BUILD_ID, RUNNING_BUILD_ID } from './versions.ts';

type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

function routeTable(value: unknown): Record<string, string[]> | null {
  const routes = (value as { routes?: unknown } | null)?.routes;
  if (typeof routes !== 'object' || routes === null) return null;
  const table: Record<string, string[]> = {};
  for (const [name, files] of Object.entries(routes)) {
    const js = (files as { js?: unknown } | null)?.js;
    if (!Array.isArray(js) || !js.every((f) => typeof f === 'string')) return null;
    table[name] = js;
  }
  return table;
}

let loading: Promise<void> | null = null;

/** Once per page; never rejects (a failure is logged: pages still load, one import level at a time). */
export function loadRouteFiles(
  fetchImpl: Fetch = (url, init) => window.fetch(url, init),
  buildId: string = RUNNING_BUILD_ID,
): Promise<void> {
  if (buildId === DEV_BUILD_ID) return Promise.resolve();
  loading ??= (async () => {
    try {
      const res = await fetchImpl(`/${BUILDS_DIR}/${encodeURIComponent(buildId)}/manifest.json`, {
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const table = routeTable(await res.json());
      if (!table) throw new Error('unexpected build manifest');
      setRouteFiles(table);
    } catch (err) {
      loading = null;
      console.error('[route-files] could not read the build manifest', err);
    }
  })();
  return loading;
}
