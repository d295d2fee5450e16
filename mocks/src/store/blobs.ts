/**
 * Uploaded files as the demo keeps them: bytes in the ByteStore, a StoredBlob row per merged file, and
 * the rules around them — who may load one (public media at its bare path, anything else only through
 * a signed address), how much a member and the whole demo may hold, and when bytes go (the last thing
 * that referred to them is gone, or nothing ever did and the upload is old).
 */
import { STORAGE_PREFIX, type ModelFacts } from '@zaowu/shared';
import { isActiveType, mimeOf, parseStoragePath, uploadUrl } from '../media/urls.ts';
import type { ByteStore } from './bytes.ts';
import type { Signer } from './signing.ts';
import { HOUR, type Clock } from './time.ts';
import type { Db, StoredBlob, WorkRow } from './types.ts';

/** Upload space a member may hold at once (merged files and unfinished chunks). */
export const MEMBER_UPLOAD_QUOTA = 2 * 1024 ** 3;
/** Upload space of the whole demo. */
const DEMO_UPLOAD_LIMIT = 8 * 1024 ** 3;
/** An unfinished chunked upload with no new chunk for this long is dropped. */
const CHUNK_SESSION_TTL_MS = HOUR;
/**
 * A merged upload that nothing refers to (no drive file, work, avatar …) is dropped after this: long
 * enough for a publish form's draft to be finished another day.
 */
export const UNCLAIMED_UPLOAD_TTL_MS = 7 * 24 * HOUR;
/** How long the address an upload answers with works: the uploader's previews (drafts included). */
const UPLOAD_PREVIEW_TTL_MS = 24 * HOUR;
/** Every stored piece counts at least this much: a million empty files must not be free. */
export const MIN_CHARGE = 64 * 1024;
/** Unfinished chunked uploads one member may have open at once. */
export const MAX_OPEN_UPLOADS = 20;

interface Stores {
  db: Db;
  clock: Clock;
  bytes: ByteStore;
}

const UPLOADS_PREFIX = `${STORAGE_PREFIX}/uploads/`;

function keysOf(blob: StoredBlob): string[] {
  return blob.parts.flatMap((p) => ('key' in p ? [p.key] : []));
}

const charge = (size: number) => Math.max(size, MIN_CHARGE);

/** Bytes a member holds in uploads (merged and in progress); all members' when userId is null. */
export function uploadBytesInUse(db: Db, userId: number | null): number {
  let n = 0;
  for (const b of db.blobs.values())
    if (!b.seeded && (userId === null || b.owner_id === userId)) for (const p of b.parts) n += charge(p.size);
  for (const s of db.chunkSessions.values())
    if (userId === null || s.user_id === userId) for (const c of s.chunks.values()) n += charge(c.size);
  return n;
}

/** An animation for sale keeps its whole video for its author and buyers (store/work-media.ts). */
const videoIsPrivate = (w: Pick<WorkRow, 'price'>) => w.price !== null && w.price > 0;

/**
 * Addresses that anyone may see: a member's avatar and cover, a work's cover, images, model, text, its
 * video unless it is for sale, and a preview of it.
 */
function* publicAddresses(db: Db): Generator<string> {
  for (const u of db.users.values()) yield* [u.avatar, u.cover];
  for (const w of db.works.values()) {
    yield* [w.cover, ...w.images];
    if (w.model_url) yield w.model_url;
    if (w.video_url && !videoIsPrivate(w)) yield w.video_url;
    if (w.preview_url) yield w.preview_url;
    if (w.auto_preview) yield w.auto_preview.url;
    yield* contentSources(w.content);
  }
  for (const g of db.goods.values()) yield g.cover;
  // Pictures in community posts (a topic's opening post is rich text).
  for (const p of db.posts.values()) yield* contentSources(p.content);
}

/** Every address the store's rows hold that could name an upload. */
function* referencedAddresses(db: Db): Generator<string> {
  yield* publicAddresses(db);
  for (const w of db.works.values()) {
    yield* w.files.map((f) => f.url);
    if (w.video_url) yield w.video_url;
  }
  for (const f of db.files.values()) yield f.path;
  for (const f of db.feedback.values()) yield* f.images;
  for (const g of db.goods.values()) if (g.download_url) yield g.download_url;
  for (const i of db.items.values()) if (i.download_url) yield i.download_url;
}

function uploadsIn(addresses: Iterable<string>): Set<string> {
  const paths = new Set<string>();
  for (const address of addresses) {
    const path = uploadPathOf(address);
    if (path) paths.add(path);
  }
  return paths;
}

/** The upload paths (bare, no query) that rows refer to. */
function referencedUploads(db: Db): Set<string> {
  return uploadsIn(referencedAddresses(db));
}

/** The bare upload path an address names (any origin, any query), or null when it names none. */
export function uploadPathOf(address: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(address, 'http://demo.invalid').pathname;
  } catch {
    return null;
  }
  return pathname.startsWith(UPLOADS_PREFIX) && parseStoragePath(pathname)?.kind === 'upload'
    ? pathname
    : null;
}

/** <img src> and <a href> addresses in a blog's or a post's HTML. */
export function* contentSources(html: string): Generator<string> {
  for (const m of html.matchAll(ATTRIBUTE)) yield (m[3] ?? m[4] ?? m[5] ?? '').replaceAll('&amp;', '&');
}

// src="…", src='…' (each quote may hold the other) or src=… unquoted, as browsers read them.
const ATTRIBUTE = /(\s(?:src|href)\s*=\s*)(?:(")([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

async function dropBlob(stores: Stores, path: string): Promise<void> {
  const blob = stores.db.blobs.get(path);
  if (!blob || blob.seeded) return;
  stores.db.blobs.delete(path);
  await stores.bytes.delete(keysOf(blob));
}

/**
 * After rows that named these addresses changed or went: drops the uploads nothing refers to now, and
 * makes private again those still kept but no longer shown publicly (a cover that was replaced and is
 * still in the drive).
 */
export async function releaseUploads(stores: Stores, addresses: Iterable<string>): Promise<void> {
  const candidates = uploadsIn(addresses);
  if (candidates.size === 0) return;
  const kept = referencedUploads(stores.db);
  const shown = uploadsIn(publicAddresses(stores.db));
  for (const path of candidates) {
    if (!kept.has(path)) await dropBlob(stores, path);
    else {
      const blob = stores.db.blobs.get(path);
      if (blob && !blob.seeded) blob.public = shown.has(path);
    }
  }
}

/** Drops abandoned chunk sessions and old uploads nothing ever referred to. */
export async function dropStaleUploads(stores: Stores): Promise<void> {
  const { db, clock, bytes } = stores;
  const now = clock.now();
  for (const [key, s] of db.chunkSessions) {
    if (now - s.touched_at <= CHUNK_SESSION_TTL_MS) continue;
    db.chunkSessions.delete(key);
    await bytes.delete([...s.chunks.values()].map((c) => c.key));
  }
  const old = [...db.blobs].filter(([, b]) => !b.seeded && now - b.created_at > UNCLAIMED_UPLOAD_TTL_MS);
  if (old.length === 0) return;
  const kept = referencedUploads(db);
  for (const [path] of old) if (!kept.has(path)) await dropBlob(stores, path);
}

/** The msg refusing `extra` more bytes from this member, or null when they fit. */
export async function uploadSpaceRefusal(
  stores: Stores,
  userId: number,
  extra: number,
): Promise<string | null> {
  extra = charge(extra);
  const fits = () =>
    uploadBytesInUse(stores.db, userId) + extra <= MEMBER_UPLOAD_QUOTA &&
    uploadBytesInUse(stores.db, null) + extra <= DEMO_UPLOAD_LIMIT;
  if (fits()) return null;
  await dropStaleUploads(stores);
  if (uploadBytesInUse(stores.db, userId) + extra > MEMBER_UPLOAD_QUOTA)
    return '你的上传空间已满（每人 2 GB），请删除不用的文件后再试';
  if (uploadBytesInUse(stores.db, null) + extra > DEMO_UPLOAD_LIMIT)
    return '演示环境的上传空间已满，请稍后再试';
  return null;
}

/** Keeps a merged upload (private until something public claims it) and answers its addresses. */
export function storeUpload(
  stores: Stores & { signer: Signer },
  ownerId: number,
  filename: string,
  parts: { size: number; key: string }[],
  origin: string,
  modelFacts?: ModelFacts,
): { fullurl: string; path: string } {
  const key = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  const path = uploadUrl(ownerId, key, filename);
  stores.db.blobs.set(path, {
    parts,
    size: parts.reduce((n, p) => n + p.size, 0),
    seeded: false,
    mime: mimeOf(filename),
    name: filename,
    owner_id: ownerId,
    public: false,
    created_at: stores.clock.now(),
    ...(modelFacts ? { model_facts: modelFacts } : {}),
  });
  const signed = stores.signer.sign(path, { ttlMs: UPLOAD_PREVIEW_TTL_MS });
  return { fullurl: new URL(signed, origin).href, path: signed };
}

/** A generated model's full file (media/urls.ts): like a private upload, served only when signed. */
function privateModelPathOf(address: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(address, 'http://demo.invalid').pathname;
  } catch {
    return null;
  }
  const where = parseStoragePath(pathname);
  return where?.kind === 'model' && where.level === 'full' ? pathname : null;
}

/**
 * The address to show for a stored path: private uploads and generated models' full files get a
 * fresh signed address, everything else (public media, generated art, external URLs) is itself.
 */
export function viewUrl(db: Db, signer: Signer, address: string, options?: { download?: boolean }): string {
  const path = uploadPathOf(address);
  if (!path) {
    const model = privateModelPathOf(address);
    return model ? signer.sign(model, options) : address;
  }
  const blob = db.blobs.get(path);
  if (blob?.public && !options?.download) return path;
  return signer.sign(path, options);
}

export type MediaUse = 'public' | 'private';

/**
 * An address a member puts into a row (a cover, an image, an attachment). An upload of ours is kept as
 * its bare path (the signature query is for viewing, not for keeping) and must be the member's own:
 * nobody can keep someone else's bytes alive, or show them. `public` use makes it public media, which
 * a page or script type can never be. Null when it names an upload that is not there, not theirs, or
 * not fit to show. Other addresses (generated art, external http(s)) are kept as given.
 */
export function claimUpload(db: Db, userId: number, address: string, use: MediaUse): string | null {
  const path = uploadPathOf(address);
  if (!path) return address;
  const blob = db.blobs.get(path);
  if (!blob || blob.owner_id !== userId) return null;
  if (use === 'public') {
    if (isActiveType(blob.mime) && blob.mime !== 'image/svg+xml') return null;
    blob.public = true;
  }
  return path;
}

/** A blog's HTML with every upload address in it claimed as public media (signatures dropped). */
export function claimContent(db: Db, userId: number, html: string): string | null {
  let refused = false;
  const out = html.replace(
    ATTRIBUTE,
    (
      all,
      lead: string,
      _dq: string | undefined,
      dqValue: string | undefined,
      sqValue: string | undefined,
      bare: string | undefined,
    ) => {
      const address = (dqValue ?? sqValue ?? bare ?? '').replaceAll('&amp;', '&');
      if (!uploadPathOf(address)) return all;
      const claimed = claimUpload(db, userId, address, 'public');
      if (claimed === null) refused = true;
      const quote = sqValue !== undefined ? "'" : '"';
      return `${lead}${quote}${claimed ?? ''}${quote}`;
    },
  );
  return refused ? null : out;
}
