/**
 * The demo's uploaded bytes on disk (node only): one file per chunk under a folder of this process's
 * own inside DATA_DIR, so the heap holds no upload and several demo processes can share one DATA_DIR.
 * The folder is made at start, removed at exit, and folders left by processes that died are removed
 * by the next one to start.
 */
import { createReadStream, createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { copyFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { spooledFileOf } from './node-spool.ts';
import type { ByteStore } from './store/bytes.ts';

export const DEFAULT_DATA_DIR = path.join(tmpdir(), 'zaowu-demo');
const RUN_PREFIX = 'run-';
const KEY = /^[0-9a-f]{32}$/;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but is someone else's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes run folders whose process is gone. */
function removeStaleRuns(dataDir: string): void {
  for (const name of readdirSync(dataDir)) {
    const pid = Number(/^run-(\d+)-/.exec(name)?.[1]);
    if (name.startsWith(RUN_PREFIX) && Number.isInteger(pid) && pid !== process.pid && !alive(pid))
      rmSync(path.join(dataDir, name), { recursive: true, force: true });
  }
}

export function diskByteStore(dataDir: string = DEFAULT_DATA_DIR): ByteStore & { dir: string } {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  removeStaleRuns(dataDir);
  const dir = path.join(dataDir, `${RUN_PREFIX}${process.pid}-${Date.now().toString(36)}`);
  mkdirSync(dir, { mode: 0o700 });
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));

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
  };
}
