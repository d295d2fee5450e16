/**
 * 评价: only a buyer reviews — of a work, a member who bought it; of a goods item, a member with it in an
 * order of theirs that is completed — once, then edits; 1–5 stars and up to 500 characters of plain text;
 * the seller replies once; the list is paged, newest first with the member's own first; the average and
 * count follow, and a shop's rating is its goods' reviews. The seed's reviews all stand on purchases.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  DEMO_PAY_PATH,
  endpoints,
  type GoodsDetail,
  type Message,
  type Order,
  type Paginated,
  type Review,
  type ReviewPage,
  type ShopDetail,
} from '@zaowu/shared';
import { hasBought } from '../store/work-files.ts';
import { MEMBER_1, MEMBER_2 } from '../store/seed/index.ts';
import { seedDb } from '../store/seed/index.ts';
import { demoForFile } from '../testing/harness.ts';

const demo = demoForFile();

const { review, order, message, shop } = endpoints;
const db = () => demo.upstream.db;

const list = async (target: 'work' | 'goods', id: number, token: string | null = null, page = 1) =>
  (await demo.call<ReviewPage>(review.lists, { target, target_id: id, page, per_page: 5 }, token)).body;
const save = (token: string, input: Record<string, unknown>) => demo.call<Review>(review.save, input, token);

/** A work for sale by someone else that member 2 bought in the seed, and one they did not buy. */
function works() {
  const forSale = [...db().works.values()].filter((w) => w.price !== null && w.author_id !== MEMBER_2);
  const bought = forSale.find((w) => hasBought(db(), MEMBER_2, w.id))!;
  const notBought = forSale.find((w) => !hasBought(db(), MEMBER_2, w.id) && w.author_id !== MEMBER_1)!;
  return { bought, notBought };
}

/** Member 2 buys goods of member 1's shop (paid through the demo's WeChat stand-in). */
async function buyGoods(buyer: string) {
  const myShop = [...db().shops.values()].find((s) => s.owner_id === MEMBER_1)!;
  // A physical item: paid, it waits for 发货 and 确认收货 before the order is completed.
  const g = [...db().goods.values()].find(
    (x) => x.shop_id === myShop.id && x.status === 1 && x.stock > 2 && x.download_url === null,
  )!;
  const placed = (await demo.call<Order>(order.addOrder, { lines: [{ goods_id: g.id, quantity: 1 }] }, buyer))
    .body.data;
  expect((await demo.post(DEMO_PAY_PATH, { order_no: placed.order_no }, buyer)).body.code).toBe(1);
  return { g, orderId: placed.id, shopId: myShop.id };
}

describe('who may review', () => {
  it('a work: its buyer, not someone who did not buy it, not its author, not a visitor', async () => {
    const two = await demo.login(1);
    const { bought, notBought } = works();
    const before = await list('work', notBought.id, two);
    expect(before.data.viewer).toEqual({
      can_review: false,
      reason: '购买该作品后才能评价',
      is_seller: false,
    });
    expect((await save(two, { target: 'work', target_id: notBought.id, stars: 5 })).body).toEqual({
      code: 0,
      msg: '购买该作品后才能评价',
      data: null,
    });
    expect((await list('work', notBought.id)).data.total).toBe(before.data.total);
    expect(
      (await demo.call(review.save, { target: 'work', target_id: bought.id, stars: 5 }, null)).status,
    ).toBe(401);
    expect((await list('work', bought.id, two)).data.viewer).toMatchObject({
      can_review: true,
      reason: null,
    });

    const one = await demo.login(0);
    const own = [...db().works.values()].find((w) => w.author_id === MEMBER_1 && w.price !== null)!;
    expect((await save(one, { target: 'work', target_id: own.id, stars: 5 })).body.msg).toBe(
      '不能评价自己的作品',
    );
    expect((await list('work', own.id, one)).data.viewer).toMatchObject({
      can_review: false,
      is_seller: true,
    });
  });

  it('a goods item: only once an order of the buyer holding it is completed; never the shop’s owner', async () => {
    const two = await demo.login(1);
    const { g, orderId } = await buyGoods(two);
    // Paid is not yet completed: the buyer may not have what they bought.
    expect(db().orders.get(orderId)!.status).toBe('paid');
    expect((await save(two, { target: 'goods', target_id: g.id, stars: 4 })).body.msg).toBe(
      '购买并确认收货（订单已完成）后才能评价该商品',
    );
    db().orders.get(orderId)!.status = 'completed';
    const saved = await save(two, { target: 'goods', target_id: g.id, stars: 4, content: '包装很用心' });
    expect(saved.body).toMatchObject({
      code: 1,
      msg: '评价已保存',
      data: { stars: 4, content: '包装很用心', mine: true },
    });
    expect(db().reviews.get(saved.body.data.id)!.order_id).toBe(orderId);

    // Cancelled, refunded or someone else's orders are no ground for a review.
    const one = await demo.login(0);
    expect((await save(one, { target: 'goods', target_id: g.id, stars: 5 })).body.msg).toBe(
      '不能评价自己店铺的商品',
    );
    const other = [...db().goods.values()].find((x) => x.shop_id !== g.shop_id)!;
    expect((await save(two, { target: 'goods', target_id: other.id, stars: 5 })).body.msg).toBe(
      '购买并确认收货（订单已完成）后才能评价该商品',
    );
    expect((await save(two, { target: 'goods', target_id: 99_999_999, stars: 5 })).body.msg).toBe(
      '商品不存在',
    );
  });
});

describe('a buyer’s review', () => {
  it('appears first in the list with its stars; the average and count follow; the seller hears of it', async () => {
    const two = await demo.login(1);
    const { g, orderId, shopId } = await buyGoods(two);
    db().orders.get(orderId)!.status = 'completed';
    const before = (await list('goods', g.id)).data;
    const shopBefore = (await demo.call<ShopDetail>(shop.detail, { id: shopId })).body.data;

    expect(
      (await save(two, { target: 'goods', target_id: g.id, stars: 1, content: '和描述不符' })).body.code,
    ).toBe(1);
    const after = (await list('goods', g.id, two)).data;
    expect(after.summary.count).toBe(before.summary.count + 1);
    const total = before.summary.average * before.summary.count;
    expect(after.summary.average).toBe(Math.round(((total + 1) / (before.summary.count + 1)) * 10) / 10);
    expect(after.summary.stars[0]).toBe(before.summary.stars[0]! + 1);
    expect(after.data[0]).toMatchObject({
      stars: 1,
      content: '和描述不符',
      mine: true,
      author: { id: MEMBER_2 },
    });
    // The shop's rating is its goods' reviews, this one included.
    const shopAfter = (await demo.call<ShopDetail>(shop.detail, { id: shopId })).body.data;
    expect(shopAfter.rating_count).toBe(shopBefore.rating_count + 1);
    const goodsPage = (await demo.call<GoodsDetail>(shop.goodsDetail, { id: g.id })).body.data;
    expect(goodsPage.shop).toMatchObject({ rating: shopAfter.rating, rating_count: shopAfter.rating_count });

    const one = await demo.login(0);
    const notices = (await demo.call<Paginated<Message>>(message.byType, { messageType: 2 }, one)).body.data;
    expect(notices.data[0]).toMatchObject({ title: '新评价', link: `/goods/${g.id}#reviews` });
    expect(notices.data[0]!.content).toContain('1 星评价：“和描述不符”');
  });

  it('is written once and then edited: the count stays, the stars and text change', async () => {
    const two = await demo.login(1);
    const { bought } = works();
    const first = (await save(two, { target: 'work', target_id: bought.id, stars: 3, content: '一般' })).body
      .data;
    const count = (await list('work', bought.id)).data.summary.count;
    const edited = await save(two, {
      target: 'work',
      target_id: bought.id,
      stars: 5,
      content: '看懂之后很好用',
    });
    expect(edited.body.data).toMatchObject({ id: first.id, stars: 5, content: '看懂之后很好用' });
    expect(edited.body.data.updated_at).not.toBeNull();
    const after = (await list('work', bought.id, two)).data;
    expect(after.summary.count).toBe(count);
    expect(after.data.filter((r) => r.mine)).toHaveLength(1);
  });

  it('takes 1–5 stars and up to 500 characters as people count them, plain text with invisible marks removed', async () => {
    const two = await demo.login(1);
    const { bought } = works();
    const at = (input: Record<string, unknown>) =>
      save(two, { target: 'work', target_id: bought.id, ...input });
    expect((await at({})).body.msg).toBe('请选择评分（1–5 星）');
    for (const stars of [0, 6, 2.5, 'five']) expect((await at({ stars })).body.msg).toBe('评分须为 1–5 星');
    expect((await at({ stars: 5, content: '好'.repeat(501) })).body.msg).toBe('评价内容不能超过 500 个字');
    // 500 emoji are 500 characters, not 1000.
    expect((await at({ stars: 5, content: '👍'.repeat(500) })).body.code).toBe(1);
    const saved = await at({ stars: '4', content: '  <b>好用</b>\u202e\u200b  ' });
    expect(saved.body.data).toMatchObject({ stars: 4, content: '<b>好用</b>' });
    // Stars alone are a review too.
    expect((await at({ stars: 5, content: '' })).body.data).toMatchObject({ stars: 5, content: '' });
  });

  it('is limited to 10 a minute with edits and replies, as comments are', async () => {
    const two = await demo.login(1);
    const { bought } = works();
    for (let i = 1; i <= 10; i++)
      expect(
        (await save(two, { target: 'work', target_id: bought.id, stars: (i % 5) + 1, content: `第${i}次` }))
          .body.code,
      ).toBe(1);
    expect(
      (await save(two, { target: 'work', target_id: bought.id, stars: 1, content: '再改' })).body.msg,
    ).toBe('评价太频繁了，请稍后再试');
    const now = demo.upstream.clock.now();
    vi.spyOn(demo.upstream.clock, 'now').mockReturnValue(now + 61_000);
    expect(
      (await save(two, { target: 'work', target_id: bought.id, stars: 1, content: '再改' })).body.code,
    ).toBe(1);
  });
});

describe('the seller’s reply', () => {
  it('comes once, from the seller only, and the buyer hears of it', async () => {
    const two = await demo.login(1);
    const { g, orderId } = await buyGoods(two);
    db().orders.get(orderId)!.status = 'completed';
    const r = (await save(two, { target: 'goods', target_id: g.id, stars: 2, content: '发货慢' })).body.data;
    expect((await demo.call(review.reply, { id: r.id, content: '抱歉' }, two)).body.msg).toBe(
      '只有卖家可以回复评价',
    );
    const one = await demo.login(0);
    expect((await demo.call(review.reply, { id: r.id, content: '  \u200b ' }, one)).body.msg).toBe(
      '请输入回复内容',
    );
    const replied = await demo.call<Review>(review.reply, { id: r.id, content: '抱歉，已为你补发' }, one);
    expect(replied.body.data.reply).toMatchObject({ content: '抱歉，已为你补发' });
    expect((await demo.call(review.reply, { id: r.id, content: '再说一句' }, one)).body.msg).toBe(
      '你已回复过这条评价',
    );
    expect((await demo.call(review.reply, { id: 99_999_999, content: '你好' }, one)).body.msg).toBe(
      '评价不存在或已删除',
    );
    const notices = (await demo.call<Paginated<Message>>(message.byType, { messageType: 3 }, two)).body.data;
    expect(notices.data[0]).toMatchObject({ title: '评价有了回复', link: `/goods/${g.id}#reviews` });
  });
});

describe('the list', () => {
  it('is paged newest first, with the member’s own first of all', async () => {
    const two = await demo.login(1);
    const { bought } = works();
    await save(two, { target: 'work', target_id: bought.id, stars: 5, content: '我的' });
    const all = db().reviews;
    const others = [...all.values()].filter(
      (r) => r.target === 'work' && r.target_id === bought.id && r.user_id !== MEMBER_2,
    );
    const visitor = (await list('work', bought.id)).data;
    expect(visitor.total).toBe(others.length + 1);
    const times = visitor.data.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(visitor.data.every((r) => !r.mine)).toBe(true);
    const mine = (await list('work', bought.id, two)).data;
    expect(mine.data[0]).toMatchObject({ mine: true, content: '我的' });
    expect((await list('work', 99_999_999)).msg).toBe('作品不存在或已删除');
  });
});

describe('the seed', () => {
  const seeded = seedDb();

  it('has reviews only from buyers: bought works, completed orders holding the goods', () => {
    const reviews = [...seeded.reviews.values()];
    expect(reviews.filter((r) => r.target === 'goods').length).toBeGreaterThan(20);
    expect(reviews.filter((r) => r.target === 'work').length).toBeGreaterThan(20);
    for (const r of reviews) {
      if (r.target === 'work') expect(hasBought(seeded, r.user_id, r.target_id)).toBe(true);
      else {
        const o = seeded.orders.get(r.order_id!)!;
        expect(o).toMatchObject({ buyer_id: r.user_id, status: 'completed' });
        expect(o.lines.some((l) => l.kind !== 'work' && l.goods_id === r.target_id)).toBe(true);
      }
    }
  });

  it('gives most shops a rating earned from their goods’ reviews', async () => {
    const shops = (await demo.call<Paginated<ShopDetail>>(shop.lists, { per_page: 50 })).body.data.data;
    const rated = shops.filter((s) => s.rating_count > 0);
    expect(rated.length).toBeGreaterThanOrEqual(shops.length - 2);
    for (const s of rated) {
      const stars = [...db().reviews.values()]
        .filter((r) => r.target === 'goods' && db().goods.get(r.target_id)!.shop_id === s.id)
        .map((r) => r.stars);
      expect(s.rating_count).toBe(stars.length);
      expect(s.rating).toBe(Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10);
    }
  });
});
