/**
 * Entities that cross the wire. SPEC §3 names most of them without fields; the fields here are the
 * contract we settled on, and the demo upstream (mocks/) validates them at run time.
 * Money is a decimal string in yuan with two decimals ("12.50"), never a float.
 * Times are ISO 8601 strings.
 */
import type { LicenseKey, MessageType } from './catalog.ts';
import type { WorkType } from './constants.ts';
import type { Paginated } from './envelope.ts';

export type Money = string;
export type IsoTime = string;

export type Gender = 0 | 1 | 2; // 0 unknown, 1 male, 2 female
export type CertificationStatus = 'none' | 'pending' | 'verified' | 'rejected';

export interface UserBrief {
  id: number;
  nickname: string;
  avatar: string;
}

/** The logged-in member's own profile. */
export interface UserInfo extends UserBrief {
  /** Masked, e.g. 138****8000. */
  mobile: string;
  bio: string;
  gender: Gender;
  city: string;
  balance: Money;
  certification: CertificationStatus;
  created_at: IsoTime;
}

/** 账号安全: what the member can see of their sign-in. */
export interface AccountSecurity {
  /** Masked, e.g. 138****8000. */
  mobile: string;
  has_password: boolean;
}

/** The member's real-name certification (认证中心). Personal data comes back masked. */
export interface Certification {
  status: CertificationStatus;
  /** Masked, e.g. *晓明; null before anything was submitted. */
  real_name: string | null;
  /** Masked, e.g. 110***********002X; null before anything was submitted. */
  id_number: string | null;
  submitted_at: IsoTime | null;
  reviewed_at: IsoTime | null;
  /** Why it was not approved (status rejected), else null. */
  reason: string | null;
}

export interface AccountOverview {
  userinfo: UserInfo;
  stats: {
    works: number;
    followers: number;
    following: number;
    likes: number;
    views: number;
    income_total: Money;
  };
}

export interface Tag {
  id: number;
  name: string;
  /** Which work types use it most; empty for general tags. */
  types: WorkType[];
  count: number;
}

export interface WorkFile {
  name: string;
  url: string;
  /** Bytes. */
  size: number;
}

/**
 * A work's file as works.detail shows it. Only the work's author gets its stored `url` (the edit form
 * sends it back); to anyone else it is null: a file is fetched only through works.download, which
 * checks the purchase and answers a signed, expiring address.
 */
export interface WorkDetailFile {
  name: string;
  url: string | null;
  /** Bytes. */
  size: number;
}

export interface WorkSummary {
  id: number;
  type: WorkType;
  title: string;
  cover: string;
  author: UserBrief;
  likes: number;
  views: number;
  favorites: number;
  /** Comments on it, replies included (comment.lists); a deleted comment no longer counts. */
  comments: number;
  /** null when free. */
  price: Money | null;
  is_mature: boolean;
  license: LicenseKey;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface WorkDetail extends WorkSummary {
  description: string;
  /** Blog body as HTML from the author: always sanitize before rendering. */
  content: string;
  tags: string[];
  /** Rendering tool ids (constants RENDERING_TOOLS). */
  tools: number[];
  /** Gallery images (art) or stills. */
  images: string[];
  /** Names and sizes for everyone; addresses for the author only (WorkDetailFile). */
  files: WorkDetailFile[];
  /** GLB for models. */
  model_url: string | null;
  /** Video for animations. */
  video_url: string | null;
  /** How many times its files were downloaded (works.download; the author's own not counted). */
  downloads: number;
}

export interface WorkInput {
  type: WorkType;
  title: string;
  description: string;
  content?: string;
  cover: string;
  tags: string[];
  tools: number[];
  license: LicenseKey;
  price?: Money | null;
  is_mature?: boolean;
  images?: string[];
  files?: WorkFile[];
  model_url?: string | null;
  video_url?: string | null;
}

export interface Designer extends UserBrief {
  bio: string;
  city: string;
  /** The kinds of work this designer is known for. */
  specialties: WorkType[];
  works_count: number;
  followers: number;
  likes: number;
  cover: string;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface DesignerDetail extends Designer {
  works_by_type: Record<WorkType, number>;
  recent_works: WorkSummary[];
}

export interface Shop {
  id: number;
  name: string;
  logo: string;
  banner: string;
  description: string;
  owner: UserBrief;
  goods_count: number;
  sales: number;
  /** 0–5, one decimal. */
  rating: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export type GoodsStatus = 0 | 1; // 0 off shelf, 1 on sale

export interface Goods {
  id: number;
  shop_id: number;
  title: string;
  cover: string;
  price: Money;
  stock: number;
  sales: number;
  status: GoodsStatus;
  description: string;
  created_at: IsoTime;
}

export interface ShopDetail extends Shop {
  goods: Goods[];
}

export interface GoodsTabData {
  all: number;
  on_sale: number;
  off_sale: number;
  /** Assumed: the member's shop, where new goods go; null when they have none yet. */
  shop_id: number | null;
}

/** Items the member bought (works and goods they may download or use). */
export interface Item {
  id: number;
  kind: 'work' | 'goods';
  title: string;
  cover: string;
  price: Money;
  bought_at: IsoTime;
  /** Goods: a signed address of its file (null for physical goods). Works: null (see `work`). */
  download_url: string | null;
  /**
   * A bought work that still exists: its page, and how many files it has (each downloaded through
   * works.download). Null for goods and for deleted works.
   */
  work: { id: number; type: WorkType; files: number } | null;
}

export interface ItemTabData {
  all: number;
  work: number;
  goods: number;
}

export interface Visitor {
  user: UserBrief;
  visited_at: IsoTime;
}

export interface WorkVisitor extends Visitor {
  work: { id: number; title: string; type: WorkType };
}

/** Someone the member follows, with enough to fill a card on /follow. */
export interface FollowEntry extends UserBrief {
  bio: string;
  followed_at: IsoTime;
  /** Works they have published. */
  works_count: number;
  followers: number;
  /** Up to 4 of their works, newest first. */
  latest_works: WorkSummary[];
}

/** unpaid until paid, cancelled by the buyer, or expired at `expires_at` (the server's pay window, as long as a recharge's). */
export type OrderStatus = 'unpaid' | 'paid' | 'cancelled' | 'expired' | 'refunded';

/** How an order was paid: WeChat Pay (QR), or the member's balance (余额支付). */
export type PayMethod = 'wechat' | 'balance';

/** A shop's goods item in an order. */
export interface GoodsOrderLine {
  kind: 'goods';
  goods_id: number;
  title: string;
  cover: string;
  price: Money;
  quantity: number;
}

/** A work bought from its author (order.addWorkOrder): its files, once; quantity is always 1. */
export interface WorkOrderLine {
  kind: 'work';
  work_id: number;
  work_type: WorkType;
  title: string;
  cover: string;
  price: Money;
  quantity: 1;
}

export type OrderLine = GoodsOrderLine | WorkOrderLine;

export interface Order {
  id: number;
  order_no: string;
  status: OrderStatus;
  total: Money;
  /** One seller per order: goods of one shop, or works of one author. */
  lines: OrderLine[];
  /** The shop sold from; null for an order of works (the seller is their author). */
  shop_id: number | null;
  created_at: IsoTime;
  /** Until when it can be paid (its pay code expires then too); decided by the server. */
  expires_at: IsoTime;
  paid_at: IsoTime | null;
  /** Null until paid. */
  pay_method: PayMethod | null;
}

/** A goods item's page: its pictures and the shop selling it. */
export interface GoodsDetail extends Goods {
  /** The cover first, then the other pictures. */
  images: string[];
  shop: Pick<Shop, 'id' | 'name' | 'logo' | 'owner' | 'goods_count' | 'sales' | 'rating'>;
}

export interface Trade {
  id: number;
  order_no: string;
  /** buy: the member paid; sell: the member was paid. */
  direction: 'buy' | 'sell';
  title: string;
  amount: Money;
  status: OrderStatus;
  counterpart: UserBrief;
  created_at: IsoTime;
}

/** 收入: earnings only — sales and rewards (a recharge or a refund is the member's own money: 余额明细). */
export interface IncomeRow {
  id: number;
  amount: Money;
  source: 'sale' | 'reward';
  title: string;
  order_no: string;
  created_at: IsoTime;
}

/** How far back the income chart reaches, in days (assumed). */
export type IncomeRange = 7 | 30 | 90;

/** 收入 per China-time day over the last `range` days, today included, oldest first (assumed). */
export interface IncomeDaily {
  range: IncomeRange;
  /** yyyy-mm-dd, China time: the first and last day. */
  from: string;
  to: string;
  total: Money;
  count: number;
  days: { day: string; amount: Money; count: number }[];
}

/** Why a balance moved (余额明细, assumed). */
export type BalanceLogKind =
  'opening' | 'recharge' | 'purchase' | 'sale' | 'reward' | 'refund' | 'withdrawal';

/** One movement of the member's balance, newest first in its list (assumed). */
export interface BalanceLogRow {
  id: number;
  kind: BalanceLogKind;
  /** Signed: "-12.50" for money out. */
  amount: Money;
  /** The balance right after this movement. */
  balance_after: Money;
  title: string;
  /** The order, recharge or withdrawal number ('' for the opening balance). */
  ref_no: string;
  /** A withdrawal's state (处理中 / 已到账); null for every other kind. */
  withdrawal_status: WithdrawalStatus | null;
  created_at: IsoTime;
}

export type WithdrawAccountKind = 'alipay' | 'bank';

/** The bound account withdrawals go to, shown masked (assumed). */
export interface WithdrawAccount {
  kind: WithdrawAccountKind;
  /** e.g. 支付宝 138****8000, 招商银行 尾号 1234. */
  label: string;
  /** The holder's name, masked like the certification's (*小雨). */
  holder: string;
  bound_at: IsoTime;
}

export interface WithdrawAccountReq {
  kind: WithdrawAccountKind;
  /** Alipay: a phone number or an e-mail address; bank: the card number. */
  account: string;
  /** Bank cards only: one of WITHDRAW_BANKS. */
  bank_name?: string;
  /** Must be the member's certified real name. */
  holder: string;
}

/** What the 提现 form needs to know first (assumed). */
export interface WithdrawInfo {
  certification: CertificationStatus;
  account: WithdrawAccount | null;
  balance: Money;
  /** Withdrawals 处理中 now. */
  pending: number;
}

export type WithdrawalStatus = 'pending' | 'done';

/** A withdrawal: pending (处理中, the money already left the balance) until paid out (已到账) (assumed). */
export interface Withdrawal {
  id: number;
  withdraw_no: string;
  amount: Money;
  fee: Money;
  /** amount + fee: what left the balance. */
  total: Money;
  status: WithdrawalStatus;
  /** The account it goes to, masked. */
  account: string;
  created_at: IsoTime;
  done_at: IsoTime | null;
}

/** A goods item as its seller writes it (assumed: user.addGoods / user.editGoods). */
export interface GoodsInput {
  title: string;
  price: Money;
  stock: number;
  /** Plain text. */
  description: string;
  /** The pictures, cover first: each the seller's own upload (or one the item already shows). */
  images: string[];
}

export interface DownloadRecord {
  id: number;
  work: { id: number; title: string; type: WorkType; cover: string };
  /** `url`: a fresh signed address while the file is still on the work and the member may have it, else null. */
  file: WorkDetailFile;
  downloaded_at: IsoTime;
}

export interface RechargeData {
  order_no: string;
  amount: Money;
  /** WeChat Pay native code_url, to be shown as a QR code. */
  code_url: string;
  /** Assumed: when the recharge was made by the server's clock (a countdown's offset to the device's). */
  created_at: IsoTime;
  expires_at: IsoTime;
}

export interface RechargeStatus {
  order_no: string;
  status: 'pending' | 'paid' | 'expired';
  balance: Money;
}

export interface GuideStatus {
  /** True once the member finished or skipped the tour. */
  finished: boolean;
  skipped: boolean;
}

export interface PrivateMessage {
  id: number;
  from: UserBrief;
  to: UserBrief;
  content: string;
  read: boolean;
  created_at: IsoTime;
}

/** A conversation in /messagebox: the other person, the newest message either way, unread to me. */
export interface Conversation {
  user: UserBrief;
  last: PrivateMessage;
  /** Messages from them the member has not read. */
  unread: number;
}

/** The member's unread private messages, all conversations together (the header badge adds it). */
export interface PrivateUnread {
  unread: number;
}

/**
 * 拉黑 between the member and another user, either way (user.blockState). Either one stops private
 * messages both ways; what was already written stays.
 */
export interface BlockState {
  /** The member blocked them: nothing can be sent until the member unblocks. */
  blocked_by_me: boolean;
  /** They blocked the member: what the member sends is refused. */
  blocked_me: boolean;
}

export interface UnreadCount {
  message_type: MessageType;
  message_count: number;
}

export interface Message {
  id: number;
  message_type: MessageType;
  title: string;
  content: string;
  read: boolean;
  from: UserBrief | null;
  /** For cooperation applications (type 7): the application to audit. */
  cooperation: { id: number; work_id: number; status: 'pending' | 'approved' | 'rejected' } | null;
  /**
   * The site path of what the message is about (a work, a comment on it as /model/5#comment-12, an
   * order, a topic, a certification), or null. Goes through the URL rules before it is a link.
   */
  link: string | null;
  created_at: IsoTime;
}

export interface MessageConfigEntry {
  message_type: MessageType;
  enabled: boolean;
}

export interface Folder {
  id: number;
  name: string;
  parent_id: number;
  is_private: boolean;
  created_at: IsoTime;
}

export interface DiskFile {
  id: number;
  folder_id: number;
  name: string;
  path: string;
  /** Where the file can be viewed: a signed address that expires (a few minutes), never the bare path. */
  url: string;
  size: number;
  mime: string;
  created_at: IsoTime;
}

/** folder.unlockPrivateZone's answer. */
export interface ZoneKey {
  zone_key: string;
  expires_at: IsoTime;
}

export interface FolderListing {
  folder: Folder | null;
  folders: Folder[];
  files: DiskFile[];
}

export interface FolderData {
  used: number;
  total: number;
  file_count: number;
  folder_count: number;
}

export interface Feedback {
  id: number;
  type: 'bug' | 'suggestion' | 'content' | 'other';
  content: string;
  images: string[];
  contact: string;
  reply: string | null;
  created_at: IsoTime;
}

export interface WxConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
}

export interface UploadResult {
  /** Absolute address of the stored file; a signed one that expires when the file is private. */
  fullurl: string;
  /** The same address on this site (path and query), set on the last chunk. */
  path?: string;
}

/**
 * sms.send's answer. A real SMS gateway answers null; the demo upstream sends no SMS and says which
 * code it would have sent, which the SPA shows in a demo banner.
 */
export interface SmsSent {
  demo_code: string;
}

export interface SearchResult {
  works: WorkSummary[];
  designers: Designer[];
  shops: Shop[];
}

// ---- discovery and community (assumed: not in spec) ------------------------------------------------

/** The viewer's relation to a work (member call). */
export interface WorkRelation {
  liked: boolean;
  favorited: boolean;
  /** The favorites folder holding it, when favorited. */
  folder_id: number | null;
  following_author: boolean;
  /** The member bought the work (an item of kind work): they may download its files. */
  purchased: boolean;
}

export interface LikeResult {
  liked: boolean;
  likes: number;
}

export interface FavoriteResult {
  favorited: boolean;
  favorites: number;
  folder_id: number | null;
}

export interface FollowResult {
  following: boolean;
  followers: number;
}

/** A member's favorites folder (收藏夹); /favorites/{id} shows one. */
export interface FavoriteFolder {
  id: number;
  name: string;
  count: number;
  /** Cover of the newest work in it; '' when empty. */
  cover: string;
  is_public: boolean;
  created_at: IsoTime;
}

export interface FavoriteFolderDetail {
  folder: FavoriteFolder & { owner: UserBrief };
  works: Paginated<WorkSummary>;
}

export interface RecommendedWork extends WorkSummary {
  /** Why it is recommended, shown to the user: "你关注的设计师 山月工作室"、"因为你收藏了「赛博朋克」"、"本周热门". */
  reason: string;
}

export interface HomeBanner {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  /** A same-origin path. */
  link: string;
}

export interface HomeData {
  banners: HomeBanner[];
  latest: Record<WorkType, WorkSummary[]>;
  hot: Record<WorkType, WorkSummary[]>;
  designers: Designer[];
  shops: Shop[];
  tags: Tag[];
}

/** A curated collection (合集), /collection/{id}. */
export interface CollectionSummary {
  id: number;
  title: string;
  description: string;
  cover: string;
  curator: UserBrief;
  works_count: number;
  created_at: IsoTime;
}

export interface CollectionDetail extends CollectionSummary {
  works: WorkSummary[];
}

/** A community topic (社区话题), /community/{id}. */
export interface Topic {
  id: number;
  title: string;
  excerpt: string;
  author: UserBrief;
  tags: string[];
  replies: number;
  views: number;
  last_reply_at: IsoTime;
  created_at: IsoTime;
}

export interface TopicPost {
  id: number;
  /** 1 for the topic's own first post. */
  floor: number;
  author: UserBrief;
  /** HTML from the author: always sanitize before rendering. */
  content: string;
  created_at: IsoTime;
}

export interface TopicDetail {
  /** content: the opening post as HTML (sanitize). */
  topic: Topic & { content: string };
  /** Every floor in order, the opening post included as floor 1 (so `replies` = total − 1). */
  posts: Paginated<TopicPost>;
}

/** A note (笔记), /note/{id}: a short illustrated post, optionally about a work. */
export interface Note {
  id: number;
  title: string;
  /** HTML from the author: always sanitize before rendering. */
  content: string;
  cover: string;
  author: UserBrief;
  work: WorkSummary | null;
  views: number;
  created_at: IsoTime;
}

// ---- comments on works (assumed: not in spec) ------------------------------------------------------

/**
 * A comment on a work (评论), or a reply under one: replies are one level deep. Plain text from a
 * member: render it as text, never as HTML.
 */
export interface WorkComment {
  id: number;
  work_id: number;
  /** The top-level comment a reply is under; null for a top-level comment. */
  parent_id: number | null;
  author: UserBrief;
  /** Whom a reply answers (shown as 回复 @昵称); null for a top-level comment. */
  reply_to: UserBrief | null;
  content: string;
  likes: number;
  /** Whether the member (the token sent) liked it; false for a visitor. */
  liked: boolean;
  created_at: IsoTime;
}

/** A top-level comment with all its replies, oldest first. */
export interface CommentThread extends WorkComment {
  replies: WorkComment[];
}

/** comment.lists: top-level comments page by page, each with its replies. */
export interface CommentPage extends Paginated<CommentThread> {
  /** Every comment on the work, replies included (the same figure as the work's `comments`). */
  comments: number;
  /** The `around` comment when it was found (its page is the one answered), else null. */
  focus: number | null;
}

export interface CommentPosted {
  comment: WorkComment;
  /** The work's comment count now. */
  comments: number;
}

export interface CommentRemoved {
  /** How many went: the comment and, for a top-level one, its replies. */
  removed: number;
  /** The work's comment count now. */
  comments: number;
}
