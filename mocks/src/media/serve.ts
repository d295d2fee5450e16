/**
 * Serves STORAGE_PREFIX: generated SVGs, procedural GLBs and stored uploads, with the headers a CDN
 * would send (type, length, caching, single byte ranges).
 */
import { HttpResponse } from 'msw';
import { fail } from '@zaowu/shared';
import type { Db } from '../store/types.ts';
import { getModelBytes, MODELS } from './models.ts';
import { svgBytes } from './svg/index.ts';
import { parseStoragePath, type StoragePath } from './urls.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Byte length of what a storage path serves, or null when nothing is there. */
export function storedSize(db: Db, where: StoragePath): number | null {
  switch (where.kind) {
    case 'gen':
      return svgBytes(where.gen, where.n).length;
    case 'model':
      return MODELS[where.key].size;
    case 'upload':
      return db.blobs.get(where.path)?.size ?? null;
  }
}

function notFound(): Response {
  return HttpResponse.json(fail('文件不存在'), { status: 404 });
}

/** `bytes=a-b`, `bytes=a-` and `bytes=-n`; anything else is served whole. */
function parseRange(header: string | null, size: number): [number, number] | 'invalid' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(size - 1, Number(m[2]));
  }
  return start > end || start >= size ? 'invalid' : [start, end];
}

/** The inclusive byte range [start, end] of a file kept as parts, without joining them. */
function sliceParts(parts: readonly Uint8Array[], start: number, end: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  let offset = 0;
  for (const p of parts) {
    const next = offset + p.length;
    if (next > start && offset <= end)
      out.push(p.subarray(Math.max(0, start - offset), Math.min(p.length, end + 1 - offset)));
    offset = next;
  }
  return out;
}

/** Streams the parts one by one; copies so a consumer can never detach the stored bytes. */
function streamOf(parts: Uint8Array[]): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      const part = parts[i++];
      if (part) controller.enqueue(part.slice());
      else controller.close();
    },
  });
}

export async function serveStorage(db: Db, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const where = parseStoragePath(url.pathname);
  if (!where) return notFound();
  let parts: Uint8Array[];
  const headers: Record<string, string> = { 'accept-ranges': 'bytes', 'cache-control': IMMUTABLE };
  if (where.kind === 'gen') {
    parts = [svgBytes(where.gen, where.n)];
    headers['content-type'] = 'image/svg+xml';
  } else if (where.kind === 'model') {
    parts = [await getModelBytes(where.key)];
    headers['content-type'] = 'model/gltf-binary';
  } else {
    const blob = db.blobs.get(where.path);
    if (!blob) return notFound();
    parts = blob.parts;
    headers['content-type'] = blob.mime;
    headers['cache-control'] = 'private, max-age=3600';
    const disposition = url.searchParams.has('download') ? 'attachment' : 'inline';
    headers['content-disposition'] = `${disposition}; filename*=UTF-8''${encodeURIComponent(blob.name)}`;
  }
  const size = parts.reduce((n, p) => n + p.length, 0);
  const range = parseRange(request.headers.get('range'), size);
  if (range === 'invalid') {
    return new HttpResponse(null, {
      status: 416,
      headers: { ...headers, 'content-range': `bytes */${size}` },
    });
  }
  const [start, end] = range ?? [0, size - 1];
  headers['content-length'] = String(end - start + 1);
  if (range) headers['content-range'] = `bytes ${start}-${end}/${size}`;
  const init = { status: range ? 206 : 200, headers };
  if (request.method === 'HEAD') return new HttpResponse(null, init);
  return new HttpResponse(streamOf(sliceParts(parts, start, end)), init);
}
