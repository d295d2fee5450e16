/**
 * The floating upload list (product.md §3 client state, §4, §9): it follows the engine and, whenever a new
 * upload arrives, drops its oldest entry FLOATING_UPLOAD_DROP_MS later (the upload itself goes on and
 * stays in the drive's list). Cancelled uploads leave it at once.
 */
import { FLOATING_UPLOAD_DROP_MS } from '@zaowu/shared';
import type { UploadEngine } from './engine.ts';

export interface FloatingList {
  keys(): readonly string[];
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

export function createFloatingList(engine: UploadEngine, dropMs = FLOATING_UPLOAD_DROP_MS): FloatingList {
  let keys: readonly string[] = [];
  const seen = new Set<string>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const set = (next: readonly string[]) => {
    if (next.length === keys.length && next.every((k, i) => k === keys[i])) return;
    keys = next;
    for (const l of [...listeners]) l();
  };

  const sync = () => {
    const live = new Set(engine.list().map((r) => r.key));
    let next = keys.filter((k) => live.has(k));
    for (const r of engine.list()) {
      if (seen.has(r.key)) continue;
      seen.add(r.key);
      next = [...next, r.key];
      if (next.length > 1) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (keys.length > 1) set(keys.slice(1));
        }, dropMs);
        timers.add(timer);
      }
    }
    set(next);
  };
  const unsubscribe = engine.subscribe(sync);
  sync();

  return {
    keys: () => keys,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      unsubscribe();
      for (const t of timers) clearTimeout(t);
    },
  };
}
