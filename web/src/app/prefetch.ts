/**
 * Route modules of the pages a visitor most likely opens next, fetched once the start delay is over
 * on a fast enough connection (lib/versions.ts afterStartup), so those clicks need no chunk round
 * trip. With the build's manifest read (lib/route-files.ts) the route's files are only fetched
 * (modulepreload): nothing is evaluated until the route opens, so the page the visitor is on does no
 * work for a page they may never open. Without it (dev) the route's page and loaders modules are
 * imported. A failed prefetch is logged and forgotten (the real navigation loads the chunk again,
 * with the chunk-reload guard).
 */
import { preloadRouteFiles } from '../lib/route-files.ts';
import { ROUTE_MODULES, type RouteImports } from './route-modules.ts';

const WORK_LISTS = ['model', 'art', 'animation', 'blog'] as const;
const WORK_DETAILS = ['model-id', 'art-id', 'animation-id', 'blog-id'] as const;

/** Current route name → likely next route names. Every name is one of the shared route table. */
export const LIKELY_NEXT: Readonly<Record<string, readonly string[]>> = {
  index: [...WORK_LISTS, 'explore'],
  model: ['model-id'],
  art: ['art-id'],
  animation: ['animation-id'],
  blog: ['blog-id'],
  explore: WORK_DETAILS,
  recommend: WORK_DETAILS,
  community: ['community-id'],
  designer: ['designer-id'],
  shop: ['shop-id'],
  'model-id': ['designer-id', 'cart'],
  'art-id': ['designer-id'],
  'animation-id': ['designer-id'],
  'blog-id': ['designer-id'],
  'designer-id': WORK_DETAILS,
  'shop-id': ['goods-id', 'cart'],
  'goods-id': ['shop-id', 'cart'],
  'collection-id': WORK_DETAILS,
  'favorites-id': WORK_DETAILS,
  cart: ['cart-pay-id'],
  login: ['index'],
  'login-forget': ['login'],
  'login-bindAccount': ['index'],
  account: ['disk', 'publish', 'message'],
  message: ['messagebox'],
  certification: ['certification-realname'],
  'share-type-id': ['index'],
};

export interface Prefetcher {
  /** Starts loading the likely next route modules of routeName (each module at most once). */
  prefetchLikelyNext(routeName: string): void;
}

export function createPrefetcher(
  modules: Readonly<Record<string, RouteImports>> = ROUTE_MODULES,
  likelyNext: Readonly<Record<string, readonly string[]>> = LIKELY_NEXT,
  logError: (...args: unknown[]) => void = (...args) => console.error(...args),
): Prefetcher {
  const started = new Set<string>();
  return {
    prefetchLikelyNext(routeName) {
      for (const name of likelyNext[routeName] ?? []) {
        if (started.has(name)) continue;
        started.add(name);
        const fail = (err: unknown) => logError(`[prefetch] route module "${name}" failed`, err);
        try {
          const route = modules[name];
          if (!route) throw new Error('no such route module');
          if (preloadRouteFiles(name, { prefetch: true })) continue;
          void route.page().catch(fail);
          void route.loaders?.().catch(fail);
        } catch (err) {
          fail(err);
        }
      }
    },
  };
}

/** The page's prefetcher. */
export const prefetcher = createPrefetcher();
