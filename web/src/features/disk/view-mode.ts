/** List or grid: the member's choice, remembered in this browser. */
import { useCallback, useState } from 'react';
import { storage } from '../../lib/storage.ts';

export type ViewMode = 'list' | 'grid';
export const VIEW_MODE_KEY = 'zaowu:disk-view';

export function readViewMode(): ViewMode {
  return storage.get(VIEW_MODE_KEY) === 'grid' ? 'grid' : 'list';
}

export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(readViewMode);
  const set = useCallback((next: ViewMode) => {
    storage.set(VIEW_MODE_KEY, next);
    setMode(next);
  }, []);
  return [mode, set];
}
