/**
 * What a work gives its buyers and shows everyone else: the facts of a model's file, the file a model
 * upload becomes among the work's downloads, and an animation's video — whole for those who may watch
 * it (anyone when it is free; its author and buyers when it is for sale, through a signed address),
 * its preview for anyone else.
 */
import type { ModelFacts, VideoPreview, WorkFile } from '@zaowu/shared';
import { MODEL_FACTS } from '../media/glb/facts.ts';
import { parseStoragePath, videoPreviewUrl } from '../media/urls.ts';
import { GENERATED_PREVIEW_SECONDS } from '../media/video/index.ts';
import { uploadPathOf } from './blobs.ts';
import type { Signer } from './signing.ts';
import { HOUR } from './time.ts';
import type { Db, WorkRow } from './types.ts';
import { hasBought, isForSale } from './work-files.ts';

/**
 * How long a signed address of a whole video works: long enough to watch and seek through a long
 * film on one page load (a range request after it fails, and the player's 重试 asks for a new one).
 */
const VIDEO_TTL_MS = 6 * HOUR;

/** The path of an address of ours, without a query (a signature is for viewing, not for keeping). */
export function storagePathOf(address: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(address, 'http://demo.invalid').pathname;
  } catch {
    return null;
  }
  return parseStoragePath(pathname) ? pathname : null;
}

/**
 * The facts of the model at `address`: an upload's, read when it arrived (handlers/upload.ts); a
 * catalog object's, of the full file its works sell (glb/facts.ts). Null for anything else.
 */
export function modelFactsOf(db: Db, address: string | null): ModelFacts | null {
  if (!address) return null;
  const upload = uploadPathOf(address);
  if (upload) return db.blobs.get(upload)?.model_facts ?? null;
  const path = storagePathOf(address);
  const where = path ? parseStoragePath(path) : null;
  return where?.kind === 'model' ? MODEL_FACTS[where.key] : null;
}

/**
 * A model upload as a file of the work, with its name and size as stored; null for any other address
 * (a catalog object's files are a work's own files already, an external address has no known size).
 */
export function modelAsFile(db: Db, address: string): WorkFile | null {
  const upload = uploadPathOf(address);
  const blob = upload ? db.blobs.get(upload) : undefined;
  return upload && blob ? { name: blob.name, url: upload, size: blob.size } : null;
}

/** The preview the author's video gets when they give none: a generated video's first seconds. */
function generatedPreview(w: WorkRow): VideoPreview | null {
  const url = w.video_url ? videoPreviewUrl(w.video_url) : null;
  return url ? { url, seconds: GENERATED_PREVIEW_SECONDS } : null;
}

/** What plays to those who may not watch the whole video: the author's cut, else the first seconds. */
function previewOf(w: WorkRow): VideoPreview | null {
  if (w.preview_url) return { url: w.preview_url, seconds: null };
  if (w.auto_preview && w.auto_preview.of === w.video_url)
    return { url: w.auto_preview.url, seconds: w.auto_preview.seconds };
  return generatedPreview(w);
}

/** The video fields of a work's detail as `viewerId` (null: a visitor) may have them. */
export function videoFor(
  db: Db,
  signer: Signer,
  w: WorkRow,
  viewerId: number | null,
): { video_url: string | null; video_preview: VideoPreview | null } {
  if (!w.video_url) return { video_url: null, video_preview: null };
  if (!isForSale(w)) return { video_url: w.video_url, video_preview: null };
  const preview = previewOf(w);
  const may = viewerId !== null && (viewerId === w.author_id || hasBought(db, viewerId, w.id));
  if (!may) return { video_url: null, video_preview: preview };
  // Ours (a private upload, a generated video) signed for them; an external address as it is.
  const path = storagePathOf(w.video_url);
  return {
    video_url: path ? signer.sign(path, { ttlMs: VIDEO_TTL_MS }) : w.video_url,
    video_preview: preview,
  };
}
