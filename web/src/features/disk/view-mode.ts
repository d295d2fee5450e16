/** List or grid: the member's choice, remembered in this browser. */
import { useAtom } from '../../lib/state.ts';
import { persistedAtom } from '../../lib/persisted-atom.ts';

export type ViewMode = 'list' | 'grid';
export const VIEW_MODE_KEY = 'zaowu:disk-view';

/** Stored as the plain word ('grid' / 'list'), as before. */
const viewModeAtom = persistedAtom<ViewMode>(
  VIEW_MODE_KEY,
  (raw) => (raw === 'grid' ? 'grid' : 'list'),
  'list',
  { plain: true, sync: false },
);

export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  return useAtom(viewModeAtom);
}
