/**
 * The demo's uploaded bytes on disk (node only), one file per chunk, so the heap holds no upload.
 *
 * - `diskByteStore(dir)`: kept in `DATA_DIR/bytes` across restarts, beside the saved store that names
 *   them. Bytes are written before the row that names them is saved, and deleted only after the save
 *   that dropped their row (`afterSave`), so after a crash the only leftovers are files no row names:
 *   `sweep` removes them at the next start.
 * - `tempByteStore()`: a folder of this process's own under the OS temp dir, removed at exit (tests and
 *   tools that start a demo without DATA_DIR).
 */
import { createReadStream, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ByteStore } from './store/bytes.ts';
import type { Db } from './store/types.ts';

const KEY = /^[0-9a-f]{32}$/;

export interface DiskByteStore extends ByteStore {
  dir: string;
  /** Removes the files no row of `db` names (left by a crash between writing bytes and saving). */
  sweep(db: Db): number;
}

/**
 * `store` with its deletes held back until `afterSave()`: a row that named the bytes is gone from the
 * saved store before the bytes go, so a crash in between leaves a stray file (swept), never a row
 * naming missing bytes.
 */
export function deleteAfterSave(store: DiskByteStore): ByteStore & { afterSave(): Promise<void> } {
  let held: (() => Promise<void>)[] = [];
  return {
    put: (key, bytes) => store.put(key, bytes),
    read: (key, start, end) => store.read(key, start, end),
    delete(keys) {
      const copy = keys.slice();
      held.push(() => store.delete(copy));
      return Promise.resolve();
    },
    clear() {
      // What is there now: bytes put after the reset are not the reset's to remove.
      const keys = readdirSync(store.dir).filter((name) => KEY.test(name));
      held.push(() => store.delete(keys));
      return Promise.resolve();
    },
    async afterSave() {
      const run = held;
      held = [];
      for (const op of run) await op();
    },
  };
}

/** Every byte key the store's rows name: merged uploads' parts and unfinished uploads' chunks. */
function keysIn(db: Db): Set<string> {
  const keys = new Set<string>();
  for (const blob of db.blobs.values()) for (const part of blob.parts) if ('key' in part) keys.add(part.key);
  for (const session of db.chunkSessions.values())
    for (const chunk of session.chunks.values()) keys.add(chunk.key);
  return keys;
}

export function diskByteStore(dir: string): DiskByteStore {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fileOf = (key: string) => {
    // Keys come from newByteKey(); anything else would be a bug that must not become a path.
    if (!KEY.test(key)) throw new Error(`bad byte key ${JSON.stringify(key)}`);
    return path.join(dir, key);
  };
  return {
    dir,
    async put(key, bytes) {
      await writeFile(fileOf(key), bytes, { flag: 'wx', mode: 0o600 });
    },
    read(key, start, end) {
      return Readable.toWeb(createReadStream(fileOf(key), { start, end })) as ReadableStream<Uint8Array>;
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async clear() {
      for (const name of readdirSync(dir)) rmSync(path.join(dir, name), { force: true });
      return Promise.resolve();
    },
    sweep(db) {
      const named = keysIn(db);
      let removed = 0;
      for (const name of readdirSync(dir)) {
        if (named.has(name)) continue;
        rmSync(path.join(dir, name), { force: true, recursive: true });
        removed += 1;
      }
      return removed;
    },
  };
}

/** Bytes for this process only: a new folder under the OS temp dir, removed at exit. */
export function tempByteStore(): DiskByteStore {
  const dir = mkdtempSync(path.join(tmpdir(), 'zaowu-demo-bytes-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return diskByteStore(dir);
}
