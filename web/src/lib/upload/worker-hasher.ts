/**
 * The browser's Hasher: a Web Worker per file (terminated when done or aborted). Without Worker
 * support (very old browsers) it hashes on the page, slice by slice, yielding between slices.
 */
import type { HashReply, HashRequest } from './hash.worker.ts';
import type { Hasher } from './types.ts';

export const workerHasher: Hasher = {
  md5(file, { signal, onProgress }) {
    if (typeof Worker === 'undefined') {
      return import('./md5.ts').then(({ md5Blob }) => md5Blob(file, { signal, onProgress }));
    }
    return new Promise<string>((resolve, reject) => {
      const worker = new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' });
      const finish = () => {
        worker.terminate();
        signal.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        finish();
        reject(signal.reason);
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort);
      worker.onmessage = (event: MessageEvent<HashReply>) => {
        const reply = event.data;
        if (reply.type === 'progress') onProgress?.(reply.done, reply.total);
        else if (reply.type === 'done') {
          finish();
          resolve(reply.hex);
        } else {
          finish();
          reject(new Error(reply.message));
        }
      };
      worker.onerror = (event) => {
        finish();
        reject(new Error(event.message || '文件校验失败'));
      };
      worker.postMessage({ file } satisfies HashRequest);
    });
  },
};
