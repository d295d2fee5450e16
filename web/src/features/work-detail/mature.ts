/**
 * The visitor's answer to the mature-content notice, remembered in this browser. The work lists read
 * the same key, so one confirmation unblurs covers everywhere.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { storage } from '../../lib/storage.ts';

export const MATURE_OK_KEY = 'zaowu:mature-ok';

const read = () => storage.get(MATURE_OK_KEY) === '1';

const matureOkBaseAtom = atom(read());
matureOkBaseAtom.onMount = (set) => {
  set(read());
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === MATURE_OK_KEY) set(read());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

export const matureOkAtom = atom(
  (get) => get(matureOkBaseAtom),
  (_get, set, ok: boolean) => {
    set(matureOkBaseAtom, ok);
    if (ok) storage.set(MATURE_OK_KEY, '1');
    else storage.remove(MATURE_OK_KEY);
  },
);

/** [confirmed, confirm()] */
export function useMatureConsent(): [boolean, () => void] {
  const ok = useAtomValue(matureOkAtom);
  const set = useSetAtom(matureOkAtom);
  const confirm = useCallback(() => set(true), [set]);
  return [ok, confirm];
}
