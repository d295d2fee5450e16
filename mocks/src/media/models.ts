/** The demo's GLB files: built on first request, then served from memory. */
import { OBJECTS } from './catalog.ts';
import { buildGlb } from './glb/build.ts';
import type { ModelKey, ModelLevel } from './urls.ts';

export interface ModelInfo {
  key: ModelKey;
  /** File name shown in a work's downloads. */
  filename: string;
  /** Exact byte lengths of the built GLBs (a test keeps them honest), so work files list a true size. */
  size: number;
  previewSize: number;
}

export const MODELS: Readonly<Record<ModelKey, ModelInfo>> = Object.fromEntries(
  Object.values(OBJECTS).map((o) => [
    o.kind,
    { key: o.kind, filename: o.filename, size: o.size, previewSize: o.previewSize },
  ]),
) as Record<ModelKey, ModelInfo>;

/** Byte length of a built GLB, from the table. */
export const modelSize = (key: ModelKey, level: ModelLevel = 'full') =>
  level === 'full' ? MODELS[key].size : MODELS[key].previewSize;

const built = new Map<string, Promise<Uint8Array>>();

export function getModelBytes(key: ModelKey, level: ModelLevel = 'full'): Promise<Uint8Array> {
  const id = `${key}:${level}`;
  let p = built.get(id);
  if (!p) {
    p = buildGlb(key, level);
    built.set(id, p);
    p.catch(() => built.delete(id));
  }
  return p;
}
