/** The demo's GLB files: built on first request, then served from memory. */
import type { ModelKey } from './urls.ts';
import { buildGlb } from './glb/build.ts';

export interface ModelInfo {
  key: ModelKey;
  /** File name shown in a work's downloads. */
  filename: string;
  /** Exact byte length of the built GLB (a test keeps it honest), so work files list a true size. */
  size: number;
}

export const MODELS: Record<ModelKey, ModelInfo> = {
  vase: { key: 'vase', filename: '青瓷梅瓶.glb', size: 232_280 },
  knot: { key: 'knot', filename: '鎏金环结.glb', size: 228_952 },
  rock: { key: 'rock', filename: '青石.glb', size: 23_900 },
  tree: { key: 'tree', filename: '低模松树.glb', size: 7_368 },
};

const built = new Map<ModelKey, Promise<Uint8Array>>();

export function getModelBytes(key: ModelKey): Promise<Uint8Array> {
  let p = built.get(key);
  if (!p) {
    p = buildGlb(key);
    built.set(key, p);
    p.catch(() => built.delete(key));
  }
  return p;
}
