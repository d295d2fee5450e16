/**
 * The demo's uploaded bytes on disk (node only), one file per chunk, so the heap holds no upload.
 *
 * - `diskByteStore(dir)`: kept in `DATA_DIR/bytes` across restarts, beside the saved store that names
 *   them. Bytes are written before the row that names them is saved, and deleted only after the save
 *   that dropped their row (`afterSave`), so after a crash the only leftovers are files no row names:
 *   `sweep` removes them at the next start.
 * (Without a DATA_DIR, node.ts gives the store a temp folder of the process's own, removed at exit.)
 */
import { createReadStream, createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { copyFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { spooledFileOf } from './node-spool.ts';
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
    putFile: (key, file) => store.putFile(key, file),
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
    async putFile(key, file) {
      const spooled = spooledFileOf(file);
      if (!spooled) {
        // A Blob from elsewhere (a test's in-process fetch): streamed, never whole in the heap.
        const out = createWriteStream(fileOf(key), { flags: 'wx', mode: 0o600 });
        return pipeline(Readable.fromWeb(file.stream() as WebReadableStream), out);
      }
      // The node adapter wrote it under DATA_DIR as it arrived: moved in, not copied.
      try {
        await rename(spooled, fileOf(key));
      } catch (err) {
        // DATA_DIR's folders on two file systems: copied once, then the spool file goes.
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await copyFile(spooled, fileOf(key));
        await rm(spooled, { force: true });
      }
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
