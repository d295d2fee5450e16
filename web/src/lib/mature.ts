/**
 * The visitor's answer to the mature-content notice ("已满 18 岁"), remembered in this browser.
 * Mature works are blurred in lists until the visitor has said, once, that they want to see them; the
 * work page asks and confirms. One atom for every page, shared by every tab of the site.
 */
import { useCallback } from 'react';
import { useAtom, useAtomValue } from './state.ts';
import { persistedAtom } from './persisted-atom.ts';

export const MATURE_OK_KEY = 'zaowu:mature-ok';

/** Stored as '1' once confirmed; no key otherwise. */
export const matureOkAtom = persistedAtom<boolean>(MATURE_OK_KEY, (raw) => raw === 1, false, {
  encode: (ok) => (ok ? 1 : undefined),
});

/** True once the visitor has agreed to see mature content unblurred. */
export function useMatureOk(): boolean {
  return useAtomValue(matureOkAtom);
}

/** [confirmed, confirm()] */
export function useMatureConsent(): [boolean, () => void] {
  const [ok, set] = useAtom(matureOkAtom);
  const confirm = useCallback(() => set(true), [set]);
  return [ok, confirm];
}
