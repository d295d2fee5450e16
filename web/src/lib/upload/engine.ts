/**
 * The upload engine (product.md §3, §4, §7 chunkUpload, §9; design.md §4): plain TypeScript over an injected
 * transport, hasher and position store, so node tests drive every rule.
 *
 * Per file: queued → hashing → uploading ⇄ paused → done | failed. The file id is the content's MD5 +
 * the file name's last 4 characters. One-chunk files go whole; larger ones in CHUNK_SIZE chunks, each
 * with action=chunk except the last (action=merge), and chunkid when there is more than one. An answer
 * with code 0 pauses the upload and raises the server's msg; a failed chunk stops the loop. The next
 * chunk is saved under the file name with the id, so the same file added again (after a reload) goes
 * on from there while a different file of the same name starts from the first chunk.
 */
import { CHUNK_SIZE, MIB, type ChunkUploadFields } from '@zaowu/shared';
import type { ChunkTransport, Hasher, PositionStore, UploadOrigin, UploadRecord } from './types.ts';

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

/** product.md §3: sizes in MB with 2 decimals. */
const toMB = (bytes: number) => (bytes / MIB).toFixed(2);

export const fileIdOf = (md5hex: string, fileName: string) => md5hex + fileName.slice(-4);

export const NETWORK_ERROR = '网络异常，上传中断，请重试';

interface Runtime {
  controller: AbortController | null;
  waiters: { resolve: (r: UploadRecord) => void; reject: (e: unknown) => void }[];
}

export function createUploadEngine(deps: EngineDeps): UploadEngine {
  const chunkSize = deps.chunkSize ?? CHUNK_SIZE;
  const concurrency = deps.concurrency ?? 2;
  let records: UploadRecord[] = [];
  const runtime = new Map<string, Runtime>();
  const listeners = new Set<() => void>();
  let seq = 0;

  const emit = () => {
    for (const l of [...listeners]) l();
  };
  const get = (key: string) => records.find((r) => r.key === key);
  const update = (key: string, patch: Partial<UploadRecord>) => {
    const current = get(key);
    if (!current) return undefined;
    const next = { ...current, ...patch };
    records = records.map((r) => (r.key === key ? next : r));
    emit();
    return next;
  };

  const progressOf = (r: UploadRecord, chunk: number, inFlight = 0) => {
    const accepted = Math.min(r.size, (chunk - 1) * chunkSize);
    return {
      uploadedSize: toMB(accepted),
      progress: r.size === 0 ? 0 : Math.min(99, Math.floor(((accepted + inFlight) / r.size) * 100)),
    };
  };

  const active = () => records.filter((r) => r.status === 'hashing' || r.status === 'uploading').length;

  /** Start queued files, oldest first, while there is room. */
  function pump() {
    for (const r of records) {
      if (active() >= concurrency) return;
      if (r.status === 'queued' && !r.pause) void run(r.key);
    }
  }

  async function run(key: string) {
    const rt = runtime.get(key);
    let r = get(key);
    if (!rt || !r) return;
    const controller = new AbortController();
    rt.controller = controller;
    const { signal } = controller;

    try {
      if (!r.id) {
        r = update(key, { status: 'hashing', hashProgress: 0 })!;
        const hex = await deps.hasher.md5(r.file, {
          signal,
          onProgress: (done, total) =>
            update(key, { hashProgress: total === 0 ? 100 : Math.floor((done / total) * 100) }),
        });
        const id = fileIdOf(hex, r.fileName);
        const saved = deps.positions.get(r.fileName);
        const chunk =
          saved && saved.id === id && saved.chunk >= 1 && saved.chunk <= r.chunkCount ? saved.chunk : 1;
        r = update(key, { id, hashProgress: 100, uploadedChunks: chunk, ...progressOf(r, chunk) })!;
      }
      r = update(key, { status: 'uploading', uploading: true, error: null })!;

      while (r.uploadedChunks <= r.chunkCount) {
        const index: number = r.uploadedChunks;
        const last = index === r.chunkCount;
        const fields: ChunkUploadFields = {
          file: r.chunkCount === 1 ? r.file : r.file.slice((index - 1) * chunkSize, index * chunkSize),
          filename: r.fileName,
          chunkindex: index,
          chunkcount: r.chunkCount,
          action: last ? 'merge' : 'chunk',
          ...(r.chunkCount > 1 ? { chunkid: r.id } : {}),
        };
        const answer = await deps.transport.send(fields, {
          signal,
          onProgress: (loaded) => {
            const cur = get(key);
            if (cur && !signal.aborted) update(key, progressOf(cur, index, loaded));
          },
        });
        signal.throwIfAborted();
        if (!answer.ok) {
          // product.md §4: code 0 → paused, with the server's msg; the saved chunk is where 继续 starts.
          update(key, { pause: true, uploading: false, status: 'paused', error: answer.msg });
          deps.notifyError(answer.msg);
          return;
        }
        if (last) {
          deps.positions.remove(r.fileName);
          const done = update(key, {
            uploadedChunks: r.chunkCount + 1,
            uploadedSize: toMB(r.size),
            progress: 100,
            pause: true,
            uploading: false,
            status: 'done',
            error: null,
            fullurl: answer.data.fullurl,
            // Only what the server said: a path cut from a fullurl on another host (a CDN) would name
            // nothing on this site. uploadedAddress() makes a fullurl on this site a path, query kept.
            path: answer.data.path ?? null,
          })!;
          for (const w of rt.waiters.splice(0)) w.resolve(done);
          return;
        }
        deps.positions.set(r.fileName, { id: r.id, chunk: index + 1 });
        r = update(key, { uploadedChunks: index + 1, ...progressOf(r, index + 1) })!;
      }
    } catch (error) {
      if (signal.aborted) return; // paused or cancelled: whoever aborted has set the state
      console.error('[upload] chunk failed', error);
      const cur = get(key);
      if (cur) {
        update(key, {
          uploading: false,
          status: 'failed',
          error: NETWORK_ERROR,
          ...progressOf(cur, cur.uploadedChunks),
        });
      }
    } finally {
      if (rt.controller === controller) rt.controller = null;
      pump();
    }
  }

  return {
    add(file, { origin = 'other', folderId = 0 } = {}) {
      const key = `u${++seq}-${Date.now().toString(36)}`;
      const record: UploadRecord = {
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
      runtime.set(key, { controller: null, waiters: [] });
      records = [...records, record];
      emit();
      pump();
      return get(key)!;
    },

    pause(key) {
      const r = get(key);
      if (!r || r.status === 'done' || r.pause) return;
      runtime.get(key)?.controller?.abort();
      update(key, {
        pause: true,
        uploading: false,
        status: 'paused',
        ...(r.id ? progressOf(r, r.uploadedChunks) : {}),
      });
      pump();
    },

    resume(key) {
      const r = get(key);
      if (!r || r.status === 'done' || r.status === 'hashing' || r.status === 'uploading') return;
      update(key, { pause: false, status: 'queued', error: null });
      pump();
    },

    cancel(key) {
      const rt = runtime.get(key);
      if (!rt) return;
      rt.controller?.abort();
      runtime.delete(key);
      records = records.filter((r) => r.key !== key);
      emit();
      for (const w of rt.waiters.splice(0)) w.reject(new UploadCancelledError());
      pump();
    },

    get,
    list: () => records,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    whenDone(key) {
      const r = get(key);
      const rt = runtime.get(key);
      if (!r || !rt) return Promise.reject(new UploadCancelledError());
      if (r.status === 'done') return Promise.resolve(r);
      return new Promise((resolve, reject) => rt.waiters.push({ resolve, reject }));
    },
  };
}
