/**
 * The BFF's picture drawing (share cards, pictures at widths), bounded as one: a few drawings at a time
 * on the server's cores, a short queue, then "busy" (each route says what it answers then). Sources are
 * read through the upstream like any body: only public storage files, size- and time-bounded.
 */
import { readBytesBounded } from '../first-paint/read-bounded.ts';
import type { Upstream } from '../upstream.ts';

/** A picture larger than this is not read. */
const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
const PICTURE_TIMEOUT_MS = 5_000;
/** Decoded size limit: a small file can claim a huge canvas. */
export const MAX_INPUT_PIXELS = 40_000_000;

export class BusyError extends Error {
  override name = 'BusyError';
}

export class SourceMissingError extends Error {
  override name = 'SourceMissingError';
}

export interface Drawing {
  /** Runs `draw` when a slot is free; throws BusyError when the queue is full. */
  run<T>(draw: () => Promise<T>): Promise<T>;
}

/** One drawing per key at a time: a request for a key being drawn waits for that drawing. */
export function inFlight<T>(): (key: string, start: () => Promise<T>) => Promise<T> {
  const now = new Map<string, Promise<T>>();
  return (key, start) => {
    let pending = now.get(key);
    if (!pending) {
      pending = start().finally(() => now.delete(key));
      now.set(key, pending);
    }
    return pending;
  };
}

export function drawingSlots(atOnce = 2, queueMax = 32): Drawing {
  let drawing = 0;
  const waiting: (() => void)[] = [];
  async function slot(): Promise<void> {
    if (drawing < atOnce) {
      drawing += 1;
      return;
    }
    if (waiting.length >= queueMax) throw new BusyError('drawing queue full');
    // The slot passes straight to the waiter (`drawing` stays the same), so a request arriving in
    // between cannot take it as well.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else drawing -= 1;
  };
  return {
    async run(draw) {
      await slot();
      try {
        return await draw();
      } finally {
        release();
      }
    },
  };
}

/**
 * Asks the upstream for a public storage picture with no token (so a private file is refused as it
 * would be to a visitor): the answer, when it is 2xx. 403/404/410 → SourceMissingError.
 */
async function askPicture(upstream: Upstream, src: string, method: 'GET' | 'HEAD'): Promise<Response> {
  const res = await upstream.fetch(src, { method, signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS) });
  if (res.ok) return res;
  await res.body?.cancel().catch(() => {});
  if (res.status === 403 || res.status === 404 || res.status === 410)
    throw new SourceMissingError(`picture answered ${res.status}`);
  throw new Error(`picture answered ${res.status}`);
}

/** A public storage picture's bytes and its cache-control. */
export async function readPicture(
  upstream: Upstream,
  src: string,
): Promise<{ bytes: Buffer; cacheControl: string }> {
  const res = await askPicture(upstream, src, 'GET');
  const bytes = await readBytesBounded(res, MAX_PICTURE_BYTES);
  return { bytes, cacheControl: res.headers.get('cache-control') ?? '' };
}

/** Whether a public storage picture is still there, without its bytes: its cache-control. */
export async function pictureCacheControl(upstream: Upstream, src: string): Promise<string> {
  return (await askPicture(upstream, src, 'HEAD')).headers.get('cache-control') ?? '';
}
