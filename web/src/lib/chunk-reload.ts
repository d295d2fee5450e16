/**
 * A failed dynamic import (a deploy removed the old chunks) reloads the page, at most once per
 * CHUNK_RELOAD_GUARD_MS, remembered in sessionStorage across the reload (product.md §8, §9).
 */
import { CHUNK_RELOAD_GUARD_MS } from '@zaowu/shared';

export const CHUNK_RELOAD_KEY = 'zaowu:chunk-reload-at';

export function isChunkLoadError(err: unknown): boolean {
  const message = err instanceof Error ? err.message : String(err);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

interface Env {
  now: () => number;
  read: () => string | null;
  write: (value: string) => void;
  reload: () => void;
}

const browserEnv: Env = {
  now: () => Date.now(),
  read: () => {
    try {
      return sessionStorage.getItem(CHUNK_RELOAD_KEY);
    } catch {
      return null;
    }
  },
  write: (value) => {
    try {
      sessionStorage.setItem(CHUNK_RELOAD_KEY, value);
    } catch {
      /* no storage: the guard lasts this page only */
    }
  },
  reload: () => window.location.reload(),
};

/** True when it reloaded (the caller should wait for the reload); false when the guard held it back. */
export function reloadForChunkError(env: Env = browserEnv): boolean {
  const last = Number(env.read() ?? 0);
  if (env.now() - last < CHUNK_RELOAD_GUARD_MS) return false;
  env.write(String(env.now()));
  env.reload();
  return true;
}

/** Wraps a dynamic import: a chunk failure reloads the page (once per guard window) instead of erroring. */
export function guardChunkLoad<T>(load: () => Promise<T>, env: Env = browserEnv): () => Promise<T> {
  return () =>
    load().catch((err: unknown) => {
      if (isChunkLoadError(err) && reloadForChunkError(env)) return new Promise<T>(() => {});
      throw err;
    });
}
