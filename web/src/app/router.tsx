import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES, matchRoute, type RouteDef } from '@zaowu/shared';
import { RootLayout } from './RootLayout.tsx';
import { ErrorPage, notFound } from './ErrorPage.tsx';
import { RoutePage } from './RoutePage.tsx';

export interface RouteHandle {
  route: RouteDef;
}

function isValidPath(def: RouteDef, pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== null && match.route.name === def.name && match.valid;
}

/** One route object per entry of the shared route table, in table order, plus the 404 catch-all. */
export function buildRoutes(table: readonly RouteDef[] = ROUTES): RouteObject[] {
  const children: RouteObject[] = table.map((def) => ({
    path: def.path,
    handle: { route: def } satisfies RouteHandle,
    loader: ({ request }) => {
      // Validity check (SPEC §5): a failed parameter check is a 404.
      const { pathname } = new URL(request.url);
      if (!isValidPath(def, pathname)) throw notFound(pathname);
      return null;
    },
    element: <RoutePage route={def} />,
  }));
  children.push({
    path: '*',
    loader: ({ request }) => {
      throw notFound(new URL(request.url).pathname);
    },
  });
  return [{ element: <RootLayout />, children: [{ errorElement: <ErrorPage />, children }] }];
}

export function createRouter() {
  return createBrowserRouter(buildRoutes());
}
