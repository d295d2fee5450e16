/**
 * The 发布商品 / 编辑商品 form's values and schema (react-hook-form's zod resolver) over the shared goods
 * rules (seller-money.ts), which the server applies too, in the same words.
 */
import * as z from '@zaowu/shared/zod';
import {
  GOODS_DESCRIPTION_MAX,
  GOODS_IMAGES_MAX,
  GOODS_MSGS,
  codePointLength,
  cleanGoodsDescription,
  goodsTitleProblem,
  parseGoodsStock,
  type Goods,
  type GoodsInput,
} from '@zaowu/shared';
import { PRICE_RULE, checkAmount } from '../../lib/amount.ts';

/** A picture of the item: one it shows already (url), or an upload on its way (uploadKey, url when done). */
export interface GoodsPicture {
  /** Stable key for the list. */
  id: string;
  url: string | null;
  uploadKey: string | null;
  /** The picked file, for a preview before the upload is done. */
  file: File | null;
}

export interface GoodsFormValues {
  title: string;
  /** Yuan as typed. */
  price: string;
  /** As typed. */
  stock: string;
  description: string;
  images: GoodsPicture[];
}

const GOODS_UPLOADING_MSG = '图片还在上传，请等上传完成后再保存';
export const GOODS_UPLOAD_FAILED_MSG = '有图片上传失败，请重试或移除后再保存';

const picture = z.object({
  id: z.string(),
  url: z.string().nullable(),
  uploadKey: z.string().nullable(),
  file: z.custom<File | null>(),
});

export const goodsSchema = z.object({
  title: z.string().superRefine((v, ctx) => {
    const problem = goodsTitleProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  price: z.string().superRefine((v, ctx) => {
    const checked = checkAmount(v, PRICE_RULE);
    if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.error });
  }),
  stock: z.string().superRefine((v, ctx) => {
    const checked = parseGoodsStock(v);
    if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.message });
  }),
  description: z
    .string()
    .refine(
      (v) => codePointLength(cleanGoodsDescription(v)) <= GOODS_DESCRIPTION_MAX,
      GOODS_MSGS.descriptionTooLong,
    ),
  images: z
    .array(picture)
    .min(1, GOODS_MSGS.imagesEmpty)
    .max(GOODS_IMAGES_MAX, GOODS_MSGS.imagesMany)
    .refine((list) => list.every((p) => p.url !== null), GOODS_UPLOADING_MSG),
});

let seq = 0;
export const pictureId = () => `pic-${++seq}`;

export function emptyGoodsValues(): GoodsFormValues {
  return { title: '', price: '', stock: '', description: '', images: [] };
}

/** The form for an item as it is: its pictures (cover first) from its page. */
export function goodsValues(g: Goods, images: readonly string[]): GoodsFormValues {
  return {
    title: g.title,
    price: g.price,
    stock: String(g.stock),
    description: g.description,
    images: (images.length > 0 ? images : [g.cover]).map((url) => ({
      id: pictureId(),
      url,
      uploadKey: null,
      file: null,
    })),
  };
}

/** What is sent: the checked values (the schema has passed). */
export function goodsInput(v: GoodsFormValues): GoodsInput {
  const price = checkAmount(v.price, PRICE_RULE);
  const stock = parseGoodsStock(v.stock);
  return {
    title: v.title.trim(),
    price: price.ok ? price.money : v.price,
    stock: stock.ok ? stock.stock : Number(v.stock),
    description: v.description,
    images: v.images.map((p) => p.url!).filter(Boolean),
  };
}

export type GoodsField = 'title' | 'price' | 'stock' | 'description' | 'images';

/** Which field a refusal of the server is about, by its words; null for the form as a whole. */
export function goodsFieldOf(msg: string): GoodsField | null {
  if (msg.includes('商品名称')) return 'title';
  if (msg.includes('价格')) return 'price';
  if (msg.includes('库存')) return 'stock';
  if (msg.includes('描述')) return 'description';
  if (msg.includes('图片')) return 'images';
  return null;
}
