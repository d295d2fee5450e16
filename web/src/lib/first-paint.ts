/**
 * The BFF's first paint (design.md §4): the first queries' answers inlined in the page go into the query
 * client before the router starts, so the route's loader finds them; a static frame in #root stays on
 * screen until the router has the page ready, then React's first render replaces it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { FIRST_PAINT_STATE_ID, type FirstPaintState } from '@zaowu/shared';

/** Puts the inlined answers into the cache (once: the element is removed); returns how many. */
export function hydrateFirstPaint(queryClient: QueryClient, doc: Document = document): number {
  const el = doc.getElementById(FIRST_PAINT_STATE_ID);
  if (!el) return 0;
  el.remove();
  let state: FirstPaintState | null;
  try {
    state = JSON.parse(el.textContent || 'null') as FirstPaintState | null;
  } catch {
    return 0;
  }
  let count = 0;
  for (const q of Array.isArray(state?.queries) ? state.queries : []) {
    if (!Array.isArray(q?.key) || q.data === undefined || typeof q.at !== 'number') continue;
    queryClient.setQueryData(q.key, q.data, { updatedAt: Math.min(q.at, Date.now()) });
    count += 1;
  }
  return count;
}

/** True when the BFF drew a static frame that React's first render should replace (not blank). */
export const hasStaticFrame = (root: HTMLElement) => root.querySelector('[data-first-paint]') !== null;

/** Pictures the static frame has on screen (their `src` as written), noted before React replaces it. */
const framePictures = new Set<string>();

/**
 * Notes which of the frame's pictures have loaded, so React's first render draws them as loaded: no
 * fade-in from blank over a picture already shown, and no state change per picture once it mounts.
 */
export function noteFramePictures(root: HTMLElement): void {
  for (const img of root.querySelectorAll('img')) {
    const src = img.getAttribute('src');
    if (src && img.complete && img.naturalWidth > 0) framePictures.add(src);
  }
}

/** True when the static frame already showed this picture (loaded, from the browser's cache now). */
export const frameShowed = (src: string): boolean => framePictures.has(src);
