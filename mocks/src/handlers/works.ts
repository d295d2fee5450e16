/** Works: publishing, the public lists with their filters, detail, tags and search (discovery.ts and
 * work-actions.ts serve the rest of the module). */
import * as z from '@zaowu/shared/zod';
import {
  RENDERING_TOOLS,
  htmlImageCount,
  htmlText,
  type Tag,
  type WorkDetail,
  type WorkType,
} from '@zaowu/shared';
import { workEditSchema, workInputSchema, type WorkFields } from '@zaowu/shared/work-input';
import { claimContent, claimUpload, releaseUploads } from '../store/blobs.ts';
import { sanitizeRichText } from '../store/rich-text.ts';
import { nextId } from '../store/db.ts';
import { iso } from '../store/time.ts';
import type { Db, WorkRow } from '../store/types.ts';
import { designer } from '../store/views/people.ts';
import { shop } from '../store/views/commerce.ts';
import { paginate } from '../store/views/paginate.ts';
import { byHot, byLatest, tagList, workDetail, workSummary } from '../store/views/works.ts';
import { dropWorkComments } from './comments.ts';
import { id, license, optionalInt, page, workType } from './params.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

const MAX_TOOL = RENDERING_TOOLS.length;

const keyword = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(50, '关键词不能超过 50 个字');

function matches(w: WorkRow, kw: string): boolean {
  const k = kw.toLowerCase();
  return (
    w.title.toLowerCase().includes(k) ||
    w.description.toLowerCase().includes(k) ||
    w.tags.some((t) => t.toLowerCase().includes(k))
  );
}

const listQuery = z.object({
  ...page,
  type: workType.optional(),
  tag: z.string().trim().optional(),
  license: license.optional(),
  tool: optionalInt('渲染工具不存在', 1, MAX_TOOL),
  price: z.enum(['free', 'paid'], { error: '价格筛选参数不正确' }).optional(),
  sort: z.enum(['latest', 'hot'], { error: '排序参数不正确' }).optional(),
  keyword: z.string().trim().max(50, '关键词不能超过 50 个字').optional(),
  author_id: optionalInt('作者 ID 格式不正确', 1),
});

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
    model_url: input.model_url ?? null,
    video_url: input.video_url ?? null,
  } satisfies Partial<WorkRow>;
}

/** Every address a work's row holds. */
function workAddresses(
  w: Pick<WorkRow, 'cover' | 'images' | 'files' | 'model_url' | 'video_url' | 'content'>,
) {
  return [
    w.cover,
    ...w.images,
    ...w.files.map((f) => f.url),
    w.model_url ?? '',
    w.video_url ?? '',
    w.content,
  ];
}

/**
 * The work's media as it keeps them: uploads as bare paths, refused when not the author's own. The
 * cover, images, model, video and the blog's inline images become public media (anyone may see a
 * work's page); attached files stay private (issue: downloads go through signed addresses).
 */
function claimWorkMedia(db: Db, authorId: number, f: ReturnType<typeof inputFields>) {
  const own = (address: string) => claimUpload(db, authorId, address, 'private');
  const shown = [f.cover, ...f.images, f.model_url, f.video_url].filter((a): a is string => a !== null);
  if ([...shown, ...f.files.map((file) => file.url)].some((a) => own(a) === null))
    reject('文件不存在或不属于你，请重新上传');
  const show = (address: string) => claimUpload(db, authorId, address, 'public')!;
  // The blog's body cleaned first, so the claim sees every picture's address (quoted, normalized).
  const clean = sanitizeRichText(f.content);
  if (f.type === 'blog' && htmlText(clean) === '' && htmlImageCount(clean) === 0) reject('博客正文不能为空');
  const content = claimContent(db, authorId, clean);
  if (content === null) reject('正文中的图片不存在或不属于你，请重新上传');
  return {
    ...f,
    content,
    cover: show(f.cover),
    images: f.images.map(show),
    model_url: f.model_url === null ? null : show(f.model_url),
    video_url: f.video_url === null ? null : show(f.video_url),
    files: f.files.map((file) => ({ ...file, url: own(file.url)! })),
  };
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
    (input, { db, clock, me }): WorkDetail => {
      const now = iso(clock.now());
      const fields = claimWorkMedia(db, me.id, inputFields(input));
      const row: WorkRow = {
        id: nextId(db, 'works'),
        ...fields,
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
      return workDetail(db, row, me.id);
    },
    '发布成功',
  ),

  edit: route(
    workEditSchema,
    async ({ id: workId, ...input }, call): Promise<WorkDetail> => {
      const { db, clock, me } = call;
      const w = db.works.get(workId);
      if (!w) reject('作品不存在或已删除');
      if (w.author_id !== me.id) reject('无权编辑该作品');
      // The type decides the work's address (/model/5) and which media it has; it is set once.
      if (input.type !== w.type) reject('作品类型不能修改');
      const before = workAddresses(w);
      Object.assign(w, claimWorkMedia(db, me.id, inputFields(input)), { updated_at: iso(clock.now()) });
      rememberTags(db, w.tags, w.type);
      await releaseUploads(call, before);
      return workDetail(db, w, me.id);
    },
    '保存成功',
  ),

  del: route(
    z.object({ id: id('作品') }),
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

  getWorksTags: route(z.object({ type: workType.optional() }), ({ type }, { db }): Tag[] =>
    tagList(db, type),
  ),

  lists: route(listQuery, (q, { db }) => {
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

  detail: route(z.object({ id: id('作品') }), ({ id: workId }, { db, clock, user }) => {
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
    return workDetail(db, w, user?.id ?? null);
  }),

  search: route(z.object({ ...page, keyword: keyword('请输入搜索关键词') }), (q, { db }) => {
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
