/**
 * A chunkUpload body read as it arrives (node only): busboy takes the multipart apart, the file goes
 * from the socket to a spool file (node-spool.ts), the few text fields stay in memory. No chunk is
 * ever whole in the heap: the handler gets the file as a Blob that reads it from disk, and the byte
 * store keeps it by renaming it. The body's size limit and minimum rate apply as to any other body.
 */
import busboy from 'busboy';
import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PreparedInput } from './handlers/prepared-input.ts';
import { type BodyRate, watchRate } from './node-body.ts';
import type { Spool } from './node-spool.ts';

/** chunkUpload's form: five short fields and one file (ChunkUploadFields); anything more is refused. */
const FORM_LIMITS = { fields: 8, fieldSize: 4 * 1024, files: 1, parts: 10, headerPairs: 8 };

export interface ReceivedUpload {
  entries: PreparedInput;
  /** The spool files written, to remove once the request is answered. */
  files: string[];
}

export type UploadRead = ReceivedUpload | 'too-large' | 'too-slow' | 'bad-form' | 'aborted';

/** True when the request says it is multipart/form-data (the only body busboy is asked to read). */
export function isMultipart(req: IncomingMessage): boolean {
  return /^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '');
}

/**
 * Reads the form, at most `limit` bytes: 'too-large' as soon as it passes them, 'too-slow' below the
 * minimum rate, 'bad-form' when it is not a well-formed form within FORM_LIMITS, 'aborted' when the
 * client goes away. On any of those, nothing more is read and the spool files are already removed.
 */
export function receiveUpload(
  req: IncomingMessage,
  limit: number,
  spool: Spool,
  rate?: BodyRate,
): Promise<UploadRead> {
  let form: busboy.Busboy;
  try {
    form = busboy({ headers: req.headers, limits: { ...FORM_LIMITS, fileSize: limit } });
  } catch {
    return Promise.resolve('bad-form');
  }
  return new Promise((resolve) => {
    const entries: [string, string | Blob][] = [];
    const files: string[] = [];
    const streams: Readable[] = [];
    const writes: Promise<void>[] = [];
    let size = 0;
    let settled = false;
    // Paused by the pipe (busboy or the disk behind it not keeping up), or bytes read but not yet
    // taken: the server is the slow one then.
    const watch = watchRate(
      () => stop('too-slow'),
      rate,
      () => req.readableFlowing === false || req.readableLength > 0,
    );

    const detach = () => {
      settled = true;
      watch.stop();
      req.off('data', onData).off('close', onClose).off('error', onError);
    };
    const stop = (why: Exclude<UploadRead, ReceivedUpload>) => {
      if (settled) return;
      detach();
      req.unpipe(form);
      if (why !== 'aborted' && !req.complete) req.pause();
      for (const stream of streams) stream.destroy();
      void Promise.allSettled(writes)
        .then(() => Promise.all(files.map((file) => spool.remove(file))))
        .then(() => resolve(why));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      watch.add(chunk.length);
      if (size > limit) stop('too-large');
    };
    // 'close' also comes after a whole body; only one that ends early is an abort.
    const onClose = () => (req.complete ? undefined : stop('aborted'));
    const onError = () => stop('aborted');

    form.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return stop('bad-form');
      entries.push([name, value]);
    });
    form.on('file', (name, stream) => {
      const file = spool.newFile();
      const at = entries.push([name, '']) - 1;
      files.push(file);
      streams.push(stream);
      stream.once('limit', () => stop('too-large'));
      writes.push(
        pipeline(stream, createWriteStream(file, { flags: 'wx', mode: 0o600 })).then(async () => {
          entries[at] = [name, await spool.blobOf(file)];
        }),
      );
    });
    for (const event of ['partsLimit', 'fieldsLimit'] as const) form.once(event, () => stop('bad-form'));
    form.once('error', () => stop('bad-form'));
    form.once('close', () => {
      if (settled) return;
      Promise.all(writes).then(
        () => {
          if (settled) return;
          detach();
          resolve({ entries, files });
        },
        () => stop('bad-form'),
      );
    });

    req.on('data', onData).on('close', onClose).on('error', onError);
    req.pipe(form);
  });
}
