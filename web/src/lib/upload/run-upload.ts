/**
 * One file's way through the upload engine (product.md §3, §4, §7 chunkUpload; design.md §4): hash →
 * the saved chunk → chunks → merge. The file id is the content's MD5 + the file name's last 4
 * characters. One-chunk files go whole; larger ones in chunkSize chunks, each with action=chunk except
 * the last (action=merge), and chunkid when there is more than one. An answer with code 0 pauses the
 * upload and raises the server's msg; a failed chunk stops the loop. The next chunk is saved under the
 * file name with the id, so the same file added again (after a reload) goes on from there while a
 * different file of the same name starts from the first chunk.
 */
import type { ChunkUploadFields, UploadResult } from '@zaowu/shared';
import type { EngineDeps } from './engine.ts';
import { progressOf, toMB, type RecordStore } from './records.ts';
import type { UploadRecord } from './types.ts';

export const fileIdOf = (md5hex: string, fileName: string) => md5hex + fileName.slice(-4);

export const NETWORK_ERROR = '网络异常，上传中断，请重试';

/** What the engine keeps per entry beside its record: the run in flight and who waits for the merge. */
export interface Runtime {
  controller: AbortController | null;
  waiters: { resolve: (r: UploadRecord) => void; reject: (e: unknown) => void }[];
}

export interface RunContext {
  deps: Pick<EngineDeps, 'transport' | 'hasher' | 'positions' | 'notifyError'>;
  chunkSize: number;
  store: RecordStore;
  runtime: ReadonlyMap<string, Runtime>;
  /** Start the next queued files (called when this run ends, however it ends). */
  pump: () => void;
}

/** Hash the content, then start from the saved chunk when it belongs to this content, else from 1. */
async function hashFile(ctx: RunContext, key: string, signal: AbortSignal) {
  const { store, deps } = ctx;
  const r = store.update(key, { status: 'hashing', hashProgress: 0 })!;
  const hex = await deps.hasher.md5(r.file, {
    signal,
    onProgress: (done, total) =>
      store.update(key, { hashProgress: total === 0 ? 100 : Math.floor((done / total) * 100) }),
  });
  const id = fileIdOf(hex, r.fileName);
  const saved = deps.positions.get(r.fileName);
  const chunk = saved && saved.id === id && saved.chunk >= 1 && saved.chunk <= r.chunkCount ? saved.chunk : 1;
  store.update(key, { id, hashProgress: 100, uploadedChunks: chunk, ...progressOf(r, chunk, ctx.chunkSize) });
}

const chunkFields = (r: UploadRecord, index: number, chunkSize: number): ChunkUploadFields => ({
  file: r.chunkCount === 1 ? r.file : r.file.slice((index - 1) * chunkSize, index * chunkSize),
  filename: r.fileName,
  chunkindex: index,
  chunkcount: r.chunkCount,
  action: index === r.chunkCount ? 'merge' : 'chunk',
  ...(r.chunkCount > 1 ? { chunkid: r.id } : {}),
});

/** The merge answered: the saved chunk is dropped, the record done, its waiters answered. */
function finish(ctx: RunContext, key: string, rt: Runtime, r: UploadRecord, data: UploadResult) {
  ctx.deps.positions.remove(r.fileName);
  const done = ctx.store.update(key, {
    uploadedChunks: r.chunkCount + 1,
    uploadedSize: toMB(r.size),
    progress: 100,
    pause: true,
    uploading: false,
    status: 'done',
    error: null,
    fullurl: data.fullurl,
    // Only what the server said: a path cut from a fullurl on another host (a CDN) would name
    // nothing on this site. uploadedAddress() makes a fullurl on this site a path, query kept.
    path: data.path ?? null,
  })!;
  for (const w of rt.waiters.splice(0)) w.resolve(done);
}

/** Send the chunks from the record's next one to the merge, saving the position after each. */
async function sendChunks(ctx: RunContext, key: string, rt: Runtime, signal: AbortSignal) {
  const { store, deps, chunkSize } = ctx;
  let r = store.update(key, { status: 'uploading', uploading: true, error: null })!;
  while (r.uploadedChunks <= r.chunkCount) {
    const index: number = r.uploadedChunks;
    const answer = await deps.transport.send(chunkFields(r, index, chunkSize), {
      signal,
      onProgress: (loaded) => {
        const cur = store.get(key);
        if (cur && !signal.aborted) store.update(key, progressOf(cur, index, chunkSize, loaded));
      },
    });
    signal.throwIfAborted();
    if (!answer.ok) {
      // product.md §4: code 0 → paused, with the server's msg; the saved chunk is where 继续 starts.
      store.update(key, { pause: true, uploading: false, status: 'paused', error: answer.msg });
      deps.notifyError(answer.msg);
      return;
    }
    if (index === r.chunkCount) {
      finish(ctx, key, rt, r, answer.data);
      return;
    }
    deps.positions.set(r.fileName, { id: r.id, chunk: index + 1 });
    r = store.update(key, { uploadedChunks: index + 1, ...progressOf(r, index + 1, chunkSize) })!;
  }
}

/**
 * Run one entry until it is done, paused, failed or cancelled. Pausing and cancelling abort its
 * controller and set the record themselves; a network or HTTP failure marks it failed.
 */
export async function runUpload(ctx: RunContext, key: string) {
  const rt = ctx.runtime.get(key);
  const r = ctx.store.get(key);
  if (!rt || !r) return;
  const controller = new AbortController();
  rt.controller = controller;
  const { signal } = controller;

  try {
    if (!r.id) await hashFile(ctx, key, signal);
    await sendChunks(ctx, key, rt, signal);
  } catch (error) {
    if (signal.aborted) return; // paused or cancelled: whoever aborted has set the state
    console.error('[upload] chunk failed', error);
    const cur = ctx.store.get(key);
    if (cur) {
      ctx.store.update(key, {
        uploading: false,
        status: 'failed',
        error: NETWORK_ERROR,
        ...progressOf(cur, cur.uploadedChunks, ctx.chunkSize),
      });
    }
  } finally {
    if (rt.controller === controller) rt.controller = null;
    ctx.pump();
  }
}
