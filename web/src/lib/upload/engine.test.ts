// @vitest-environment node
/** The upload engine's rules (product.md §3, §4, §7 chunkUpload) in node, over a fake transport. */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_SIZE, MIB, type ChunkUploadFields } from '@zaowu/shared';
import {
  createUploadEngine,
  fileIdOf,
  NETWORK_ERROR,
  UploadCancelledError,
  type EngineDeps,
} from './engine.ts';
import { createFloatingList } from './floating.ts';
import { md5Blob } from './md5.ts';
import type { ChunkAnswer, PositionStore, SavedPosition, UploadRecord } from './types.ts';

/** Deterministic bytes, different per seed, so two files of one name differ. */
function bytes(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  let x = seed * 2654435761;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}
const fileOf = (size: number, name = 'model.glb', seed = 1) => new File([bytes(size, seed)], name);
const md5Hex = async (file: Blob) =>
  createHash('md5')
    .update(new Uint8Array(await file.arrayBuffer()))
    .digest('hex');

interface Sent {
  fields: Omit<ChunkUploadFields, 'file'>;
  size: number;
  file: Blob;
}

type Responder = (sent: Sent, signal: AbortSignal) => Promise<ChunkAnswer> | ChunkAnswer;

const mergedAnswer = (name: string): ChunkAnswer => ({
  ok: true,
  data: { fullurl: `http://127.0.0.1/api/storage/u/2/abc/${name}`, path: `/api/storage/u/2/abc/${name}` },
});
const defaultResponder: Responder = (s) =>
  s.fields.action === 'merge' ? mergedAnswer(s.fields.filename) : { ok: true, data: { fullurl: '' } };

function memoryPositions(initial: Record<string, SavedPosition> = {}): PositionStore & {
  map: Map<string, SavedPosition>;
} {
  const map = new Map(Object.entries(initial));
  return {
    map,
    get: (name) => map.get(name) ?? null,
    set: (name, p) => void map.set(name, p),
    remove: (name) => void map.delete(name),
  };
}

function setup(
  opts: { respond?: Responder; positions?: ReturnType<typeof memoryPositions>; concurrency?: number } = {},
) {
  const sent: Sent[] = [];
  let respond = opts.respond ?? defaultResponder;
  const positions = opts.positions ?? memoryPositions();
  const notifyError = vi.fn<(msg: string) => void>();
  const deps: EngineDeps = {
    transport: {
      async send({ file, ...fields }, { signal }) {
        const s = { fields, size: file.size, file };
        sent.push(s);
        return respond(s, signal);
      },
    },
    hasher: { md5: (file, o) => md5Blob(file, o) },
    positions,
    notifyError,
    concurrency: opts.concurrency,
  };
  const engine = createUploadEngine(deps);
  /** Resolves when the record reaches one of these states. */
  const until = (key: string, ...states: UploadRecord['status'][]) =>
    new Promise<UploadRecord>((resolve, reject) => {
      const check = () => {
        const r = engine.get(key);
        if (r && states.includes(r.status)) {
          off();
          resolve(r);
        }
      };
      const off = engine.subscribe(check);
      setTimeout(() => {
        off();
        reject(new Error(`${key} never reached ${states.join('|')}: ${engine.get(key)?.status}`));
      }, 4000);
      check();
    });
  return {
    engine,
    sent,
    positions,
    notifyError,
    until,
    setRespond: (r: Responder) => (respond = r),
  };
}

/** A responder that holds each request until released (to act while a chunk is in flight). */
function gate() {
  const waiting: (() => void)[] = [];
  const responder: Responder = (s, signal) =>
    new Promise((resolve, reject) => {
      const go = () => resolve(defaultResponder(s, signal));
      signal.addEventListener('abort', () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(signal.reason);
      });
      waiting.push(go);
    });
  return {
    responder,
    release: () => waiting.shift()?.(),
    get pending() {
      return waiting.length;
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 20));

afterEach(() => {
  vi.useRealTimers();
});

describe('md5 and the file id', () => {
  it('hashes incrementally over 5 MiB slices to the same MD5 as md5sum would', async () => {
    const file = fileOf(CHUNK_SIZE * 2 + 12345);
    const progress: number[] = [];
    const hex = await md5Blob(file, { onProgress: (done) => progress.push(done) });
    expect(hex).toBe(await md5Hex(file));
    expect(progress).toEqual([CHUNK_SIZE, CHUNK_SIZE * 2, file.size]);
  });

  it('is the MD5 hex plus the last 4 characters of the file name', () => {
    expect(fileIdOf('0123456789abcdef0123456789abcdef', '飞船模型.glb')).toBe(
      '0123456789abcdef0123456789abcdef.glb',
    );
  });
});

describe('upload engine', () => {
  it('starts a new file with pause false and uploading false', () => {
    const { engine } = setup();
    const r = engine.add(fileOf(10));
    expect(r.pause).toBe(false);
    expect(r.uploading).toBe(false);
    expect(r.uploadedChunks).toBe(1);
    expect(r.progress).toBe(0);
    expect(r.totalSize).toBe('0.00');
  });

  it('sends a one-chunk file whole, as the merge, without chunkid', async () => {
    const { engine, sent, until } = setup();
    const file = fileOf(CHUNK_SIZE - 1, 'cover.png');
    const r = engine.add(file);
    const done = await until(r.key, 'done');

    expect(sent).toHaveLength(1);
    expect(sent[0]!.fields).toEqual({ filename: 'cover.png', chunkindex: 1, chunkcount: 1, action: 'merge' });
    expect(sent[0]!.file).toBe(file);
    expect(done).toMatchObject({
      id: (await md5Hex(file)) + '.png',
      progress: 100,
      pause: true,
      uploading: false,
      uploadedChunks: 2,
      uploadedSize: done.totalSize,
      folder_id: 0,
      fullurl: 'http://127.0.0.1/api/storage/u/2/abc/cover.png',
      path: '/api/storage/u/2/abc/cover.png',
    });
  });

  it("keeps the answer's addresses as given: no path made up from a fullurl (it may be another host)", async () => {
    const fullurl = 'https://cdn.example.com/u/2/abc/cover.png?expires=1&sig=2';
    const { engine, until } = setup({ respond: () => ({ ok: true, data: { fullurl } }) });
    const done = await until(engine.add(fileOf(1024, 'cover.png')).key, 'done');
    expect(done).toMatchObject({ fullurl, path: null });
  });

  it('sends a larger file in 5 MiB chunks: chunk, chunk, merge, each with the file id as chunkid', async () => {
    const { engine, sent, until, positions } = setup();
    const file = fileOf(12 * MIB);
    const r = engine.add(file, { folderId: 7, origin: 'disk' });
    expect(r.totalSize).toBe('12.00');
    expect(r.chunkCount).toBe(3);
    const done = await until(r.key, 'done');
    const id = (await md5Hex(file)) + '.glb';

    expect(sent.map((s) => s.fields)).toEqual([
      { filename: 'model.glb', chunkindex: 1, chunkcount: 3, action: 'chunk', chunkid: id },
      { filename: 'model.glb', chunkindex: 2, chunkcount: 3, action: 'chunk', chunkid: id },
      { filename: 'model.glb', chunkindex: 3, chunkcount: 3, action: 'merge', chunkid: id },
    ]);
    expect(sent.map((s) => s.size)).toEqual([CHUNK_SIZE, CHUNK_SIZE, 2 * MIB]);
    // The chunks, joined, are the file.
    expect(await md5Hex(new Blob(sent.map((s) => s.file)))).toBe(await md5Hex(file));
    expect(done).toMatchObject({
      progress: 100,
      pause: true,
      folder_id: 7,
      origin: 'disk',
      uploadedSize: '12.00',
    });
    // Done: nothing left to resume.
    expect(positions.map.has('model.glb')).toBe(false);
  });

  it('shows MB with two decimals and percent as chunks are accepted', async () => {
    const g = gate();
    const { engine, until } = setup({ respond: g.responder });
    const r = engine.add(fileOf(12 * MIB));
    await until(r.key, 'uploading');
    await vi.waitFor(() => expect(g.pending).toBe(1));
    g.release();
    await vi.waitFor(() => expect(engine.get(r.key)!.uploadedChunks).toBe(2));
    expect(engine.get(r.key)).toMatchObject({ uploadedSize: '5.00', totalSize: '12.00', progress: 41 });
  });

  it('pauses on an answer with code 0, toasts the msg, sends nothing more and resumes at that chunk', async () => {
    const { engine, sent, until, notifyError, positions, setRespond } = setup({
      respond: (s) =>
        s.fields.chunkindex === 2
          ? { ok: false, msg: '存储服务繁忙，请稍后再试' }
          : defaultResponder(s, new AbortController().signal),
    });
    const file = fileOf(12 * MIB);
    const r = engine.add(file);
    const paused = await until(r.key, 'paused');
    await tick();

    expect(notifyError).toHaveBeenCalledWith('存储服务繁忙，请稍后再试');
    expect(paused).toMatchObject({
      pause: true,
      uploading: false,
      uploadedChunks: 2,
      error: '存储服务繁忙，请稍后再试',
    });
    expect(sent.map((s) => s.fields.chunkindex)).toEqual([1, 2]);
    expect(positions.map.get('model.glb')).toEqual({ id: paused.id, chunk: 2 });

    setRespond(defaultResponder);
    engine.resume(r.key);
    const done = await until(r.key, 'done');
    expect(sent.map((s) => [s.fields.chunkindex, s.fields.action])).toEqual([
      [1, 'chunk'],
      [2, 'chunk'],
      [2, 'chunk'],
      [3, 'merge'],
    ]);
    expect(done.progress).toBe(100);
    expect(await md5Hex(new Blob([sent[0]!.file, sent[2]!.file, sent[3]!.file]))).toBe(await md5Hex(file));
  });

  it('stops the loop on a failed chunk and retries from it', async () => {
    let fail = true;
    const { engine, sent, until, notifyError } = setup({
      respond: (s, signal) => {
        if (s.fields.chunkindex === 2 && fail) throw new Error('socket hang up');
        return defaultResponder(s, signal);
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const r = engine.add(fileOf(12 * MIB));
    const failed = await until(r.key, 'failed');
    await tick();
    expect(sent.map((s) => s.fields.chunkindex)).toEqual([1, 2]);
    expect(failed).toMatchObject({ uploading: false, error: NETWORK_ERROR, uploadedChunks: 2 });
    expect(notifyError).not.toHaveBeenCalled();

    fail = false;
    engine.resume(r.key);
    await until(r.key, 'done');
    expect(sent.map((s) => s.fields.chunkindex)).toEqual([1, 2, 2, 3]);
  });

  it('sends nothing while paused and resumes from the saved chunk', async () => {
    const g = gate();
    const { engine, sent, until } = setup({ respond: g.responder });
    const r = engine.add(fileOf(12 * MIB));
    await vi.waitFor(() => expect(g.pending).toBe(1));
    g.release(); // chunk 1 accepted
    await vi.waitFor(() => expect(g.pending).toBe(1)); // chunk 2 in flight
    engine.pause(r.key);
    expect(engine.get(r.key)).toMatchObject({
      pause: true,
      uploading: false,
      status: 'paused',
      uploadedChunks: 2,
    });
    await tick();
    await tick();
    expect(sent.map((s) => s.fields.chunkindex)).toEqual([1, 2]);

    engine.resume(r.key);
    expect(engine.get(r.key)!.pause).toBe(false);
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.fields.chunkindex).toBe(2);
    g.release();
    await vi.waitFor(() => expect(g.pending).toBe(1));
    g.release();
    await until(r.key, 'done');
    expect(sent.map((s) => s.fields.chunkindex)).toEqual([1, 2, 2, 3]);
  });

  it('keeps the position under the file name with the id: the same file added again (a reload) goes on from there', async () => {
    const file = fileOf(12 * MIB);
    const id = (await md5Hex(file)) + '.glb';
    const positions = memoryPositions({ 'model.glb': { id, chunk: 3 } });
    const { engine, sent, until } = setup({ positions });
    const r = engine.add(file);
    await until(r.key, 'done');
    expect(sent.map((s) => s.fields.chunkindex)).toEqual([3]);
    expect(sent[0]!.fields).toMatchObject({ action: 'merge', chunkid: id });
  });

  it('starts a different file of the same name from the first chunk', async () => {
    const other = fileOf(12 * MIB, 'model.glb', 2);
    const positions = memoryPositions({
      'model.glb': { id: (await md5Hex(fileOf(12 * MIB))) + '.glb', chunk: 3 },
    });
    const { engine, sent, until } = setup({ positions });
    const r = engine.add(other);
    await until(r.key, 'done');
    expect(sent.map((s) => s.fields.chunkindex)).toEqual([1, 2, 3]);
    expect(sent[0]!.fields.chunkid).toBe((await md5Hex(other)) + '.glb');
  });

  it('resolves whenDone with the merged file and rejects it when cancelled', async () => {
    const g = gate();
    const { engine, until } = setup({ respond: g.responder });
    const a = engine.add(fileOf(100, 'a.txt'));
    const b = engine.add(fileOf(100, 'b.txt'));
    const doneA = engine.whenDone(a.key);
    const doneB = engine.whenDone(b.key);
    await vi.waitFor(() => expect(g.pending).toBe(2));
    g.release();
    await expect(doneA).resolves.toMatchObject({ status: 'done', fileName: 'a.txt' });
    engine.cancel(b.key);
    await expect(doneB).rejects.toBeInstanceOf(UploadCancelledError);
    expect(engine.get(b.key)).toBeUndefined();
    await until(a.key, 'done');
  });

  it('runs at most `concurrency` files at once; the rest wait queued', async () => {
    const g = gate();
    const { engine, until } = setup({ respond: g.responder, concurrency: 2 });
    const keys = ['1.txt', '2.txt', '3.txt'].map((n) => engine.add(fileOf(10, n)).key);
    await vi.waitFor(() => expect(g.pending).toBe(2));
    expect(engine.get(keys[2]!)!.status).toBe('queued');
    g.release();
    await until(keys[2]!, 'uploading');
    g.release();
    g.release();
    await Promise.all(keys.map((k) => until(k, 'done')));
  });
});

describe('floating upload list', () => {
  it('drops its oldest entry 300 ms after a new one arrives; a cancelled one leaves at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const g = gate();
    const { engine } = setup({ respond: g.responder, concurrency: 5 });
    const list = createFloatingList(engine, 300);
    const a = engine.add(fileOf(10, 'a.txt')).key;
    expect(list.keys()).toEqual([a]);
    const b = engine.add(fileOf(10, 'b.txt')).key;
    expect(list.keys()).toEqual([a, b]);
    vi.advanceTimersByTime(299);
    expect(list.keys()).toEqual([a, b]);
    vi.advanceTimersByTime(1);
    expect(list.keys()).toEqual([b]);
    // The upload itself goes on.
    expect(engine.get(a)).toBeDefined();

    const c = engine.add(fileOf(10, 'c.txt')).key;
    engine.cancel(b);
    expect(list.keys()).toEqual([c]);
    vi.advanceTimersByTime(300);
    expect(list.keys()).toEqual([c]);
    list.dispose();
  });
});
