/**
 * The contract's answers as zod schemas: the one source of their shapes. `types.ts` names each one's
 * type (`z.infer`), so the SPA imports types only and no zod reaches its bundle; the demo upstream's
 * contract test checks every handler's `data` against `responseSchemas`, keyed like ALL_ENDPOINTS
 * ('user.login', …). Strict objects make unknown keys fail at run time too.
 * Money is a decimal string in yuan with two decimals ("12.50"), never a float; times are ISO 8601.
 */
import * as z from './zod.ts';
import { LICENSE_KEYS, MESSAGE_TYPES, type LicenseKey, type MessageType } from './catalog.ts';
import { WORK_TYPE_KEYS, type WorkType } from './constants.ts';
import type { endpoints } from './endpoints.ts';
import { ADDRESS_LIMITS } from './address-input.ts';

const money = z.string().regex(/^\d+\.\d{2}$/, 'money as yuan with two decimals');
/** A signed amount ("-12.50" for money out). */
const signedMoney = z.string().regex(/^-?\d+\.\d{2}$/, 'signed money as yuan with two decimals');
const time = z.iso.datetime({ offset: true });
/** yyyy-mm-dd. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A same-origin path (never //host or a scheme). */
const sitePath = z.string().regex(/^\/(?!\/)\S*$/, 'a same-origin path');
const count = z.number().int().min(0);
const maskedMobile = z.string().regex(/^1\d{2}\*{4}\d{4}$/);
const wxCodeUrl = z.string().startsWith('weixin://wxpay/bizpayurl?pr=');

const workType = z.enum(WORK_TYPE_KEYS as [WorkType, ...WorkType[]]);
const licenseKey = z.enum(LICENSE_KEYS as [LicenseKey, ...LicenseKey[]]);
const messageType = z.literal(MESSAGE_TYPES.map((m) => m.type) as [MessageType, ...MessageType[]]);
/**
 * unpaid until paid, cancelled by the buyer, or expired at `expires_at` (the server's pay window, as long
 * as a recharge's). Paid physical goods wait for the seller: paid (待发货) → shipped (已发货) → completed
 * (已完成: the buyer's 确认收货, or AUTO_CONFIRM_DAYS after shipping); works and digital goods are
 * completed when paid; only completed goods may be reviewed. refunded: the money went back to the buyer's balance.
 */
export const orderStatus = z.enum([
  'unpaid',
  'paid',
  'shipped',
  'completed',
  'cancelled',
  'expired',
  'refunded',
]);
/** How an order was paid: WeChat Pay (QR), or the member's balance (余额支付). */
export const payMethod = z.enum(['wechat', 'balance']);
/** 0 off shelf, 1 on sale. */
export const goodsStatus = z.literal([0, 1]);
/** 0 unknown, 1 male, 2 female. */
export const gender = z.literal([0, 1, 2]);
export const certificationStatus = z.enum(['none', 'pending', 'verified', 'rejected']);

function page<T extends z.ZodType>(item: T) {
  return z.strictObject({
    total: count,
    per_page: z.number().int().min(1).max(100),
    current_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
    data: z.array(item),
  });
}

export const userBrief = z.strictObject({ id: z.number().int(), nickname: z.string(), avatar: z.string() });
/** The logged-in member's own profile. */
export const userInfo = userBrief.extend({
  /** Masked, e.g. 138****8000. */
  mobile: maskedMobile,
  bio: z.string(),
  gender,
  city: z.string(),
  balance: money,
  certification: certificationStatus,
  created_at: time,
});
export const loginRes = z.strictObject({ token: z.string().min(16), userinfo: userInfo });
/** 账号安全: what the member can see of their sign-in. */
export const accountSecurity = z.strictObject({
  /** Masked, e.g. 138****8000. */
  mobile: maskedMobile,
  has_password: z.boolean(),
});
/**
 * 支付密码 (assumed): whether the member set one, and until when it is locked after too many wrong ones
 * (null when it is not locked).
 */
export const payPasswordState = z.strictObject({ is_set: z.boolean(), locked_until: time.nullable() });
/** The member's real-name certification (认证中心). Personal data comes back masked. */
export const certification = z.strictObject({
  status: certificationStatus,
  /** Masked, e.g. *晓明; null before anything was submitted. */
  real_name: z.string().regex(/^\*/, 'masked').nullable(),
  /** Masked, e.g. 110***********002X; null before anything was submitted. */
  id_number: z
    .string()
    .regex(/^\d{3}\*{11}[\dX]{4}$/, 'masked')
    .nullable(),
  submitted_at: time.nullable(),
  reviewed_at: time.nullable(),
  /** Why it was not approved (status rejected), else null. */
  reason: z.string().nullable(),
});
export const accountOverview = z.strictObject({
  userinfo: userInfo,
  stats: z.strictObject({
    works: count,
    followers: count,
    following: count,
    likes: count,
    views: count,
    income_total: money,
  }),
});
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
export const designer = userBrief.extend({
  bio: z.string(),
  city: z.string(),
  /** The kinds of work this designer is known for. */
  specialties: z.array(workType),
  works_count: count,
  followers: count,
  likes: count,
  cover: z.string(),
  created_at: time,
  updated_at: time,
});
export const designerDetail = designer.extend({
  works_by_type: z.record(workType, count),
  recent_works: z.array(workSummary),
});
export const shop = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  banner: z.string(),
  description: z.string(),
  owner: userBrief,
  goods_count: count,
  sales: count,
  /** The average stars of its goods' reviews, 0–5 with one decimal; 0 while none is rated. */
  rating: z.number().min(0).max(5),
  /** How many reviews of its goods the rating is from. */
  rating_count: count,
  created_at: time,
  updated_at: time,
});
export const goods = z.strictObject({
  id: z.number().int(),
  shop_id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  price: money,
  stock: count,
  sales: count,
  status: goodsStatus,
  description: z.string(),
  /** A physical item (no file to download): an order of it needs a 收货地址 and is shipped (assumed). */
  ships: z.boolean(),
  created_at: time,
});
export const shopDetail = shop.extend({ goods: z.array(goods) });
/** A goods item's page: its pictures and the shop selling it. */
export const goodsDetail = goods.extend({
  /** The cover first, then the other pictures. */
  images: z.array(z.string()).min(1),
  shop: shop.pick({
    id: true,
    name: true,
    logo: true,
    owner: true,
    goods_count: true,
    sales: true,
    rating: true,
    rating_count: true,
  }),
});
export const goodsTabData = z.strictObject({
  all: z.number().int(),
  on_sale: z.number().int(),
  off_sale: z.number().int(),
  /** Assumed: the member's shop, where new goods go; null when they have none yet. */
  shop_id: z.number().int().nullable(),
});
/** A shop's goods item in an order. */
const goodsOrderLine = z.strictObject({
  kind: z.literal('goods'),
  goods_id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  price: money,
  quantity: z.number().int().min(1),
});
/** A work bought from its author (order.addWorkOrder): its files, once; quantity is always 1. */
export const workOrderLine = z.strictObject({
  kind: z.literal('work'),
  work_id: z.number().int(),
  work_type: workType,
  title: z.string(),
  cover: z.string(),
  price: money,
  quantity: z.literal(1),
});
export const orderLine = z.discriminatedUnion('kind', [goodsOrderLine, workOrderLine]);
/** Where an order ships: a copy of the buyer's address as it was when ordered (a later edit leaves it). */
export const orderAddress = z.strictObject({
  /** 收货人. */
  name: z.string(),
  /** In full for the buyer, and for the seller while the order is to be shipped or on its way; masked after. */
  mobile: z.string().regex(/^1\d{2}(\d{4}|\*{4})\d{4}$/),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
});
/** 收货地址: one of the member's addresses (assumed: address.*). */
export const address = orderAddress.extend({
  id: z.number().int(),
  /** The district's GB/T 2260 code (shared regions.ts). */
  region_code: z.string().regex(/^\d{6}$/),
  /** The one preselected at checkout; a member with addresses has exactly one. */
  is_default: z.boolean(),
  created_at: time,
});
/** 发货: the carrier and its tracking number, set by the seller. */
const shipment = z.strictObject({ carrier: z.string(), tracking_no: z.string(), shipped_at: time });
/** The buyer's 申请退款 after shipping, waiting for the seller (refused_at set when the seller said no). */
const refundRequest = z.strictObject({
  reason: z.string(),
  note: z.string(),
  requested_at: time,
  refused_at: time.nullable(),
});
/** What an order and a trade say about getting the goods to the buyer and about money going back. */
const fulfilment = {
  /** Physical goods in it: once paid it waits for 发货. Works and digital goods: false. */
  ships: z.boolean(),
  address: orderAddress.nullable(),
  shipment: shipment.nullable(),
  refund: refundRequest.nullable(),
  /** Shipped: when it completes by itself unless the buyer confirms first. */
  auto_complete_at: time.nullable(),
  completed_at: time.nullable(),
  refunded_at: time.nullable(),
};
export const order = z.strictObject({
  id: z.number().int(),
  order_no: z.string(),
  status: orderStatus,
  total: money,
  /** One seller per order: goods of one shop, or works of one author. */
  lines: z.array(orderLine),
  /** The shop sold from; null for an order of works (the seller is their author). */
  shop_id: z.number().int().nullable(),
  created_at: time,
  /** Until when it can be paid (its pay code expires then too); decided by the server. */
  expires_at: time,
  paid_at: time.nullable(),
  /** Null until paid. */
  pay_method: payMethod.nullable(),
  ...fulfilment,
  /**
   * Orders placed together (a checkout across shops, one order per shop) are paid in one payment: the
   * ids of all of them, this one included, in order. A lone order: its own id.
   */
  batch: z.array(z.number().int()).min(1),
  /** What one payment of this order takes now: its own total, or that of the batch's unpaid orders. */
  pay_total: money,
});
export const trade = z.strictObject({
  id: z.number().int(),
  order_no: z.string(),
  /** buy: the member paid; sell: the member was paid. */
  direction: z.enum(['buy', 'sell']),
  title: z.string(),
  /** The order's total; whether it was spent, earned or given back follows from status and direction. */
  amount: money,
  status: orderStatus,
  counterpart: userBrief,
  created_at: time,
  paid_at: time.nullable(),
  pay_method: payMethod.nullable(),
  ...fulfilment,
});
/** Items the member bought (works and goods they may download or use). */
export const item = z.strictObject({
  id: z.number().int(),
  kind: z.enum(['work', 'goods']),
  title: z.string(),
  cover: z.string(),
  price: money,
  bought_at: time,
  /** Goods: a signed address of its file (null for physical goods). Works: null (see `work`). */
  download_url: z.string().nullable(),
  /**
   * A bought work that still exists: its page, and how many files it has (each downloaded through
   * works.download). Null for goods and for deleted works.
   */
  work: z.strictObject({ id: z.number().int(), type: workType, files: count }).nullable(),
});
export const itemTabData = z.strictObject({
  all: z.number().int(),
  work: z.number().int(),
  goods: z.number().int(),
});
/** 收入: earnings only — sales and rewards (a recharge or a refund is the member's own money: 余额明细). */
export const incomeRow = z.strictObject({
  id: z.number().int(),
  amount: money,
  source: z.enum(['sale', 'reward']),
  title: z.string(),
  order_no: z.string(),
  created_at: time,
});
/** How far back the income chart reaches, in days (assumed). */
export const incomeRange = z.literal([7, 30, 90]);
/** 收入 per China-time day over the last `range` days, today included, oldest first (assumed). */
export const incomeDaily = z.strictObject({
  range: incomeRange,
  /** yyyy-mm-dd, China time: the first and last day. */
  from: day,
  to: day,
  total: money,
  count,
  days: z.array(z.strictObject({ day, amount: money, count })),
});
/** Why a balance moved (余额明细, assumed). */
export const balanceLogKind = z.enum([
  'opening',
  'recharge',
  'purchase',
  'sale',
  'reward',
  'refund',
  'withdrawal',
]);
const withdrawalStatus = z.enum(['pending', 'done']);
/** One movement of the member's balance, newest first in its list (assumed). */
export const balanceLogRow = z.strictObject({
  id: z.number().int(),
  kind: balanceLogKind,
  /** Signed: "-12.50" for money out. */
  amount: signedMoney,
  /** The balance right after this movement. */
  balance_after: money,
  title: z.string().min(1),
  /** The order, recharge or withdrawal number ('' for the opening balance). */
  ref_no: z.string(),
  /** A withdrawal's state (处理中 / 已到账); null for every other kind. */
  withdrawal_status: withdrawalStatus.nullable(),
  created_at: time,
});
export const withdrawAccountKind = z.enum(['alipay', 'bank']);
/** The bound account withdrawals go to, shown masked (assumed). */
export const withdrawAccount = z.strictObject({
  kind: withdrawAccountKind,
  /** e.g. 支付宝 138****8000, 招商银行 尾号 1234. */
  label: z.string().min(1),
  /** The holder's name, masked like the certification's (*小雨). */
  holder: z.string().min(1),
  bound_at: time,
});
/** What the 提现 form needs to know first (assumed). */
export const withdrawInfo = z.strictObject({
  certification: certificationStatus,
  account: withdrawAccount.nullable(),
  balance: money,
  /** Withdrawals 处理中 now. */
  pending: count,
});
/** A withdrawal: pending (处理中, the money already left the balance) until paid out (已到账) (assumed). */
export const withdrawal = z.strictObject({
  id: z.number().int(),
  withdraw_no: z.string().regex(/^TX\d+$/),
  amount: money,
  fee: money,
  /** amount + fee: what left the balance. */
  total: money,
  status: withdrawalStatus,
  /** The account it goes to, masked. */
  account: z.string().min(1),
  created_at: time,
  done_at: time.nullable(),
});
export const visitor = z.strictObject({ user: userBrief, visited_at: time });
export const workVisitor = visitor.extend({
  work: z.strictObject({ id: z.number().int(), title: z.string(), type: workType }),
});
/** Someone the member follows, with enough to fill a card on /follow. */
export const followEntry = userBrief.extend({
  bio: z.string(),
  followed_at: time,
  /** Works they have published. */
  works_count: count,
  followers: count,
  /** Up to 4 of their works, newest first. */
  latest_works: z.array(workSummary).max(4),
});
export const downloadRecord = z.strictObject({
  id: z.number().int(),
  work: z.strictObject({ id: z.number().int(), title: z.string(), type: workType, cover: z.string() }),
  /** `url`: a fresh signed address while the file is still on the work and the member may have it, else null. */
  file: workDetailFile,
  downloaded_at: time,
});
export const rechargeData = z.strictObject({
  order_no: z.string(),
  amount: money,
  /** WeChat Pay native code_url, to be shown as a QR code. */
  code_url: wxCodeUrl,
  /** Assumed: when the recharge was made by the server's clock (a countdown's offset to the device's). */
  created_at: time,
  expires_at: time,
});
export const rechargeStatus = z.strictObject({
  order_no: z.string(),
  status: z.enum(['pending', 'paid', 'expired']),
  balance: money,
});
export const guideStatus = z.strictObject({
  /** True once the member finished or skipped the tour. */
  finished: z.boolean(),
  skipped: z.boolean(),
});
export const privateMessage = z.strictObject({
  id: z.number().int(),
  from: userBrief,
  to: userBrief,
  content: z.string(),
  read: z.boolean(),
  created_at: time,
});
/** A conversation in /messagebox: the other person, the newest message either way, unread to me. */
export const conversation = z.strictObject({
  user: userBrief,
  last: privateMessage,
  /** Messages from them the member has not read. */
  unread: count,
});
/** The member's unread private messages, all conversations together (the header badge adds it). */
export const privateUnread = z.strictObject({ unread: count });
/**
 * 拉黑 between the member and another user, either way (user.blockState). Either one stops private
 * messages both ways; what was already written stays.
 */
export const blockState = z.strictObject({
  /** The member blocked them: nothing can be sent until the member unblocks. */
  blocked_by_me: z.boolean(),
  /** They blocked the member: what the member sends is refused. */
  blocked_me: z.boolean(),
});
export const unreadCount = z.strictObject({ message_type: messageType, message_count: count });
export const message = z.strictObject({
  id: z.number().int(),
  message_type: messageType,
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  from: userBrief.nullable(),
  /** For cooperation applications (type 7): the application to audit. */
  cooperation: z
    .strictObject({
      id: z.number().int(),
      work_id: z.number().int(),
      status: z.enum(['pending', 'approved', 'rejected']),
    })
    .nullable(),
  /**
   * The site path of what the message is about (a work, a comment on it as /model/5#comment-12, an
   * order, a topic, a certification), or null. Goes through the URL rules before it is a link.
   */
  link: z.string().startsWith('/').nullable(),
  created_at: time,
});
export const messageConfigEntry = z.strictObject({ message_type: messageType, enabled: z.boolean() });
const messageConfig = z.array(messageConfigEntry).length(MESSAGE_TYPES.length);
export const folder = z.strictObject({
  id: z.number().int(),
  name: z.string().min(1),
  parent_id: z.number().int().min(0),
  is_private: z.boolean(),
  created_at: time,
});
export const diskFile = z.strictObject({
  id: z.number().int(),
  folder_id: z.number().int().min(0),
  name: z.string().min(1),
  path: z.string().min(1),
  /** Where the file can be viewed: a signed address that expires (a few minutes), never the bare path. */
  url: z.string().min(1),
  size: count,
  mime: z.string(),
  created_at: time,
});
/** folder.unlockPrivateZone's answer. */
export const zoneKey = z.strictObject({ zone_key: z.string().min(16), expires_at: time });
export const folderListing = z.strictObject({
  folder: folder.nullable(),
  folders: z.array(folder),
  files: z.array(diskFile),
});
export const folderData = z.strictObject({
  used: count,
  total: z.number().int().min(1),
  file_count: count,
  folder_count: count,
});
/** A file's address and name to download it by (folder.downFile). */
export const fileLink = z.strictObject({ url: z.string().min(1), name: z.string().min(1) });
export const feedback = z.strictObject({
  id: z.number().int(),
  type: z.enum(['bug', 'suggestion', 'content', 'other']),
  content: z.string(),
  images: z.array(z.string()),
  contact: z.string(),
  reply: z.string().nullable(),
  created_at: time,
});
export const wxConfig = z.strictObject({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string().regex(/^[0-9a-f]{40}$/),
  jsApiList: z.array(z.string()),
});
export const uploadResult = z.strictObject({
  /** Absolute address of the stored file; a signed one that expires when the file is private. */
  fullurl: z.string(),
  /** The same address on this site (path and query), set on the last chunk. */
  path: z.string().optional(),
});
/**
 * sms.send's answer. A real SMS gateway answers null; the demo upstream sends no SMS and says which
 * code it would have sent, which the SPA shows in a demo banner.
 */
export const smsSent = z.strictObject({ demo_code: z.string().regex(/^\d{6}$/) });
export const searchResult = z.strictObject({
  works: z.array(workSummary),
  designers: z.array(designer),
  shops: z.array(shop),
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
export const followResult = z.strictObject({ following: z.boolean(), followers: count });
/** A work file's signed address (works.download), and the work's download count now. */
export const workDownload = z.strictObject({
  url: z.string().startsWith('/'),
  name: z.string().min(1),
  downloads: count,
});
/** order.addOrderByWeixin: the WeChat Pay code and the order's own deadline, which is the code's. */
export const wxPay = z.strictObject({ order_no: z.string(), code_url: wxCodeUrl, expires_at: time });
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
export const homeBanner = z.strictObject({
  id: z.number().int(),
  title: z.string().min(1),
  subtitle: z.string(),
  image: sitePath,
  /** A same-origin path. */
  link: sitePath,
});
const perType = <T extends z.ZodType>(item: T) => z.record(workType, z.array(item));
export const homeData = z.strictObject({
  banners: z.array(homeBanner).min(1),
  latest: perType(workSummary),
  hot: perType(workSummary),
  designers: z.array(designer),
  shops: z.array(shop),
  tags: z.array(tag),
});
/** A curated collection (合集), /collection/{id}. */
export const collectionSummary = z.strictObject({
  id: z.number().int(),
  title: z.string().min(1),
  description: z.string(),
  cover: z.string(),
  curator: userBrief,
  works_count: count,
  created_at: time,
});
export const collectionDetail = collectionSummary.extend({ works: z.array(workSummary) });
/** A community topic (社区话题), /community/{id}. */
export const topic = z.strictObject({
  id: z.number().int(),
  title: z.string().min(1),
  excerpt: z.string(),
  author: userBrief,
  tags: z.array(z.string()),
  replies: count,
  views: count,
  last_reply_at: time,
  created_at: time,
});
/** A topic with its opening post as HTML (sanitize). */
const topicWithContent = topic.extend({ content: z.string().min(1) });
export const topicPost = z.strictObject({
  id: z.number().int(),
  /** 1 for the topic's own first post. */
  floor: z.number().int().min(1),
  author: userBrief,
  /** HTML from the author: always sanitize before rendering. */
  content: z.string().min(1),
  created_at: time,
});
export const topicDetail = z.strictObject({
  /** content: the opening post as HTML (sanitize). */
  topic: topicWithContent,
  /** Every floor in order, the opening post included as floor 1 (so `replies` = total − 1). */
  posts: page(topicPost),
});
/** A note (笔记), /note/{id}: a short illustrated post, optionally about a work. */
export const note = z.strictObject({
  id: z.number().int(),
  title: z.string().min(1),
  /** HTML from the author: always sanitize before rendering. */
  content: z.string().min(1),
  cover: z.string(),
  author: userBrief,
  work: workSummary.nullable(),
  views: count,
  created_at: time,
});
/**
 * A comment on a work (评论), or a reply under one: replies are one level deep. Plain text from a
 * member: render it as text, never as HTML.
 */
export const workComment = z.strictObject({
  id: z.number().int(),
  work_id: z.number().int(),
  /** The top-level comment a reply is under; null for a top-level comment. */
  parent_id: z.number().int().nullable(),
  author: userBrief,
  /** Whom a reply answers (shown as 回复 @昵称); null for a top-level comment. */
  reply_to: userBrief.nullable(),
  content: z.string().min(1).max(2000),
  likes: count,
  /** Whether the member (the token sent) liked it; false for a visitor. */
  liked: z.boolean(),
  created_at: time,
});
/** A top-level comment with all its replies, oldest first. */
export const commentThread = workComment
  .extend({ replies: z.array(workComment) })
  .refine((c) => c.parent_id === null && c.reply_to === null, 'a thread is a top-level comment');
/** comment.lists: top-level comments page by page, each with its replies. */
export const commentPage = page(commentThread).extend({
  /** Every comment on the work, replies included (the same figure as the work's `comments`). */
  comments: count,
  /** The `around` comment when it was found (its page is the one answered), else null. */
  focus: z.number().int().nullable(),
});
export const commentPosted = z.strictObject({
  comment: workComment,
  /** The work's comment count now. */
  comments: z.number().int().min(1),
});
export const commentRemoved = z.strictObject({
  /** How many went: the comment and, for a top-level one, its replies. */
  removed: z.number().int().min(1),
  /** The work's comment count now. */
  comments: count,
});
/**
 * A buyer's review (评价) of a work or goods item: 1–5 stars and an optional plain text (render it as
 * text, never as HTML), with the seller's one reply.
 */
export const review = z.strictObject({
  id: z.number().int(),
  target: z.enum(['work', 'goods']),
  target_id: z.number().int(),
  stars: z.number().int().min(1).max(5),
  /** Plain text; '' when the buyer only rated. */
  content: z.string().max(2000),
  author: userBrief,
  created_at: time,
  /** When the buyer last changed it; null if never. */
  updated_at: time.nullable(),
  /** The seller's reply (plain text), once. */
  reply: z.strictObject({ content: z.string().min(1).max(2000), created_at: time }).nullable(),
  /** Whether it is the member's own (the token sent); false for a visitor. */
  mine: z.boolean(),
});
/** The average and count of a work's or goods item's reviews, and how many gave 1…5 stars. */
const reviewSummary = z.strictObject({
  /** 0–5, one decimal; 0 while nobody has rated. */
  average: z.number().min(0).max(5),
  count,
  /** stars[0] gave 1 star … stars[4] gave 5. */
  stars: z.array(count).length(5),
});
/** review.lists: newest first, the member's own (if any) first of all on page 1. */
export const reviewPage = page(review).extend({
  summary: reviewSummary,
  /** What the member (the token sent) may do here; a visitor may do nothing. */
  viewer: z.strictObject({
    /** May write a review now, or edit theirs. */
    can_review: z.boolean(),
    /** Why not, when they may not (购买后才能评价 …); null when they may, or for a visitor. */
    reason: z.string().nullable(),
    /** The work's author or the shop's owner: may reply once to each review. */
    is_seller: z.boolean(),
  }),
});
export const authUrl = z.strictObject({ url: z.url({ protocol: /^https$/ }) });
export const loginState = z.strictObject({ isLogin: z.boolean() });
export const blockResult = z.strictObject({ blocked: z.boolean() });
/**
 * The member's relation to a person (user.relation): whether they follow, and 拉黑 either way, which
 * rules following out (blocking removes follows both ways; user.follow refuses while it lasts).
 */
export const followState = z.strictObject({ following: z.boolean(), ...blockState.shape });

/** The `data` of every contract call, keyed like ALL_ENDPOINTS. */
export const responseSchemas = {
  'user.login': loginRes,
  'user.logout': z.null(),
  'user.resetpwd': z.null(),
  'user.profile': userInfo,
  'user.getAuthUrl': authUrl,
  'user.index': accountOverview,
  'user.checkLogin': loginState,
  'user.download': page(downloadRecord),
  'user.getMyWorks': page(workSummary),
  'user.getUserVisitor': page(visitor),
  'user.getWorkVisitor': page(workVisitor),
  'user.getGoodsList': page(goods),
  'user.getCollectList': page(workSummary),
  'user.getFollowList': page(followEntry),
  'user.getTradeList': page(trade),
  'user.getTrade': trade,
  'user.getItemList': page(item),
  'user.getIncomeList': page(incomeRow),
  'user.getGoodsTabData': goodsTabData,
  'user.getItemTabData': itemTabData,
  'user.setGoodsPrice': goods,
  'user.setGoodStatus': goods,
  'user.getRechargeData': rechargeData,
  'user.checkRechargeStatus': rechargeStatus,
  'user.getIncomeDaily': incomeDaily,
  'user.getBalanceLog': page(balanceLogRow),
  'user.getWithdrawInfo': withdrawInfo,
  'user.bindWithdrawAccount': withdrawAccount,
  'user.withdraw': withdrawal,
  'user.getWithdrawList': page(withdrawal),
  'user.addGoods': goods,
  'user.editGoods': goods,
  'user.getGuideStatus': guideStatus,
  'user.finishGuide': guideStatus,
  'user.skipGuide': guideStatus,
  'user.messageList': page(privateMessage),
  'user.sendMessage': privateMessage,
  'user.conversations': page(conversation),
  'user.readConversation': privateUnread,
  'user.privateUnread': privateUnread,
  'user.blockUser': blockResult,
  'user.blockState': blockState,
  'user.follow': followResult,
  'user.unfollow': followResult,
  'user.relation': followState,
  'user.security': accountSecurity,
  'user.sendSecurityCode': smsSent.nullable(),
  'user.setPassword': z.null(),
  'user.payPasswordState': payPasswordState,
  'user.setPayPassword': payPasswordState,
  'sms.send': smsSent.nullable(),
  'works.add': workDetail,
  'works.edit': workDetail,
  'works.del': z.null(),
  'works.getWorksTags': z.array(tag),
  'works.lists': page(workSummary),
  'works.detail': workDetail,
  'works.search': searchResult,
  'works.home': homeData,
  'works.related': z.array(workSummary).max(24),
  'works.recommend': page(recommendedWork),
  'works.relation': workRelation,
  'works.like': likeResult,
  'works.favorite': favoriteResult,
  'works.unfavorite': favoriteResult,
  'works.cooperate': z.null(),
  'works.download': workDownload,
  'favorite.folders': z.array(favoriteFolder),
  'favorite.addFolder': favoriteFolder,
  'favorite.detail': favoriteFolderDetail,
  'collection.detail': collectionDetail,
  'community.lists': page(topic),
  'community.detail': topicDetail,
  'community.reply': topicPost,
  'community.add': topicWithContent,
  'community.edit': topicWithContent,
  'community.del': z.null(),
  'comment.lists': commentPage,
  'comment.add': commentPosted,
  'comment.like': likeResult,
  'comment.del': commentRemoved,
  'note.detail': note,
  'review.lists': reviewPage,
  'review.save': review,
  'review.reply': review,
  'designer.lists': page(designer),
  'designer.detail': designerDetail,
  'shop.lists': page(shop),
  'shop.detail': shopDetail,
  'shop.goodsList': page(goods),
  'shop.goodsDetail': goodsDetail,
  'order.addOrder': order,
  'order.addOrderByWeixin': wxPay,
  'order.detail': order,
  'order.addWorkOrder': order,
  'order.payByBalance': order,
  'order.cancel': order,
  'order.addOrders': z.array(order).min(1),
  'order.ship': trade,
  'order.confirm': order,
  'order.refund': order,
  'order.answerRefund': trade,
  'address.lists': z.array(address).max(ADDRESS_LIMITS.count),
  'address.add': address,
  'address.edit': address,
  'address.del': z.null(),
  'address.setDefault': address,
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
  'folder.lists': folderListing,
  'folder.downFile': fileLink,
  'folder.getFolderData': folderData,
  'folder.getPrivateZoneData': folderListing,
  'folder.unlockPrivateZone': zoneKey,
  'message.countAllUnread': z.array(unreadCount).length(MESSAGE_TYPES.length),
  'message.byType': page(message),
  'message.setRead': z.null(),
  'message.configEdit': messageConfig,
  'message.configGet': messageConfig,
  'message.audit': z.null(),
  'certification.status': certification,
  'certification.submit': certification,
  'upload.chunkUpload': uploadResult,
  'share.getWxConfig': wxConfig,
  'linkChecker.create': z.null(),
} as const;

type Endpoints = typeof endpoints;
/** 'module.name' for every call of the contract. */
export type EndpointKey = {
  [M in keyof Endpoints]: `${M & string}.${keyof Endpoints[M] & string}`;
}[keyof Endpoints];

// Every contract key has a schema and no schema lacks a key (the shapes themselves are one: the
// endpoints' answer types are these schemas' z.infer, in types.ts).
const _everyKey: Record<keyof typeof responseSchemas, unknown> = {} as Record<EndpointKey, unknown>;
const _noStrayKeys: Record<EndpointKey, unknown> = responseSchemas;
void _everyKey;
void _noStrayKeys;
