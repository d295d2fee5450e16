/**
 * A seller lists and edits goods of their shop (assumed calls: user.addGoods, user.editGoods). The same
 * rules as the form (shared seller-money.ts), so a refusal reads the same in both places. Pictures are
 * the seller's own uploads (claimed as public media), or pictures the item already shows.
 */
import { GOODS_MSGS, goodsEditInputSchema, goodsInputSchema, type Goods } from '@zaowu/shared';
import { claimUpload, releaseUploads, uploadPathOf } from '../store/blobs.ts';
import { nextId } from '../store/db.ts';
import { iso } from '../store/time.ts';
import type { Db, GoodsRow, ShopRow, UserRow } from '../store/types.ts';
import { goods } from '../store/views/commerce.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

function myShop(db: Db, me: UserRow): ShopRow {
  const shop = [...db.shops.values()].find((s) => s.owner_id === me.id);
  if (!shop) reject(GOODS_MSGS.noShop);
  return shop;
}

/** The pictures to keep, cover first: what the item shows already, or the member's own uploads. */
function claimPictures(db: Db, me: UserRow, addresses: string[], current: readonly string[]): string[] {
  const keyOf = (a: string) => uploadPathOf(a) ?? a;
  const shown = new Map(current.map((a) => [keyOf(a), a]));
  const out: string[] = [];
  for (const address of addresses) {
    const kept = shown.get(keyOf(address));
    const picture = kept ?? (uploadPathOf(address) ? claimUpload(db, me.id, address, 'public') : null);
    if (picture === null) reject(GOODS_MSGS.imageNotYours);
    if (!out.includes(picture)) out.push(picture);
  }
  return out;
}

export const userGoodsRoutes = {
  addGoods: route(
    goodsInputSchema,
    (input, { db, clock, me }): Goods => {
      const shop = myShop(db, me);
      const [cover, ...images] = claimPictures(db, me, input.images, []);
      const row: GoodsRow = {
        id: nextId(db, 'goods'),
        shop_id: shop.id,
        title: input.title,
        cover: cover!,
        images,
        price: input.price,
        stock: input.stock,
        sales: 0,
        // On sale at once, unless there is nothing to sell yet.
        status: input.stock > 0 ? 1 : 0,
        description: input.description,
        download_url: null,
        created_at: iso(clock.now()),
      };
      db.goods.set(row.id, row);
      return goods(row);
    },
    '商品已发布',
  ),

  editGoods: route(
    goodsEditInputSchema,
    async (input, call): Promise<Goods> => {
      const { db, me } = call;
      const shop = myShop(db, me);
      const row = db.goods.get(input.id);
      if (!row || row.shop_id !== shop.id) reject(GOODS_MSGS.missing);
      const before = [row.cover, ...row.images];
      const [cover, ...images] = claimPictures(db, me, input.images, before);
      Object.assign(row, {
        title: input.title,
        cover: cover!,
        images,
        price: input.price,
        stock: input.stock,
        description: input.description,
      });
      // Nothing left to sell: off the shelf (上架 refuses a stock of 0 too).
      if (row.stock === 0) row.status = 0;
      await releaseUploads(call, before);
      return goods(row);
    },
    '商品已保存',
  ),
} satisfies Partial<ModuleRoutes<'user'>>;
