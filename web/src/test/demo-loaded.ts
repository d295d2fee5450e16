/**
 * Whether this test file has loaded the demo upstream (test/demo-server.ts registers it as it loads), for
 * test/server.ts: it hands requests to the demo and puts it back after a test only once there is one.
 * A module of its own, so that neither of the two imports the other.
 */
import type { RequestHandler } from 'msw';

/** The demo upstream of this file: its handlers and its reset after a test. */
export interface LoadedDemo {
  handlers: RequestHandler[];
  reset(requestsSent: boolean): void;
}

let loaded: LoadedDemo | null = null;

/** Called by test/demo-server.ts as it loads (each test file loads its own copy of both). */
export function demoLoaded(demo: LoadedDemo) {
  loaded = demo;
}

export function loadedDemo(): LoadedDemo | null {
  return loaded;
}
