import { useCallback, useEffect, useReducer, useRef } from 'react';

type Target = () => HTMLElement | null | undefined;

/**
 * Focus an element once React has drawn it ready: `focusLater(() => el)` keeps the request until a
 * commit where the element exists and is not disabled, then focuses it once.
 *
 * A frame (requestAnimationFrame) is not enough after a mutation: TanStack Query hands the settled
 * state to React on a later timer, so a frame can come while the button is still disabled or before
 * the field is drawn, and focus is silently lost.
 */
export function useFocusLater(): (target: Target) => void {
  const wanted = useRef<Target | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const element = wanted.current?.();
    if (!element || element.matches(':disabled')) return;
    wanted.current = null;
    element.focus();
  });

  return useCallback((target: Target) => {
    wanted.current = target;
    rerender();
  }, []);
}
