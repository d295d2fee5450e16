/**
 * The upload engine's records (design.md §4): the live list its listeners follow, a new file's first
 * record and the progress figures product.md §3 asks for.
 */
import { MIB } from '@zaowu/shared';
import type { UploadOrigin, UploadRecord } from './types.ts';

/** product.md §3: sizes in MB with 2 decimals. */
export const toMB = (bytes: number) => (bytes / MIB).toFixed(2);

/** What is accepted before `chunk` (1-based), plus `inFlight` bytes of it, as MB sent and a percent below 100. */
export function progressOf(r: UploadRecord, chunk: number, chunkSize: number, inFlight = 0) {
  const accepted = Math.min(r.size, (chunk - 1) * chunkSize);
  return {
    uploadedSize: toMB(accepted),
    progress: r.size === 0 ? 0 : Math.min(99, Math.floor(((accepted + inFlight) / r.size) * 100)),
  };
}

/** product.md §4: a new file starts at chunk 1, with pause false and uploading false. */
export function newRecord(
  key: string,
  file: File,
  chunkSize: number,
  origin: UploadOrigin,
  folderId: number,
): UploadRecord {
  return {
    key,
    id: '',
    fileName: file.name,
    size: file.size,
    totalSize: toMB(file.size),
    chunkCount: Math.max(1, Math.ceil(file.size / chunkSize)),
    uploadedChunks: 1,
    uploadedSize: toMB(0),
    progress: 0,
    hashProgress: 0,
    pause: false,
    uploading: false,
    status: 'queued',
    error: null,
    origin,
    folder_id: folderId,
    fullurl: null,
    path: null,
    file,
  };
}

export interface RecordStore {
  get(key: string): UploadRecord | undefined;
  list(): readonly UploadRecord[];
  /** Patch one record (a new object) and tell the listeners; undefined when the key is gone. */
  update(key: string, patch: Partial<UploadRecord>): UploadRecord | undefined;
  append(record: UploadRecord): void;
  remove(key: string): void;
  subscribe(listener: () => void): () => void;
}

/** The records, oldest first; every change makes a new array, so a snapshot compares by identity. */
export function createRecordStore(): RecordStore {
  let records: UploadRecord[] = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of [...listeners]) l();
  };
  const get = (key: string) => records.find((r) => r.key === key);

  return {
    get,
    list: () => records,
    update(key, patch) {
      const current = get(key);
      if (!current) return undefined;
      const next = { ...current, ...patch };
      records = records.map((r) => (r.key === key ? next : r));
      emit();
      return next;
    },
    append(record) {
      records = [...records, record];
      emit();
    },
    remove(key) {
      records = records.filter((r) => r.key !== key);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
