/** product.md §4: the chunk position is kept in localStorage per file name, together with the file id. */
import { storage } from '../storage.ts';
import type { PositionStore, SavedPosition } from './types.ts';

const keyOf = (fileName: string) => `zaowu:upload:${fileName}`;

export const localPositions: PositionStore = {
  get(fileName) {
    const saved = storage.getJson<Partial<SavedPosition> | null>(keyOf(fileName), null);
    return saved && typeof saved.id === 'string' && Number.isInteger(saved.chunk)
      ? { id: saved.id, chunk: saved.chunk! }
      : null;
  },
  set: (fileName, position) => storage.setJson(keyOf(fileName), position),
  remove: (fileName) => storage.remove(keyOf(fileName)),
};
