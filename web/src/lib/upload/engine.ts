/**
 * The upload engine (product.md §3, §4, §7 chunkUpload, §9; design.md §4): plain TypeScript over an injected
 * transport, hasher and position store, so node tests drive every rule.
 *
 * Per file: queued → hashing → uploading ⇄ paused → done | failed. This file is the queue (at most
 * `concurrency` files hashing or uploading, the oldest queued next) and the member's controls; one
 * file's hash → chunks → merge is run-upload.ts, the records and their progress figures records.ts.
 */
import { CHUNK_SIZE } from '@zaowu/shared';
import { createRecordStore, newRecord, progressOf } from './records.ts';
import { runUpload, type RunContext, type Runtime } from './run-upload.ts';
import type { ChunkTransport, Hasher, PositionStore, UploadOrigin, UploadRecord } from './types.ts';

export { fileIdOf, NETWORK_ERROR } from './run-upload.ts';

export interface EngineDeps {
  transport: ChunkTransport;
  hasher: Hasher;
  positions: PositionStore;
  /** An error toast with this text (the server's msg for code 0). */
  notifyError: (msg: string) => void;
  chunkSize?: number;
  /** Files hashing or uploading at once; the rest wait as queued. */
  concurrency?: number;
}

interface AddOptions {
  origin?: UploadOrigin;
  /** Target folder on the drive; 0 (the default folder) when absent. */
  folderId?: number;
}

export interface UploadEngine {
  add(file: File, options?: AddOptions): UploadRecord;
  /** Stop sending (the chunk in flight is abandoned and sent again on resume). */
  pause(key: string): void;
  /** Go on from the saved chunk (also: retry after a failed chunk). */
  resume(key: string): void;
  /** Drop the entry (its saved position stays, so the same file resumes later). */
  cancel(key: string): void;
  get(key: string): UploadRecord | undefined;
  list(): readonly UploadRecord[];
  subscribe(listener: () => void): () => void;
  /** Resolves once the file is merged; rejects if the entry is cancelled. */
  whenDone(key: string): Promise<UploadRecord>;
}

export class UploadCancelledError extends Error {
  override name = 'UploadCancelledError';
  constructor() {
    super('上传已取消');
  }
}

export function createUploadEngine(deps: EngineDeps): UploadEngine {
  const chunkSize = deps.chunkSize ?? CHUNK_SIZE;
  const concurrency = deps.concurrency ?? 2;
  const store = createRecordStore();
  const runtime = new Map<string, Runtime>();
  let seq = 0;
  const { get } = store;

  const active = () => store.list().filter((r) => r.status === 'hashing' || r.status === 'uploading').length;

  /** Start queued files, oldest first, while there is room. */
  function pump() {
    for (const r of store.list()) {
      if (active() >= concurrency) return;
      if (r.status === 'queued' && !r.pause) void runUpload(ctx, r.key);
    }
  }
  const ctx: RunContext = { deps, chunkSize, store, runtime, pump };

  return {
    add(file, { origin = 'other', folderId = 0 } = {}) {
      const key = `u${++seq}-${Date.now().toString(36)}`;
      runtime.set(key, { controller: null, waiters: [] });
      store.append(newRecord(key, file, chunkSize, origin, folderId));
      pump();
      return get(key)!;
    },

    pause(key) {
      const r = get(key);
      if (!r || r.status === 'done' || r.pause) return;
      runtime.get(key)?.controller?.abort();
      store.update(key, {
        pause: true,
        uploading: false,
        status: 'paused',
        ...(r.id ? progressOf(r, r.uploadedChunks, chunkSize) : {}),
      });
      pump();
    },

    resume(key) {
      const r = get(key);
      if (!r || r.status === 'done' || r.status === 'hashing' || r.status === 'uploading') return;
      store.update(key, { pause: false, status: 'queued', error: null });
      pump();
    },

    cancel(key) {
      const rt = runtime.get(key);
      if (!rt) return;
      rt.controller?.abort();
      runtime.delete(key);
      store.remove(key);
      for (const w of rt.waiters.splice(0)) w.reject(new UploadCancelledError());
      pump();
    },

    get,
    list: store.list,
    subscribe: store.subscribe,

    whenDone(key) {
      const r = get(key);
      const rt = runtime.get(key);
      if (!r || !rt) return Promise.reject(new UploadCancelledError());
      if (r.status === 'done') return Promise.resolve(r);
      return new Promise((resolve, reject) => rt.waiters.push({ resolve, reject }));
    },
  };
}
