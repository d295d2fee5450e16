/**
 * Runs a callback once an element comes within a short distance of the screen, through one shared
 * IntersectionObserver: small pictures below the first screen (the avatars on work cards) start
 * loading when the reader scrolls toward them, as the covers' `loading="lazy"` do, not with the page.
 * Without IntersectionObserver (old browsers, jsdom) the callback runs at once. Hand-written rather
 * than react-intersection-observer (lib/near-viewport.ts) because avatars are in every first load.
 */
const MARGIN = '300px 0px';

let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, () => void>();

/** Calls `near` once `el` is near the screen; returns a cancel. */
export function whenNear(el: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        callback?.();
      }
    },
    { rootMargin: MARGIN },
  );
  waiting.set(el, near);
  observer.observe(el);
  return () => {
    waiting.delete(el);
    observer?.unobserve(el);
  };
}
