/**
 * Cheap to mount in the shell: for visitors it is nothing at all (no request, no code beyond this
 * file); for members the status check loads, and the tour's UI only when the status says to show it.
 */
import { lazy, Suspense } from 'react';
import { useIsLoggedIn } from '../../lib/session.ts';

const MemberTour = lazy(() => import('./MemberTour.tsx'));

export function GuidedTour() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <MemberTour />
    </Suspense>
  );
}
