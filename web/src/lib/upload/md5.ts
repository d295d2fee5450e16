/**
 * MD5 of a Blob with spark-md5, incrementally over CHUNK_SIZE slices, so memory stays at one slice.
 * Runs inside the hashing worker; tests and browsers without workers call it directly.
 */
import SparkMD5 from 'spark-md5';
import { CHUNK_SIZE } from '@zaowu/shared';

export interface Md5Options {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  sliceSize?: number;
}

export async function md5Blob(blob: Blob, { signal, onProgress, sliceSize = CHUNK_SIZE }: Md5Options = {}) {
  const spark = new SparkMD5.ArrayBuffer();
  for (let offset = 0; offset < blob.size; offset += sliceSize) {
    signal?.throwIfAborted();
    const end = Math.min(blob.size, offset + sliceSize);
    spark.append(await blob.slice(offset, end).arrayBuffer());
    onProgress?.(end, blob.size);
  }
  signal?.throwIfAborted();
  if (blob.size === 0) onProgress?.(0, 0);
  return spark.end();
}
