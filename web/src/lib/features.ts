/**
 * The features the operator switched on (FEATURES, sent in the runtime config; shared/features.ts).
 * A switched-off feature's routes are not in the router, its buttons, tabs and links are not drawn,
 * and the API client refuses its calls without sending them.
 */
// By module, not the package's index: this is in every page's first load (the header).
import { FEATURE_NAMES, routeOn, switchedOffPaths, type FeatureName } from '@zaowu/shared/features';
import { matchRoute } from '@zaowu/shared/routes';
import { runtimeConfig } from './runtime-config.ts';

/** A BFF older than the switches sends no list: everything is on. */
const onList = (): readonly FeatureName[] => runtimeConfig().features ?? FEATURE_NAMES;

export function featureOn(name: FeatureName): boolean {
  return onList().includes(name);
}

let cached: { on: readonly FeatureName[]; off: Set<string> } | null = null;

/** The paths of switched-off calls (worked out once per runtime config). */
export function offCallPaths(): ReadonlySet<string> {
  const on = onList();
  if (cached?.on !== on) cached = { on, off: switchedOffPaths(on) };
  return cached.off;
}

/** Whether a route pattern's page is on the site (its feature is on, or it has none). */
export const routeIsOn = (pattern: string): boolean => routeOn(pattern, onList());

/** Whether the page at an internal path is on the site. */
export function pathOn(path: string): boolean {
  const match = matchRoute(path.split(/[?#]/)[0]!);
  return !match || routeIsOn(match.route.path);
}
