/**
 * Pictures at the size shown (shared/pictures.ts): `/pic/{width}/api/storage/…` is a public raster
 * picture from storage redrawn at that width (never wider than the original), as AVIF, WebP or JPEG by
 * the browser's Accept (`Vary: Accept`).
 *
 * - Read like any body the BFF reads: through the upstream with no token (a private file is refused as it
 *   would be to a visitor), at most 10 MB in 5 s, at most 40 megapixels decoded, drawn in the slots the
 *   share cards use (routes/drawing.ts); many requests for one picture wait for one drawing. When the
 *   slots are full, or a picture cannot be drawn, the answer is a redirect to the original (not kept),
 *   so a page never shows a broken picture because the BFF was busy.
 * - Made once and kept on disk (`PICTURE_CACHE_DIR`, at most `PICTURE_CACHE_MB`, the oldest dropped
 *   first), named by the hash of the original's bytes: the same bytes at two addresses are drawn once,
 *   and a picture whose address comes back with new bytes is drawn again.
 * - Kept as long as the upstream says its original may be: a storage address the upstream serves
 *   `immutable` (write-once: uploads under a fresh key, generated art) is served `immutable` for a year,
 *   and the BFF still asks the upstream (HEAD) each hour whether the original is there, so a deleted
 *   or no longer public picture stops being served within the hour; anything else is served for its
 *   own max-age (at most a day), then read again.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { PICTURE_PATH, isPictureWidth, isRedrawable } from '@zaowu/shared';
import type { Upstream } from '../upstream.ts';
import {
  BusyError,
  MAX_INPUT_PIXELS,
  SourceMissingError,
  inFlight,
  pictureCacheControl,
  readPicture,
  type Drawing,
} from './drawing.ts';

const YEAR_S = 31_536_000;
/** An original the upstream gives no lifetime is read again after this. */
const DEFAULT_MAX_AGE_S = 300;
const MAX_AGE_CAP_S = 86_400;
/** An immutable original is still asked after this whether it is there (deleted, made private). */
const RECHECK_S = 3_600;
/** Originals remembered (address → hash of bytes, and until when). */
const SOURCES_MAX = 5_000;

type Format = 'avif' | 'webp' | 'jpeg';
/** What sharp may find in an original it redraws (AVIF is read as HEIF). */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
const TYPE: Record<Format, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** The best format the browser says it takes (every browser takes JPEG). */
function formatFor(accept: string | undefined): Format {
  const a = accept ?? '';
  if (/\bimage\/avif\b/.test(a)) return 'avif';
  if (/\bimage\/webp\b/.test(a)) return 'webp';
  return 'jpeg';
}

interface Source {
  hash: string;
  /** ms since the epoch when the original must be read again (immutable: asked whether it is there). */
  until: number;
  immutable: boolean;
}

/** How long an original may be kept, from its cache-control; null when it may not be kept at all. */
function lifetimeOf(cacheControl: string): { seconds: number; immutable: boolean } | null {
  const cc = cacheControl.toLowerCase();
  if (/\b(?:private|no-store)\b/.test(cc)) return null;
  if (/\bimmutable\b/.test(cc)) return { seconds: RECHECK_S, immutable: true };
  const maxAge = /\bmax-age=(\d+)/.exec(cc);
  const seconds = maxAge ? Number(maxAge[1]) : DEFAULT_MAX_AGE_S;
  return { seconds: Math.min(seconds, MAX_AGE_CAP_S), immutable: false };
}

export interface PictureStore {
  dir: string;
  maxBytes: number;
}

export function pictureRoutes(upstream: Upstream, drawing: Drawing, store: PictureStore): Router {
  const router = Router();
  const sources = new Map<string, Source>();
  const once = inFlight<{ file: string; source: Source }>();
  /** Files on disk, oldest first, with their sizes (read from the folder once, then kept). */
  let files: Map<string, number> | null = null;
  let bytesOnDisk = 0;

  async function known(): Promise<Map<string, number>> {
    if (files) return files;
    await mkdir(store.dir, { recursive: true });
    const found: { name: string; size: number; at: number }[] = [];
    for (const name of await readdir(store.dir)) {
      if (!/^[0-9a-f]{32}-\d+\.(?:avif|webp|jpeg)$/.test(name)) continue;
      const s = await stat(path.join(store.dir, name)).catch(() => null);
      if (s) found.push({ name, size: s.size, at: s.mtimeMs });
    }
    found.sort((a, b) => a.at - b.at);
    files ??= new Map(found.map((f) => [f.name, f.size]));
    bytesOnDisk = [...files.values()].reduce((n, s) => n + s, 0);
    return files;
  }

  async function keep(name: string, bytes: Buffer): Promise<void> {
    const all = await known();
    const tmp = path.join(store.dir, `.${name}.${process.pid}.${Date.now()}`);
    await writeFile(tmp, bytes);
    // Whole or not at all: another copy of the BFF may be reading the same name.
    await rename(tmp, path.join(store.dir, name));
    if (!all.has(name)) {
      all.set(name, bytes.length);
      bytesOnDisk += bytes.length;
    }
    for (const [old, size] of all) {
      if (bytesOnDisk <= store.maxBytes) break;
      all.delete(old);
      bytesOnDisk -= size;
      await rm(path.join(store.dir, old), { force: true });
    }
  }

  const fileName = (hash: string, width: number, format: Format) => `${hash}-${width}.${format}`;

  async function onDisk(name: string): Promise<boolean> {
    return (await known()).has(name) && (await stat(path.join(store.dir, name)).catch(() => null)) !== null;
  }

  async function make(src: string, width: number, format: Format): Promise<{ file: string; source: Source }> {
    const remembered = sources.get(src);
    if (remembered?.immutable && remembered.until <= Date.now()) {
      // Same address, same bytes: only whether it is still there (and public) is asked. Gone, or no
      // longer immutable: forgotten, and read again below (or refused, when it is not public).
      sources.delete(src);
      const lifetime = lifetimeOf(await pictureCacheControl(upstream, src));
      if (!lifetime) throw new SourceMissingError('not a public picture');
      if (lifetime.immutable) {
        remembered.until = Date.now() + RECHECK_S * 1000;
        sources.set(src, remembered);
      }
    }
    if (remembered && remembered.until > Date.now()) {
      const name = fileName(remembered.hash, width, format);
      if (await onDisk(name)) return { file: path.join(store.dir, name), source: remembered };
    }
    return drawing.run(async () => {
      const { bytes, cacheControl } = await readPicture(upstream, src);
      const lifetime = lifetimeOf(cacheControl);
      if (!lifetime) throw new SourceMissingError('not a public picture');
      const source: Source = {
        hash: createHash('sha256').update(bytes).digest('hex').slice(0, 32),
        until: Date.now() + lifetime.seconds * 1000,
        immutable: lifetime.immutable,
      };
      sources.delete(src);
      if (sources.size >= SOURCES_MAX) sources.delete(sources.keys().next().value!);
      sources.set(src, source);
      const name = fileName(source.hash, width, format);
      if (!(await onDisk(name))) {
        const { default: sharp } = await import('sharp');
        // Only what the name says: a picture format, not an SVG or PDF wearing a .jpg name.
        const { format: found } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
        if (!found || !RASTER_FORMATS.has(found)) throw new Error(`not a raster picture: ${found}`);
        let pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true });
        // AVIF at effort 2: a 1280 px photo in ~0.5 s on one core (effort 4, sharp's default, ~6 s) for
        // the same bytes within 1%.
        pipeline =
          format === 'avif'
            ? pipeline.avif({ quality: 55, effort: 2 })
            : format === 'webp'
              ? pipeline.webp({ quality: 78 })
              : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
        await keep(name, await pipeline.toBuffer());
      }
      return { file: path.join(store.dir, name), source };
    });
  }

  router.get(/^\/pic\//, async (req, res) => {
    const m = PICTURE_PATH.exec(req.path);
    const width = Number(m?.[1]);
    const src = m?.[2];
    if (!src || !isPictureWidth(width) || !isRedrawable(src)) {
      return void res.status(404).type('text/plain; charset=utf-8').send('图片不存在');
    }
    const format = formatFor(req.get('accept'));
    res.vary('Accept');
    let made: { file: string; source: Source };
    try {
      made = await once(`${format} ${width} ${src}`, () => make(src, width, format));
    } catch (err) {
      if (err instanceof SourceMissingError) {
        return void res
          .status(404)
          .set('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('图片不存在');
      }
      // Busy, or a picture that cannot be drawn (too large to decode, not a picture): the original,
      // this once, so the page still shows it.
      if (!(err instanceof BusyError)) req.log.warn({ err, src }, 'picture not drawn');
      return void res.set('cache-control', 'no-store').redirect(302, src);
    }
    const { source, file } = made;
    const seconds = source.immutable ? YEAR_S : Math.max(0, Math.floor((source.until - Date.now()) / 1000));
    res.set({
      'cache-control': source.immutable
        ? `public, max-age=${YEAR_S}, immutable`
        : `public, max-age=${seconds}`,
      'x-content-type-options': 'nosniff',
      // The hash of the original's bytes names the drawing: new bytes at the address, a new tag.
      etag: `"${path.basename(file)}"`,
    });
    res.type(TYPE[format]);
    if (req.fresh) return void res.status(304).end();
    res.sendFile(file, { etag: false, lastModified: false, cacheControl: false }, (err) => {
      if (err && !res.headersSent) res.status(404).type('text/plain; charset=utf-8').send('图片不存在');
    });
  });
  return router;
}
