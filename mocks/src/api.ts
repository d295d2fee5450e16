/**
 * The demo upstream: MSW handlers for every call of the contract over a seeded, stateful store.
 * The same handlers serve the BFF (node adapter), the browser (service worker) and tests.
 */
import type { RequestHandler } from 'msw';
import { allHandlers } from './handlers/index.ts';
import { DEFAULT_SEED, seedDb } from './store/seed/index.ts';
import { createClock, type Clock } from './store/time.ts';
import type { Db } from './store/types.ts';

export interface DemoApiOptions {
  /** Same seed, same data. */
  seed?: number;
}

export interface DemoApi {
  handlers: RequestHandler[];
  /** Back to the seeded state, in place (between tests); tokens and uploads are dropped. */
  reset(): void;
  /** The live store, for tests and tooling. */
  db: Db;
  clock: Clock;
  seed: number;
}

export function createDemoApi(options: DemoApiOptions = {}): DemoApi {
  const seed = options.seed ?? DEFAULT_SEED;
  const db = seedDb(seed);
  const clock = createClock();
  const reset = () => {
    Object.assign(db, seedDb(seed));
  };
  return { handlers: allHandlers({ db, clock }, reset), reset, db, clock, seed };
}
