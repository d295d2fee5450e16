/** localStorage that never throws (private mode, quota, disabled storage): reads give null, writes are dropped. */
import { TOKEN_STORAGE_KEY } from '@zaowu/shared';

export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the value lives for this page only */
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing stored */
    }
  },
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

/** The member's token (SPEC §6): kept in localStorage, sent as the `token` header. */
export const tokenStore = {
  get: () => storage.get(TOKEN_STORAGE_KEY),
  set: (token: string) => storage.set(TOKEN_STORAGE_KEY, token),
  clear: () => storage.remove(TOKEN_STORAGE_KEY),
};
