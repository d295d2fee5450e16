/**
 * Web storage that never throws (private mode, quota, disabled storage): reads give null, writes are
 * dropped. Client state that atoms hold persists through persistedAtom (lib/state.ts), built on this.
 */
import { TOKEN_STORAGE_KEY } from '@zaowu/shared';

export type StorageArea = 'local' | 'session';

export function safeStorage(area: StorageArea) {
  const get = (): Storage => (area === 'session' ? window.sessionStorage : window.localStorage);
  return {
    /** The Storage object itself, or undefined where storage is unavailable. */
    area(): Storage | undefined {
      try {
        return get();
      } catch {
        return undefined;
      }
    },
    get(key: string): string | null {
      try {
        return get().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        get().setItem(key, value);
      } catch {
        /* storage unavailable: the value lives for this page only */
      }
    },
    remove(key: string): void {
      try {
        get().removeItem(key);
      } catch {
        /* nothing stored */
      }
    },
  };
}

/** localStorage, for values kept per key outside atoms (drafts, upload positions, the member snapshot). */
export const storage = {
  ...safeStorage('local'),
  getJson<T>(key: string, fallback: T): T {
    const raw = storage.get(key);
    if (raw === null) return fallback;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return fallback;
    }
  },
  setJson(key: string, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  },
};

/** The member's token (product.md §6): kept in localStorage, sent as the `token` header. */
export const tokenStore = {
  get: () => storage.get(TOKEN_STORAGE_KEY),
  set: (token: string) => storage.set(TOKEN_STORAGE_KEY, token),
  clear: () => storage.remove(TOKEN_STORAGE_KEY),
};
