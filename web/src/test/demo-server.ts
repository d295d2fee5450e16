/**
 * The demo upstream web tests talk to: one seeded store behind the test network (test/server.ts), which
 * loads this module at a file's first request the demo may answer, if the file has not imported it.
 * Tests import `demo` (through test/render.tsx) to seed the store; `server` (test/server.ts) declares a
 * one-off answer.
 */
import { createDemoApi, type DemoApi } from '@zaowu/mocks';
import { demoLoaded } from './demo-loaded.ts';

// With test members (POST /api/demo/member): test/members.ts makes a fresh member for a test.
const api = createDemoApi({ enableTestMembers: true });
let usedByFile = false;

/** The store and its handlers. A file that reads it is reset after every test. */
export const demo: DemoApi = new Proxy(api, {
  get(target, key, receiver) {
    usedByFile = true;
    return Reflect.get(target, key, receiver) as unknown;
  },
});

demoLoaded({
  handlers: api.handlers,
  /**
   * Back to the seed, after a test that may have changed the store: one that sent it a request, or of a
   * file that uses `demo`. Reseeding takes a while, so the tests that sent nothing skip it.
   */
  reset(requestsSent) {
    if (requestsSent || usedByFile) api.reset();
  },
});
