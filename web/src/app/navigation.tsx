/**
 * What happens on every navigation (SPEC §4): the current page name from the route name, page
 * tracking, a login re-check; plus the device type from the viewport.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { recheckLogin } from '../features/auth/index.ts';
import { MOBILE_MAX_WIDTH, currentPageNameAtom, deviceTypeAtom } from '../lib/client-state.ts';
import { trackPageView } from '../lib/tracking.ts';
import type { RouteHandle } from './router.tsx';
import { useUnauthorizedRule } from './unauthorized.ts';

function useDeviceType() {
  const setDevice = useSetAtom(deviceTypeAtom);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
    const update = () => setDevice(query.matches ? 'mobile' : 'desktop');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [setDevice]);
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

  useEffect(() => {
    setPageName(pageName);
  }, [pageName, setPageName]);

  useEffect(() => {
    trackPageView(path);
    void recheckLogin(queryClient);
  }, [path, queryClient]);

  return null;
}
