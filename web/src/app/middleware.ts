/**
 * Named route middleware (SPEC §2, §6): run before a page renders, in the route table's order. A
 * middleware throws to stop the page (an error response the error element shows). Building the router
 * with a name that is not registered throws (SPEC §8 "Unknown route middleware").
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
// auth's modules, not its index: the index also carries the SMS field and its mutations (not first-load).
import { checkLoginQuery } from '../features/auth/api.ts';
import { loginDialogOpenAtom } from '../lib/client-state.ts';
import { loginRequired } from '../lib/errors.ts';
import { appStore } from '../lib/store.ts';

export interface MiddlewareContext extends LoaderFunctionArgs {
  queryClient: QueryClient;
}
export type RouteMiddleware = (ctx: MiddlewareContext) => Promise<void> | void;

/** `profile`: members only; a visitor gets the login dialog and the page does not render. */
const profile: RouteMiddleware = async ({ queryClient }) => {
  const { isLogin } = await queryClient.fetchQuery(checkLoginQuery());
  if (!isLogin) {
    appStore.set(loginDialogOpenAtom, true);
    throw loginRequired();
  }
};

export const MIDDLEWARE: Record<string, RouteMiddleware> = { profile };

export class UnknownMiddlewareError extends Error {
  override name = 'UnknownMiddlewareError';
}

export function resolveMiddleware(
  names: readonly string[],
  routePath: string,
  registry: Record<string, RouteMiddleware> = MIDDLEWARE,
): RouteMiddleware[] {
  return names.map((name) => {
    const mw = registry[name];
    if (!mw) throw new UnknownMiddlewareError(`Unknown route middleware "${name}" on ${routePath}`);
    return mw;
  });
}
