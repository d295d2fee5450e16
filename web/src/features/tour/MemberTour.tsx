/**
 * For a logged-in member: one status request,
 * and the tour's UI is only downloaded when the status says it should show.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from '../../lib/state.ts';
import { lazy, Suspense } from 'react';
import { loginDialogOpenAtom, useIsLoggedIn } from '../../lib/session.ts';
import { guideStatusQuery, shouldShowTour } from './api.ts';

const TourOverlay = lazy(() => import('./components/TourOverlay.tsx'));

export default function MemberTour() {
  const loggedIn = useIsLoggedIn();
  const loginDialogOpen = useAtomValue(loginDialogOpenAtom);
  const { data } = useQuery(guideStatusQuery(loggedIn));
  // Cached data outlives a logout, so being logged in is checked as well as the status.
  if (!loggedIn || loginDialogOpen || !shouldShowTour(data)) return null;
  return (
    <Suspense fallback={null}>
      <TourOverlay />
    </Suspense>
  );
}
