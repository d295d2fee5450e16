/**
 * The /publish draft, kept in this browser per member: what was typed and the files already uploaded
 * (as their addresses), so leaving the page, a reload or a crash loses nothing. Uploads still running
 * are remembered by their engine key and picked up again while this page session lasts.
 */
import { LICENSE_KEYS, WORK_TYPE_KEYS, type WorkFile } from '@zaowu/shared';
import { storage } from '../../lib/storage.ts';
import { emptyValues, type WorkFormValues } from './work-form.ts';

const DRAFT_KEY_PREFIX = 'zaowu:publish-draft:';
export const draftKey = (memberId: number) => `${DRAFT_KEY_PREFIX}${memberId}`;

/** Where an upload's result goes. */
export type UploadSlot = 'cover' | 'model' | 'images' | 'video' | 'preview' | 'files' | 'content';
export interface PendingUpload {
  key: string;
  slot: UploadSlot;
}

export interface Draft {
  savedAt: number;
  values: WorkFormValues;
  pending: PendingUpload[];
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isFile = (v: unknown): v is WorkFile =>
  typeof v === 'object' &&
  v !== null &&
  isString((v as WorkFile).name) &&
  isString((v as WorkFile).url) &&
  typeof (v as WorkFile).size === 'number';

/** A stored { key: text } object's string entries (anything else in it is dropped). */
function textsByKey(v: unknown): Record<string, string> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
  return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => isString(e[1])));
}

/** Whatever was stored, as form values: unknown or broken parts fall back to empty ones. */
function readValues(raw: unknown): WorkFormValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const base = emptyValues(
    WORK_TYPE_KEYS.includes(r.type as never) ? (r.type as WorkFormValues['type']) : 'model',
  );
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter(isString) : []);
  return {
    ...base,
    title: isString(r.title) ? r.title : '',
    description: isString(r.description) ? r.description : '',
    content: isString(r.content) ? r.content : '',
    tags: strings(r.tags),
    cover: isString(r.cover) ? r.cover : '',
    coverAlt: isString(r.coverAlt) ? r.coverAlt : '',
    model: isFile(r.model) ? r.model : null,
    modelDownload: r.modelDownload !== false,
    images: strings(r.images),
    imageAlts: textsByKey(r.imageAlts),
    video: isFile(r.video) ? r.video : null,
    preview: isFile(r.preview) ? r.preview : null,
    files: Array.isArray(r.files) ? r.files.filter(isFile) : [],
    license: LICENSE_KEYS.includes(r.license as never) ? (r.license as WorkFormValues['license']) : '',
    tools: Array.isArray(r.tools) ? r.tools.filter((t): t is number => Number.isInteger(t)) : [],
    forSale: r.forSale === true,
    price: isString(r.price) ? r.price : '',
    isMature: r.isMature === true,
  };
}

export function loadDraft(memberId: number): Draft | null {
  const raw = storage.getJson<unknown>(draftKey(memberId), null);
  if (typeof raw !== 'object' || raw === null) return null;
  const d = raw as Record<string, unknown>;
  const values = readValues(d.values);
  if (!values) return null;
  const pending = Array.isArray(d.pending)
    ? d.pending.filter(
        (p): p is PendingUpload =>
          typeof p === 'object' &&
          p !== null &&
          isString((p as PendingUpload).key) &&
          isString((p as PendingUpload).slot),
      )
    : [];
  return { savedAt: typeof d.savedAt === 'number' ? d.savedAt : Date.now(), values, pending };
}

export function saveDraft(memberId: number, values: WorkFormValues, pending: PendingUpload[]): number {
  const savedAt = Date.now();
  storage.setJson(draftKey(memberId), { savedAt, values, pending } satisfies Draft);
  return savedAt;
}

export function clearDraft(memberId: number): void {
  storage.remove(draftKey(memberId));
}

/** Nothing worth keeping: the type alone (or nothing) was chosen. */
export function isBlank(v: WorkFormValues, pending: readonly PendingUpload[] = []): boolean {
  const empty = emptyValues(v.type);
  return (
    pending.length === 0 &&
    (Object.keys(empty) as (keyof WorkFormValues)[]).every(
      (k) => k === 'type' || JSON.stringify(v[k]) === JSON.stringify(empty[k]),
    )
  );
}
