/**
 * Scroll position per history entry for the list pages. The app mounts no <ScrollRestoration/>, so a
 * list does its own: it records window.scrollY under the entry's location.key (sessionStorage, so a
 * reload keeps it too) and, when the visitor comes back (POP) and the list has rendered its data,
 * scrolls there again. A fresh visit (PUSH) starts at the top; a new view of the same list (a filter,
 * a page link) brings the top of the results into view instead of leaving the visitor at the footer.
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const PREFIX = 'zaowu:scroll:';

function read(key: string): number | null {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

function write(key: string, y: number): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, String(Math.round(y)));
  } catch {
    /* storage unavailable: back still works, at the top */
  }
}

function scrollTo(top: number) {
  // jsdom has no scrolling; a real browser jumps (no smooth scroll when restoring).
  try {
    window.scrollTo({ top, left: 0, behavior: 'instant' });
  } catch {
    /* not implemented (tests) */
  }
}

/**
 * @param ready true once the entry's data has rendered (heights are known: covers keep fixed ratios).
 * @param resultsRef the top of the results: a new view of the same list scrolls back up to it.
 */
export function useScrollRestoration(ready: boolean, resultsRef?: RefObject<HTMLElement | null>): void {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const handled = useRef<string | null>(null);
  const lastPath = useRef<string | null>(null);
  /**
   * The entry on screen, set and cleared in the commit itself (layout effects run before the browser
   * dispatches the scroll events a new page causes: a shorter page clamps scrollY). A scroll event
   * for an entry no longer on screen is not that entry's position.
   */
  const onScreen = useRef<string | null>(null);

  useLayoutEffect(() => {
    onScreen.current = key;
    return () => {
      onScreen.current = null;
    };
  }, [key]);

  useEffect(() => {
    let frame = 0;
    let y = 0;
    const onScroll = () => {
      if (onScreen.current !== key) return;
      y = window.scrollY;
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        write(key, y);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) {
        window.cancelAnimationFrame(frame);
        write(key, y);
      }
    };
  }, [key]);

  useLayoutEffect(() => {
    if (!ready || handled.current === key) return;
    handled.current = key;
    const samePage = lastPath.current === pathname;
    lastPath.current = pathname;
    if (navigationType === 'POP') {
      const saved = read(key);
      if (saved !== null) scrollTo(saved);
      return;
    }
    if (!samePage) {
      scrollTo(0);
      return;
    }
    const results = resultsRef?.current;
    // Only ever upwards: a filter chip picked near the top of the page leaves the page where it is.
    // The element's scroll-margin-top keeps it clear of the sticky header.
    if (results && results.getBoundingClientRect().top < 0)
      results.scrollIntoView?.({ block: 'start', behavior: 'instant' });
  }, [ready, key, pathname, navigationType, resultsRef]);
}
