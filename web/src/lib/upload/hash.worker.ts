/// <reference lib="webworker" />
/** The hashing worker: one file per message, progress as it goes, so the page never freezes. */
import { md5Blob } from './md5.ts';

export type HashRequest = { file: Blob };
export type HashReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; hex: string }
  | { type: 'error'; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<HashRequest>) => {
  const post = (reply: HashReply) => scope.postMessage(reply);
  try {
    const hex = await md5Blob(event.data.file, {
      onProgress: (done, total) => post({ type: 'progress', done, total }),
    });
    post({ type: 'done', hex });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
