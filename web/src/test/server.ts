/**
 * The network every web test file runs over: msw/node, started by test/setup.ts for each file. A request
 * that a test's own answer (`server.use`) does not take goes to the demo upstream (test/demo-server.ts);
 * one that the demo does not answer either is unhandled, and test/setup.ts fails its test.
 *
 * The demo is loaded when a file first needs it, never before: when the file imports `demo` (through
 * test/render.tsx, test/members.ts or test/demo-server.ts), or else at its first request the demo may
 * answer. Importing and seeding it costs a file seconds, and a third of the files (pure units, or with
 * answers of their own) never use it. Nothing to opt into: a file cannot forget to start it.
 */
import { getResponse, http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/** The demo upstream of this file, once loaded: its handlers and its reset after a test. */
export interface LoadedDemo {
  handlers: RequestHandler[];
  reset(requestsSent: boolean): void;
}

let loaded: LoadedDemo | null = null;

/** Called by test/demo-server.ts as it loads (each test file loads its own copy). */
export function demoLoaded(demo: LoadedDemo) {
  loaded = demo;
}

async function loadDemo(): Promise<LoadedDemo> {
  if (!loaded) await import('./demo-server.ts');
  if (!loaded) throw new Error('test/demo-server.ts did not register the demo upstream');
  return loaded;
}

// One handler in front of the demo's: it hands the request to them, and when none of them answers it
// answers nothing either, so MSW treats the request as unhandled, exactly as with the demo's own list.
export const server = setupServer(
  http.all('*', async ({ request }) => getResponse((await loadDemo()).handlers, request)),
);

/**
 * Back to the seed after a test, if this file has a demo (see `resetDemo` in test/demo-server.ts);
 * a file without one has nothing to put back.
 */
export function resetDemo(requestsSent: boolean) {
  loaded?.reset(requestsSent);
}
