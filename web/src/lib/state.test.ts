import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistedAtom } from './persisted-atom.ts';
import { createStore } from './state.ts';

const KEY = 'zaowu:test-state';
const numbers = (raw: unknown) =>
  Array.isArray(raw) && raw.every((n) => typeof n === 'number') ? (raw as number[]) : undefined;

/** What a page opened now reads (a fresh store, the atom mounted as a component would). */
function readBack<T>(anAtom: ReturnType<typeof persistedAtom<T>>): T {
  const store = createStore();
  const stop = store.sub(anAtom, () => {});
  const value = store.get(anAtom);
  stop();
  return value;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('persistedAtom', () => {
  it('keeps what is set in storage, as JSON, and reads it back', () => {
    const listAtom = persistedAtom(KEY, numbers, []);
    createStore().set(listAtom, [3, 1]);
    expect(localStorage.getItem(KEY)).toBe('[3,1]');
    expect(readBack(listAtom)).toEqual([3, 1]);
  });

  it('reads a malformed or foreign value as the initial value, without throwing', () => {
    const listAtom = persistedAtom(KEY, numbers, [7]);
    for (const stored of ['{not json', '"text"', '{"a":1}', '[1,"x"]', 'null']) {
      localStorage.setItem(KEY, stored);
      expect(readBack(listAtom)).toEqual([7]);
    }
    const throwing = persistedAtom(KEY, () => {
      throw new Error('bad');
    }, [9]);
    localStorage.setItem(KEY, '[1]');
    expect(readBack(throwing)).toEqual([9]);
  });

  it('works on when storage is unavailable (private mode): the value lives in the page', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const listAtom = persistedAtom(KEY, numbers, []);
    const store = createStore();
    const stop = store.sub(listAtom, () => {});
    expect(store.get(listAtom)).toEqual([]);
    store.set(listAtom, [5]);
    expect(store.get(listAtom)).toEqual([5]);
    stop();
  });

  it('removes the key when encode says so', () => {
    const okAtom = persistedAtom(KEY, (raw) => raw === 1, false, { encode: (ok) => (ok ? 1 : undefined) });
    const store = createStore();
    store.set(okAtom, true);
    expect(localStorage.getItem(KEY)).toBe('1');
    store.set(okAtom, false);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('follows another tab’s change and clear while mounted', () => {
    const listAtom = persistedAtom(KEY, numbers, []);
    const store = createStore();
    const seen: number[][] = [];
    const stop = store.sub(listAtom, () => seen.push(store.get(listAtom)));
    localStorage.setItem(KEY, '[4,2]');
    window.dispatchEvent(
      new StorageEvent('storage', { key: KEY, newValue: '[4,2]', storageArea: localStorage }),
    );
    expect(store.get(listAtom)).toEqual([4, 2]);
    // Another tab cleared the site's storage.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(store.get(listAtom)).toEqual([]);
    // A change to sessionStorage or another key is not this atom's.
    sessionStorage.setItem(KEY, '[8]');
    window.dispatchEvent(
      new StorageEvent('storage', { key: KEY, newValue: '[8]', storageArea: sessionStorage }),
    );
    expect(store.get(listAtom)).toEqual([]);
    expect(seen).toEqual([[4, 2], []]);
    stop();
  });

  it('keeps a plain (non-JSON) value as the string, and uses sessionStorage when asked', () => {
    const modeAtom = persistedAtom(KEY, (raw) => (raw === 'grid' ? 'grid' : 'list'), 'list', {
      plain: true,
      storage: 'session',
    });
    sessionStorage.setItem(KEY, 'grid');
    expect(readBack(modeAtom)).toBe('grid');
    createStore().set(modeAtom, 'list');
    expect(sessionStorage.getItem(KEY)).toBe('list');
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
