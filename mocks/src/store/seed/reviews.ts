/**
 * Reviews (评价) by seeded buyers, so the demo's shops and works show ratings they earned. Every review
 * stands on a purchase, as the rules want: goods reviews on completed orders of the reviewer's (made
 * here for other designers' shops: past purchases of their digital goods, which complete when paid;
 * and any completed order the seed already holds), work reviews on bought items (seeded purchases have
 * no order). The demo members neither write nor receive these purchases, so their own trades, items
 * and money are as before; their own reviews are theirs to write. Runs last, on its own generator.
 */
import type { IsoTime } from '@zaowu/shared';
import { insertInTimeOrder, orderNo } from '../db.ts';
import { PAY_TTL_MS } from '../payments.ts';
import type { Rng } from '../prng.ts';
import { iso, MINUTE } from '../time.ts';
import type { Db, GoodsOrderLineRow, ItemRow, OrderRow, ReviewRow } from '../types.ts';
import { after } from './clock.ts';
import { designerIds, MEMBER_1, MEMBER_2 } from './people.ts';

/** What buyers write, by how they felt; a review may also be stars alone. */
const GOODS_TEXTS: Record<'good' | 'fair' | 'poor', readonly string[]> = {
  good: [
    '文件很规范，导进 Blender 直接能用，材质贴图都在',
    '和描述的一样，细节比预览图还好，物超所值',
    '店主回复很快，有个格式问题半小时就帮我解决了',
    '第二次在这家买了，质量一直很稳定',
    '素材分类清楚，命名也规范，省了很多整理时间',
    '拿来做毕设的场景，老师夸细节好👍',
    '性价比很高，已经推荐给工作室的同事',
    '贴图分辨率够用，近景也不糊',
    '下载速度快，压缩包里还附了使用说明',
    '用在商业项目里没问题，授权说明写得很清楚',
  ],
  fair: [
    '整体还行，就是部分贴图需要自己重新连一下',
    '东西不错，但和预览图的光照效果有点差距',
    '能用，文件有点大，希望以后能出个精简版',
    '中规中矩，适合新手练手',
  ],
  poor: [
    '模型有几处破面，联系店主后说会更新',
    '描述里写了 FBX，实际只有 OBJ，有点失望',
    '和预览图差别比较大，不太推荐',
  ],
};

const WORK_TEXTS: Record<'good' | 'fair' | 'poor', readonly string[]> = {
  good: [
    '买来学习布线的，拓扑非常干净，值这个价',
    '工程文件分层很清楚，能看出作者的思路',
    '质量很高，已经用在自己的短片里了，感谢作者',
    '文件齐全，附带的参考图也很有用',
    '细节经得起放大看，作者很用心',
    '比预期的还好，期待作者的下一个作品',
    '拿来做练习参考，学到很多',
  ],
  fair: [
    '作品本身很好，就是文件格式少了点',
    '不错，但贴图分辨率可以再高一些',
    '还可以，部分材质需要自己调整',
  ],
  poor: ['和展示效果差距有点大', '文件打开有报错，希望作者看看'],
};

const REPLIES: readonly string[] = [
  '感谢支持！有任何使用问题随时私信我～',
  '谢谢你的认可，后续还会持续更新',
  '收到反馈，下个版本会改进，感谢指出',
  '抱歉给你带来不便，已经私信你处理了',
  '谢谢喜欢，欢迎再来逛逛',
];

/** 1–5 stars as buyers tend to give them: mostly satisfied. */
function drawStars(rng: Rng): number {
  const x = rng.next();
  if (x < 0.55) return 5;
  if (x < 0.82) return 4;
  if (x < 0.92) return 3;
  if (x < 0.97) return 2;
  return 1;
}

function draftReview(
  rng: Rng,
  texts: Record<'good' | 'fair' | 'poor', readonly string[]>,
  base: Pick<ReviewRow, 'target' | 'target_id' | 'user_id' | 'order_id'>,
  boughtAt: IsoTime,
): Omit<ReviewRow, 'id'> {
  const stars = drawStars(rng);
  const mood = stars >= 4 ? 'good' : stars === 3 ? 'fair' : 'poor';
  const created_at = after(rng, boughtAt, 20);
  // Low ratings are answered more often: a seller looks after a complaint.
  const replied = rng.chance(stars <= 3 ? 0.7 : 0.3);
  return {
    ...base,
    stars,
    content: rng.chance(0.8) ? rng.pick(texts[mood]) : '',
    created_at,
    updated_at: null,
    reply: replied ? { content: rng.pick(REPLIES), created_at: after(rng, created_at, 5) } : null,
  };
}

const isMember = (id: number) => id === MEMBER_1 || id === MEMBER_2;

/** Past purchases of other designers' digital goods by designers, paid and so completed. */
function seedGoodsPurchases(db: Db, rng: Rng): void {
  const designers = designerIds(db);
  const orders: Omit<OrderRow, 'id'>[] = [];
  const items: Omit<ItemRow, 'id'>[] = [];
  for (const shop of db.shops.values()) {
    if (isMember(shop.owner_id)) continue;
    const digital = [...db.goods.values()].filter(
      (g) => g.shop_id === shop.id && g.status === 1 && g.download_url !== null,
    );
    if (digital.length === 0) continue;
    const buyers = designers.filter((d) => d !== shop.owner_id);
    for (let k = rng.int(3, 9); k > 0; k--) {
      const g = rng.pick(digital);
      const buyer = rng.pick(buyers);
      const created_at = after(rng, g.created_at, 240);
      const paid_at = iso(Date.parse(created_at) + rng.int(1, 10) * MINUTE);
      const line: GoodsOrderLineRow = {
        kind: 'goods',
        goods_id: g.id,
        title: g.title,
        cover: g.cover,
        price: g.price,
        quantity: 1,
      };
      orders.push({
        order_no: '',
        buyer_id: buyer,
        shop_id: shop.id,
        status: 'completed',
        lines: [line],
        total: g.price,
        code_url: null,
        created_at,
        expires_at: iso(Date.parse(created_at) + PAY_TTL_MS),
        paid_at,
        pay_method: 'wechat',
      });
      items.push({
        user_id: buyer,
        kind: 'goods',
        ref_id: g.id,
        title: g.title,
        cover: g.cover,
        price: g.price,
        bought_at: paid_at,
        download_url: g.download_url,
      });
    }
  }
  for (const o of insertInTimeOrder<OrderRow>(db, 'orders', orders, (o) => o.created_at))
    o.order_no = orderNo(db, 'ZW', Date.parse(o.created_at));
  insertInTimeOrder<ItemRow>(db, 'items', items, (i) => i.bought_at);
}

/** Designers who bought works for sale (not their own, not the demo members'), as bought items. */
function seedWorkPurchases(db: Db, rng: Rng): Omit<ItemRow, 'id'>[] {
  const designers = designerIds(db);
  const items: Omit<ItemRow, 'id'>[] = [];
  for (const w of db.works.values()) {
    if (w.price === null || w.price <= 0 || !rng.chance(0.6)) continue;
    const buyers = rng.sample(
      designers.filter((d) => d !== w.author_id),
      rng.int(1, 5),
    );
    for (const buyer of buyers)
      items.push({
        user_id: buyer,
        kind: 'work',
        ref_id: w.id,
        title: w.title,
        cover: w.cover,
        price: w.price,
        bought_at: after(rng, w.created_at, 60),
        download_url: w.files[0]?.url ?? null,
      });
  }
  return insertInTimeOrder<ItemRow>(db, 'items', items, (i) => i.bought_at);
}

export function seedReviews(db: Db, rng: Rng): void {
  seedGoodsPurchases(db, rng);
  const workItems = seedWorkPurchases(db, rng);
  const drafts: Omit<ReviewRow, 'id'>[] = [];
  const reviewed = new Set<string>();
  // Every completed goods order by a designer (a member's stays theirs to review): most lines rated.
  for (const o of db.orders.values()) {
    if (o.status !== 'completed' || isMember(o.buyer_id) || !o.paid_at) continue;
    for (const l of o.lines) {
      if (l.kind === 'work' || !rng.chance(0.85)) continue;
      const key = `goods:${l.goods_id}:${o.buyer_id}`;
      if (reviewed.has(key)) continue;
      reviewed.add(key);
      const base = { target: 'goods' as const, target_id: l.goods_id, user_id: o.buyer_id, order_id: o.id };
      drafts.push(draftReview(rng, GOODS_TEXTS, base, o.paid_at));
    }
  }
  for (const i of workItems) {
    if (!rng.chance(0.8)) continue;
    const base = { target: 'work' as const, target_id: i.ref_id, user_id: i.user_id, order_id: null };
    drafts.push(draftReview(rng, WORK_TEXTS, base, i.bought_at));
  }
  insertInTimeOrder<ReviewRow>(db, 'reviews', drafts, (r) => r.created_at);
}
