/**
 * The demo's animation videos: a few seconds of pan and zoom over the work's own generated cover, made
 * on first request and then served from a bounded in-memory cache (like the GLBs in models.ts).
 * Drawing pictures needs a rasteriser, which the host gives (sharp in node, see ./sharp.ts); this
 * module stays free of node built-ins so the browser bundle can import it.
 */
import { createRng, hashString } from '../../store/prng.ts';
import { generateSubjectSvg, generateSvg } from '../svg/index.ts';
import type { GenKind } from '../urls.ts';
import { previewSeconds } from '@zaowu/shared/work-media';
import { muxWebm, vp8OfWebp } from './webm.ts';
import { cutWebm } from './webm-cut.ts';

/**
 * What every demo video is: 16:9, 640 × 360, 4 s at 20 frames a second (80 key frames, 0.4–0.5 MB,
 * a second or two to make: the first viewer waits for it).
 */
const VIDEO = { width: 640, height: 360, fps: 20, seconds: 4 } as const;

/** The part of the cover a frame shows, in the cover's own units (its viewBox). */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Draws the SVG once, then each crop scaled to `size`, as lossy (VP8) WebP files in the crops' order.
 * Given by the host: node uses sharp; where there is none, videos are not served.
 */
export type FrameRenderer = (
  svg: string,
  crops: readonly Crop[],
  size: { width: number; height: number },
) => Promise<Uint8Array[]>;

/** The cover's own size, from its root viewBox. */
function svgSize(svg: string): { width: number; height: number } {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const box = /\bviewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(root);
  if (!box) throw new Error('cover without a viewBox');
  return { width: Number(box[1]), height: Number(box[2]) };
}

const smooth = (t: number) => t * t * (3 - 2 * t);

/**
 * The camera's path over a cover of this size: it opens on the middle of the cover (what the poster
 * shows, cropped to 16:9), then eases in by 18–30 % towards a point picked from the work's number.
 */
function cameraPath(kind: GenKind, n: number, cover: { width: number; height: number }): Crop[] {
  const rng = createRng(hashString(`video:${kind}:${n}`));
  const aspect = VIDEO.width / VIDEO.height;
  const base =
    cover.width / cover.height > aspect
      ? { width: cover.height * aspect, height: cover.height }
      : { width: cover.width, height: cover.width / aspect };
  const zoom = 1.18 + rng.next() * 0.12;
  const endW = base.width / zoom;
  const endH = base.height / zoom;
  // The end point: anywhere the zoomed frame still lies inside the cover, away from the very middle.
  const end = {
    x: endW / 2 + rng.next() * (cover.width - endW),
    y: endH / 2 + rng.next() * (cover.height - endH),
  };
  const start = { x: cover.width / 2, y: cover.height / 2 };
  const count = VIDEO.fps * VIDEO.seconds;
  return Array.from({ length: count }, (_, i) => {
    const t = smooth(i / (count - 1));
    const z = 1 + (zoom - 1) * t;
    const width = base.width / z;
    const height = base.height / z;
    const cx = start.x + (end.x - start.x) * t;
    const cy = start.y + (end.y - start.y) * t;
    return {
      x: Math.min(Math.max(cx - width / 2, 0), cover.width - width),
      y: Math.min(Math.max(cy - height / 2, 0), cover.height - height),
      width,
      height,
    };
  });
}

/** How long the preview of a generated video is (its first seconds: webm-cut.ts, work-media.ts). */
export const GENERATED_PREVIEW_SECONDS = previewSeconds(VIDEO.seconds);

/** Videos are made from generated covers of these kinds only. */
export const VIDEO_KINDS: readonly GenKind[] = ['animation'];

/** The cover a video is made from: generated art of kind and n, or of a catalog subject's. */
function coverSvg(kind: GenKind, n: number, subject: string | undefined): string {
  if (subject === undefined) return generateSvg(kind, n);
  const svg = generateSubjectSvg(kind, subject, n);
  if (svg === null) throw new Error(`no ${kind} subject ${subject}`);
  return svg;
}

async function makeVideo(
  render: FrameRenderer,
  kind: GenKind,
  n: number,
  subject: string | undefined,
): Promise<Uint8Array> {
  const svg = coverSvg(kind, n, subject);
  const pictures = await render(svg, cameraPath(kind, n, svgSize(svg)), VIDEO);
  return muxWebm({
    width: VIDEO.width,
    height: VIDEO.height,
    fps: VIDEO.fps,
    frames: pictures.map(vp8OfWebp),
  });
}

/** Memory the made videos may hold; the least recently used go first (a video is 0.4–0.5 MB). */
const VIDEO_CACHE_BYTES = 32 * 1024 * 1024;

export interface VideoCache {
  /**
   * The whole video over generated art of kind and n (of a catalog subject's when one is given), or its
   * preview (its first seconds, cut from the whole one).
   */
  get(kind: GenKind, n: number, part?: 'full' | 'preview', subject?: string): Promise<Uint8Array>;
  /** Bytes held by finished videos. */
  bytes(): number;
}

/**
 * Made videos by key, most recently used last; one is made at a time (each already keeps the cores
 * busy), and a video asked for while it is being made waits for that one.
 */
export function videoCache(render: FrameRenderer, limit = VIDEO_CACHE_BYTES): VideoCache {
  const done = new Map<string, Uint8Array>();
  const making = new Map<string, Promise<Uint8Array>>();
  let held = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const cache: VideoCache = {
    bytes: () => held,
    get(kind, n, part = 'full', subject) {
      const key = `${kind}:${subject ?? ''}:${n}:${part}`;
      const ready = done.get(key);
      if (ready) {
        done.delete(key);
        done.set(key, ready);
        return Promise.resolve(ready);
      }
      let p = making.get(key);
      if (!p) {
        if (part === 'preview') {
          // Cut from the whole video (made first, or taken from the cache), outside the drawing queue.
          p = cache.get(kind, n, 'full', subject).then(async (full) => {
            const preview = await cutWebm({
              size: full.length,
              read: (at, length) => Promise.resolve(full.subarray(at, at + length)),
            });
            if (!preview) throw new Error('a generated video without a preview');
            return preview.bytes;
          });
        } else {
          p = queue.then(() => makeVideo(render, kind, n, subject));
          queue = p.catch(() => undefined);
        }
        making.set(key, p);
        p.then(
          (bytes) => {
            making.delete(key);
            done.set(key, bytes);
            held += bytes.length;
            for (const [k, v] of done) {
              if (held <= limit || k === key) break;
              done.delete(k);
              held -= v.length;
            }
          },
          () => making.delete(key),
        );
      }
      return p;
    },
  };
  return cache;
}
