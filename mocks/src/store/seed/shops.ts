/** Shops (one of them the first member's) and their goods. */
import { goodsSubjectOfTitle } from '../../media/catalog.ts';
import { genUrl, modelUrl, subjectUrl } from '../../media/urls.ts';
import { insertInTimeOrder } from '../db.ts';
import type { Rng } from '../prng.ts';
import type { Db, GoodsRow, ShopRow } from '../types.ts';
import { GOODS_DESCRIPTIONS, GOODS_TITLES, SHOP_DESCRIPTIONS, SHOP_NAMES } from '../words.ts';
import { after, daysAgo } from './clock.ts';
import { designerIds, MEMBER_1 } from './people.ts';

const PHYSICAL = /实物|周边|贴纸|手办原型/;

export function seedShops(db: Db, rng: Rng): void {
  const owners = [MEMBER_1, ...rng.sample(designerIds(db), SHOP_NAMES.length - 1)];
  const shopDrafts = SHOP_NAMES.map((name, i) => {
    const n = rng.int(1, 999_999);
    const created_at = i === 0 ? '2024-06-01T10:00:00+08:00' : daysAgo(rng, 850, 60);
    const description = rng.pick(SHOP_DESCRIPTIONS);
    // Once a made-up rating; a shop's rating now comes from its goods' reviews (seed/reviews.ts). The
    // draw stays, so every shop and goods item after it is seeded as before.
    rng.next();
    return {
      name,
      logo: genUrl('logo', n),
      banner: genUrl('banner', n + 1),
      description,
      owner_id: owners[i]!,
      created_at,
      updated_at: after(rng, created_at, 120),
    };
  });
  // The member's shop is the oldest, so it is shop 1 in every seed.
  const shops = insertInTimeOrder<ShopRow>(db, 'shops', shopDrafts, (s) => s.created_at);

  const goodsDrafts: Omit<GoodsRow, 'id'>[] = [];
  for (const shop of shops) {
    const count = shop.owner_id === MEMBER_1 ? 8 : rng.int(6, 12);
    for (const title of rng.sample(GOODS_TITLES, count)) {
      const physical = PHYSICAL.test(title);
      const coverN = rng.int(1, 999_999);
      // Pictures of what the title sells (media/catalog.ts GOODS_SUBJECTS).
      const subject = goodsSubjectOfTitle(title);
      if (!subject) throw new Error(`the catalog has no picture for the goods title ${title}`);
      const picture = (n: number) => subjectUrl('goods', subject.key, n);
      goodsDrafts.push({
        shop_id: shop.id,
        title,
        cover: picture(coverN),
        // Two more pictures for its page, derived from the cover's number (no extra draws: the seed stays put).
        images: [1, 2].map((k) => picture(((coverN + 7919 * k) % 999_999) + 1)),
        price: rng.int(9, 399) * 100 + rng.pick([0, 0, 90, 99]),
        stock: physical ? rng.int(0, 300) : 9_999,
        sales: Math.floor(Math.exp(rng.next() * 7)),
        status: rng.chance(0.88) ? 1 : 0,
        description: rng.pick(GOODS_DESCRIPTIONS),
        download_url: physical ? null : modelUrl(rng.pick(['vase', 'knot', 'rock', 'tree'] as const)),
        created_at: after(rng, shop.created_at, 300),
      });
    }
  }
  const goods = insertInTimeOrder<GoodsRow>(db, 'goods', goodsDrafts, (g) => g.created_at);
  // The member's goods tabs show both states whatever the seed.
  const mine = goods.filter((g) => g.shop_id === shops[0]!.id);
  for (const g of mine.slice(0, -1)) g.status = 1;
  mine.at(-1)!.status = 0;
}
