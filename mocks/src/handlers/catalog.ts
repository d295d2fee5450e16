/** Public directories: designers, shops and a member's public card. */
import { requestSchemas } from '@zaowu/shared/requests';
import { nextId } from '../store/db.ts';
import { iso } from '../store/time.ts';
import { goods, goodsDetail, shop, shopDetail } from '../store/views/commerce.ts';
import { paginate } from '../store/views/paginate.ts';
import { designer, designerDetail, designerRows, followerCount } from '../store/views/people.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

export const designerRoutes = {
  lists: route(requestSchemas['designer.lists'], (q, { db }) => {
    const k = q.keyword?.toLowerCase();
    const rows = designerRows(db)
      .filter((u) => !q.specialty || u.specialties.includes(q.specialty))
      .filter(
        (u) =>
          !k || u.nickname.toLowerCase().includes(k) || u.bio.toLowerCase().includes(k) || u.city.includes(k),
      )
      .sort((a, b) =>
        q.sort === 'latest'
          ? b.created_at.localeCompare(a.created_at)
          : followerCount(db, b) - followerCount(db, a) || a.id - b.id,
      );
    return paginate(rows, q, (u) => designer(db, u));
  }),

  detail: route(requestSchemas['designer.detail'], ({ id: userId }, { db, clock, user }) => {
    const u = db.users.get(userId);
    if (!u || !designerRows(db).includes(u)) reject('设计师不存在');
    if (user && user.id !== u.id) {
      const visitId = nextId(db, 'userVisits');
      db.userVisits.set(visitId, {
        id: visitId,
        user_id: u.id,
        visitor_id: user.id,
        visited_at: iso(clock.now()),
      });
    }
    return designerDetail(db, u);
  }),
} satisfies ModuleRoutes<'designer'>;

export const shopRoutes = {
  lists: route(requestSchemas['shop.lists'], (q, { db }) => {
    const k = q.keyword?.toLowerCase();
    const rows = [...db.shops.values()]
      .filter((s) => !k || s.name.toLowerCase().includes(k) || s.description.toLowerCase().includes(k))
      .map((s) => shop(db, s))
      .sort((a, b) => b.sales - a.sales || a.id - b.id);
    return paginate(rows, q, (s) => s);
  }),

  detail: route(requestSchemas['shop.detail'], ({ id: shopId }, { db }) => {
    const s = db.shops.get(shopId);
    if (!s) reject('店铺不存在');
    return shopDetail(db, s);
  }),

  /** Assumed: every shop's goods on sale, newest first. */
  goodsList: route(requestSchemas['shop.goodsList'], (q, { db }) =>
    paginate(
      [...db.goods.values()]
        .filter((g) => g.status === 1 && db.shops.has(g.shop_id))
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id),
      q,
      goods,
    ),
  ),

  /** Assumed: a goods item on sale or off the shelf (the page says it cannot be bought then). */
  goodsDetail: route(requestSchemas['shop.goodsDetail'], ({ id: goodsId }, { db }) => {
    const g = db.goods.get(goodsId);
    const s = g && db.shops.get(g.shop_id);
    if (!g || !s) reject('商品不存在');
    return goodsDetail(db, g, s);
  }),
} satisfies ModuleRoutes<'shop'>;

export const publicUserRoutes = {
  index: route(requestSchemas['publicUser.index'], ({ id: userId }, { db }) => {
    const u = db.users.get(userId);
    if (!u) reject('用户不存在');
    return designer(db, u);
  }),
} satisfies ModuleRoutes<'publicUser'>;
