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
 */

/** Route name → its JavaScript files beyond the entry's. */
let routeJs: Readonly<Record<string, readonly string[]>> | null = null;
const preloaded = new Set<string>();

export function setRouteFiles(table: Readonly<Record<string, readonly string[]>> | null): void {
  routeJs = table;
  preloaded.clear();
}

/**
 * Adds a modulepreload for each file of routeName not asked for yet; nothing before the table is set.
 * Returns whether the table knows the route (its files are then on their way).
 */
export function preloadRouteFiles(routeName: string, doc: Document = document): boolean {
  const files = routeJs?.[routeName];
  for (const file of files ?? []) {
    // Only the app's own chunks, whatever the table says.
    if (preloaded.has(file) || !/^\/assets\/[\w.-]+\.js$/.test(file)) continue;
    preloaded.add(file);
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    doc.head.append(link);
  }
  return files !== undefined;
}
