/**
 * The demo upstream every web test file talks to: one seeded store served by MSW (msw/node).
 * test/setup.ts starts it for each file and puts it back after each test; tests import `demo` and
 * `server` (through test/render.tsx) to seed the store or to declare a one-off answer.
 */
import { setupServer } from 'msw/node';
import { createDemoApi, type DemoApi } from '@zaowu/mocks';

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

export const server = setupServer(...api.handlers);

/**
 * Back to the seed, after a test that may have changed the store: one that sent it a request, or of a
 * file that uses `demo`. Reseeding takes a while, so the pure unit tests skip it.
 */
export function resetDemo(requestsSent: boolean) {
  if (requestsSent || usedByFile) api.reset();
}
