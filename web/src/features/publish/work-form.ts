/**
 * The work forms' values (/publish, /editWork/{id} and the two legacy forms) and their schema for
 * react-hook-form's zod resolver. The rules are the server's own (`@zaowu/shared/work-input`): the same
 * limits and words; the form adds only what its fields hold differently (the price as typed, files with
 * their names) and a few words of its own where the field can say more (the price, the model's formats).
 */
import * as z from '@zaowu/shared/zod';
import {
  RENDERING_TOOLS,
  parseTypedYuan,
  priceFen,
  yuanOf,
  type LicenseKey,
  type Money,
  type WorkDetail,
  type WorkFile,
  type WorkInput,
  type WorkType,
} from '@zaowu/shared';
import {
  WORK_LIMITS,
  WORK_MSGS,
  license,
  nothingToDeliver,
  workFields,
  workFile,
} from '@zaowu/shared/work-input';
import { htmlText } from '@zaowu/shared/html-text';

export const LIMITS = {
  ...WORK_LIMITS,
  /** A source picture (cover or gallery image). */
  imageBytes: 20 * 1024 * 1024,
  /** A model, video or attachment. */
  fileBytes: 2 * 1024 * 1024 * 1024,
} as const;

/** What the form holds. Uploaded files are kept as their addresses; prices as typed. */
export interface WorkFormValues {
  type: WorkType;
  title: string;
  description: string;
  /** Blog body, HTML. */
  content: string;
  tags: string[];
  /** The cover's address once uploaded ('' until then). */
  cover: string;
  /** The cover's alternative text (替代文字), as typed; '' for none (the pages then use the title). */
  coverAlt: string;
  /** The GLB/glTF of a model work. */
  model: WorkFile | null;
  /** The model file is also a file to download (false: 仅用于预览, the viewer's only). */
  modelDownload: boolean;
  /** Gallery images of an art work. */
  images: string[];
  /** Each gallery image's alternative text, by the image's address (so moving or removing one keeps it right). */
  imageAlts: Record<string, string>;
  /** The video of an animation. */
  video: WorkFile | null;
  /** An animation's preview cut (试看片段): what plays to those who have not bought it. */
  preview: WorkFile | null;
  /** Attachments, any type. */
  files: WorkFile[];
  license: LicenseKey | '';
  tools: number[];
  forSale: boolean;
  /** Yuan as typed, e.g. "12.5"; turned into Money without floating point. */
  price: string;
  isMature: boolean;
}

export type FieldKey =
  | 'type'
  | 'title'
  | 'description'
  | 'content'
  | 'tags'
  | 'cover'
  | 'coverAlt'
  | 'model'
  | 'images'
  | 'imageAlts'
  | 'video'
  | 'preview'
  | 'files'
  | 'license'
  | 'tools'
  | 'price';
export type FieldErrors = Partial<Record<FieldKey, string>>;

/** The words the form shows: the server's, and the form's own where it can say more. */
export const MSG = {
  ...WORK_MSGS,
  tagDuplicate: '已经添加过这个标签',
  model: '请上传模型文件（.glb 或 .gltf）',
  modelType: '模型文件须为 .glb 或 .gltf 格式',
  imageType: '只能上传 JPG、PNG、WebP 或 GIF 图片',
  imageSize: '图片不能超过 20 MB',
  videoType: '视频须为 MP4、WebM 或 MOV 格式',
  previewType: '试看片段须为 MP4、WebM 或 MOV 格式',
  fileSize: '文件不能超过 2 GB',
  priceEmpty: '请输入价格',
  priceFormat: '价格格式不正确，请输入数字，如 29 或 29.90',
  priceDecimals: '价格最多两位小数',
  priceZero: '出售价格须大于 0 元',
  priceMax: '价格不能超过 99999.99 元',
  uploading: '文件正在上传，请等上传完成',
} as const;

export function emptyValues(type: WorkType = 'model'): WorkFormValues {
  return {
    type,
    title: '',
    description: '',
    content: '',
    tags: [],
    cover: '',
    coverAlt: '',
    model: null,
    modelDownload: true,
    images: [],
    imageAlts: {},
    video: null,
    preview: null,
    files: [],
    license: '',
    tools: [],
    forSale: false,
    price: '',
    isMature: false,
  };
}

// ---- money: yuan text ⇄ fen, in integers only -------------------------------------------------------

const PRICE_ERROR = {
  empty: MSG.priceEmpty,
  format: MSG.priceFormat,
  decimals: MSG.priceDecimals,
  large: MSG.priceMax,
} as const;

/** Fen for a price as typed (shared parseTypedYuan; leading zeros forgiven), or the reason it is not one. */
export function parsePrice(text: string): { fen: number } | { error: string } {
  const typed = parseTypedYuan(text, { leadingZeros: true });
  if ('error' in typed) return { error: PRICE_ERROR[typed.error] };
  const { fen } = typed;
  if (fen > LIMITS.maxPriceFen) return { error: MSG.priceMax };
  if (fen === 0) return { error: MSG.priceZero };
  return { fen };
}

/** Money from the API ("29.9") → the text the price field shows ("29.90"), or '' when free. */
export function moneyToText(money: Money | null): string {
  const fen = money === null ? null : priceFen(money);
  return fen === null ? '' : yuanOf(fen);
}

// ---- single rules (also used while typing) ----------------------------------------------------------

/** Text of an HTML body, to tell an empty blog from one with words (or a picture). */
function hasBodyText(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  return htmlText(html) !== '';
}

/** Why a new tag cannot be added to `tags`, or null when it can. */
export function tagError(tag: string, tags: readonly string[]): string | null {
  const t = tag.trim();
  if (!t) return MSG.tagEmpty;
  if (t.length > LIMITS.tag) return MSG.tagLong;
  if (tags.includes(t)) return MSG.tagDuplicate;
  if (tags.length >= LIMITS.tags) return MSG.tagsMany;
  return null;
}

// ---- the schema -------------------------------------------------------------------------------------

const shape = workFields.shape;
/** One image's alternative text, by the server's rule. */
const imageAlt = shape.image_alts.unwrap().element;

/**
 * The form's values checked by the server's rules: the same fields where the form holds them as the
 * request does, the form's own shape where it differs (price as typed, model and video as files). The
 * rules that hang on the type or on selling come after, each on its field.
 */
export const workFormSchema = z
  .object({
    type: shape.type,
    title: shape.title,
    description: shape.description,
    content: z.string(),
    tags: shape.tags,
    cover: shape.cover,
    coverAlt: shape.cover_alt,
    model: workFile.nullable(),
    modelDownload: z.boolean(),
    images: z.array(z.string()),
    imageAlts: z.record(z.string(), imageAlt),
    video: workFile.nullable(),
    preview: workFile.nullable(),
    files: shape.files,
    license: license,
    tools: shape.tools,
    forSale: z.boolean(),
    price: z.string(),
    isMature: z.boolean(),
  })
  .superRefine(
    (v, ctx) => {
      const at = (path: FieldKey, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (v.type === 'blog') {
        if (!hasBodyText(v.content)) at('content', MSG.contentEmpty);
        else {
          const problem = shape.content.safeParse(v.content).error?.issues[0];
          if (problem) at('content', problem.message);
        }
      }
      if (v.type === 'model' && !v.model) at('model', MSG.model);
      if (v.type === 'art') {
        const problem = shape.images.safeParse(v.images).error?.issues[0];
        if (problem) at('images', problem.message);
      }
      if (v.forSale) {
        const price = parsePrice(v.price);
        if ('error' in price) at('price', price.error);
        const empty = deliverableError(v);
        if (empty) at(v.type === 'model' ? 'model' : 'files', empty);
      }
    },
    // Also when other fields fail (a licence not chosen yet): every problem shows at once.
    { when: () => true },
  );

/**
 * Why the work cannot be sold as it is (the server's rule, said before sending): nothing to deliver
 * (no attachment, and no model file to download or animation to watch); null when there is.
 */
export function deliverableError(
  v: Pick<WorkFormValues, 'type' | 'files' | 'model' | 'modelDownload' | 'video'>,
): string | null {
  return nothingToDeliver({
    type: v.type,
    files: v.files,
    model_download: v.modelDownload,
    model_url: v.model?.url ?? null,
    video_url: v.video?.url ?? null,
  });
}

// ---- files picked for a slot ------------------------------------------------------------------------

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'];
const extension = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

export const ACCEPT = {
  image: IMAGE_TYPES.join(','),
  model: '.glb,.gltf,model/gltf-binary,model/gltf+json',
  video: `${VIDEO_TYPES.join(',')},.mp4,.webm,.mov`,
} as const;

export function imageFileError(file: File): string | null {
  const ok =
    IMAGE_TYPES.includes(file.type) || ['jpg', 'jpeg', 'png', 'webp', 'gif'].includes(extension(file.name));
  if (!ok) return MSG.imageType;
  return file.size > LIMITS.imageBytes ? MSG.imageSize : null;
}

export function modelFileError(file: File): string | null {
  if (!['glb', 'gltf'].includes(extension(file.name))) return MSG.modelType;
  return file.size > LIMITS.fileBytes ? MSG.fileSize : null;
}

const isVideo = (file: File) =>
  VIDEO_TYPES.includes(file.type) || ['mp4', 'webm', 'mov'].includes(extension(file.name));

export function videoFileError(file: File): string | null {
  if (!isVideo(file)) return MSG.videoType;
  return file.size > LIMITS.fileBytes ? MSG.fileSize : null;
}

export function previewFileError(file: File): string | null {
  if (!isVideo(file)) return MSG.previewType;
  return file.size > LIMITS.fileBytes ? MSG.fileSize : null;
}

/** The server cuts a preview from a WebM video only (an MP4 or MOV needs the author's own cut). */
export const cutsPreview = (video: WorkFile) => extension(video.name) === 'webm';

export function attachmentError(file: File): string | null {
  return file.size > LIMITS.fileBytes ? MSG.fileSize : null;
}

// ---- to and from the API ----------------------------------------------------------------------------

const TOOL_IDS = new Set(RENDERING_TOOLS.map((t) => t.id));

/** The request for works.add / works.edit. Only the media of the chosen type are sent. */
export function toWorkInput(v: WorkFormValues): WorkInput {
  const price = v.forSale ? parsePrice(v.price) : null;
  return {
    type: v.type,
    title: v.title.trim(),
    description: v.description.trim(),
    ...(v.type === 'blog' ? { content: v.content } : {}),
    cover: v.cover,
    tags: v.tags.map((t) => t.trim()).filter(Boolean),
    tools: v.tools.filter((id) => TOOL_IDS.has(id)),
    license: v.license as LicenseKey,
    price: price && 'fen' in price ? yuanOf(price.fen) : null,
    is_mature: v.isMature,
    cover_alt: v.coverAlt.trim(),
    images: v.type === 'art' ? v.images : [],
    image_alts: v.type === 'art' ? v.images.map((url) => v.imageAlts[url]?.trim() ?? '') : [],
    files: v.files,
    model_url: v.type === 'model' ? (v.model?.url ?? null) : null,
    model_download: v.type === 'model' && v.modelDownload,
    video_url: v.type === 'animation' ? (v.video?.url ?? null) : null,
    preview_url: v.type === 'animation' ? (v.preview?.url ?? null) : null,
  };
}

const fileName = (url: string) => decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() || url);

/** A work as its author gets it: every file with its stored address (the edit form sends them back). */
export type OwnWorkDetail = Omit<WorkDetail, 'files'> & { files: WorkFile[] };

/**
 * The work with its files' addresses, or null when they came without (only the author gets them: a
 * copy fetched before logging in, or by someone else). Editing from such a copy would drop the files.
 */
export function ownWorkDetail(w: WorkDetail): OwnWorkDetail | null {
  const files: WorkFile[] = [];
  for (const f of w.files) {
    if (f.url === null) return null;
    files.push({ name: f.name, url: f.url, size: f.size });
  }
  return { ...w, files };
}

/** A saved work as the form's values (editing). */
export function fromWorkDetail(w: OwnWorkDetail): WorkFormValues {
  const bare = (url: string) => url.split(/[?#]/)[0]!;
  const byUrl = (url: string | null) => (url ? w.files.find((f) => f.url === bare(url)) : undefined);
  const asFile = (url: string | null): WorkFile | null =>
    url ? (byUrl(url) ?? { name: fileName(url), url, size: 0 }) : null;
  // The model's upload among the files means it is downloadable; the form shows it in its own slot.
  const modelFile = w.type === 'model' ? byUrl(w.model_url) : undefined;
  // The author's own cut (the demo's cut of the video's first seconds is not a file of the form).
  const preview = w.video_preview?.seconds === null ? asFile(w.video_preview.url) : null;
  return {
    type: w.type,
    title: w.title,
    description: w.description,
    content: w.content,
    tags: [...w.tags],
    cover: w.cover,
    coverAlt: w.cover_alt ?? '',
    model: asFile(w.model_url),
    modelDownload: w.type !== 'model' || modelFile !== undefined,
    images: [...w.images],
    imageAlts: Object.fromEntries(
      w.images.flatMap((url, i) => (w.image_alts?.[i] ? [[url, w.image_alts[i]] as const] : [])),
    ),
    video: asFile(w.video_url),
    preview,
    files: w.files.filter((f) => f !== modelFile),
    license: w.license,
    tools: [...w.tools],
    forSale: w.price !== null,
    price: moneyToText(w.price),
    isMature: w.is_mature,
  };
}

/** The field a server message is about, so it shows in place (null: a message for the whole form). */
export function fieldOfServerMessage(msg: string): FieldKey | null {
  if (msg.startsWith('作品标题')) return 'title';
  if (msg.startsWith('作品描述')) return 'description';
  if (msg.includes('正文')) return 'content';
  if (msg.includes('标签')) return 'tags';
  if (msg.startsWith('封面的替代文字')) return 'coverAlt';
  if (msg.startsWith('图片的替代文字')) return 'imageAlts';
  if (msg.includes('封面')) return 'cover';
  if (msg.includes('模型')) return 'model';
  if (msg.startsWith('图片')) return 'images';
  if (msg.includes('试看')) return 'preview';
  if (msg.includes('视频')) return 'video';
  if (msg.includes('附件') || msg.startsWith('文件')) return 'files';
  if (msg.includes('版权')) return 'license';
  if (msg.includes('渲染工具')) return 'tools';
  if (msg.includes('价格')) return 'price';
  if (msg.includes('作品类型')) return 'type';
  return null;
}
