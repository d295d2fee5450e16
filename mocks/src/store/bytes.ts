/**
 * Where the demo upstream keeps uploaded bytes (chunks and merged files), behind one interface: on disk
 * under DATA_DIR in node (node-bytes.ts), in memory in the browser (`pnpm dev`) and where no folder is
 * given. The store holds only bytes under keys the demo makes itself; what they belong to, who may read
 * them and when they go is the handlers' business (StoredBlob, ChunkSession).
 */

export interface ByteStore {
  /** Keeps `bytes` under `key` (a new key each time; keys are made by the demo, never by a client). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Keeps an uploaded file under `key` (a new key) without reading it whole into memory where the store
   * can: on disk, a file the node adapter wrote as it arrived is moved in, any other Blob is streamed.
   */
  putFile(key: string, file: Blob): Promise<void>;
  /** Bytes [start, end] (inclusive) of one key, streamed. */
  read(key: string, start: number, end: number): ReadableStream<Uint8Array>;
  /** Forgets keys; missing ones are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Forgets everything (the demo's reset). */
  clear(): Promise<void>;
}

/** A file kept as parts (a merged upload's chunks, or seeded bytes), read whole into memory. */
export function readParts(
  store: ByteStore,
  parts: readonly ({ size: number; key: string } | { size: number; bytes: Uint8Array })[],
): Promise<Uint8Array> {
  const source = partsSource(store, parts);
  return source.read(0, source.size);
}

/** A file kept as parts, read by ranges (webm-cut.ts reads a long video's first seconds this way). */
export function partsSource(
  store: ByteStore,
  parts: readonly ({ size: number; key: string } | { size: number; bytes: Uint8Array })[],
): { size: number; read(offset: number, length: number): Promise<Uint8Array> } {
  const size = parts.reduce((n, p) => n + p.size, 0);
  return {
    size,
    async read(offset, length) {
      const end = Math.min(size, offset + length);
      const out = new Uint8Array(Math.max(0, end - offset));
      let start = 0;
      for (const part of parts) {
        const from = Math.max(offset, start);
        const to = Math.min(end, start + part.size);
        if (from < to) {
          const slice =
            'bytes' in part
              ? part.bytes.subarray(from - start, to - start)
              : new Uint8Array(
                  await new Response(store.read(part.key, from - start, to - start - 1)).arrayBuffer(),
                );
          out.set(slice, from - offset);
        }
        start += part.size;
        if (start >= end) break;
      }
      return out;
    },
  };
}

/** A fresh, unguessable key for a piece of stored bytes. */
export function newByteKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

export function memoryByteStore(): ByteStore {
  const bytes = new Map<string, Uint8Array>();
  return {
    put(key, value) {
      // A copy: the caller's buffer may be reused or detached.
      bytes.set(key, value.slice());
      return Promise.resolve();
    },
    async putFile(key, file) {
      // In the page itself the upload is in memory already.
      bytes.set(key, new Uint8Array(await file.arrayBuffer()));
    },
    read(key, start, end) {
      const value = bytes.get(key);
      return new ReadableStream({
        start(controller) {
          if (!value) controller.error(new Error(`no bytes under ${key}`));
          else {
            controller.enqueue(value.slice(start, end + 1));
            controller.close();
          }
        },
      });
    },
    delete(keys) {
      for (const key of keys) bytes.delete(key);
      return Promise.resolve();
    },
    clear() {
      bytes.clear();
      return Promise.resolve();
    },
  };
}
