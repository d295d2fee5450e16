/**
 * Where a chunkUpload's file is written while it arrives (node only): DATA_DIR/incoming, on the same
 * disk as the byte store, so keeping a chunk is a rename (node-bytes.ts putFile), never a copy through
 * the heap. A file here lives for one request: the adapter removes it once the request is answered,
 * whether the handler kept it or not. Files left by a process that died mid-upload are removed by the
 * next one to start, once they are older than any request can be.
 */
import { mkdirSync, openAsBlob, readdirSync, rmSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

const INCOMING = 'incoming';
/** Far longer than a request may take (REQUEST_TIMEOUT_MS, 2 minutes by default). */
const STALE_MS = 60 * 60_000;

export interface Spool {
  /** A new file name for one upload's bytes (the file is not made yet). */
  newFile(): string;
  /** The written file as a Blob that reads it from disk, remembered as this file (spooledFileOf). */
  blobOf(file: string): Promise<Blob>;
  /** Removes the file, if it is still there (kept ones were moved away). */
  remove(file: string): Promise<void>;
}

const files = new WeakMap<Blob, string>();

/** The spool file a Blob stands for, when the node adapter made it; undefined for any other Blob. */
export function spooledFileOf(blob: Blob): string | undefined {
  return files.get(blob);
}

function removeStale(dir: string): void {
  const now = Date.now();
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    try {
      if (now - statSync(file).mtimeMs > STALE_MS) rmSync(file, { force: true });
    } catch {
      // Gone meanwhile (another process removed it).
    }
  }
}

export function diskSpool(dataDir: string): Spool {
  const dir = path.join(dataDir, INCOMING);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  removeStale(dir);
  return {
    newFile: () => path.join(dir, `${process.pid}-${crypto.randomUUID()}.part`),
    async blobOf(file) {
      const blob = await openAsBlob(file);
      files.set(blob, file);
      return blob;
    },
    remove: (file) => rm(file, { force: true }),
  };
}
