/**
 * What happens on every navigation (product.md §4): the current page name from the route name, page
 * tracking, a login re-check; plus the device type from the viewport, and deploy detection with
 * route prefetching (lib/versions.ts, prefetch.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from '../lib/state.ts';
import { useEffect } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
// auth's modules, not its index: the index also carries the SMS field and its mutations (not first-load).
import { recheckLogin } from '../lib/session.ts';
import { currentPageNameAtom, deviceTypeAtom, phoneQuery, viewportDeviceType } from '../lib/client-state.ts';
import type { RouteHandle } from '../lib/route-module.ts';
import { trackPageView } from '../lib/tracking.ts';
import { useUnauthorizedRule } from './unauthorized.ts';

function useDeviceType() {
  const setDevice = useSetAtom(deviceTypeAtom);
  useEffect(() => {
    const query = phoneQuery();
    const update = () => setDevice(viewportDeviceType());
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [setDevice]);
}

/**
 * Starts the version watch once; after its start delay prefetches the likely next pages of the current
 * one. When a newer build is out, a page navigation (not a form submission) becomes a full page load
 * of where it was going, as soon as it starts, before the old build renders anything.
 */
const deployTools = () => import('./deploy.ts');

function useBuildVersion(pageName: string) {
  const navigation = useNavigation();
  useEffect(() => {
    deployTools()
      .then((m) => m.startVersionWatch())
      .catch((err: unknown) => console.error('[versions]', err));
  }, []);
  useEffect(() => {
    let cancel: (() => void) | null = null;
    let live = true;
    void deployTools()
      .then((m) => {
        if (!live) return;
        cancel = m.afterStartup(() => {
          m.preloadHttp();
          // With the manifest read, a prefetch asks for a route's whole graph at once.
          void m.loadRouteFiles().then(() => {
            if (live) m.prefetcher.prefetchLikelyNext(pageName);
          });
        });
      })
      .catch(() => undefined);
    return () => {
      live = false;
      cancel?.();
    };
  }, [pageName]);

  const pending =
    navigation.state === 'loading' && (navigation.formMethod ?? 'GET').toUpperCase() === 'GET'
      ? navigation.location
      : undefined;
  const nextUrl = pending ? pending.pathname + pending.search + pending.hash : null;
  useEffect(() => {
    if (nextUrl !== null) void deployTools().then((m) => m.reloadIfUpdated(nextUrl));
  }, [nextUrl]);
}

export function NavigationEffects() {
  const location = useLocation();
  const matches = useMatches();
  const queryClient = useQueryClient();
  const setPageName = useSetAtom(currentPageNameAtom);
  useUnauthorizedRule();
  useDeviceType();

  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const pageName = handle?.route.name ?? 'error';
  const path = location.pathname + location.search;
  useBuildVersion(pageName);

  useEffect(() => {
    setPageName(pageName);
  }, [pageName, setPageName]);

  useEffect(() => {
    trackPageView(path);
    void recheckLogin(queryClient);
  }, [path, queryClient]);

  return null;
}
