/**
 * The media URL scheme of the demo upstream. Everything lives under STORAGE_PREFIX so it travels
 * through the BFF's /api proxy like the real upstream's files do:
 *
 *   /api/storage/gen/<kind>/<n>.svg          generated art, a pure function of kind and n
 *   /api/storage/gen/<kind>/<n>.webm         a few seconds of video over that picture (media/video);
 *                                            signed only while a work for sale shows it
 *   /api/storage/gen/<kind>/<n>.preview.webm its first seconds (the preview of a work for sale)
 *   /api/storage/gen/<kind>/<subject>/<n>.svg  generated art of one catalog subject (catalog.ts)
 *   /api/storage/gen/animation/<subject>/<n>.webm  the video over an animation subject's cover (and
 *                                            .preview.webm, its first seconds)
 *   /api/storage/models/<key>.glb            procedural glTF 2.0 binaries: a work's full file, served
 *                                            only through a signed address (works.download)
 *   /api/storage/models/<key>.preview.glb    the lighter preview of it the 3D viewer streams (public)
 *   /api/storage/uploads/<user>/<key>/<name> merged uploads and seeded drive files (bytes in the store)
 */
import { STORAGE_PREFIX } from '@zaowu/shared';
import { OBJECT_KINDS, type ObjectKind } from './catalog.ts';

export const GEN_KINDS = ['model', 'art', 'animation', 'blog', 'goods', 'avatar', 'logo', 'banner'] as const;
export type GenKind = (typeof GEN_KINDS)[number];

export function genUrl(kind: GenKind, n: number): string {
  return `${STORAGE_PREFIX}/gen/${kind}/${n}.svg`;
}

/**
 * The first seconds of a generated video (gen/<kind>/[<subject>/]<n>.webm → .preview.webm); null for any
 * other address.
 */
export function videoPreviewUrl(video: string): string | null {
  const where = parseStoragePath(video);
  if (where?.kind !== 'video' || where.preview) return null;
  const subject = where.subject === undefined ? '' : `${where.subject}/`;
  return `${STORAGE_PREFIX}/gen/${where.gen}/${subject}${where.n}.preview.webm`;
}

/**
 * The video made from a generated cover (gen/<kind>/[<subject>/]<n>.svg → .webm); null for any other
 * address.
 */
export function coverVideoUrl(cover: string): string | null {
  const where = parseStoragePath(cover);
  if (where?.kind !== 'gen') return null;
  const subject = where.subject === undefined ? '' : `${where.subject}/`;
  return `${STORAGE_PREFIX}/gen/${where.gen}/${subject}${where.n}.webm`;
}

type SubjectKind = 'model' | 'art' | 'blog' | 'animation' | 'goods';

/** Generated art of one subject of the catalog: a model's object; an artwork's, blog's, animation's or goods item's subject. */
export function subjectUrl(kind: SubjectKind, subject: string, n: number): string {
  return `${STORAGE_PREFIX}/gen/${kind}/${subject}/${n}.svg`;
}

export const MODEL_KEYS = OBJECT_KINDS;
export type ModelKey = ObjectKind;
export type ModelLevel = 'full' | 'preview';

/** The full file of a catalog object: private, downloaded through a signed address. */
export function modelUrl(key: ModelKey): string {
  return `${STORAGE_PREFIX}/models/${key}.glb`;
}

/** The lighter, public preview of it that a work's 3D viewer loads. */
export function modelPreviewUrl(key: ModelKey): string {
  return `${STORAGE_PREFIX}/models/${key}.preview.glb`;
}

export function uploadUrl(userId: number, key: string, filename: string): string {
  // encodeURIComponent keeps ' ( ) * !; a quote would end an HTML attribute the address is put in.
  const name = encodeURIComponent(filename).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${STORAGE_PREFIX}/uploads/${userId}/${key}/${name}`;
}

export type StoragePath =
  | { kind: 'gen'; gen: GenKind; n: number; subject?: string }
  | { kind: 'video'; gen: GenKind; n: number; subject?: string; preview: boolean }
  | { kind: 'model'; key: ModelKey; level: ModelLevel }
  | { kind: 'upload'; path: string };

/** What a storage pathname refers to, or null when it is not one of ours. */
export function parseStoragePath(pathname: string): StoragePath | null {
  if (!pathname.startsWith(`${STORAGE_PREFIX}/`)) return null;
  const rest = pathname.slice(STORAGE_PREFIX.length + 1);
  const gen = /^gen\/([a-z]+)\/(\d{1,9})\.(svg|webm|preview\.webm)$/.exec(rest);
  if (gen) {
    const kind = GEN_KINDS.find((k) => k === gen[1]);
    if (!kind) return null;
    const n = Number(gen[2]);
    return gen[3] === 'svg'
      ? { kind: 'gen', gen: kind, n }
      : { kind: 'video', gen: kind, n, preview: gen[3] === 'preview.webm' };
  }
  const subject =
    /^gen\/(model|art|blog|animation|goods)\/([a-z0-9-]{1,40})\/(\d{1,9})\.(svg|webm|preview\.webm)$/.exec(
      rest,
    );
  if (subject) {
    const where = { gen: subject[1] as GenKind, subject: subject[2]!, n: Number(subject[3]) };
    return subject[4] === 'svg'
      ? { kind: 'gen', ...where }
      : { kind: 'video', ...where, preview: subject[4] === 'preview.webm' };
  }
  const model = /^models\/([a-z-]+?)(\.preview)?\.glb$/.exec(rest);
  if (model) {
    const key = MODEL_KEYS.find((k) => k === model[1]);
    return key ? { kind: 'model', key, level: model[2] ? 'preview' : 'full' } : null;
  }
  if (/^uploads\/\d+\/[^/]+\/[^/]+$/.test(rest)) return { kind: 'upload', path: pathname };
  return null;
}

const MIME_BY_EXT: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  fbx: 'application/octet-stream',
  obj: 'model/obj',
  stl: 'model/stl',
  blend: 'application/octet-stream',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  // Active types: served only as sandboxed attachments (serve.ts), named so that it is clear.
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  xhtml: 'application/xhtml+xml',
  xml: 'application/xml',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  psd: 'image/vnd.adobe.photoshop',
};

export function mimeOf(filename: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  return MIME_BY_EXT[ext] ?? 'application/octet-stream';
}

/** Types a browser would run or render as a document on our origin if opened directly. */
export function isActiveType(mime: string): boolean {
  return /^(?:image\/svg\+xml|text\/html|application\/xhtml\+xml|(?:application|text)\/xml|[a-z]+\/[a-z.+-]*\+xml|(?:application|text)\/(?:x-)?javascript|text\/ecmascript)\b/i.test(
    mime,
  );
}

/** Script types: never served as such, so a <script src> of an upload is refused (nosniff). */
export function isScriptType(mime: string): boolean {
  return /^(?:application|text)\/(?:x-)?(?:javascript|ecmascript)\b/i.test(mime);
}
