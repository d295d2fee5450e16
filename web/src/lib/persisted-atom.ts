/** persistedAtom: the one way to keep client state in storage (lib/state.ts says why it lives here). */
import { atom, type SetStateAction, type WritableAtom } from 'jotai';
import { safeStorage, type StorageArea } from './storage.ts';

/**
 * Reads a stored (already JSON-parsed) value: the value to use, or undefined when it is malformed or
 * foreign (then the atom reads as its initial value). Hand-written rather than zod: zod is not in the
 * first load, and the cart, watch-later and mature-consent atoms are (issue 15: ≤ 130 KB gzip).
 */
export type StoredSchema<T> = (raw: unknown) => T | undefined;

export interface PersistedOptions<T> {
  /** localStorage (default) or sessionStorage. */
  storage?: StorageArea;
  /** Follow changes other tabs make (the storage event). Default true. */
  sync?: boolean;
  /** What is written for a value (default the value); undefined removes the key. */
  encode?: (value: T) => unknown;
  /** Stored as the plain string, not JSON (a key that was written that way before this module). */
  plain?: boolean;
}

/**
 * An atom kept in localStorage (or sessionStorage) under `key` as JSON (or the plain string): read on
 * creation and whenever something starts using it, validated by `schema` on every read (a bad or
 * foreign value reads as `initial`, never throws), written on every set, and updated when another tab
 * changes or clears it (unless `sync: false`). It does what jotai's atomWithStorage does, over storage
 * that never throws (lib/storage.ts), with jotai's core atom only: jotai/utils' atomWithStorage module
 * builds a default storage when loaded, which would add ~0.4 KB gzip to the first load for nothing.
 */
export function persistedAtom<T>(
  key: string,
  schema: StoredSchema<T>,
  initial: T,
  {
    storage: name = 'local',
    sync = true,
    encode = (value: T) => value,
    plain = false,
  }: PersistedOptions<T> = {},
): WritableAtom<T, [SetStateAction<T>], void> {
  const store = safeStorage(name);
  const read = (): T => {
    try {
      const text = store.get(key);
      if (text === null) return initial;
      const value = schema(plain ? text : JSON.parse(text));
      return value === undefined ? initial : value;
    } catch {
      return initial;
    }
  };
  const base = atom(read());
  base.onMount = (set) => {
    set(read());
    if (!sync) return;
    // Another tab changed the key, or cleared the storage (key null).
    const onStorage = (e: StorageEvent) => {
      if ((e.key === null || e.key === key) && (e.storageArea === null || e.storageArea === store.area()))
        set(read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };
  return atom(
    (get) => get(base),
    (get, set, update: SetStateAction<T>) => {
      const next = typeof update === 'function' ? (update as (prev: T) => T)(get(base)) : update;
      set(base, next);
      const stored = encode(next);
      if (stored === undefined) store.remove(key);
      else store.set(key, plain ? String(stored) : JSON.stringify(stored));
    },
  );
}
