/**
 * The data router, built from the shared route table (DESIGN §3): one lazily loaded module per route,
 * grouped under its layout. Each route's middleware runs the validity check (SPEC §5: 404 on failure)
 * and its named guards (route-guards.ts) before the module's own loader.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { ROUTES, ROUTE_RULES, resolveRouteRule, type LayoutName, type RouteDef } from '@zaowu/shared';
import { guardChunkLoad } from '../lib/chunk-reload.ts';
import { preloadRouteFiles } from '../lib/route-files.ts';
import { notFound } from '../lib/errors.ts';
import type { RouteModule } from '../lib/route-module.ts';
import { runtimeConfig } from '../lib/runtime-config.ts';
import { AppShell, ShellFallback } from './AppShell.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { CustomEventsLayout } from './layouts/CustomEventsLayout.tsx';
import { DefaultLayout } from './layouts/DefaultLayout.tsx';
import { OnlyHeaderLayout } from './layouts/OnlyHeaderLayout.tsx';
import { GUARDS, routeMiddleware, type RouteGuard } from './route-guards.ts';
import { ROUTE_MODULES } from './route-modules.ts';

export interface RouteHandle {
  route: RouteDef;
}

export interface RouterOptions {
  queryClient: QueryClient;
  table?: readonly RouteDef[];
  modules?: Record<string, () => Promise<RouteModule>>;
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
    const raw = modules[def.name];
    if (!raw) throw new MissingRouteModuleError(`No route module for "${def.name}" (${def.path})`);
    const load = guardChunkLoad(() => {
      preloadRouteFiles(def.name);
      return raw();
    });
    byLayout[def.layout].push({
      id: def.name,
      path: def.path,
      handle: { route: def } satisfies RouteHandle,
      middleware: routeMiddleware(def, queryClient, guards),
      loader: async (args) => {
        const mod = await load();
        return mod.loader ? ((await mod.loader({ ...args, queryClient })) ?? null) : null;
      },
      lazy: async () => ({ Component: (await load()).Component }),
    });
  }
  // Route rules (SPEC §4): the BFF redirects them on a full load; these cover in-app navigation.
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
