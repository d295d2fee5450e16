import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetDemo, server } from './server.ts';
import { WAIT_MS } from './timeouts.ts';

// One waiting budget for every file: a page over the demo upstream on 2 cores shared with the other
// checks takes more than Testing Library's 1 s (the slowest wait `SLOW`, test/timeouts.ts).
configure({ asyncUtilTimeout: WAIT_MS });

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

// jsdom lays nothing out: Radix's checkbox, select and popper measure with ResizeObserver, ask for pointer
// capture and scroll the chosen option into view. Stand-ins that do nothing, for every file.
if (inBrowser) {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}

// Every file runs over the demo upstream (test/server.ts). A request that no handler answers fails, and
// so does its test (below): nothing leaves the process, and no call goes unanswered by accident.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

interface RequestInfo {
  requestId: string;
  request: Request;
}
let sent = 0;
const inFlight = new Set<string>();
let unanswered: string[] = [];
const onStart = ({ requestId }: RequestInfo) => {
  sent++;
  inFlight.add(requestId);
};
const onEnd = ({ requestId }: RequestInfo) => void inFlight.delete(requestId);
// An unanswered request is failed at once (msw emits no request:end for it).
const onUnhandled = ({ requestId, request }: RequestInfo) => {
  inFlight.delete(requestId);
  unanswered.push(`${request.method} ${request.url}`);
};

beforeEach(() => {
  sent = 0;
  inFlight.clear();
  unanswered = [];
  server.events.on('request:start', onStart);
  server.events.on('request:end', onEnd);
  server.events.on('request:unhandled', onUnhandled);
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup. A test's app may
// still have calls in flight when the test ends (a poll, a prefetch); their answers (a 401 once the
// demo is reset and the session gone) would land in the next test and raise app-wide state there,
// such as the login dialog. So each test ends by unmounting its app and letting those calls finish,
// and only then puts the upstream and the storage back.
afterEach(async () => {
  cleanup();
  if (sent > 0 && !vi.isFakeTimers()) {
    for (let waited = 0; inFlight.size > 0 && waited < 3000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The client handles an answer a tick after the server sent it.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  server.events.removeListener('request:start', onStart);
  server.events.removeListener('request:end', onEnd);
  server.events.removeListener('request:unhandled', onUnhandled);
  server.resetHandlers();
  resetDemo(sent > 0);
  if (inBrowser) {
    localStorage.clear();
    sessionStorage.clear();
  }
  if (unanswered.length > 0) {
    throw new Error(`No handler answered (declare the answer with server.use):\n${unanswered.join('\n')}`);
  }
});
