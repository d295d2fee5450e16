/**
 * The one set of rules for every work form (/publish, /editWork/{id} and the two legacy forms), with
 * the messages the user sees. They follow the server's (mocks/src/handlers/works.ts): the same limits,
 * and where the server has a message for a rule, the same words, so a rule missed here reads the same
 * when the server answers with it.
 */
import {
  LICENSE_KEYS,
  RENDERING_TOOLS,
  WORK_TYPE_KEYS,
  normalizeTypedYuan,
  priceFen,
  yuanOf,
  type LicenseKey,
  type Money,
  type WorkDetail,
  type WorkFile,
  type WorkInput,
  type WorkType,
} from '@zaowu/shared';

export const LIMITS = {
  title: 50,
  description: 2000,
  content: 200_000,
  tags: 10,
  tag: 12,
  tools: 10,
  images: 20,
  files: 20,
  /** 99 999.99 yuan, in fen. */
  maxPriceFen: 9_999_999,
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
  /** The GLB/glTF of a model work. */
  model: WorkFile | null;
  /** Gallery images of an art work. */
  images: string[];
  /** The video of an animation. */
  video: WorkFile | null;
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
  | 'model'
  | 'images'
  | 'video'
  | 'files'
  | 'license'
  | 'tools'
  | 'price';
export type FieldErrors = Partial<Record<FieldKey, string>>;

/** The order of the fields on the full form (the forms focus the first invalid one on the page). */
export const FIELD_ORDER: readonly FieldKey[] = [
  'type',
  'title',
  'description',
  'content',
  'cover',
  'model',
  'images',
  'video',
  'files',
  'license',
  'price',
  'tags',
  'tools',
];

export const MSG = {
  type: '作品类型不正确',
  titleEmpty: '作品标题不能为空',
  titleLong: `作品标题不能超过 ${LIMITS.title} 个字`,
  descriptionLong: `作品描述不能超过 ${LIMITS.description} 个字`,
  contentEmpty: '博客正文不能为空',
  contentLong: '正文内容过长',
  tagEmpty: '标签不能为空',
  tagLong: `单个标签不能超过 ${LIMITS.tag} 个字`,
  tagsMany: `标签最多 ${LIMITS.tags} 个`,
  tagDuplicate: '已经添加过这个标签',
  cover: '请上传作品封面',
  model: '请上传模型文件（.glb 或 .gltf）',
  modelType: '模型文件须为 .glb 或 .gltf 格式',
  imageType: '只能上传 JPG、PNG、WebP 或 GIF 图片',
  imageSize: '图片不能超过 20 MB',
  imagesMany: `图片最多 ${LIMITS.images} 张`,
  videoType: '视频须为 MP4、WebM 或 MOV 格式',
  fileSize: '文件不能超过 2 GB',
  filesMany: `附件最多 ${LIMITS.files} 个`,
  license: '请选择版权协议',
  toolsMany: `渲染工具最多选 ${LIMITS.tools} 个`,
  priceEmpty: '请输入价格',
  priceFormat: '价格格式不正确，请输入数字，如 29 或 29.90',
  priceDecimals: '价格最多两位小数',
  priceZero: '出售价格须大于 0 元',
  priceMax: '价格不能超过 99999.99 元',
  uploading: '文件正在上传，请等上传完成',
} as const;

export const TYPE_LABELS: Record<WorkType, string> = {
  model: '模型',
  art: '原画',
  animation: '动画',
  blog: '博客',
};

export function emptyValues(type: WorkType = 'model'): WorkFormValues {
  return {
    type,
    title: '',
    description: '',
    content: '',
    tags: [],
    cover: '',
    model: null,
    images: [],
    video: null,
    files: [],
    license: '',
    tools: [],
    forSale: false,
    price: '',
    isMature: false,
  };
}

// ---- money: yuan text ⇄ fen, in integers only -------------------------------------------------------

const YUAN_TEXT = /^(\d+)(?:\.(\d*))?$/;

/** Fen for a price as typed, or the reason it is not one. Never goes through floating point. */
export function parsePrice(text: string): { fen: number } | { error: string } {
  const t = normalizeTypedYuan(text);
  if (t === '') return { error: MSG.priceEmpty };
  const m = YUAN_TEXT.exec(t);
  if (!m) return { error: MSG.priceFormat };
  const whole = m[1]!.replace(/^0+(?=\d)/, '');
  const decimals = m[2] ?? '';
  if (decimals.length > 2) return { error: MSG.priceDecimals };
  if (whole.length > 5) return { error: MSG.priceMax };
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
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
export function hasBodyText(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
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

export function fieldError(key: FieldKey, v: WorkFormValues): string | null {
  switch (key) {
    case 'type':
      return WORK_TYPE_KEYS.includes(v.type) ? null : MSG.type;
    case 'title': {
      const t = v.title.trim();
      if (!t) return MSG.titleEmpty;
      return t.length > LIMITS.title ? MSG.titleLong : null;
    }
    case 'description':
      return v.description.trim().length > LIMITS.description ? MSG.descriptionLong : null;
    case 'content':
      if (v.type !== 'blog') return null;
      if (!hasBodyText(v.content)) return MSG.contentEmpty;
      return v.content.length > LIMITS.content ? MSG.contentLong : null;
    case 'tags':
      if (v.tags.length > LIMITS.tags) return MSG.tagsMany;
      return v.tags.some((t) => t.trim().length > LIMITS.tag) ? MSG.tagLong : null;
    case 'cover':
      return v.cover ? null : MSG.cover;
    case 'model':
      return v.type === 'model' && !v.model ? MSG.model : null;
    case 'images':
      return v.type === 'art' && v.images.length > LIMITS.images ? MSG.imagesMany : null;
    case 'video':
      return null;
    case 'files':
      return v.files.length > LIMITS.files ? MSG.filesMany : null;
    case 'license':
      return v.license && LICENSE_KEYS.includes(v.license) ? null : MSG.license;
    case 'tools':
      return v.tools.length > LIMITS.tools ? MSG.toolsMany : null;
    case 'price': {
      if (!v.forSale) return null;
      const p = parsePrice(v.price);
      return 'error' in p ? p.error : null;
    }
  }
}

export function validateWork(v: WorkFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of FIELD_ORDER) {
    const e = fieldError(key, v);
    if (e) errors[key] = e;
  }
  return errors;
}

export function firstInvalid(errors: FieldErrors): FieldKey | undefined {
  return FIELD_ORDER.find((k) => errors[k]);
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

export function videoFileError(file: File): string | null {
  const ok = VIDEO_TYPES.includes(file.type) || ['mp4', 'webm', 'mov'].includes(extension(file.name));
  if (!ok) return MSG.videoType;
  return file.size > LIMITS.fileBytes ? MSG.fileSize : null;
}

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
    images: v.type === 'art' ? v.images : [],
    files: v.files,
    model_url: v.type === 'model' ? (v.model?.url ?? null) : null,
    video_url: v.type === 'animation' ? (v.video?.url ?? null) : null,
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
  const byUrl = (url: string | null) => (url ? w.files.find((f) => f.url === url) : undefined);
  const asFile = (url: string | null): WorkFile | null =>
    url ? (byUrl(url) ?? { name: fileName(url), url, size: 0 }) : null;
  return {
    type: w.type,
    title: w.title,
    description: w.description,
    content: w.content,
    tags: [...w.tags],
    cover: w.cover,
    model: asFile(w.model_url),
    images: [...w.images],
    video: asFile(w.video_url),
    files: [...w.files],
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
  if (msg.includes('封面')) return 'cover';
  if (msg.includes('模型')) return 'model';
  if (msg.startsWith('图片')) return 'images';
  if (msg.includes('视频')) return 'video';
  if (msg.includes('附件') || msg.startsWith('文件')) return 'files';
  if (msg.includes('版权')) return 'license';
  if (msg.includes('渲染工具')) return 'tools';
  if (msg.includes('价格')) return 'price';
  if (msg.includes('作品类型')) return 'type';
  return null;
}
