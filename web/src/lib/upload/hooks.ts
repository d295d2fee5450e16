import { useCallback, useSyncExternalStore } from 'react';
import { uploadEngine } from './client.ts';
import type { UploadRecord } from './types.ts';

const subscribe = (listener: () => void) => uploadEngine.subscribe(listener);

/** Every upload (or those the filter keeps), live. The filter should be stable or cheap. */
export function useUploads(filter?: (r: UploadRecord) => boolean): UploadRecord[] {
  const all = useSyncExternalStore(subscribe, uploadEngine.list, uploadEngine.list);
  return filter ? all.filter(filter) : [...all];
}

export function useUpload(key: string | null | undefined): UploadRecord | undefined {
  const get = useCallback(() => (key ? uploadEngine.get(key) : undefined), [key]);
  return useSyncExternalStore(subscribe, get, get);
}
