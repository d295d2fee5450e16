/**
 * A route's whole chunk graph, requested at once on in-app navigation.
 *
 * Vite's per-import dependency lists keep only CSS (vite.config.ts `resolveDependencies`): listing
 * every route's JavaScript there put a 2 KB table into the first load of every page. The same graph
 * is in the build's own manifest (builds/<id>/manifest.json), which the deploy tools read once after
 * start-up (lib/route-manifest.ts). From then on, opening a route adds a modulepreload for each of its
 * files before its module is imported, so a route costs one round trip instead of one per level of
 * its imports. Before that (and in dev, where there is no manifest) the browser walks the imports.
 * This module is in the first load, so it holds only the table and the preload.
 *
 * A prefetch (app/prefetch.ts: the likely next pages, after start-up) adds its links a few at a time:
 * each link starts a request and changes the head, and the 20-odd files of a work page, added in one
 * go, were a 58 ms task at full speed on /art (a CPU profile, a phone's viewport), four times that on
 * a slow phone. A navigation adds its route's links at once, those still waiting included.
 */
import { nextTask } from './next-task.ts';

/** The longest one task spends adding a prefetch's links before it lets the browser run. */
const LINK_TASK_MS = 8;
const APP_JS = /^\/assets\/[\w.-]+\.js$/;

/** Route name → its JavaScript files beyond the entry's. */
let routeJs: Readonly<Record<string, readonly string[]>> | null = null;
/** Files whose link is in the head. */
const preloaded = new Set<string>();
/** A prefetch's files whose link is still to be added, in order. */
const waiting = new Set<string>();
let adding = false;

export function setRouteFiles(table: Readonly<Record<string, readonly string[]>> | null): void {
  routeJs = table;
  preloaded.clear();
  waiting.clear();
}

function addLink(doc: Document, file: string): void {
  waiting.delete(file);
  preloaded.add(file);
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.href = file;
  doc.head.append(link);
}

/** Adds the waiting links, at most LINK_TASK_MS of them a task. */
async function addWaiting(doc: Document): Promise<void> {
  if (adding) return;
  adding = true;
  try {
    while (waiting.size > 0) {
      const until = performance.now() + LINK_TASK_MS;
      for (const file of waiting) {
        addLink(doc, file);
        if (performance.now() >= until) break;
      }
      if (waiting.size > 0) await nextTask();
    }
  } finally {
    adding = false;
  }
}

/**
 * Adds a modulepreload for each file of routeName not asked for yet; nothing before the table is set.
 * With `prefetch`, the links go in a few at a time over the next tasks; otherwise at once. Returns
 * whether the table knows the route (its files are then on their way).
 */
export function preloadRouteFiles(
  routeName: string,
  { doc = document, prefetch = false }: { doc?: Document; prefetch?: boolean } = {},
): boolean {
  const files = routeJs?.[routeName];
  for (const file of files ?? []) {
    // Only the app's own chunks, whatever the table says.
    if (preloaded.has(file) || !APP_JS.test(file)) continue;
    if (prefetch) waiting.add(file);
    else addLink(doc, file);
  }
  if (waiting.size > 0) void addWaiting(doc);
  return files !== undefined;
}
