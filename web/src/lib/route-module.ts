/** What a route's lazily loaded modules export (app/route-modules.ts finds them by file name). */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDef } from '@zaowu/shared';

/** Each route's handle: app/router.tsx sets it, app/navigation.tsx reads the current route's. */
export interface RouteHandle {
  route: RouteDef;
}

export interface RouteLoaderArgs extends LoaderFunctionArgs {
  queryClient: QueryClient;
}

/** Runs after the validity check and the route's middleware; throws notFound() for a missing item. */
export type RouteLoader = (args: RouteLoaderArgs) => unknown;

/** A page: features/<domain>/routes/<route name>.page.tsx. */
export interface PageModule {
  Component: ComponentType;
}

/** A feature's loaders: features/<domain>/routes/loaders.ts, keyed by route name. */
export interface LoadersModule {
  loaders: Readonly<Record<string, RouteLoader>>;
}
