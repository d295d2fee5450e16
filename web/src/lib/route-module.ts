/** What a lazily loaded route module exports (features/<domain>/routes/*.tsx). */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';

export interface RouteLoaderArgs extends LoaderFunctionArgs {
  queryClient: QueryClient;
}

export interface RouteModule {
  Component: ComponentType;
  /** Runs after the validity check and the route's middleware; throw notFound() for a missing item. */
  loader?: (args: RouteLoaderArgs) => unknown;
}
