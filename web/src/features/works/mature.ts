/**
 * Mature works are blurred in lists until the visitor has said, once, that they want to see them.
 * The work page asks (a colleague's confirmation) and remembers the answer under this key.
 */
import { useSyncExternalStore } from 'react';
import { storage } from '../../lib/storage.ts';

export const MATURE_OK_KEY = 'zaowu:mature-ok';

function subscribe(onChange: () => void): () => void {
  // Another tab (or the confirmation on a work page in this one) may answer while a list is open.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === MATURE_OK_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('focus', onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('focus', onChange);
  };
}

const matureOk = () => storage.get(MATURE_OK_KEY) === '1';

/** True once the visitor has agreed to see mature content unblurred. */
export function useMatureOk(): boolean {
  return useSyncExternalStore(subscribe, matureOk, () => false);
}
