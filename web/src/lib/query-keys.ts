import { firstPaintKeys } from '@zaowu/shared';

/**
 * Query key factories that several features share (features import them from here, so using a key
 * never brings another feature along). The member area's lists (features account, wallet
 * and selling) share the 'account' prefix: a payment (features/cart) moves the balance and the trades,
 * a profile change refetches the rest. Only the feature that owns a list writes its key.
 */
export const accountKeys = {
  all: ['account'] as const,
  works: ['account', 'works'] as const,
  goods: ['account', 'goods'] as const,
  items: ['account', 'items'] as const,
  income: ['account', 'income'] as const,
  trades: ['account', 'trades'] as const,
  /** 余额明细 and 提现: whatever moves the balance refetches them. */
  money: ['account', 'money'] as const,
  security: ['account', 'security'] as const,
  userVisitors: (page: number) => ['account', 'visitors', 'user', page] as const,
  workVisitors: (page: number) => ['account', 'visitors', 'work', page] as const,
  favorites: (page: number) => ['account', 'favorites', page] as const,
  follows: (page: number) => ['account', 'follows', page] as const,
  downloads: (page: number) => ['account', 'downloads', page] as const,
  recharge: (orderNo: string) => ['account', 'recharge', orderNo] as const,
};

/** The follow feature's keys. The messages feature refetches everything under `all` after 拉黑, which ends follows both ways. */
export const followKeys = {
  all: ['follow'] as const,
  relation: (userId: number) => ['follow', 'relation', userId] as const,
  list: (page: number) => ['follow', 'list', page] as const,
  lists: ['follow', 'list'] as const,
};

/** The 支付密码's keys: a payment (cart) or a withdrawal (wallet) refetches its state. */
export const payPasswordKeys = {
  state: ['pay-password', 'state'] as const,
};

/**
 * The designers feature's keys. A follow (follow) or a block (messages) changes a designer's counts: both
 * refetch everything under `all`. `list` takes the directory's filters (features/designers/api.ts).
 */
export const designerKeys = {
  all: ['designer'] as const,
  list: firstPaintKeys.designerList,
  detail: firstPaintKeys.designer,
  card: (id: number) => ['designer', 'card', id] as const,
};

/**
 * A work's own keys: its page (work-detail) reads the detail, relation and related works; publishing
 * (publish) writes the saved detail; 下载 (lib/work-api.ts) and 购买 (cart) on its page and in the
 * member's 物品 (selling) change the detail and the relation.
 */
export const workKeys = {
  detail: firstPaintKeys.work,
  related: (id: number) => ['works', 'related', id] as const,
  relation: (id: number) => ['works', 'relation', id] as const,
  like: (id: number) => ['works', 'like', id] as const,
  /** The folder list of a work's 收藏 dialog: one of the favorites queries (favoriteKeys.all). */
  folders: ['favorite', 'folders'] as const,
};

/**
 * 收藏: every favorites query is under `all`, the collections feature's folder pages and a work's 收藏
 * dialog's folder list (work-detail) alike; favoriting a work refetches them.
 */
export const favoriteKeys = {
  all: ['favorite'] as const,
};
