/**
 * What runs before a page's loader, as React Router route middleware (product.md §2, §5, §6): first the
 * route's validity check (a path whose params fail the table's check is a 404), then the route
 * table's named guards, in the table's order. A guard throws to stop the page (an error response the
 * error element shows). Building the router with a name that is not registered throws (product.md §8
 * "Unknown route middleware").
 */
import type { QueryClient } from '@tanstack/react-query';
import type { MiddlewareFunction } from 'react-router';
import { matchRoute, type RouteDef } from '@zaowu/shared';
// auth's modules, not its index: the index also carries the SMS field and its mutations (not first-load).
import { checkLoginQuery, loginDialogOpenAtom } from '../lib/session.ts';
import { loginRequired, notFound } from '../lib/errors.ts';
import { appStore } from '../lib/store.ts';

/** A named guard: React Router middleware with the app's query client. */
export type RouteGuard = (queryClient: QueryClient) => MiddlewareFunction;

/** `profile`: members only; a visitor gets the login dialog and the page does not render. */
const profile: RouteGuard = (queryClient) => async () => {
  const { isLogin } = await queryClient.fetchQuery(checkLoginQuery());
  if (!isLogin) {
    appStore.set(loginDialogOpenAtom, true);
    throw loginRequired();
  }
};

export const GUARDS: Readonly<Record<string, RouteGuard>> = { profile };

export class UnknownMiddlewareError extends Error {
  override name = 'UnknownMiddlewareError';
}

/** The table's validity check for `def` (product.md §5): the path matches this route and its params pass. */
function validPath(def: RouteDef): MiddlewareFunction {
  return ({ request }) => {
    const { pathname } = new URL(request.url);
    const match = matchRoute(pathname);
    if (match === null || match.route.path !== def.path || !match.valid) throw notFound(pathname);
  };
}

/** The middleware of `def`'s route: its validity check, then its named guards. */
export function routeMiddleware(
  def: RouteDef,
  queryClient: QueryClient,
  guards: Readonly<Record<string, RouteGuard>> = GUARDS,
): MiddlewareFunction[] {
  const named = def.middleware.map((name) => {
    const guard = guards[name];
    if (!guard) throw new UnknownMiddlewareError(`Unknown route middleware "${name}" on ${def.path}`);
    return guard(queryClient);
  });
  return [validPath(def), ...named];
}
