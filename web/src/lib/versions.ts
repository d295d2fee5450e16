/**
 * Noticing a deploy (product.md §7 last line, §8, §9). MANIFEST_PREFETCH_DELAY_MS after start, unless the
 * connection is very slow, the SPA reads /builds/latest.json; when it names another build than the
 * running one, the next navigation is a full page load, so the new index.html and chunks are used.
 * Long-lived tabs re-check on navigation at most every VERSION_RECHECK_MS. A failed check is only
 * logged. The same start delay gates route prefetching (app/prefetch.ts), via afterStartup.
 */
import { LATEST_BUILD_PATH, MANIFEST_PREFETCH_DELAY_MS } from '@zaowu/shared';

/** Served by the BFF (bff/src/routes/builds.ts), written by web/build/build-info.ts. */
export const LATEST_BUILD_URL = LATEST_BUILD_PATH;
/** Re-check latest.json on navigation at most this often. */
export const VERSION_RECHECK_MS = 5 * 60_000;
/** `__BUILD_ID__` under `vite` serve; no version files exist then. */
export const DEV_BUILD_ID = 'dev';

/** The running build's id: set at compile time; unset (tests) counts as dev. */
export const RUNNING_BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : DEV_BUILD_ID;

export interface LatestBuild {
  id: string;
  timestamp: number;
}

/** The part of the Network Information API we read (not in TypeScript's DOM types). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Data saver on, or a 2G-class link: no version check, no prefetching. */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g'
  );
}

export interface VersionWatchEnv {
  buildId: string;
  fetch: (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => void;
  connection: () => ConnectionInfo | undefined;
  /** Full page load of a URL. */
  assign: (url: string) => void;
  logError: (...args: unknown[]) => void;
}

export interface VersionWatch {
  /** Starts the clock once; later calls do nothing. */
  start(): void;
  /** Runs callback once the start delay is over, if the connection is not slow; returns a cancel. */
  afterStartup(callback: () => void): () => void;
  /** Fetches latest.json now (one at a time); resolves when done, never rejects. */
  check(): Promise<void>;
  /**
   * Call before going to nextUrl in the SPA. When a newer build is out it does a full page load of
   * nextUrl and returns true (the caller should stop); otherwise it may start a re-check.
   */
  onNavigation(nextUrl: string): boolean;
  readonly updateAvailable: boolean;
}

function isLatestBuild(value: unknown): value is LatestBuild {
  const v = value as Partial<LatestBuild> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    v.id !== '' &&
    typeof v.timestamp === 'number'
  );
}

export function createVersionWatch(env: VersionWatchEnv): VersionWatch {
  let phase: 'idle' | 'waiting' | 'ready' = 'idle';
  let lastCheckAt: number | null = null;
  let inFlight: Promise<void> | null = null;
  let newer: LatestBuild | null = null;
  let reloading = false;
  const waiting = new Set<() => void>();
  const slow = () => isSlowConnection(env.connection());

  const runSafely = (callback: () => void) => {
    try {
      callback();
    } catch (err) {
      env.logError('[versions] startup task failed', err);
    }
  };

  const check = (): Promise<void> => {
    if (inFlight) return inFlight;
    lastCheckAt = env.now();
    inFlight = (async () => {
      try {
        const res = await env.fetch(LATEST_BUILD_URL, {
          cache: 'no-cache',
          headers: { accept: 'application/json' },
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const body: unknown = await res.json();
        if (!isLatestBuild(body)) throw new Error('unexpected latest build file');
        if (body.id !== env.buildId) newer = body;
      } catch (err) {
        env.logError(`[versions] could not read ${LATEST_BUILD_URL}`, err);
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  };

  return {
    start() {
      if (phase !== 'idle') return;
      phase = 'waiting';
      env.setTimeout(() => {
        phase = 'ready';
        const callbacks = [...waiting];
        waiting.clear();
        if (slow()) return;
        void check();
        callbacks.forEach(runSafely);
      }, MANIFEST_PREFETCH_DELAY_MS);
    },

    afterStartup(callback) {
      if (phase === 'ready') {
        if (!slow()) runSafely(callback);
        return () => {};
      }
      waiting.add(callback);
      return () => waiting.delete(callback);
    },

    check,

    onNavigation(nextUrl) {
      if (reloading) return true;
      if (newer) {
        reloading = true;
        env.assign(nextUrl);
        return true;
      }
      const due = lastCheckAt === null || env.now() - lastCheckAt >= VERSION_RECHECK_MS;
      if (phase === 'ready' && due && !slow()) void check();
      return false;
    },

    get updateAvailable() {
      return newer !== null;
    },
  };
}

interface NavigatorWithConnection extends Navigator {
  connection?: ConnectionInfo;
}

let browserWatch: VersionWatch | null = null;

/** The page's watch (one per page load). */
function versionWatch(): VersionWatch {
  browserWatch ??= createVersionWatch({
    buildId: RUNNING_BUILD_ID,
    fetch: (url, init) => window.fetch(url, init),
    now: () => Date.now(),
    setTimeout: (callback, ms) => void window.setTimeout(callback, ms),
    connection: () => (navigator as NavigatorWithConnection).connection,
    assign: (url) => window.location.assign(url),
    logError: (...args) => console.error(...args),
  });
  return browserWatch;
}

/** Starts the page's watch, in a built app only (dev and tests have no version files). */
export function startVersionWatch(): void {
  if (RUNNING_BUILD_ID === DEV_BUILD_ID) return;
  versionWatch().start();
}

/** Full page load of nextUrl when a newer build is out (see VersionWatch.onNavigation). */
export function reloadIfUpdated(nextUrl: string): boolean {
  return versionWatch().onNavigation(nextUrl);
}

/** Runs callback after the start delay on a fast enough connection (never in dev); returns a cancel. */
export function afterStartup(callback: () => void): () => void {
  return versionWatch().afterStartup(callback);
}
