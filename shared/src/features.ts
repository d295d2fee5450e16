/**
 * The parts of the site an operator can switch off (FEATURES in the BFF's environment), each with the
 * calls it needs from the upstream, the pages it owns and the sitemaps it fills. Every call the product
 * spec does not name (`assumed` in endpoints.ts) belongs to exactly one feature, so an upstream that
 * answers only the spec's own calls runs the site with every feature off; the calls of no feature are
 * the core, which every upstream must answer. `check-upstream` (bff/src/check-upstream) reads this to
 * say which features an API can carry; docs/operating.md tells the operator how.
 */
import { ALL_ENDPOINTS } from './endpoints.ts';
import type { SitemapName } from './runtime-config.ts';

/** What a switched-off feature's call is answered (HTTP 404) by the BFF, without reaching the upstream. */
export const FEATURE_OFF_MSG = '这个功能暂未开放';

export interface FeatureDef {
  /** What the operator reads (check-upstream's table, the docs). */
  label: string;
  /** Its calls, keyed like ALL_ENDPOINTS ('comment.add'). */
  calls: readonly string[];
  /** Route patterns of routes.ts that are its pages: a 404 while it is off. */
  routes: readonly string[];
  /** Sitemaps it fills: empty while it is off. */
  sitemaps: readonly SitemapName[];
}

const feature = (
  label: string,
  calls: readonly string[],
  routes: readonly string[] = [],
  sitemaps: readonly SitemapName[] = [],
): FeatureDef => ({ label, calls, routes, sitemaps });

export const FEATURES = {
  gallery: feature(
    '作品浏览（列表、详情、搜索、首页推荐）',
    ['works.lists', 'works.detail', 'works.search', 'works.home', 'works.related', 'works.recommend'],
    [
      '/animation',
      '/animation/:id',
      '/art',
      '/art/:id',
      '/blog',
      '/blog/:id',
      '/model',
      '/model/:id',
      '/explore',
      '/recommend',
      '/share/:type/:id',
    ],
    ['art', 'model', 'animation', 'blog'],
  ),
  reactions: feature(
    '点赞与收藏夹',
    [
      'works.relation',
      'works.like',
      'works.favorite',
      'works.unfavorite',
      'favorite.folders',
      'favorite.addFolder',
      'favorite.detail',
    ],
    ['/favorites/:id'],
  ),
  cooperate: feature('合作邀请', ['works.cooperate']),
  downloads: feature('作品下载与购买', ['works.download', 'order.addWorkOrder']),
  workEdit: feature('编辑与删除作品', ['works.edit', 'works.del'], ['/editWork/:id']),
  community: feature(
    '社区话题',
    [
      'community.lists',
      'community.detail',
      'community.reply',
      'community.add',
      'community.edit',
      'community.del',
    ],
    ['/community', '/community/:id'],
    ['community'],
  ),
  comments: feature('评论', ['comment.lists', 'comment.add', 'comment.like', 'comment.del']),
  notes: feature('笔记', ['note.detail'], ['/note/:id']),
  collections: feature('合集', ['collection.detail'], ['/collection/:id']),
  reviews: feature('评价', ['review.lists', 'review.save', 'review.reply']),
  designers: feature(
    '设计师列表与主页',
    ['designer.lists', 'designer.detail'],
    ['/designer', '/designer/:id'],
    ['designer'],
  ),
  follow: feature('关注', ['user.follow', 'user.unfollow', 'user.relation']),
  privateMessages: feature(
    '私信与拉黑',
    [
      'user.sendMessage',
      'user.conversations',
      'user.readConversation',
      'user.privateUnread',
      'user.blockUser',
      'user.blockState',
    ],
    ['/messagebox'],
  ),
  goods: feature(
    '店铺、商品与发货',
    [
      'shop.lists',
      'shop.detail',
      'shop.goodsList',
      'shop.goodsDetail',
      'order.addOrders',
      'order.ship',
      'order.confirm',
      'order.refund',
      'order.answerRefund',
      'user.getTrade',
      'user.addGoods',
      'user.editGoods',
      'address.lists',
      'address.add',
      'address.edit',
      'address.del',
      'address.setDefault',
    ],
    ['/shop', '/shop/:id', '/goods/:id', '/cart'],
    ['shop', 'goods'],
  ),
  checkout: feature(
    '订单支付页（余额支付、取消）',
    ['order.detail', 'order.cancel', 'order.payByBalance'],
    ['/cart/pay/:id'],
  ),
  withdraw: feature('提现', [
    'user.getWithdrawInfo',
    'user.bindWithdrawAccount',
    'user.withdraw',
    'user.getWithdrawList',
  ]),
  ledger: feature('收入统计与余额明细', ['user.getIncomeDaily', 'user.getBalanceLog']),
  security: feature('账号安全（登录密码、支付密码）', [
    'user.security',
    'user.sendSecurityCode',
    'user.setPassword',
    'user.payPasswordState',
    'user.setPayPassword',
  ]),
  certification: feature(
    '实名认证',
    ['certification.status', 'certification.submit'],
    ['/certification', '/certification/realname'],
  ),
  privateZone: feature('云盘私密空间', ['folder.unlockPrivateZone']),
} as const satisfies Record<string, FeatureDef>;

export type FeatureName = keyof typeof FEATURES;
export const FEATURE_NAMES = Object.keys(FEATURES) as FeatureName[];

const isFeatureName = (name: string): name is FeatureName => Object.hasOwn(FEATURES, name);

/** The feature a call belongs to, or null for a core call. */
export function featureOfCall(key: string): FeatureName | null {
  return FEATURE_NAMES.find((name) => FEATURES[name].calls.includes(key)) ?? null;
}

/** The feature owning a route pattern, or null for a page every site has. */
export function featureOfRoute(pattern: string): FeatureName | null {
  return FEATURE_NAMES.find((name) => FEATURES[name].routes.includes(pattern)) ?? null;
}

/** The feature a sitemap is filled by, or null for one every site has. */
const featureOfSitemap = (sitemap: SitemapName): FeatureName | null =>
  FEATURE_NAMES.find((name) => (FEATURES[name].sitemaps as readonly string[]).includes(sitemap)) ?? null;

/** Whether a route pattern's page is on the site with the features `on` (a page of no feature always is). */
export function routeOn(pattern: string, on: readonly FeatureName[]): boolean {
  const feature = featureOfRoute(pattern);
  return feature === null || on.includes(feature);
}

/** Whether a sitemap is filled with the features `on` (else it is empty and out of the index). */
export function sitemapOn(sitemap: SitemapName, on: readonly FeatureName[]): boolean {
  const feature = featureOfSitemap(sitemap);
  return feature === null || on.includes(feature);
}

/**
 * FEATURES as the operator writes it: `-comments,-withdraw` switches those off (the rest stay on),
 * `all` or nothing leaves everything on, `none` switches everything off; spaces are ignored. Throws
 * on a name it does not know, listing the known ones, so a typo stops the start instead of leaving a
 * feature on.
 */
export function parseFeatures(value: string | undefined): FeatureName[] {
  const off = new Set<FeatureName>();
  for (const raw of (value ?? '').split(',')) {
    const item = raw.trim();
    if (item === '' || item === 'all') continue;
    if (item === 'none') {
      FEATURE_NAMES.forEach((name) => off.add(name));
      continue;
    }
    const name = item.startsWith('-') ? item.slice(1) : item.startsWith('+') ? item.slice(1) : item;
    if (!isFeatureName(name))
      throw new Error(`FEATURES: unknown feature "${name}"; known: ${FEATURE_NAMES.join(', ')}`);
    if (item.startsWith('-')) off.add(name);
    else off.delete(name);
  }
  return FEATURE_NAMES.filter((name) => !off.has(name));
}

/** The FEATURES line that switches these off (what check-upstream suggests). */
export const featuresLine = (off: readonly FeatureName[]): string =>
  off.length === 0 ? 'FEATURES=all' : `FEATURES=${off.map((name) => `-${name}`).join(',')}`;

/** The paths of the calls of the features not in `on`: the BFF answers them itself. */
export function switchedOffPaths(on: readonly FeatureName[]): Set<string> {
  const off = FEATURE_NAMES.filter((name) => !on.includes(name));
  const keys = new Set<string>(off.flatMap((name) => FEATURES[name].calls));
  return new Set(ALL_ENDPOINTS.filter((e) => keys.has(e.key)).map((e) => e.endpoint.path));
}
