/**
 * The demo upstream: MSW handlers for every call of the contract over a seeded, stateful store.
 * The same handlers serve the BFF (node adapter), the browser (service worker) and tests.
 */
import type { RequestHandler } from 'msw';
import { allHandlers } from './handlers/index.ts';
import { videoCache, type FrameRenderer } from './media/video/index.ts';
import { memoryByteStore, type ByteStore } from './store/bytes.ts';
import { createSigner } from './store/signing.ts';
import { DEFAULT_SEED, seedDb } from './store/seed/index.ts';
import { createClock, type Clock } from './store/time.ts';
import type { Db } from './store/types.ts';

export interface DemoApiOptions {
  /** Same seed, same data. */
  seed?: number;
  /** The store to serve (one read back from DATA_DIR); the seed's when not given. */
  db?: Db;
  /** Where uploaded bytes go; in memory when not given (the browser, unit tests). */
  bytes?: ByteStore;
  /** The HMAC secret of signed file URLs (DEMO_SECRET); a random one per start when not given. */
  secret?: string;
  /** The site's public origin (SITE_URL) for absolute URLs; the request's own origin when not given. */
  siteOrigin?: string;
  /** Mounts POST /api/demo/reset: only for test servers, never for `npm start`. */
  enableReset?: boolean;
  /** Mounts POST /api/demo/member (a new member per test): only for test servers, never for `npm start`. */
  enableTestMembers?: boolean;
  /** Draws video frames from covers (sharp in node); without it, demo videos are not served. */
  frames?: FrameRenderer;
}

export interface DemoApi {
  handlers: RequestHandler[];
  /** Back to the seeded state, in place (between tests); tokens and uploads are dropped. */
  reset(): void;
  bytes: ByteStore;
  /** The live store, for tests and tooling. */
  db: Db;
  clock: Clock;
  seed: number;
}

export function createDemoApi(options: DemoApiOptions = {}): DemoApi {
  const seed = options.seed ?? DEFAULT_SEED;
  const db = options.db ?? seedDb(seed);
  const clock = createClock();
  const bytes = options.bytes ?? memoryByteStore();
  const signer = createSigner(clock, options.secret);
  // The seeded state, copied at each reset: the same rows as seeding again (the seed draws only from
  // `seed`), in a tenth of the time. Test servers (reset, test members), which reset before or after
  // every test, copy it now, before any test changes the rows; others make it at a first reset, if any.
  const testServer = (options.enableReset ?? false) || (options.enableTestMembers ?? false);
  let seeded: Db | null = !options.db && testServer ? structuredClone(db) : null;
  const reset = () => {
    seeded ??= seedDb(seed);
    Object.assign(db, structuredClone(seeded));
    // The store's uploads are gone with the rows that named them.
    void bytes.clear();
  };
  const videos = options.frames ? videoCache(options.frames) : null;
  const ctx = { db, clock, bytes, signer, videos, siteOrigin: options.siteOrigin ?? null };
  const handlers = allHandlers(ctx, {
    reset: options.enableReset ? reset : null,
    testMembers: options.enableTestMembers ?? false,
  });
  return { handlers, reset, db, clock, seed, bytes };
}
