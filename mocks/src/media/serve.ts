/**
 * Serves STORAGE_PREFIX: generated SVGs, procedural GLBs and stored uploads, with the headers a CDN
 * would send (type, length, caching, single byte ranges). An upload is served at its bare path only
 * when it is public media; otherwise only through a valid, unexpired signed address (403 without,
 * 404 once it is deleted). What users upload never runs on our origin: active types (SVG, HTML, XML,
 * script) go out as attachments with a sandbox CSP, and nothing is sniffed.
 */
import { HttpResponse } from 'msw';
import { fail, STORAGE_PREFIX } from '@zaowu/shared';
import type { ByteStore } from '../store/bytes.ts';
import type { Signer } from '../store/signing.ts';
import type { BytePart, Db, WorkRow } from '../store/types.ts';
import { isForSale } from '../store/work-files.ts';
import { getModelBytes, modelSize } from './models.ts';
import { subjectSvgBytes, svgBytes } from './svg/index.ts';
import { VIDEO_KINDS, type VideoCache } from './video/index.ts';
import { isActiveType, isScriptType, parseStoragePath, type StoragePath } from './urls.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Byte length of what a storage path serves, or null when nothing is there. */
export function storedSize(db: Db, where: StoragePath): number | null {
  switch (where.kind) {
    case 'gen':
      return where.subject === undefined
        ? svgBytes(where.gen, where.n).length
        : (subjectSvgBytes(where.gen, where.subject, where.n)?.length ?? null);
    case 'video':
      // Made on request, so not a file one can keep elsewhere.
      return null;
    case 'model':
      return modelSize(where.key, where.level);
    case 'upload':
      return db.blobs.get(where.path)?.size ?? null;
  }
}

function refuse(status: 403 | 404, msg: string): Response {
  return HttpResponse.json(fail(msg), { status, headers: { 'cache-control': 'no-store' } });
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

/** The inclusive byte range [start, end] of a file kept as parts, as ranges of those parts. */
function sliceParts(parts: readonly BytePart[], start: number, end: number) {
  const out: { part: BytePart; from: number; to: number }[] = [];
  let offset = 0;
  for (const part of parts) {
    const next = offset + part.size;
    if (next > start && offset <= end)
      out.push({ part, from: Math.max(0, start - offset), to: Math.min(part.size, end + 1 - offset) - 1 });
    offset = next;
  }
  return out;
}

/** Streams the ranges one after another, each read from the byte store only when it is wanted. */
function streamOf(bytes: ByteStore, ranges: ReturnType<typeof sliceParts>): ReadableStream<Uint8Array> {
  let i = 0;
  let current: ReadableStreamDefaultReader<Uint8Array> | null = null;
  return new ReadableStream({
    async pull(controller) {
      for (;;) {
        if (current) {
          const { done, value } = await current.read();
          if (!done) return controller.enqueue(value);
          current = null;
        }
        const range = ranges[i++];
        if (!range) return controller.close();
        const { part, from, to } = range;
        // Seeded bytes are copied so a consumer can never detach the stored ones.
        if ('bytes' in part) return controller.enqueue(part.bytes.slice(from, to + 1));
        current = bytes.read(part.key, from, to).getReader();
      }
    },
    async cancel(reason) {
      await current?.cancel(reason);
    },
  });
}

export interface StorageContext {
  db: Db;
  bytes: ByteStore;
  signer: Signer;
  /** Made animation videos; null where the host has no way to draw them (the browser). */
  videos: VideoCache | null;
}

/**
 * The work that names a generated video (its whole video, of which a preview is the first seconds),
 * or null: the video exists only while a work shows it (and only over an animation's cover).
 */
function videoWork(db: Db, where: Extract<StoragePath, { kind: 'video' }>): WorkRow | null {
  if (!VIDEO_KINDS.includes(where.gen)) return null;
  const subject = where.subject === undefined ? '' : `${where.subject}/`;
  const whole = `${STORAGE_PREFIX}/gen/${where.gen}/${subject}${where.n}.webm`;
  for (const w of db.works.values()) if (w.video_url === whole) return w;
  return null;
}

export async function serveStorage(ctx: StorageContext, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const where = parseStoragePath(url.pathname);
  if (!where) return refuse(404, '文件不存在');
  let parts: BytePart[];
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    'cache-control': IMMUTABLE,
    'x-content-type-options': 'nosniff',
  };
  if (where.kind === 'gen') {
    const bytes =
      where.subject === undefined
        ? svgBytes(where.gen, where.n)
        : subjectSvgBytes(where.gen, where.subject, where.n);
    if (!bytes) return refuse(404, '文件不存在');
    parts = [{ size: bytes.length, bytes }];
    headers['content-type'] = 'image/svg+xml';
  } else if (where.kind === 'video') {
    const work = videoWork(ctx.db, where);
    if (!ctx.videos || !work) return refuse(404, '视频不存在或已删除');
    // The whole video of a work for sale is its buyers' and its author's: served only signed (the
    // work's detail signs it for them); anyone may play the preview.
    if (!where.preview && isForSale(work)) {
      const verdict = ctx.signer.verify(url);
      if (verdict === 'expired') return refuse(403, '链接已过期，请刷新页面后重试');
      if (verdict === 'invalid') return refuse(403, '购买后才能观看完整视频');
      headers['cache-control'] = 'private, no-store';
    }
    let bytes: Uint8Array;
    try {
      bytes = await ctx.videos.get(where.gen, where.n, where.preview ? 'preview' : 'full', where.subject);
    } catch {
      return HttpResponse.json(fail('视频生成失败，请稍后再试'), {
        status: 503,
        headers: { 'cache-control': 'no-store' },
      });
    }
    parts = [{ size: bytes.length, bytes }];
    headers['content-type'] = 'video/webm';
  } else if (where.kind === 'model') {
    // A model's full file is a work's download (works.download signs it, for those who may have it);
    // the viewer streams the public, lighter preview.
    if (where.level === 'full') {
      const verdict = ctx.signer.verify(url);
      if (verdict === 'expired') return refuse(403, '链接已过期，请刷新页面后重试');
      if (verdict === 'invalid') return refuse(403, '无权访问该文件');
      headers['cache-control'] = 'private, no-store';
    }
    const bytes = await getModelBytes(where.key, where.level);
    parts = [{ size: bytes.length, bytes }];
    headers['content-type'] = 'model/gltf-binary';
  } else {
    const blob = ctx.db.blobs.get(where.path);
    if (!blob) return refuse(404, '文件不存在或已删除');
    const signed = url.searchParams.has('sig') || url.searchParams.has('expires');
    if (signed || !blob.public) {
      const verdict = ctx.signer.verify(url);
      if (verdict === 'expired') return refuse(403, '链接已过期，请刷新页面后重试');
      if (verdict === 'invalid') return refuse(403, '无权访问该文件');
      // A signed address is one person's, for minutes: no shared cache may keep it.
      headers['cache-control'] = 'private, no-store';
    } else {
      // An upload's address is written once (a fresh key for every upload), so what is public at it
      // never changes: kept a year, like generated media. (Pictures at widths follow: bff routes/pictures.)
      headers['cache-control'] = IMMUTABLE;
    }
    parts = blob.parts;
    // A script as text: with nosniff, a <script src> of it is refused, wherever it is put.
    headers['content-type'] = isScriptType(blob.mime) ? 'text/plain; charset=utf-8' : blob.mime;
    const active = isActiveType(blob.mime);
    const disposition = active || url.searchParams.get('download') === '1' ? 'attachment' : 'inline';
    headers['content-disposition'] = `${disposition}; filename*=UTF-8''${encodeURIComponent(blob.name)}`;
    // An <img> still shows an SVG; opened as a page it can run nothing and reach nothing of ours.
    if (active) headers['content-security-policy'] = 'sandbox';
  }
  // A work's download of generated media (works.download): saved, not shown. No file name: the page's
  // <a download> names it, and a name taken from the query would be anyone's to choose.
  if (where.kind !== 'upload' && url.searchParams.get('download') === '1')
    headers['content-disposition'] = 'attachment';
  const size = parts.reduce((n, p) => n + p.size, 0);
  const range = parseRange(request.headers.get('range'), size);
  if (range === 'invalid') {
    return new HttpResponse(null, {
      status: 416,
      headers: { ...headers, 'content-range': `bytes */${size}` },
    });
  }
  const [start, end] = range ?? [0, size - 1];
  headers['content-length'] = String(Math.max(0, end - start + 1));
  if (range) headers['content-range'] = `bytes ${start}-${end}/${size}`;
  const init = { status: range ? 206 : 200, headers };
  if (request.method === 'HEAD' || size === 0) return new HttpResponse(null, init);
  return new HttpResponse(streamOf(ctx.bytes, sliceParts(parts, start, end)), init);
}
