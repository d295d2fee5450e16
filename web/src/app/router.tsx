/**
 * The data router, built from the shared route table (design.md §3), each route under its layout. A route
 * loads lazily with React Router's object-form `lazy`: its page module and its loader (in the feature's
 * loaders module) are asked for at once, so the data does not wait for the page's code. Each route's
 * middleware runs the validity check (product.md §5: 404 on failure) and its named guards (route-guards.ts)
 * before the loader.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ROUTES, ROUTE_RULES, resolveRouteRule, type LayoutName, type RouteDef } from '@zaowu/shared';
import { guardChunkLoad } from '../lib/chunk-reload.ts';
import { preloadRouteFiles } from '../lib/route-files.ts';
import type { RouteHandle } from '../lib/route-module.ts';
import { notFound } from '../lib/errors.ts';
import { routeIsOn } from '../lib/features.ts';
import { runtimeConfig } from '../lib/runtime-config.ts';
import { AppShell, ShellFallback } from './AppShell.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { CustomEventsLayout } from './layouts/CustomEventsLayout.tsx';
import { DefaultLayout } from './layouts/DefaultLayout.tsx';
import { OnlyHeaderLayout } from './layouts/OnlyHeaderLayout.tsx';
import { GUARDS, routeMiddleware, type RouteGuard } from './route-guards.ts';
import { ROUTE_MODULES, type RouteImports } from './route-modules.ts';

export interface RouterOptions {
  queryClient: QueryClient;
  table?: readonly RouteDef[];
  modules?: Readonly<Record<string, RouteImports>>;
  guards?: Readonly<Record<string, RouteGuard>>;
}

const LAYOUTS: Record<LayoutName, () => React.JSX.Element> = {
  default: DefaultLayout,
  'custom-events': CustomEventsLayout,
  'only-header': OnlyHeaderLayout,
};

export class MissingRouteModuleError extends Error {}

export function buildRoutes({
  queryClient,
  table = ROUTES,
  modules = ROUTE_MODULES,
  guards = GUARDS,
}: RouterOptions): RouteObject[] {
  const byLayout: Record<LayoutName, RouteObject[]> = { default: [], 'custom-events': [], 'only-header': [] };
  for (const def of table) {
    // A switched-off feature's pages are not routes: they fall to the 404 below, as the BFF answers.
    if (!routeIsOn(def.path)) continue;
    const imports = modules[def.name];
    if (!imports) throw new MissingRouteModuleError(`No route module for "${def.name}" (${def.path})`);
    // The route's whole chunk graph is asked for at once (lib/route-files.ts), then each module.
    const withFiles =
      <T,>(load: () => Promise<T>) =>
      () => {
        preloadRouteFiles(def.name);
        return load();
      };
    const page = guardChunkLoad(withFiles(imports.page));
    const loaders = imports.loaders && guardChunkLoad(withFiles(imports.loaders));
    byLayout[def.layout].push({
      id: def.name,
      path: def.path,
      handle: { route: def } satisfies RouteHandle,
      middleware: routeMiddleware(def, queryClient, guards),
      // A route without data still has a loader: the middleware (its validity check and guards) runs
      // on every navigation to it.
      ...(!loaders && { loader: () => null }),
      lazy: {
        Component: async () => (await page()).Component,
        ...(loaders && {
          // A page of the feature may need no data: its loader answers nothing, and its middleware runs.
          loader: async () => {
            const loader = (await loaders()).loaders[def.name];
            if (!loader) return () => null;
            return async (args: LoaderFunctionArgs) => (await loader({ ...args, queryClient })) ?? null;
          },
        }),
      },
    });
  }
  // Route rules (product.md §4): the BFF redirects them on a full load; these cover in-app navigation.
  for (const rule of ROUTE_RULES) {
    byLayout.default.push({
      id: `rule:${rule.from}`,
      path: rule.from,
      loader: ({ request }) => {
        const url = new URL(request.url);
        const policy = { origin: window.location.origin, allowedHosts: runtimeConfig().allowedHosts };
        const target = resolveRouteRule(url.pathname, policy);
        if (!target) throw notFound(url.pathname);
        throw redirect(target.kind === 'internal' ? target.path + url.search : target.href);
      },
    });
  }
  byLayout.default.push({
    id: 'not-found',
    path: '*',
    loader: ({ request }) => {
      throw notFound(new URL(request.url).pathname);
    },
  });

  return [
    {
      id: 'root',
      Component: AppShell,
      HydrateFallback: ShellFallback,
      ErrorBoundary: ErrorPage,
      children: (Object.keys(LAYOUTS) as LayoutName[]).map((layout) => ({
        id: `layout-${layout}`,
        Component: LAYOUTS[layout],
        children: [{ ErrorBoundary: ErrorPage, children: byLayout[layout] }],
      })),
    },
  ];
}

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(buildRoutes({ queryClient }));
}
