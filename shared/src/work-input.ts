/**
 * The one schema of a work's input (works.add and works.edit), with the limits and the Chinese words
 * the server answers with. The demo upstream validates requests with it; the publish forms check the
 * same rules before sending. Imported as `@zaowu/shared/work-input` (zod stays out of the SPA's entry).
 */
import * as z from './zod.ts';
import { LICENSE_KEYS, RENDERING_TOOLS, type LicenseKey } from './catalog.ts';
import { WORK_TYPE_KEYS, type WorkType } from './constants.ts';
import { htmlText } from './html-text.ts';
import { cleanText } from './invisible.ts';
import { id, int, mediaUrl, money } from './input-fields.ts';
import { codePointLength } from './plain-text.ts';

/** The limits of a work's input. */
export const WORK_LIMITS = {
  title: 50,
  description: 2000,
  content: 200_000,
  tags: 10,
  tag: 12,
  tools: 10,
  images: 20,
  files: 20,
  fileName: 200,
  /** A picture's alternative text (替代文字), in characters as people count them. */
  alt: 100,
  /** 99 999.99 yuan, in fen. */
  maxPriceFen: 9_999_999,
} as const;

/** The server's words for each rule. */
export const WORK_MSGS = {
  type: '作品类型不正确',
  titleEmpty: '作品标题不能为空',
  titleLong: `作品标题不能超过 ${WORK_LIMITS.title} 个字`,
  descriptionBad: '作品描述格式不正确',
  descriptionLong: `作品描述不能超过 ${WORK_LIMITS.description} 个字`,
  contentBad: '正文格式不正确',
  contentEmpty: '博客正文不能为空',
  contentLong: '正文内容过长',
  cover: '请上传作品封面',
  tagBad: '标签格式不正确',
  tagEmpty: '标签不能为空',
  tagLong: `单个标签不能超过 ${WORK_LIMITS.tag} 个字`,
  tagsMany: `标签最多 ${WORK_LIMITS.tags} 个`,
  tool: '渲染工具不存在',
  toolsBad: '渲染工具格式不正确',
  toolsMany: `渲染工具最多选 ${WORK_LIMITS.tools} 个`,
  license: '请选择版权协议',
  price: '价格须在 0–99999.99 元之间，最多两位小数',
  mature: '成人内容标记格式不正确',
  image: '图片地址不正确',
  imagesBad: '图片格式不正确',
  imagesMany: `图片最多 ${WORK_LIMITS.images} 张`,
  altBad: '替代文字格式不正确',
  coverAltLong: `封面的替代文字不能超过 ${WORK_LIMITS.alt} 个字`,
  imageAltLong: `图片的替代文字不能超过 ${WORK_LIMITS.alt} 个字`,
  imageAltsMany: '图片的替代文字比图片还多',
  fileName: '文件名不能为空',
  fileNameLong: '文件名过长',
  fileUrl: '文件地址不正确',
  fileSizeMissing: '缺少文件大小',
  fileSizeBad: '文件大小不正确',
  filesBad: '附件格式不正确',
  filesMany: `附件最多 ${WORK_LIMITS.files} 个`,
  model: '请上传模型文件',
  modelUrl: '模型地址不正确',
  modelDownload: '模型文件是否可下载的设置不正确',
  videoUrl: '视频地址不正确',
  previewUrl: '试看片段地址不正确',
  /** A work for sale must give its buyers something (the server says it; the form says it first). */
  deliverable: '出售的作品须有可下载的文件，请添加附件后再设置价格',
  deliverableModel: '出售的模型须有可下载的文件：请把模型文件设为可下载，或添加附件',
} as const;

export const workType = z
  .enum(WORK_TYPE_KEYS as [string, ...string[]], { error: WORK_MSGS.type })
  .transform((v) => v as WorkType);

export const license = z
  .enum(LICENSE_KEYS as [string, ...string[]], { error: WORK_MSGS.license })
  .transform((v) => v as LicenseKey);

// ---- the work's input ---------------------------------------------------------------------------------

const L = WORK_LIMITS;
const M = WORK_MSGS;

const workTitle = z.string({ error: M.titleEmpty }).trim().min(1, M.titleEmpty).max(L.title, M.titleLong);
const workDescription = z
  .string({ error: M.descriptionBad })
  .trim()
  .max(L.description, M.descriptionLong)
  .default('');
const workTag = z.string({ error: M.tagBad }).trim().min(1, M.tagEmpty).max(L.tag, M.tagLong);
const workTags = z.array(workTag, { error: M.tagBad }).max(L.tags, M.tagsMany).default([]);
const workTools = z
  .array(int(M.tool, M.tool, 1, RENDERING_TOOLS.length), { error: M.toolsBad })
  .max(L.tools, M.toolsMany)
  .default([]);
/**
 * A picture's alternative text as it is stored: one line of plain text (line breaks and runs of spaces
 * become one space, invisible and control characters go), at most WORK_LIMITS.alt characters counted
 * as code points. Shown only as an `alt` attribute, never as HTML.
 */
function altText(raw: string): string {
  return cleanText(raw).replace(/\s+/g, ' ');
}

const workAlt = (long: string) =>
  z.string({ error: M.altBad }).transform((raw, ctx) => {
    const value = altText(raw);
    if (codePointLength(value) <= L.alt) return value;
    ctx.addIssue({ code: 'custom', message: long });
    return z.NEVER;
  });

export const workFile = z.object({
  name: z.string({ error: M.fileName }).trim().min(1, M.fileName).max(L.fileName, M.fileNameLong),
  url: mediaUrl(M.fileUrl),
  size: int(M.fileSizeMissing, M.fileSizeBad, 0),
});

/** Every field of a work's input, without the rules between fields. */
export const workFields = z.object({
  type: workType,
  title: workTitle,
  description: workDescription,
  content: z.string({ error: M.contentBad }).max(L.content, M.contentLong).optional(),
  cover: mediaUrl(M.cover),
  /** ASSUMED (not in the product spec): the cover's alternative text; '' when the author gave none. */
  cover_alt: workAlt(M.coverAltLong).default(''),
  tags: workTags,
  tools: workTools,
  license,
  price: money(M.price, 0, L.maxPriceFen).nullable().optional(),
  is_mature: z.boolean({ error: M.mature }).default(false),
  images: z.array(mediaUrl(M.image), { error: M.imagesBad }).max(L.images, M.imagesMany).default([]),
  /** ASSUMED: each image's alternative text, in the order of `images` ('' or missing: none given). */
  image_alts: z
    .array(workAlt(M.imageAltLong), { error: M.altBad })
    .max(L.images, M.imageAltsMany)
    .default([]),
  files: z.array(workFile, { error: M.filesBad }).max(L.files, M.filesMany).default([]),
  model_url: mediaUrl(M.modelUrl).nullable().optional(),
  /**
   * The model file is also a file of the work to download (true, the default); false: it only feeds
   * the 3D viewer (仅用于预览), and the buyer gets the attachments.
   */
  model_download: z.boolean({ error: M.modelDownload }).default(true),
  video_url: mediaUrl(M.videoUrl).nullable().optional(),
  /** An animation's preview cut (试看片段): what plays to those who have not bought it. */
  preview_url: mediaUrl(M.previewUrl).nullable().optional(),
});

export type WorkFields = z.output<typeof workFields>;

/**
 * What a buyer of a work gets: its attachments, a model's file unless it is for the viewer only, an
 * animation's whole video. The msg refusing a sale of nothing, or null when there is something.
 */
export function nothingToDeliver(
  w: Pick<WorkFields, 'type' | 'files' | 'model_download'> & {
    model_url?: string | null;
    video_url?: string | null;
  },
): string | null {
  if (w.files.length > 0) return null;
  if (w.type === 'model') return w.model_url && w.model_download ? null : M.deliverableModel;
  if (w.type === 'animation' && w.video_url) return null;
  return M.deliverable;
}

/**
 * The rules between fields: a blog has a body, a model work its model, an image alt its image. (A work
 * for sale must deliver something: nothingToDeliver, which the server applies to the files it keeps and
 * the form to its own.)
 */
function checkWork(
  w: Pick<WorkFields, 'type' | 'content' | 'model_url' | 'images' | 'image_alts'>,
  ctx: z.RefinementCtx,
): void {
  if (w.type === 'blog' && htmlText(w.content ?? '') === '')
    ctx.addIssue({ code: 'custom', message: M.contentEmpty, path: ['content'] });
  if (w.type === 'model' && !w.model_url)
    ctx.addIssue({ code: 'custom', message: M.model, path: ['model_url'] });
  if (w.image_alts.length > w.images.length)
    ctx.addIssue({ code: 'custom', message: M.imageAltsMany, path: ['image_alts'] });
}

/** works.add. */
export const workInputSchema = workFields.superRefine(checkWork);
/** works.edit: the same rules as add, plus the work's id. */
export const workEditSchema = workFields.extend({ id: id('作品') }).superRefine(checkWork);
