/**
 * Response schemas for the `data` of every contract call, keyed like ALL_ENDPOINTS ('user.login', …).
 * A compile-time check below makes each schema's output and the shared TypeScript type assignable to
 * each other, so the two cannot drift; strict objects make unknown keys fail at run time too.
 */
import * as z from 'zod';
import {
  LICENSE_KEYS,
  MESSAGE_TYPES,
  WORK_TYPE_KEYS,
  type endpoints,
  type Paginated,
  type ResOf,
} from '@zaowu/shared';
import type { LicenseKey, MessageType, WorkType } from '@zaowu/shared';

const money = z.string().regex(/^\d+\.\d{2}$/, 'money as yuan with two decimals');
const time = z.iso.datetime({ offset: true });
const workType = z.enum(WORK_TYPE_KEYS as [WorkType, ...WorkType[]]);
const licenseKey = z.enum(LICENSE_KEYS as [LicenseKey, ...LicenseKey[]]);
const messageType = z.literal(MESSAGE_TYPES.map((m) => m.type) as [MessageType, ...MessageType[]]);
const orderStatus = z.enum(['unpaid', 'paid', 'cancelled', 'expired', 'refunded']);
const goodsStatus = z.literal([0, 1]);

function page<T extends z.ZodType>(item: T) {
  return z.strictObject({
    total: z.number().int().min(0),
    per_page: z.number().int().min(1).max(100),
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
    data: z.array(item),
  });
}

const userBrief = z.strictObject({ id: z.number().int(), nickname: z.string(), avatar: z.string() });
const userInfo = userBrief.extend({
  mobile: z.string().regex(/^1\d{2}\*{4}\d{4}$/),
  bio: z.string(),
  gender: z.literal([0, 1, 2]),
  city: z.string(),
  balance: money,
  certification: z.enum(['none', 'pending', 'verified', 'rejected']),
  created_at: time,
});
const workFile = z.strictObject({ name: z.string(), url: z.string(), size: z.number().int().min(0) });
/** The author gets the stored address; anyone else null (works.download gives a signed one). */
const workDetailFile = workFile.extend({ url: z.string().nullable() });
const workSummary = z.strictObject({
  id: z.number().int(),
  type: workType,
  title: z.string().min(1),
  cover: z.string().min(1),
  author: userBrief,
  likes: z.number().int().min(0),
  views: z.number().int().min(0),
  favorites: z.number().int().min(0),
  comments: z.number().int().min(0),
  price: money.nullable(),
  is_mature: z.boolean(),
  license: licenseKey,
  created_at: time,
  updated_at: time,
});
const workDetail = workSummary.extend({
  description: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  tools: z.array(z.number().int().min(1).max(29)),
  images: z.array(z.string()),
  files: z.array(workDetailFile),
  model_url: z.string().nullable(),
  video_url: z.string().nullable(),
  downloads: z.number().int().min(0),
});
const designer = userBrief.extend({
  bio: z.string(),
  city: z.string(),
  specialties: z.array(workType),
  works_count: z.number().int().min(0),
  followers: z.number().int().min(0),
  likes: z.number().int().min(0),
  cover: z.string(),
  created_at: time,
  updated_at: time,
});
const designerDetail = designer.extend({
  works_by_type: z.record(workType, z.number().int().min(0)),
  recent_works: z.array(workSummary),
});
const shop = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  banner: z.string(),
  description: z.string(),
  owner: userBrief,
  goods_count: z.number().int().min(0),
  sales: z.number().int().min(0),
  rating: z.number().min(0).max(5),
  created_at: time,
  updated_at: time,
});
const goods = z.strictObject({
  id: z.number().int(),
  shop_id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  price: money,
  stock: z.number().int().min(0),
  sales: z.number().int().min(0),
  status: goodsStatus,
  description: z.string(),
  created_at: time,
});
const order = z.strictObject({
  id: z.number().int(),
  order_no: z.string(),
  status: orderStatus,
  total: money,
  lines: z.array(
    z.discriminatedUnion('kind', [
      z.strictObject({
        kind: z.literal('goods'),
        goods_id: z.number().int(),
        title: z.string(),
        cover: z.string(),
        price: money,
        quantity: z.number().int().min(1),
      }),
      z.strictObject({
        kind: z.literal('work'),
        work_id: z.number().int(),
        work_type: workType,
        title: z.string(),
        cover: z.string(),
        price: money,
        quantity: z.literal(1),
      }),
    ]),
  ),
  shop_id: z.number().int().nullable(),
  created_at: time,
  expires_at: time,
  paid_at: time.nullable(),
  pay_method: z.enum(['wechat', 'balance']).nullable(),
});
const trade = z.strictObject({
  id: z.number().int(),
  order_no: z.string(),
  direction: z.enum(['buy', 'sell']),
  title: z.string(),
  amount: money,
  status: orderStatus,
  counterpart: userBrief,
  created_at: time,
});
const item = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['work', 'goods']),
  title: z.string(),
  cover: z.string(),
  price: money,
  bought_at: time,
  download_url: z.string().nullable(),
  work: z.strictObject({ id: z.number().int(), type: workType, files: z.number().int().min(0) }).nullable(),
});
const incomeRow = z.strictObject({
  id: z.number().int(),
  amount: money,
  source: z.enum(['sale', 'reward']),
  title: z.string(),
  order_no: z.string(),
  created_at: time,
});
/** A signed amount ("-12.50" for money out). */
const signedMoney = z.string().regex(/^-?\d+\.\d{2}$/, 'signed money as yuan with two decimals');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const balanceLogRow = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['opening', 'recharge', 'purchase', 'sale', 'reward', 'refund', 'withdrawal']),
  amount: signedMoney,
  balance_after: money,
  title: z.string().min(1),
  ref_no: z.string(),
  withdrawal_status: z.enum(['pending', 'done']).nullable(),
  created_at: time,
});
const withdrawAccount = z.strictObject({
  kind: z.enum(['alipay', 'bank']),
  label: z.string().min(1),
  holder: z.string().min(1),
  bound_at: time,
});
const withdrawal = z.strictObject({
  id: z.number().int(),
  withdraw_no: z.string().regex(/^TX\d+$/),
  amount: money,
  fee: money,
  total: money,
  status: z.enum(['pending', 'done']),
  account: z.string().min(1),
  created_at: time,
  done_at: time.nullable(),
});
const visitor = z.strictObject({ user: userBrief, visited_at: time });
const workVisitor = visitor.extend({
  work: z.strictObject({ id: z.number().int(), title: z.string(), type: workType }),
});
const followEntry = userBrief.extend({
  bio: z.string(),
  followed_at: time,
  works_count: z.number().int().min(0),
  followers: z.number().int().min(0),
  latest_works: z.array(workSummary).max(4),
});
const download = z.strictObject({
  id: z.number().int(),
  work: z.strictObject({ id: z.number().int(), title: z.string(), type: workType, cover: z.string() }),
  file: workDetailFile,
  downloaded_at: time,
});
const guide = z.strictObject({ finished: z.boolean(), skipped: z.boolean() });
const privateMessage = z.strictObject({
  id: z.number().int(),
  from: userBrief,
  to: userBrief,
  content: z.string(),
  read: z.boolean(),
  created_at: time,
});
const conversation = z.strictObject({
  user: userBrief,
  last: privateMessage,
  unread: z.number().int().min(0),
});
const privateUnread = z.strictObject({ unread: z.number().int().min(0) });
const message = z.strictObject({
  id: z.number().int(),
  message_type: messageType,
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  from: userBrief.nullable(),
  cooperation: z
    .strictObject({
      id: z.number().int(),
      work_id: z.number().int(),
      status: z.enum(['pending', 'approved', 'rejected']),
    })
    .nullable(),
  link: z.string().startsWith('/').nullable(),
  created_at: time,
});
const certification = z.strictObject({
  status: z.enum(['none', 'pending', 'verified', 'rejected']),
  real_name: z.string().regex(/^\*/, 'masked').nullable(),
  id_number: z
    .string()
    .regex(/^\d{3}\*{11}[\dX]{4}$/, 'masked')
    .nullable(),
  submitted_at: time.nullable(),
  reviewed_at: time.nullable(),
  reason: z.string().nullable(),
});
const messageConfig = z
  .array(z.strictObject({ message_type: messageType, enabled: z.boolean() }))
  .length(MESSAGE_TYPES.length);
const folder = z.strictObject({
  id: z.number().int(),
  name: z.string().min(1),
  parent_id: z.number().int().min(0),
  is_private: z.boolean(),
  created_at: time,
});
const diskFile = z.strictObject({
  id: z.number().int(),
  folder_id: z.number().int().min(0),
  name: z.string().min(1),
  path: z.string().min(1),
  url: z.string().min(1),
  size: z.number().int().min(0),
  mime: z.string(),
  created_at: time,
});
const listing = z.strictObject({
  folder: folder.nullable(),
  folders: z.array(folder),
  files: z.array(diskFile),
});
const feedback = z.strictObject({
  id: z.number().int(),
  type: z.enum(['bug', 'suggestion', 'content', 'other']),
  content: z.string(),
  images: z.array(z.string()),
  contact: z.string(),
  reply: z.string().nullable(),
  created_at: time,
});
const tag = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  types: z.array(workType),
  count: z.number().int().min(0),
});
/** A same-origin path (never //host or a scheme). */
const sitePath = z.string().regex(/^\/(?!\/)\S*$/, 'a same-origin path');
const perType = <T extends z.ZodType>(item: T) => z.record(workType, z.array(item));
const favoriteResult = z.strictObject({
  favorited: z.boolean(),
  favorites: z.number().int().min(0),
  folder_id: z.number().int().nullable(),
});
const followResult = z.strictObject({ following: z.boolean(), followers: z.number().int().min(0) });
const favoriteFolder = z.strictObject({
  id: z.number().int(),
  name: z.string().min(1).max(20),
  count: z.number().int().min(0),
  cover: z.union([z.literal(''), sitePath]),
  is_public: z.boolean(),
  created_at: time,
});
const collectionSummary = z.strictObject({
  id: z.number().int(),
  title: z.string().min(1),
  description: z.string(),
  cover: z.string(),
  curator: userBrief,
  works_count: z.number().int().min(0),
  created_at: time,
});
const topic = z.strictObject({
  id: z.number().int(),
  title: z.string().min(1),
  excerpt: z.string(),
  author: userBrief,
  tags: z.array(z.string()),
  replies: z.number().int().min(0),
  views: z.number().int().min(0),
  last_reply_at: time,
  created_at: time,
});
const topicPost = z.strictObject({
  id: z.number().int(),
  floor: z.number().int().min(1),
  author: userBrief,
  content: z.string().min(1),
  created_at: time,
});
const workComment = z.strictObject({
  id: z.number().int(),
  work_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  author: userBrief,
  reply_to: userBrief.nullable(),
  content: z.string().min(1).max(2000),
  likes: z.number().int().min(0),
  liked: z.boolean(),
  created_at: time,
});
const commentThread = workComment
  .extend({ replies: z.array(workComment) })
  .refine((c) => c.parent_id === null && c.reply_to === null, 'a thread is a top-level comment');
const wxPay = z.strictObject({
  order_no: z.string(),
  code_url: z.string().startsWith('weixin://wxpay/bizpayurl?pr='),
  expires_at: time,
});

export const responseSchemas = {
  'user.login': z.strictObject({ token: z.string().min(16), userinfo: userInfo }),
  'user.logout': z.null(),
  'user.resetpwd': z.null(),
  'user.profile': userInfo,
  'user.getAuthUrl': z.strictObject({ url: z.url({ protocol: /^https$/ }) }),
  'user.index': z.strictObject({
    userinfo: userInfo,
    stats: z.strictObject({
      works: z.number().int().min(0),
      followers: z.number().int().min(0),
      following: z.number().int().min(0),
      likes: z.number().int().min(0),
      views: z.number().int().min(0),
      income_total: money,
    }),
  }),
  'user.checkLogin': z.strictObject({ isLogin: z.boolean() }),
  'user.download': page(download),
  'user.getMyWorks': page(workSummary),
  'user.getUserVisitor': page(visitor),
  'user.getWorkVisitor': page(workVisitor),
  'user.getGoodsList': page(goods),
  'user.getCollectList': page(workSummary),
  'user.getFollowList': page(followEntry),
  'user.getTradeList': page(trade),
  'user.getItemList': page(item),
  'user.getIncomeList': page(incomeRow),
  'user.getGoodsTabData': z.strictObject({
    all: z.number().int(),
    on_sale: z.number().int(),
    off_sale: z.number().int(),
    shop_id: z.number().int().nullable(),
  }),
  'user.getItemTabData': z.strictObject({
    all: z.number().int(),
    work: z.number().int(),
    goods: z.number().int(),
  }),
  'user.setGoodsPrice': goods,
  'user.setGoodStatus': goods,
  'user.getRechargeData': z.strictObject({
    order_no: z.string(),
    amount: money,
    code_url: z.string().startsWith('weixin://wxpay/bizpayurl?pr='),
    created_at: time,
    expires_at: time,
  }),
  'user.checkRechargeStatus': z.strictObject({
    order_no: z.string(),
    status: z.enum(['pending', 'paid', 'expired']),
    balance: money,
  }),
  'user.getIncomeDaily': z.strictObject({
    range: z.literal([7, 30, 90]),
    from: day,
    to: day,
    total: money,
    count: z.number().int().min(0),
    days: z.array(z.strictObject({ day, amount: money, count: z.number().int().min(0) })),
  }),
  'user.getBalanceLog': page(balanceLogRow),
  'user.getWithdrawInfo': z.strictObject({
    certification: z.enum(['none', 'pending', 'verified', 'rejected']),
    account: withdrawAccount.nullable(),
    balance: money,
    pending: z.number().int().min(0),
  }),
  'user.bindWithdrawAccount': withdrawAccount,
  'user.withdraw': withdrawal,
  'user.getWithdrawList': page(withdrawal),
  'user.addGoods': goods,
  'user.editGoods': goods,
  'user.getGuideStatus': guide,
  'user.finishGuide': guide,
  'user.skipGuide': guide,
  'user.messageList': page(privateMessage),
  'user.sendMessage': privateMessage,
  'user.conversations': page(conversation),
  'user.readConversation': privateUnread,
  'user.privateUnread': privateUnread,
  'user.blockUser': z.strictObject({ blocked: z.boolean() }),
  'user.blockState': z.strictObject({ blocked_by_me: z.boolean(), blocked_me: z.boolean() }),
  'user.follow': followResult,
  'user.unfollow': followResult,
  'user.relation': z.strictObject({ following: z.boolean() }),
  'user.security': z.strictObject({
    mobile: z.string().regex(/^1\d{2}\*{4}\d{4}$/),
    has_password: z.boolean(),
  }),
  'user.sendSecurityCode': z.strictObject({ demo_code: z.string().regex(/^\d{6}$/) }).nullable(),
  'user.setPassword': z.null(),
  'sms.send': z.strictObject({ demo_code: z.string().regex(/^\d{6}$/) }).nullable(),
  'works.add': workDetail,
  'works.edit': workDetail,
  'works.del': z.null(),
  'works.getWorksTags': z.array(tag),
  'works.lists': page(workSummary),
  'works.detail': workDetail,
  'works.search': z.strictObject({
    works: z.array(workSummary),
    designers: z.array(designer),
    shops: z.array(shop),
  }),
  'works.home': z.strictObject({
    banners: z
      .array(
        z.strictObject({
          id: z.number().int(),
          title: z.string().min(1),
          subtitle: z.string(),
          image: sitePath,
          link: sitePath,
        }),
      )
      .min(1),
    latest: perType(workSummary),
    hot: perType(workSummary),
    designers: z.array(designer),
    shops: z.array(shop),
    tags: z.array(tag),
  }),
  'works.related': z.array(workSummary).max(24),
  'works.recommend': page(workSummary.extend({ reason: z.string().min(1) })),
  'works.relation': z.strictObject({
    liked: z.boolean(),
    favorited: z.boolean(),
    folder_id: z.number().int().nullable(),
    following_author: z.boolean(),
    purchased: z.boolean(),
  }),
  'works.like': z.strictObject({ liked: z.boolean(), likes: z.number().int().min(0) }),
  'works.favorite': favoriteResult,
  'works.unfavorite': favoriteResult,
  'works.cooperate': z.null(),
  'works.download': z.strictObject({
    url: z.string().startsWith('/'),
    name: z.string().min(1),
    downloads: z.number().int().min(0),
  }),
  'favorite.folders': z.array(favoriteFolder),
  'favorite.addFolder': favoriteFolder,
  'favorite.detail': z.strictObject({
    folder: favoriteFolder.extend({ owner: userBrief }),
    works: page(workSummary),
  }),
  'collection.detail': collectionSummary.extend({ works: z.array(workSummary) }),
  'community.lists': page(topic),
  'community.detail': z.strictObject({
    topic: topic.extend({ content: z.string().min(1) }),
    posts: page(topicPost),
  }),
  'community.reply': topicPost,
  'community.add': topic.extend({ content: z.string().min(1) }),
  'community.edit': topic.extend({ content: z.string().min(1) }),
  'community.del': z.null(),
  'comment.lists': page(commentThread).extend({
    comments: z.number().int().min(0),
    focus: z.number().int().nullable(),
  }),
  'comment.add': z.strictObject({ comment: workComment, comments: z.number().int().min(1) }),
  'comment.like': z.strictObject({ liked: z.boolean(), likes: z.number().int().min(0) }),
  'comment.del': z.strictObject({ removed: z.number().int().min(1), comments: z.number().int().min(0) }),
  'note.detail': z.strictObject({
    id: z.number().int(),
    title: z.string().min(1),
    content: z.string().min(1),
    cover: z.string(),
    author: userBrief,
    work: workSummary.nullable(),
    views: z.number().int().min(0),
    created_at: time,
  }),
  'designer.lists': page(designer),
  'designer.detail': designerDetail,
  'shop.lists': page(shop),
  'shop.detail': shop.extend({ goods: z.array(goods) }),
  'shop.goodsList': page(goods),
  'shop.goodsDetail': goods.extend({
    images: z.array(z.string()).min(1),
    shop: shop.pick({
      id: true,
      name: true,
      logo: true,
      owner: true,
      goods_count: true,
      sales: true,
      rating: true,
    }),
  }),
  'order.addOrder': order,
  'order.addOrderByWeixin': wxPay,
  'order.detail': order,
  'order.addWorkOrder': order,
  'order.payByBalance': order,
  'order.cancel': order,
  'feedback.add': feedback,
  'feedback.lists': page(feedback),
  'publicUser.index': designer,
  'folder.add': folder,
  'folder.edit': folder,
  'folder.del': z.null(),
  'folder.addFile': diskFile,
  'folder.editFile': diskFile,
  'folder.delFile': z.null(),
  'folder.move': z.null(),
  'folder.lists': listing,
  'folder.downFile': z.strictObject({ url: z.string().min(1), name: z.string().min(1) }),
  'folder.getFolderData': z.strictObject({
    used: z.number().int().min(0),
    total: z.number().int().min(1),
    file_count: z.number().int().min(0),
    folder_count: z.number().int().min(0),
  }),
  'folder.getPrivateZoneData': listing,
  'folder.unlockPrivateZone': z.strictObject({ zone_key: z.string().min(16), expires_at: time }),
  'message.countAllUnread': z
    .array(z.strictObject({ message_type: messageType, message_count: z.number().int().min(0) }))
    .length(MESSAGE_TYPES.length),
  'message.byType': page(message),
  'message.setRead': z.null(),
  'message.configEdit': messageConfig,
  'message.configGet': messageConfig,
  'message.audit': z.null(),
  'certification.status': certification,
  'certification.submit': certification,
  'upload.chunkUpload': z.strictObject({ fullurl: z.string(), path: z.string().optional() }),
  'share.getWxConfig': z.strictObject({
    appId: z.string(),
    timestamp: z.number().int(),
    nonceStr: z.string(),
    signature: z.string().regex(/^[0-9a-f]{40}$/),
    jsApiList: z.array(z.string()),
  }),
  'linkChecker.create': z.null(),
} as const;

type Endpoints = typeof endpoints;
/** 'module.name' for every call of the contract. */
export type EndpointKey = {
  [M in keyof Endpoints]: `${M & string}.${keyof Endpoints[M] & string}`;
}[keyof Endpoints];
type ResOfKey<K extends EndpointKey> = K extends `${infer M extends keyof Endpoints}.${infer N}`
  ? N extends keyof Endpoints[M]
    ? ResOf<Endpoints[M][N]>
    : never
  : never;

type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Every contract key has a schema, no schema lacks a key, and each schema's output matches its type.
type Drift = { [K in EndpointKey]: Mutual<z.output<(typeof responseSchemas)[K]>, ResOfKey<K>> };
const _noDrift: { [K in EndpointKey]: true } = {} as Drift;
const _noStrayKeys: Record<keyof typeof responseSchemas, unknown> = {} as Record<EndpointKey, unknown>;
void _noDrift;
void _noStrayKeys;

export type { Paginated };
