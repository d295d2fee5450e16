/**
 * Parts of a page far below the first screen (a work's comments and related works) ask for their
 * data when the reader comes within about a screen of them, not with the page: a reader who never
 * scrolls there costs no call, and a phone's first seconds are not spent drawing what nobody sees.
 * Without IntersectionObserver (old browsers, jsdom) everything counts as near.
 */
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
