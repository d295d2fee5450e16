/** Answers about works: summaries, details, files and downloads, the viewer's relation, favorites (beside work-input.ts). */
import * as z from './zod.ts';
import { money, time, sitePath, count, workType, licenseKey, page } from './answer-fields.ts';
import { userBrief } from './account-answers.ts';

export const tag = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** Which work types use it most; empty for general tags. */
  types: z.array(workType),
  count,
});
export const workFile = z.strictObject({
  name: z.string(),
  url: z.string(),
  /** Bytes. */
  size: count,
});
/**
 * A work's file as works.detail shows it. Only the work's author gets its stored `url` (the edit form
 * sends it back); to anyone else it is null: a file is fetched only through works.download, which
 * checks the purchase and answers a signed, expiring address.
 */
const workDetailFile = workFile.extend({ url: z.string().nullable() });
export const workSummary = z.strictObject({
  id: z.number().int(),
  type: workType,
  title: z.string().min(1),
  cover: z.string().min(1),
  /** ASSUMED (not in the product spec): the cover's alternative text, '' when the author gave none. */
  cover_alt: z.string(),
  author: userBrief,
  likes: count,
  views: count,
  favorites: count,
  /** Comments on it, replies included (comment.lists); a deleted comment no longer counts. */
  comments: count,
  /** null when free. */
  price: money.nullable(),
  is_mature: z.boolean(),
  license: licenseKey,
  created_at: time,
  updated_at: time,
});
/**
 * What a model's file holds, read from the GLB/glTF with @gltf-transform when it was uploaded: what is
 * drawn (every node's mesh counted where the scene places it), its materials, textures, animations
 * and its size. For the file a buyer downloads, or the viewer's file when that is all there is.
 */
export const modelFacts = z.strictObject({
  triangles: count,
  vertices: count,
  materials: count,
  textures: count,
  /** The largest texture's size in pixels; null without textures (or when an image cannot be read). */
  texture_max: z.strictObject({ width: count, height: count }).nullable(),
  animations: count,
  /** Width, height and depth of the scene's bounding box, in the file's units (glTF: metres). */
  size: z.strictObject({ x: z.number().min(0), y: z.number().min(0), z: z.number().min(0) }),
  /** Bytes of the file. */
  file_size: count,
});
/**
 * The part of an animation for sale that plays before it is bought: the author's own cut, or the
 * first seconds of the video (work-media.ts, `seconds` then says how many; null for the author's cut).
 */
export const videoPreview = z.strictObject({
  url: z.string().min(1),
  seconds: z.number().positive().nullable(),
});
export const workDetail = workSummary.extend({
  description: z.string(),
  /** Blog body as HTML from the author: always sanitize before rendering. */
  content: z.string(),
  tags: z.array(z.string()),
  /** Rendering tool ids (constants RENDERING_TOOLS). */
  tools: z.array(z.number().int().min(1).max(29)),
  /** Gallery images (art) or stills. */
  images: z.array(z.string()),
  /** ASSUMED: each image's alternative text, as many as `images` ('' where the author gave none). */
  image_alts: z.array(z.string()),
  /** Names and sizes for everyone; addresses for the author only (WorkDetailFile). */
  files: z.array(workDetailFile),
  /** GLB for models: what the 3D viewer shows (public). */
  model_url: z.string().nullable(),
  /** Facts of the model's file (models only; null when none could be read). */
  model_facts: modelFacts.nullable(),
  /**
   * The whole video of an animation, for those who may watch it: anyone when it is free, its author
   * and its buyers when it is for sale (then a signed, expiring address). Null for anyone else.
   */
  video_url: z.string().nullable(),
  /** An animation for sale: what plays to those who have not bought it (null when free or none). */
  video_preview: videoPreview.nullable(),
  /** How many times its files were downloaded (works.download; the author's own not counted). */
  downloads: count,
});
/** The viewer's relation to a work (member call). */
export const workRelation = z.strictObject({
  liked: z.boolean(),
  favorited: z.boolean(),
  /** The favorites folder holding it, when favorited. */
  folder_id: z.number().int().nullable(),
  following_author: z.boolean(),
  /** The member bought the work (an item of kind work): they may download its files. */
  purchased: z.boolean(),
});
export const likeResult = z.strictObject({ liked: z.boolean(), likes: count });
export const favoriteResult = z.strictObject({
  favorited: z.boolean(),
  favorites: count,
  folder_id: z.number().int().nullable(),
});
/** A work file's signed address (works.download), and the work's download count now. */
export const workDownload = z.strictObject({
  url: z.string().startsWith('/'),
  name: z.string().min(1),
  downloads: count,
});
export const downloadRecord = z.strictObject({
  id: z.number().int(),
  work: z.strictObject({ id: z.number().int(), title: z.string(), type: workType, cover: z.string() }),
  /** `url`: a fresh signed address while the file is still on the work and the member may have it, else null. */
  file: workDetailFile,
  downloaded_at: time,
});
/** A member's favorites folder (收藏夹); /favorites/{id} shows one. */
export const favoriteFolder = z.strictObject({
  id: z.number().int(),
  name: z.string().min(1).max(20),
  count,
  /** Cover of the newest work in it; '' when empty. */
  cover: z.union([z.literal(''), sitePath]),
  is_public: z.boolean(),
  created_at: time,
});
export const favoriteFolderDetail = z.strictObject({
  folder: favoriteFolder.extend({ owner: userBrief }),
  works: page(workSummary),
});
export const recommendedWork = workSummary.extend({
  /** Why it is recommended, shown to the user: "你关注的设计师 山月工作室"、"因为你收藏了「赛博朋克」"、"本周热门". */
  reason: z.string().min(1),
});
