import { useAtomValue, useSetAtom } from '../../lib/state.ts';
import { useCallback, useMemo } from 'react';
import {
  removeWatchLaterAtom,
  toggleWatchLaterAtom,
  watchLaterAtom,
  type WatchLaterEntry,
  type WatchLaterWork,
} from './state.ts';

export interface WatchLater {
  /** Newest first. */
  list: WatchLaterEntry[];
  has: (id: number) => boolean;
  /** Adds or removes the work; answers whether it is in the list afterwards. */
  toggle: (work: WatchLaterWork) => boolean;
  remove: (id: number) => void;
  clear: () => void;
}

/** The watch-later list (client state, this browser only). */
export function useWatchLater(): WatchLater {
  const list = useAtomValue(watchLaterAtom);
  const setList = useSetAtom(watchLaterAtom);
  const toggle = useSetAtom(toggleWatchLaterAtom);
  const remove = useSetAtom(removeWatchLaterAtom);
  const ids = useMemo(() => new Set(list.map((e) => e.id)), [list]);
  const has = useCallback((id: number) => ids.has(id), [ids]);
  const clear = useCallback(() => setList([]), [setList]);
  return { list, has, toggle, remove, clear };
}
