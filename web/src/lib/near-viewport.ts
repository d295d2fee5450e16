/**
 * Parts of a page far below the first screen (a work's comments and related works) ask for their
 * data when the reader comes within about a screen of them, not with the page: a reader who never
 * scrolls there costs no call, and a phone's first seconds are not spent drawing what nobody sees.
 * Without IntersectionObserver (old browsers, jsdom) everything counts as near.
 */
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useInView } from 'react-intersection-observer';

/** How far ahead of the screen a part counts as near: about one phone screen. */
const NEAR_VIEWPORT_MARGIN = '900px 0px';

/** A ref for the part's element, and whether the reader has come near it (it stays true). */
export function useNearViewport<T extends Element = HTMLElement>(): [(node: T | null) => void, boolean] {
  const { ref, inView } = useInView({
    rootMargin: NEAR_VIEWPORT_MARGIN,
    triggerOnce: true,
    fallbackInView: true,
    initialInView: typeof IntersectionObserver === 'undefined',
  });
  return [ref, inView];
}

/**
 * The data of such a part, drawn in a transition when it first arrives: React slices that render
 * instead of drawing the whole list in the task that received it (a query's answer re-renders at
 * once, so a list landing during a phone's page load was one long task). Until then `undefined`, as
 * while loading; later changes (a reply, another page) show at once. `enabled` false: no wait (a
 * part the page scrolls to as soon as it is drawn).
 */
export function useDeferredFirst<T>(value: T | undefined, enabled = true): T | undefined {
  const deferred = useDeferredValue(value);
  return enabled && deferred === undefined ? undefined : value;
}

/**
 * False in the render that mounts the page, true from a transition just after it: for a part below
 * the first screen that sets itself up with a synchronous re-render when it mounts (a form: react-hook-
 * form marks itself ready in a layout effect), which inside the page's first commit would also pull
 * every effect of the page into that one task. `now`: true at once (the reader was sent to the part).
 */
export function useAfterPage(now = false): boolean {
  const [after, setAfter] = useState(now);
  useEffect(() => {
    if (!after) startTransition(() => setAfter(true));
  }, [after]);
  return after;
}
