/**
 * Every call of product.md §7 with its method, path and request/response types, plus the calls screens need
 * that the product spec does not name (marked `assumed`). GET sends the request as a query, POST as a JSON body
 * (chunkUpload: multipart). Responses are wrapped in the envelope; the types here are `data`.
 */
import type { PageQuery, Paginated } from './envelope.ts';
import type { LicenseKey, MessageType } from './catalog.ts';
import {
  CHUNK_BODY_LIMIT,
  FORM_BODY_LIMIT,
  LIST_BODY_LIMIT,
  RICH_BODY_LIMIT,
  type WorkType,
} from './constants.ts';
import type * as z from './zod.ts';
import type * as S from './schemas.ts';
import type * as T from './types.ts';
import type { TopicInput } from './topics.ts';
import type {
  loginInputSchema,
  resetPasswordInputSchema,
  setPasswordInputSchema,
  smsSendInputSchema,
} from './auth-input.ts';
import type { commentInputSchema } from './comments.ts';
import type { setPayPasswordInputSchema } from './pay-password.ts';
import type { reviewInputSchema, reviewReplyInputSchema, ReviewTarget } from './reviews.ts';
import type { profileInputSchema } from './profile-input.ts';
import type { AddressInput } from './address-input.ts';

type Method = 'GET' | 'POST';

export interface Endpoint<Req = unknown, Res = unknown> {
  readonly method: Method;
  readonly path: string;
  /** A member call: without a valid `token` header the upstream answers HTTP 401. */
  readonly auth: boolean;
  readonly multipart?: true;
  /**
   * The most its body may hold, in bytes, when that is more than the default (bodyLimitOf): the
   * server refuses a larger one with 413 before reading it, and keeps only this much per request.
   */
  readonly bodyLimit?: number;
  /** Not in product.md §7: a call a screen needs, added in the same style. */
  readonly assumed?: true;
  /** Phantom field carrying the types; never present at run time. */
  readonly __types?: { req: Req; res: Res };
}

export type ReqOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;

type Opts = { auth?: boolean; assumed?: true; multipart?: true; bodyLimit?: number };

function def<Req, Res>(method: Method, path: string, opts: Opts = {}): Endpoint<Req, Res> {
  return {
    method,
    path,
    auth: opts.auth ?? true,
    ...(opts.assumed ? { assumed: true as const } : {}),
    ...(opts.multipart ? { multipart: true as const } : {}),
    ...(opts.bodyLimit ? { bodyLimit: opts.bodyLimit } : {}),
  };
}

/**
 * The most a call's body may hold: its own bodyLimit, else one chunk for the upload and
 * FORM_BODY_LIMIT (16 KiB) for every other call. The demo upstream enforces it (413).
 */
export function bodyLimitOf(endpoint: Pick<Endpoint, 'multipart' | 'bodyLimit'>): number {
  return endpoint.bodyLimit ?? (endpoint.multipart ? CHUNK_BODY_LIMIT : FORM_BODY_LIMIT);
}
const get = <Req, Res>(path: string, opts?: Opts) => def<Req, Res>('GET', path, opts);
const post = <Req, Res>(path: string, opts?: Opts) => def<Req, Res>('POST', path, opts);
const PUBLIC = { auth: false } as const;
const ASSUMED_PUBLIC = { auth: false, assumed: true } as const;
const ASSUMED = { assumed: true } as const;
/** Rich text (a work's content, a topic's HTML). */
const RICH = { bodyLimit: RICH_BODY_LIMIT } as const;
/** Lists of picture addresses or ids. */
const LIST = { bodyLimit: LIST_BODY_LIMIT } as const;

type Empty = Record<string, never>;
type Id = { id: number };

// ---- request types --------------------------------------------------------------------------------
// A call whose input has a shared schema takes that schema's input type (type-only imports: the
// schemas, and zod, stay out of whatever imports this table).

export type LoginReq = z.input<typeof loginInputSchema>;
export type LoginRes = z.infer<typeof S.loginRes>;
/** paypwd: 支付密码 (user.sendSecurityCode only, to the member's own phone). */
export type SmsEvent = 'login' | 'resetpwd' | 'bind' | 'profile' | 'paypwd';
export type SmsSendReq = z.input<typeof smsSendInputSchema>;
export type SetPasswordReq = z.input<typeof setPasswordInputSchema>;
export type ResetPwdReq = z.input<typeof resetPasswordInputSchema>;
export type ProfileReq = z.input<typeof profileInputSchema>;
export type AuthPlatform = 'wechat' | 'qq' | 'weibo';
export interface WorksListReq extends PageQuery {
  type?: WorkType;
  tag?: string;
  license?: LicenseKey;
  tool?: number;
  price?: 'free' | 'paid';
  sort?: 'latest' | 'hot';
  keyword?: string;
  author_id?: number;
}
export interface MessagesReq extends PageQuery {
  messageType: MessageType;
}
export interface MessageReadReq {
  messageType: MessageType;
  /** One message; all of the type when absent. */
  id?: number;
}
export interface FolderMoveReq {
  folder_ids?: number[];
  file_ids?: number[];
  target_id: number;
}
export interface AddFileReq {
  folder_id: number;
  name: string;
  path: string;
  size: number;
}
export interface ChunkUploadFields {
  file: Blob;
  filename: string;
  chunkindex: number;
  chunkcount: number;
  action: 'chunk' | 'merge';
  /** The file id; present when there is more than one chunk. */
  chunkid?: string;
}

export interface CommentListReq extends PageQuery {
  work_id: number;
  /** latest: newest first; hot: most liked and most answered first. */
  sort?: 'latest' | 'hot';
  /** Answer the page holding this comment (a top-level one, or the thread a reply is in), not `page`. */
  around?: number;
}
export type CommentAddReq = z.input<typeof commentInputSchema>;
export type SetPayPasswordReq = z.input<typeof setPayPasswordInputSchema>;
export interface ReviewListReq extends PageQuery {
  target: ReviewTarget;
  target_id: number;
}
export type ReviewSaveReq = z.input<typeof reviewInputSchema>;
export type ReviewReplyReq = z.input<typeof reviewReplyInputSchema>;

// ---- the calls ------------------------------------------------------------------------------------

export const endpoints = {
  user: {
    login: post<LoginReq, LoginRes>('/api/v1.user/login', PUBLIC),
    logout: post<Empty, null>('/api/v1.user/logout'),
    resetpwd: post<ResetPwdReq, null>('/api/v1.user/resetpwd', PUBLIC),
    profile: post<ProfileReq, T.UserInfo>('/api/v1.user/profile'),
    getAuthUrl: post<{ platform: AuthPlatform; redirect?: string }, T.AuthUrl>(
      '/api/v1.user/getAuthUrl',
      PUBLIC,
    ),
    index: get<Empty, T.AccountOverview>('/api/v1.user/index'),
    checkLogin: get<Empty, T.LoginState>('/api/v1.user/checkLogin', PUBLIC),
    download: get<PageQuery, Paginated<T.DownloadRecord>>('/api/v1.user/download'),
    getMyWorks: get<PageQuery & { type?: WorkType }, Paginated<T.WorkSummary>>('/api/v1.user/getMyWorks'),
    getUserVisitor: get<PageQuery, Paginated<T.Visitor>>('/api/v1.user/getUserVisitor'),
    getWorkVisitor: get<PageQuery, Paginated<T.WorkVisitor>>('/api/v1.user/getWorkVisitor'),
    getGoodsList: get<PageQuery & { status?: T.GoodsStatus }, Paginated<T.Goods>>(
      '/api/v1.user/getGoodsList',
    ),
    getCollectList: get<PageQuery, Paginated<T.WorkSummary>>('/api/v1.user/getCollectList'),
    getFollowList: get<PageQuery, Paginated<T.FollowEntry>>('/api/v1.user/getFollowList'),
    getTradeList: get<PageQuery & { direction?: 'buy' | 'sell' }, Paginated<T.Trade>>(
      '/api/v1.user/getTradeList',
    ),
    /** assumed: one of the member's trades, bought or sold (a notice about an order opens it). */
    getTrade: get<Id, T.Trade>('/api/v1.user/getTrade', ASSUMED),
    getItemList: get<PageQuery & { kind?: T.Item['kind'] }, Paginated<T.Item>>('/api/v1.user/getItemList'),
    getIncomeList: get<PageQuery, Paginated<T.IncomeRow>>('/api/v1.user/getIncomeList'),
    getGoodsTabData: get<Empty, T.GoodsTabData>('/api/v1.user/getGoodsTabData'),
    getItemTabData: get<Empty, T.ItemTabData>('/api/v1.user/getItemTabData'),
    setGoodsPrice: post<{ id: number; price: T.Money }, T.Goods>('/api/v1.user/setGoodsPrice'),
    setGoodStatus: post<{ id: number; status: T.GoodsStatus }, T.Goods>('/api/v1.user/setGoodStatus'),
    getRechargeData: post<{ amount: T.Money }, T.RechargeData>('/api/v1.user/getRechargeData'),
    checkRechargeStatus: get<{ order_no: string }, T.RechargeStatus>('/api/v1.user/checkRechargeStatus'),
    /** assumed: 收入 (earnings only) summed per China-time day over the last 7, 30 or 90 days. */
    getIncomeDaily: get<{ range: T.IncomeRange }, T.IncomeDaily>('/api/v1.user/getIncomeDaily', ASSUMED),
    /** assumed: 余额明细, newest first — every movement of the balance with the balance after it. */
    getBalanceLog: get<PageQuery, Paginated<T.BalanceLogRow>>('/api/v1.user/getBalanceLog', ASSUMED),
    /** assumed: what the 提现 form needs first: certification, the bound account, balance, pending count. */
    getWithdrawInfo: get<Empty, T.WithdrawInfo>('/api/v1.user/getWithdrawInfo', ASSUMED),
    /** assumed: binds (or replaces) the account withdrawals go to; its holder must be the certified name. */
    bindWithdrawAccount: post<T.WithdrawAccountReq, T.WithdrawAccount>(
      '/api/v1.user/bindWithdrawAccount',
      ASSUMED,
    ),
    /**
     * assumed: 提现 to the bound account (certified members only; seller-money.ts rules). The amount and
     * its fee leave the balance at once; the withdrawal stays pending until paid out. `request_id` (the
     * form's, one per attempt) makes a repeated request answer the first withdrawal instead of a second.
     * Needs the member's 支付密码 (pay-password.ts): refused without one set, and while it is locked.
     */
    withdraw: post<{ amount: T.Money; request_id: string; pay_password: string }, T.Withdrawal>(
      '/api/v1.user/withdraw',
      ASSUMED,
    ),
    /** assumed: the member's withdrawals, newest first. */
    getWithdrawList: get<PageQuery, Paginated<T.Withdrawal>>('/api/v1.user/getWithdrawList', ASSUMED),
    /** assumed: lists a new goods item in the member's shop (off the shelf when its stock is 0). */
    addGoods: post<T.GoodsInput, T.Goods>('/api/v1.user/addGoods', { ...ASSUMED, ...LIST }),
    /** assumed: edits a goods item of the member's shop (title, price, stock, description, pictures). */
    editGoods: post<Id & T.GoodsInput, T.Goods>('/api/v1.user/editGoods', { ...ASSUMED, ...LIST }),
    getGuideStatus: get<Empty, T.GuideStatus>('/api/v1.user/getGuideStatus'),
    finishGuide: post<Empty, T.GuideStatus>('/api/v1.user/finishGuide'),
    skipGuide: post<Empty, T.GuideStatus>('/api/v1.user/skipGuide'),
    messageList: get<PageQuery & { with_user?: number }, Paginated<T.PrivateMessage>>(
      '/api/v1.user/messageList',
    ),
    /**
     * 私信: 1–PRIVATE_MESSAGE_MAX characters (code points, trimmed), never to oneself nor to a missing
     * user, nor between two users when either has blocked the other (user.blockUser), at most
     * PRIVATE_MESSAGES_PER_WINDOW a minute. Counts as unread for the recipient.
     */
    sendMessage: post<{ to_user_id: number; content: string }, T.PrivateMessage>(
      '/api/v1.user/sendMessage',
      ASSUMED,
    ),
    /** The member's conversations, the latest message first, each with its unread count. */
    conversations: get<PageQuery, Paginated<T.Conversation>>('/api/v1.user/conversations', ASSUMED),
    /** Marks what this user sent the member read; answers the member's private unread left. */
    readConversation: post<{ user_id: number }, T.PrivateUnread>('/api/v1.user/readConversation', ASSUMED),
    /** The member's unread private messages (the header badge adds them to the ten types). */
    privateUnread: get<Empty, T.PrivateUnread>('/api/v1.user/privateUnread', ASSUMED),
    /**
     * 拉黑 (blocked: true) or 取消拉黑 (false) a user; idempotent, answers the state now. Never oneself
     * nor a missing user. Blocking stops private messages both ways; history stays.
     */
    blockUser: post<{ user_id: number; blocked: boolean }, T.BlockResult>('/api/v1.user/blockUser', ASSUMED),
    /** Whether the member blocked this user and whether they blocked the member (the messagebox asks). */
    blockState: get<{ user_id: number }, T.BlockState>('/api/v1.user/blockState', ASSUMED),
    follow: post<{ user_id: number }, T.FollowResult>('/api/v1.user/follow', ASSUMED),
    unfollow: post<{ user_id: number }, T.FollowResult>('/api/v1.user/unfollow', ASSUMED),
    /** Whether the member follows this user. */
    relation: get<{ user_id: number }, T.FollowState>('/api/v1.user/relation', ASSUMED),
    /** 账号安全: the bound phone (masked) and whether a login password is set. */
    security: get<Empty, T.AccountSecurity>('/api/v1.user/security', ASSUMED),
    /**
     * A code to the member's own bound phone: to set a first login password (event profile), or with
     * purpose pay_password to set, change or reset the 支付密码 (event paypwd). The demo sends no SMS and
     * answers the code: the caller is the number's logged-in owner.
     */
    sendSecurityCode: post<{ purpose?: 'pay_password' }, T.SmsSent | null>(
      '/api/v1.user/sendSecurityCode',
      ASSUMED,
    ),
    /**
     * Sets the login password: with the current one when a password is set, else with an SMS code to
     * the bound phone. Other devices are signed out; this one stays.
     */
    setPassword: post<SetPasswordReq, null>('/api/v1.user/setPassword', ASSUMED),
    /** assumed: whether the member has a 支付密码, and until when it is locked (5 wrong in a row). */
    payPasswordState: get<Empty, T.PayPasswordState>('/api/v1.user/payPasswordState', ASSUMED),
    /**
     * assumed: sets, changes or resets the 支付密码 (6 digits, not a trivial run; pay-password.ts), each
     * with an SMS code to the member's own phone (sendSecurityCode, purpose pay_password). Ends a lock.
     */
    setPayPassword: post<SetPayPasswordReq, T.PayPasswordState>('/api/v1.user/setPayPassword', ASSUMED),
  },
  sms: {
    send: post<SmsSendReq, T.SmsSent | null>('/api/sms/send', PUBLIC),
  },
  works: {
    add: post<T.WorkInput, T.WorkDetail>('/api/v1.works/add', RICH),
    /** The author changes their own work (same rules as add; the type stays); bumps updated_at. */
    edit: post<Id & T.WorkInput, T.WorkDetail>('/api/v1.works/edit', { ...ASSUMED, ...RICH }),
    /** The author deletes their own work: it leaves every list, favorites and collections. */
    del: post<Id, null>('/api/v1.works/del', ASSUMED),
    getWorksTags: get<{ type?: WorkType }, T.Tag[]>('/api/v1.works/getWorksTags', PUBLIC),
    lists: get<WorksListReq, Paginated<T.WorkSummary>>('/api/v1.works/lists', ASSUMED_PUBLIC),
    detail: get<Id, T.WorkDetail>('/api/v1.works/detail', ASSUMED_PUBLIC),
    search: get<PageQuery & { keyword: string }, T.SearchResult>('/api/v1.works/search', ASSUMED_PUBLIC),
    /** Everything the home page shows, in one call. */
    home: get<Empty, T.HomeData>('/api/v1.works/home', ASSUMED_PUBLIC),
    /** Same type, shared tags first; never the work itself. */
    related: get<Id & { limit?: number }, T.WorkSummary[]>('/api/v1.works/related', ASSUMED_PUBLIC),
    /** Each item says why (followed designer, a favourite tag, popular); personal with a token. */
    recommend: get<PageQuery & { type?: WorkType }, Paginated<T.RecommendedWork>>(
      '/api/v1.works/recommend',
      ASSUMED_PUBLIC,
    ),
    relation: get<Id, T.WorkRelation>('/api/v1.works/relation', ASSUMED),
    /** Toggles the member's like. */
    like: post<Id, T.LikeResult>('/api/v1.works/like', ASSUMED),
    /**
     * Into a favorites folder (the default folder, made on demand, when folder_id is absent). Already
     * favorited: folder_id moves it there (counted once); without folder_id it stays where it is.
     */
    favorite: post<Id & { folder_id?: number }, T.FavoriteResult>('/api/v1.works/favorite', ASSUMED),
    unfavorite: post<Id, T.FavoriteResult>('/api/v1.works/unfavorite', ASSUMED),
    /** 申请合作: a type-7 message to the author, who approves or rejects it (message.audit). */
    cooperate: post<Id & { message: string; contact: string }, null>('/api/v1.works/cooperate', ASSUMED),
    /**
     * One of the work's files (`index` in WorkDetail.files): a signed address that expires in minutes,
     * with download=1. Free works: any member; works for sale: their author and members who bought
     * them (else 购买后才能下载). Counted (WorkDetail.downloads, but not the author's own) and kept in
     * the member's user.download list.
     */
    download: post<Id & { index: number }, T.WorkDownload>('/api/v1.works/download', ASSUMED),
  },
  favorite: {
    folders: get<Empty, T.FavoriteFolder[]>('/api/v1.favorite/folders', ASSUMED),
    addFolder: post<{ name: string; is_public?: boolean }, T.FavoriteFolder>(
      '/api/v1.favorite/addFolder',
      ASSUMED,
    ),
    /** Public folders for anyone; a private one only for its owner. */
    detail: get<Id & PageQuery, T.FavoriteFolderDetail>('/api/v1.favorite/detail', ASSUMED_PUBLIC),
  },
  collection: {
    detail: get<Id, T.CollectionDetail>('/api/v1.collection/detail', ASSUMED_PUBLIC),
  },
  community: {
    /** latest: by last reply (a reply bumps the topic); hot: by replies and views. */
    lists: get<PageQuery & { sort?: 'latest' | 'hot'; tag?: string }, Paginated<T.Topic>>(
      '/api/v1.community/lists',
      ASSUMED_PUBLIC,
    ),
    detail: get<Id & PageQuery, T.TopicDetail>('/api/v1.community/detail', ASSUMED_PUBLIC),
    reply: post<{ topic_id: number; content: string }, T.TopicPost>('/api/v1.community/reply', ASSUMED),
    /**
     * 发起话题 (rules in topics.ts): the body is HTML (shown only through the sanitizer), its uploaded
     * pictures become public media; a few topics per member per 10 minutes. The new topic leads 最新.
     */
    add: post<TopicInput, T.TopicDetail['topic']>('/api/v1.community/add', { ...ASSUMED, ...RICH }),
    /** The author's own topic only; `tag` replaces its topic tag (other tags stay). */
    edit: post<Id & TopicInput, T.TopicDetail['topic']>('/api/v1.community/edit', { ...ASSUMED, ...RICH }),
    /** The author's own topic only, with all its replies. */
    del: post<Id, null>('/api/v1.community/del', ASSUMED),
  },
  comment: {
    /** A work's comments (public); with a token each says whether the member liked it. */
    lists: get<CommentListReq, T.CommentPage>('/api/v1.comment/lists', ASSUMED_PUBLIC),
    /**
     * Posts a comment or a reply (rules in comments.ts), at most COMMENTS_PER_WINDOW a minute. The work's
     * author gets a type-2 message, the one answered a type-3, linking to /{type}/{work}#comment-{id}.
     */
    add: post<CommentAddReq, T.CommentPosted>('/api/v1.comment/add', ASSUMED),
    /** Toggles the member's like. */
    like: post<Id, T.LikeResult>('/api/v1.comment/like', ASSUMED),
    /** One's own comment, or any on one's own work; a top-level comment takes its replies with it. */
    del: post<Id, T.CommentRemoved>('/api/v1.comment/del', ASSUMED),
  },
  note: {
    detail: get<Id, T.Note>('/api/v1.note/detail', ASSUMED_PUBLIC),
  },
  review: {
    /**
     * assumed: a work's or goods item's reviews (public), newest first with the member's own first of
     * all; their average, count and per-star counts; and what the member may do (review, reply).
     */
    lists: get<ReviewListReq, T.ReviewPage>('/api/v1.review/lists', ASSUMED_PUBLIC),
    /**
     * assumed: the member's review (rules in reviews.ts) of a work they bought or a goods item of an
     * order of theirs that is completed: the first save posts it, a later one edits it. At most
     * REVIEWS_PER_WINDOW a minute with replies. The seller gets a type-2 notice.
     */
    save: post<ReviewSaveReq, T.Review>('/api/v1.review/save', ASSUMED),
    /** assumed: the seller's (author's, shop owner's) one reply to a review; the buyer gets a type-3 notice. */
    reply: post<ReviewReplyReq, T.Review>('/api/v1.review/reply', ASSUMED),
  },
  designer: {
    lists: get<
      PageQuery & { specialty?: WorkType; keyword?: string; sort?: 'hot' | 'latest' },
      Paginated<T.Designer>
    >('/api/v1.designer/lists', ASSUMED_PUBLIC),
    detail: get<Id, T.DesignerDetail>('/api/v1.designer/detail', ASSUMED_PUBLIC),
  },
  shop: {
    lists: get<PageQuery & { keyword?: string }, Paginated<T.Shop>>('/api/v1.shop/lists', ASSUMED_PUBLIC),
    detail: get<Id, T.ShopDetail>('/api/v1.shop/detail', ASSUMED_PUBLIC),
    /** Goods on sale in every shop, newest first (/shop's 新上架, and the goods sitemap). */
    goodsList: get<PageQuery, Paginated<T.Goods>>('/api/v1.shop/goodsList', ASSUMED_PUBLIC),
    /** A goods item's page (on sale, or off the shelf: then it says so and cannot be bought). */
    goodsDetail: get<Id, T.GoodsDetail>('/api/v1.shop/goodsDetail', ASSUMED_PUBLIC),
  },
  order: {
    /**
     * Goods of one shop. `address_id` (assumed): where physical goods (goods without a file) go, the
     * member's default address when left out; refused without one. The order keeps a copy of it. Lines
     * of one item are added together first; 1–99 of each (order-input.ts).
     */
    addOrder: post<T.AddOrderReq, T.Order>('/api/v1.order/addOrder'),
    /**
     * assumed: 结算 across shops — one order per shop, placed together and paid in one payment (one
     * WeChat code or one 余额支付 for the sum): each answers `batch` and `pay_total`. Same rules as addOrder.
     */
    addOrders: post<T.AddOrderReq, T.Order[]>('/api/v1.order/addOrders', ASSUMED),
    /**
     * Answers `expires_at` too (assumed): the order's own deadline, which is the code's. An order placed
     * with others (`batch`): one code for all of them, for `pay_total`.
     */
    addOrderByWeixin: post<{ order_id: number }, T.WxPay>('/api/v1.order/addOrderByWeixin'),
    /**
     * assumed: 余额支付 — pays the member's own unpaid order (and the unpaid orders placed with it) from
     * their balance. Idempotent: an order already paid is answered as it is and nothing more is taken.
     * Refused, with nothing taken, when the balance is short (the msg says by how much), when the order
     * was cancelled or has expired, and when a goods item no longer has the stock: stock is checked and
     * taken in the same step as the money, so two payments for the last items never both succeed. Needs
     * the member's 支付密码 (pay-password.ts): refused without one set, and while it is locked.
     */
    payByBalance: post<{ order_id: number; pay_password: string }, T.Order>(
      '/api/v1.order/payByBalance',
      ASSUMED,
    ),
    /**
     * assumed: the buyer cancels their own unpaid order, with the unpaid orders placed with it (again:
     * answered as it is); a paid one cannot be (申请退款 instead).
     */
    cancel: post<{ order_id: number }, T.Order>('/api/v1.order/cancel', ASSUMED),
    /** assumed: not in spec — one of the member's own orders (the payment page's summary and status). */
    detail: get<Id, T.Order>('/api/v1.order/detail', ASSUMED),
    /**
     * assumed: not in spec — an order for works for sale, all by one author (the seller), each once:
     * not the member's own, not already bought. An unpaid order of the same works is answered again.
     */
    addWorkOrder: post<{ work_ids: number[] }, T.Order>('/api/v1.order/addWorkOrder', ASSUMED),
    /** assumed: 发货 — the seller of a paid order of physical goods gives the carrier and tracking number. */
    ship: post<T.ShipReq, T.Trade>('/api/v1.order/ship', ASSUMED),
    /** assumed: 确认收货 — the buyer of a shipped order; it is completed (again: answered as it is). */
    confirm: post<{ order_id: number }, T.Order>('/api/v1.order/confirm', ASSUMED),
    /**
     * assumed: 申请退款 — the buyer of a paid order. Before shipping: refunded at once, the whole total to
     * the balance (whichever way it was paid), stock and sales restored, the seller's income taken back.
     * Shipped: a request the seller answers (order.answerRefund).
     */
    refund: post<T.RefundReq, T.Order>('/api/v1.order/refund', ASSUMED),
    /** assumed: the seller answers a refund request: agree (退款, as above) or refuse (the order goes on). */
    answerRefund: post<{ order_id: number; agree: boolean }, T.Trade>('/api/v1.order/answerRefund', ASSUMED),
  },
  /** assumed: 收货地址 — the member's addresses (at most ADDRESS_LIMITS.count), the default one first. */
  address: {
    lists: get<Empty, T.Address[]>('/api/v1.address/lists', ASSUMED),
    /** The first address, or one with is_default, becomes the default. */
    add: post<AddressInput, T.Address>('/api/v1.address/add', ASSUMED),
    edit: post<Id & AddressInput, T.Address>('/api/v1.address/edit', ASSUMED),
    /** Orders keep their own copy; deleting the default makes the newest other one the default. */
    del: post<Id, null>('/api/v1.address/del', ASSUMED),
    setDefault: post<Id, T.Address>('/api/v1.address/setDefault', ASSUMED),
  },
  feedback: {
    add: post<Omit<T.Feedback, 'id' | 'reply' | 'created_at'>, T.Feedback>('/api/v1.feedback/add', LIST),
    lists: get<PageQuery, Paginated<T.Feedback>>('/api/v1.feedback/lists'),
  },
  publicUser: {
    /** product.md §7 names POST /api/user/index without fields; we use it for a member's public card. */
    index: post<Id, T.Designer>('/api/user/index', PUBLIC),
  },
  folder: {
    add: post<{ name: string; parent_id: number }, T.Folder>('/api/v1.folder/add'),
    edit: post<{ id: number; name: string }, T.Folder>('/api/v1.folder/edit'),
    del: post<Id, null>('/api/v1.folder/del'),
    addFile: post<AddFileReq, T.DiskFile>('/api/v1.folder/addFile'),
    editFile: post<{ id: number; name: string }, T.DiskFile>('/api/v1.folder/editFile'),
    delFile: post<Id, null>('/api/v1.folder/delFile'),
    move: post<FolderMoveReq, null>('/api/v1.folder/move', LIST),
    lists: get<{ folder_id?: number }, T.FolderListing>('/api/v1.folder/lists'),
    downFile: get<Id, T.FileLink>('/api/v1.folder/downFile'),
    getFolderData: get<Empty, T.FolderData>('/api/v1.folder/getFolderData'),
    /** The private zone's root; needs the ZONE_KEY_HEADER that unlockPrivateZone gave. */
    getPrivateZoneData: get<Empty, T.FolderListing>('/api/v1.folder/getPrivateZoneData'),
    /**
     * The member's login password in a POST body (never a query) opens the private zone: the answer is
     * a short-lived key that every call touching the zone sends as ZONE_KEY_HEADER.
     */
    unlockPrivateZone: post<{ password: string }, T.ZoneKey>('/api/v1.folder/unlockPrivateZone', ASSUMED),
  },
  message: {
    countAllUnread: get<Empty, T.UnreadCount[]>('/webApi/auth/countAllUnreadMessageByUserId'),
    byType: get<MessagesReq, Paginated<T.Message>>('/webApi/auth/getMessageByUserIdAndMessageType'),
    setRead: get<MessageReadReq, null>('/webApi/auth/setMessageReadByUserIdAndMessageType'),
    configEdit: post<{ configs: T.MessageConfigEntry[] }, T.MessageConfigEntry[]>(
      '/api/v1.message_config/edit',
    ),
    configGet: get<Empty, T.MessageConfigEntry[]>('/api/v1.message_config/get'),
    /** Handle a cooperation application. */
    audit: post<{ id: number; status: 'approved' | 'rejected' }, null>('/api/v1.works_create/audit'),
  },
  certification: {
    /** The member's real-name state: none → pending (submitted) → verified | rejected. */
    status: get<Empty, T.Certification>('/api/v1.certification/status', ASSUMED),
    /**
     * Real name (2–30 Han characters, · between parts) and resident ID number (GB 11643 check character,
     * valid birth date), checked as in certification.ts; allowed when none or rejected. Answers pending.
     */
    submit: post<{ real_name: string; id_number: string }, T.Certification>(
      '/api/v1.certification/submit',
      ASSUMED,
    ),
  },
  upload: {
    chunkUpload: post<ChunkUploadFields, T.UploadResult>('/api/v1.common/chunkUpload', { multipart: true }),
  },
  share: {
    getWxConfig: get<{ url: string }, T.WxConfig>('/api/v1.wechat/getWxConfig', PUBLIC),
  },
  linkChecker: {
    create: get<{ fullPath: string }, null>('/webApi/public/createLinkChecker', PUBLIC),
  },
} as const;

/** Every call, flattened, with a stable `module.name` key. */
export const ALL_ENDPOINTS: ReadonlyArray<{ key: string; endpoint: Endpoint }> = Object.entries(
  endpoints,
).flatMap(([module, calls]) =>
  Object.entries(calls as Record<string, Endpoint>).map(([name, endpoint]) => ({
    key: `${module}.${name}`,
    endpoint,
  })),
);

/** Path prefixes the BFF proxies to the upstream. */
export const PROXIED_PREFIXES = ['/api', '/webApi'] as const;

/**
 * Calls that exist only in the demo upstream (mocks/): a stand-in for WeChat Pay's notification and a
 * store reset for tests. The BFF refuses this prefix when a real upstream is configured.
 */
export const DEMO_ONLY_PREFIX = '/api/demo';
export const DEMO_PAY_PATH = `${DEMO_ONLY_PREFIX}/pay`;
export const DEMO_RESET_PATH = `${DEMO_ONLY_PREFIX}/reset`;
export const DEMO_WITHDRAW_PATH = `${DEMO_ONLY_PREFIX}/withdraw`;
export const DEMO_MEMBER_PATH = `${DEMO_ONLY_PREFIX}/member`;

/** A member made for one test: its number (1 99 …, a range no seed uses) and its session. */
export type TestMember = LoginRes & { mobile: string };

export const demoEndpoints = {
  /** Marks the caller's own unpaid order (ZW…) or pending recharge (CZ…) paid: 模拟支付成功. */
  pay: post<{ order_no: string }, { order_no: string; status: 'paid' }>(DEMO_PAY_PATH),
  /** Only on servers started for tests (DEMO_RESET=1); JSON only. */
  reset: post<Empty, null>(DEMO_RESET_PATH, PUBLIC),
  /** Pays out the caller's own pending withdrawal (TX…) now: 模拟到账, as the payment channel would. */
  settleWithdrawal: post<{ withdraw_no: string }, T.Withdrawal>(DEMO_WITHDRAW_PATH),
  /**
   * Only on servers started for tests (DEMO_TEST_MEMBERS=1); JSON only. A new member of its own for
   * each test, logged in, with the password given (or none, as after an SMS sign-up) and the 支付密码
   * given (or none); with `shop`, an empty shop of their own (a seller for a test's goods).
   */
  member: post<{ password?: string; pay_password?: string; shop?: boolean }, TestMember>(
    DEMO_MEMBER_PATH,
    PUBLIC,
  ),
} as const;

/** Where the demo upstream serves stored media (covers, models, uploaded files). */
export const STORAGE_PREFIX = '/api/storage';
