import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// Files marked `@vitest-environment node` (the upload engine) have no window at all.
const inBrowser = typeof window !== 'undefined';

// jsdom has no layout: matchMedia answers from the window width (1024 unless a test resizes it).
if (inBrowser && !window.matchMedia) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? window.innerWidth <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

// jsdom does not implement scrolling; the shell scrolls to the top on each new page.
if (inBrowser) window.scrollTo = (() => {}) as typeof window.scrollTo;
