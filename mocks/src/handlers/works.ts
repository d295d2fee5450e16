/** Works: publishing, the public lists with their filters, detail, tags and search (discovery.ts and
 * work-actions.ts serve the rest of the module). */
import { htmlImageCount, htmlText, type Tag, type WorkDetail, type WorkType } from '@zaowu/shared';
import { nothingToDeliver, workEditSchema, workInputSchema, type WorkFields } from '@zaowu/shared/work-input';
import { requestSchemas } from '@zaowu/shared/requests';
import {
  isModelFileName,
  MODEL_FACTS_MAX_BYTES,
  ModelFileError,
  readModelFacts,
} from '../media/model-facts.ts';
import { cutWebm } from '../media/video/webm-cut.ts';
import {
  claimContent,
  claimUpload,
  releaseUploads,
  storeUpload,
  uploadPathOf,
  uploadSpaceRefusal,
} from '../store/blobs.ts';
import { newByteKey, partsSource, readParts } from '../store/bytes.ts';
import { modelAsFile, storagePathOf } from '../store/work-media.ts';
import { sanitizeRichText } from '../store/rich-text.ts';
import { nextId } from '../store/db.ts';
import { iso } from '../store/time.ts';
import type { Db, WorkRow } from '../store/types.ts';
import { designer } from '../store/views/people.ts';
import { shop } from '../store/views/commerce.ts';
import { paginate } from '../store/views/paginate.ts';
import { byHot, byLatest, tagList, workDetail, workSummary } from '../store/views/works.ts';
import { dropWorkComments } from './comments.ts';
import { reject, route, type Call, type ModuleRoutes } from './route.ts';

function matches(w: WorkRow, kw: string): boolean {
  const k = kw.toLowerCase();
  return (
    w.title.toLowerCase().includes(k) ||
    w.description.toLowerCase().includes(k) ||
    w.tags.some((t) => t.toLowerCase().includes(k))
  );
}

/** An address of ours without its query (a signed one the author's detail gave); others as they are. */
const kept = (address: string | null | undefined) => (address ? (storagePathOf(address) ?? address) : null);

/** The stored fields a work's input sets (add and edit alike). */
function inputFields(input: WorkFields) {
  return {
    type: input.type,
    title: input.title,
    description: input.description,
    content: input.content ?? '',
    cover: input.cover,
    cover_alt: input.cover_alt,
    price: input.price ? input.price : null,
    is_mature: input.is_mature,
    license: input.license,
    tags: [...new Set(input.tags)],
    tools: [...new Set(input.tools)].sort((a, b) => a - b),
    images: input.images,
    image_alts: input.images.map((_, i) => input.image_alts[i] ?? ''),
    files: input.files,
    model_url: kept(input.model_url),
    video_url: kept(input.video_url),
    preview_url: input.type === 'animation' ? kept(input.preview_url) : null,
  } satisfies Partial<WorkRow>;
}

/** Every address a work's row holds. */
function workAddresses(
  w: Pick<
    WorkRow,
    'cover' | 'images' | 'files' | 'model_url' | 'video_url' | 'preview_url' | 'auto_preview' | 'content'
  >,
) {
  return [
    w.cover,
    ...w.images,
    ...w.files.map((f) => f.url),
    w.model_url ?? '',
    w.video_url ?? '',
    w.preview_url ?? '',
    w.auto_preview?.url ?? '',
    w.content,
  ];
}

/**
 * The work's media as it keeps them: uploads as bare paths, refused when not the author's own. The
 * cover, images, model, a free animation's video, a preview cut and the blog's inline images become
 * public media (anyone may see a work's page); attached files, and the whole video of an animation for
 * sale, stay private (downloads and buyers' viewing go through signed addresses). The model's upload
 * is also one of the work's files (the last) unless the author keeps it for the viewer only; a work for
 * sale must end up with something to deliver.
 */
function claimWorkMedia(
  db: Db,
  authorId: number,
  f: ReturnType<typeof inputFields>,
  modelDownload: boolean,
  /** The work as it was (an edit): a model that is not an upload keeps the file row it had. */
  before?: WorkRow,
) {
  const own = (address: string) => claimUpload(db, authorId, address, 'private');
  const shown = [f.cover, ...f.images, f.model_url, f.video_url, f.preview_url].filter(
    (a): a is string => a !== null,
  );
  if ([...shown, ...f.files.map((file) => file.url)].some((a) => own(a) === null))
    reject('文件不存在或不属于你，请重新上传');
  const forSale = f.price !== null && f.price > 0;
  const show = (address: string) => claimUpload(db, authorId, address, 'public')!;
  // The blog's body cleaned first, so the claim sees every picture's address (quoted, normalized).
  const clean = sanitizeRichText(f.content);
  if (f.type === 'blog' && htmlText(clean) === '' && htmlImageCount(clean) === 0) reject('博客正文不能为空');
  const content = claimContent(db, authorId, clean);
  if (content === null) reject('正文中的图片不存在或不属于你，请重新上传');
  const model_url = f.model_url === null ? null : show(f.model_url);
  // The form shows the model in its own slot and leaves it out of the files it sends; an address that
  // is not an upload (a catalog model) has no stored name or size, so its row from before is kept.
  const modelFile =
    f.type === 'model' && modelDownload && model_url
      ? (modelAsFile(db, model_url) ?? before?.files.find((file) => file.url === model_url) ?? null)
      : null;
  // Sent back by an edit form that listed it among the files (an older client): the model is one file.
  const attachments = f.files
    .map((file) => ({ ...file, url: own(file.url)! }))
    .filter((file) => file.url !== modelFile?.url);
  // After the attachments, so an attachment keeps its place (works.download's index) when the model
  // is made downloadable or kept for the viewer.
  const files = modelFile ? [...attachments, modelFile] : attachments;
  const video_url = f.video_url === null ? null : forSale ? own(f.video_url) : show(f.video_url);
  if (forSale) {
    const empty = nothingToDeliver({ type: f.type, files, model_download: false, model_url, video_url });
    if (empty) reject(empty);
  }
  return {
    ...f,
    content,
    cover: show(f.cover),
    images: f.images.map(show),
    model_url,
    video_url,
    preview_url: f.preview_url === null ? null : show(f.preview_url),
    files,
  };
}

/**
 * What saving a work has to read first (before the store changes): the facts of a model upload that
 * has none yet (kept before facts were read; one that is not a model is refused), and the preview of
 * an animation for sale whose author gave none (its video's first seconds, when it is a WebM).
 */
async function prepareMedia(call: Call, me: number, f: ReturnType<typeof inputFields>, row?: WorkRow) {
  const facts = await factsToRead(call, me, f.model_url);
  const preview = await previewToCut(call, me, f, row);
  return { facts, preview };
}

async function factsToRead(call: Call, me: number, address: string | null) {
  const path = address ? uploadPathOf(address) : null;
  const blob = path ? call.db.blobs.get(path) : undefined;
  if (!path || !blob || blob.owner_id !== me || blob.model_facts) return null;
  if (!isModelFileName(blob.name)) reject('模型文件须为 .glb 或 .gltf 格式');
  if (blob.size > MODEL_FACTS_MAX_BYTES) return null;
  try {
    return { path, facts: await readModelFacts(await readParts(call.bytes, blob.parts), blob.name) };
  } catch (error) {
    if (error instanceof ModelFileError) reject(error.message);
    throw error;
  }
}

async function previewToCut(call: Call, me: number, f: ReturnType<typeof inputFields>, row?: WorkRow) {
  const forSale = f.price !== null && f.price > 0;
  const video = f.video_url ? uploadPathOf(f.video_url) : null;
  if (f.type !== 'animation' || !forSale || f.preview_url || !video) return null;
  // The same video as before: its cut is kept.
  if (row?.auto_preview?.of === video) return { keep: row.auto_preview };
  const blob = call.db.blobs.get(video);
  if (!blob || blob.owner_id !== me || !/webm$/.test(blob.mime)) return null;
  const cut = await cutWebm(partsSource(call.bytes, blob.parts));
  if (!cut || (await uploadSpaceRefusal(call, me, cut.bytes.length))) return null;
  const key = newByteKey();
  await call.bytes.put(key, cut.bytes);
  const name = `${blob.name.replace(/\.webm$/i, '')}（试看）.webm`;
  return { made: { of: video, seconds: cut.seconds, name, part: { size: cut.bytes.length, key } } };
}

/** After the awaits: the facts kept with the model's upload, the cut kept as the author's upload. */
function applyPrepared(call: Call, me: number, prepared: Awaited<ReturnType<typeof prepareMedia>>) {
  const { facts, preview } = prepared;
  if (facts) {
    const blob = call.db.blobs.get(facts.path);
    if (blob) blob.model_facts = facts.facts;
  }
  if (!preview) return null;
  if ('keep' in preview) return preview.keep;
  const { made } = preview;
  const stored = storeUpload(call, me, made.name, [made.part], call.origin);
  const url = claimUpload(call.db, me, stored.path, 'public')!;
  return { of: made.of, url, seconds: made.seconds };
}

function rememberTags(db: Db, tags: string[], type: WorkType): void {
  for (const name of tags) {
    if (!db.tags.has(name)) db.tags.set(name, { id: nextId(db, 'tags'), name, types: [type] });
  }
}

/** Drops the rows of `list` that `gone` picks, in place (other modules hold the same array). */
function dropWhere<T>(list: T[], gone: (row: T) => boolean): void {
  let keep = 0;
  for (const row of list) if (!gone(row)) list[keep++] = row;
  list.length = keep;
}

/**
 * A deleted work leaves every list: favorites, likes, its visit log and collections go with it; notes
 * about it stay without the link. Download records and bought items keep their own copy of the title.
 */
function removeWork(db: Db, workId: number): void {
  db.works.delete(workId);
  dropWhere(db.favorites, (f) => f.work_id === workId);
  dropWhere(db.likes, (l) => l.work_id === workId);
  for (const [visitId, v] of db.workVisits) if (v.work_id === workId) db.workVisits.delete(visitId);
  for (const c of db.collections.values()) c.work_ids = c.work_ids.filter((wid) => wid !== workId);
  for (const n of db.notes.values()) if (n.work_id === workId) n.work_id = null;
  dropWorkComments(db, workId);
}

export const worksRoutes = {
  add: route(
    workInputSchema,
    async (input, call): Promise<WorkDetail> => {
      const { db, clock, me, signer } = call;
      const asked = inputFields(input);
      const prepared = await prepareMedia(call, me.id, asked);
      const now = iso(clock.now());
      const fields = claimWorkMedia(db, me.id, asked, input.model_download);
      const row: WorkRow = {
        id: nextId(db, 'works'),
        ...fields,
        auto_preview: applyPrepared(call, me.id, prepared),
        author_id: me.id,
        likes: 0,
        views: 0,
        favorites: 0,
        downloads: 0,
        created_at: now,
        updated_at: now,
      };
      db.works.set(row.id, row);
      rememberTags(db, row.tags, row.type);
      return workDetail(db, signer, row, me.id);
    },
    '发布成功',
  ),

  edit: route(
    workEditSchema,
    async ({ id: workId, ...input }, call): Promise<WorkDetail> => {
      const { db, clock, me, signer } = call;
      const found = db.works.get(workId);
      if (!found) reject('作品不存在或已删除');
      if (found.author_id !== me.id) reject('无权编辑该作品');
      // The type decides the work's address (/model/5) and which media it has; it is set once.
      if (input.type !== found.type) reject('作品类型不能修改');
      const asked = inputFields(input);
      const prepared = await prepareMedia(call, me.id, asked, found);
      // Deleted while the files were read: nothing to edit.
      const w = db.works.get(workId);
      if (!w) reject('作品不存在或已删除');
      const before = workAddresses(w);
      const fields = claimWorkMedia(db, me.id, asked, input.model_download, w);
      Object.assign(w, fields, {
        auto_preview: applyPrepared(call, me.id, prepared),
        updated_at: iso(clock.now()),
      });
      rememberTags(db, w.tags, w.type);
      await releaseUploads(call, before);
      return workDetail(db, signer, w, me.id);
    },
    '保存成功',
  ),

  del: route(
    requestSchemas['works.del'],
    async ({ id: workId }, call) => {
      const { db, me } = call;
      const w = db.works.get(workId);
      if (!w) reject('作品不存在或已删除');
      if (w.author_id !== me.id) reject('无权删除该作品');
      removeWork(db, workId);
      await releaseUploads(call, workAddresses(w));
      return null;
    },
    '作品已删除',
  ),

  getWorksTags: route(requestSchemas['works.getWorksTags'], ({ type }, { db }): Tag[] => tagList(db, type)),

  lists: route(requestSchemas['works.lists'], (q, { db }) => {
    const rows = [...db.works.values()]
      .filter((w) => !q.type || w.type === q.type)
      .filter((w) => !q.tag || w.tags.includes(q.tag))
      .filter((w) => !q.license || w.license === q.license)
      .filter((w) => q.tool === undefined || w.tools.includes(q.tool))
      .filter((w) => !q.price || (q.price === 'free') === (w.price === null))
      .filter((w) => !q.keyword || matches(w, q.keyword))
      .filter((w) => q.author_id === undefined || w.author_id === q.author_id)
      .sort(q.sort === 'hot' ? byHot : byLatest);
    return paginate(rows, q, (w) => workSummary(db, w));
  }),

  detail: route(requestSchemas['works.detail'], ({ id: workId }, { db, clock, user, signer }) => {
    const w = db.works.get(workId);
    if (!w) reject('作品不存在或已删除');
    w.views += 1;
    if (user && user.id !== w.author_id) {
      const visitId = nextId(db, 'workVisits');
      db.workVisits.set(visitId, {
        id: visitId,
        work_id: w.id,
        visitor_id: user.id,
        visited_at: iso(clock.now()),
      });
    }
    return workDetail(db, signer, w, user?.id ?? null);
  }),

  search: route(requestSchemas['works.search'], (q, { db }) => {
    const k = q.keyword.toLowerCase();
    const works = [...db.works.values()].filter((w) => matches(w, q.keyword)).sort(byHot);
    const start = (q.page - 1) * q.per_page;
    const designers = [...db.users.values()]
      .filter(
        (u) =>
          (u.nickname.toLowerCase().includes(k) || u.bio.toLowerCase().includes(k)) &&
          [...db.works.values()].some((w) => w.author_id === u.id),
      )
      .slice(0, 10)
      .map((u) => designer(db, u));
    const shops = [...db.shops.values()]
      .filter((s) => s.name.toLowerCase().includes(k) || s.description.toLowerCase().includes(k))
      .slice(0, 10)
      .map((s) => shop(db, s));
    return { works: works.slice(start, start + q.per_page).map((w) => workSummary(db, w)), designers, shops };
  }),
} satisfies Partial<ModuleRoutes<'works'>>;
