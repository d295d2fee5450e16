/**
 * A new view of the same list (a filter, a sort, a page link) keeps the page where it is: those
 * navigations pass `preventScrollReset` to React Router's <ScrollRestoration> (app/AppShell.tsx),
 * which restores back/forward and reloads and starts every other navigation at the top. When the
 * reader had scrolled past the top of the results (a page link at the bottom), the results' top comes
 * back into view; only ever upwards, so a filter chip picked near the top leaves the page alone.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** @param ready true once the view's results have rendered. */
export function useResultsIntoView(ready: boolean, resultsRef: RefObject<HTMLElement | null>): void {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const last = useRef<{ key: string; pathname: string } | null>(null);

  useLayoutEffect(() => {
    if (!ready || last.current?.key === key) return;
    const before = last.current;
    last.current = { key, pathname };
    if (navigationType === 'POP' || before?.pathname !== pathname) return;
    const results = resultsRef.current;
    // The element's scroll-margin-top keeps it clear of the sticky header.
    if (results && results.getBoundingClientRect().top < 0)
      results.scrollIntoView?.({ block: 'start', behavior: 'instant' });
  }, [ready, key, pathname, navigationType, resultsRef]);
}
