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
import { getResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { loadedDemo, type LoadedDemo } from './demo-loaded.ts';

async function loadDemo(): Promise<LoadedDemo> {
  // The same module instance a static import of this file would have: it registers itself as it loads.
  if (!loadedDemo()) await import('./demo-server.ts');
  const demo = loadedDemo();
  if (!demo) throw new Error('test/demo-server.ts did not register the demo upstream');
  return demo;
}

// One handler in front of the demo's: it hands the request to them, and when none of them answers it
// answers nothing either, so MSW treats the request as unhandled, exactly as with the demo's own list.
export const server = setupServer(
  http.all('*', async ({ request }) => getResponse((await loadDemo()).handlers, request)),
);

/**
 * Back to the seed after a test, if this file has a demo (its `reset`, test/demo-server.ts);
 * a file without one has nothing to put back.
 */
export function resetDemo(requestsSent: boolean) {
  loadedDemo()?.reset(requestsSent);
}
