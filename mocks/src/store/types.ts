/**
 * The demo upstream's tables. Rows keep money in fen and refer to each other by id; the wire shapes of
 * @zaowu/shared are built from them in views/.
 */
import type {
  CertificationStatus,
  Feedback,
  Gender,
  GoodsStatus,
  GuideStatus,
  IsoTime,
  Item,
  LicenseKey,
  ModelFacts,
  MessageType,
  OrderStatus,
  PayMethod,
  SmsEvent,
  WorkFile,
  WorkType,
} from '@zaowu/shared';

export interface UserRow {
  id: number;
  mobile: string;
  password: string;
  nickname: string;
  avatar: string;
  bio: string;
  gender: Gender;
  city: string;
  balance: number;
  certification: CertificationStatus;
  specialties: WorkType[];
  cover: string;
  /** Followers from outside the demo (the follows table only holds the demo's own relations). */
  followers_base: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface WorkRow {
  id: number;
  type: WorkType;
  title: string;
  description: string;
  content: string;
  cover: string;
  author_id: number;
  likes: number;
  views: number;
  favorites: number;
  price: number | null;
  is_mature: boolean;
  license: LicenseKey;
  tags: string[];
  tools: number[];
  images: string[];
  /** The cover's and each image's alternative text (absent in data saved before they existed: none). */
  cover_alt?: string;
  image_alts?: string[];
  files: WorkFile[];
  model_url: string | null;
  video_url: string | null;
  /** An animation's preview cut by its author (试看片段): public, played to those who have not bought it. */
  preview_url?: string | null;
  /**
   * The first seconds of the video (`of`), cut by the demo when the animation is for sale and its
   * author gave no preview: an upload of the author's, public (handlers/works.ts).
   */
  auto_preview?: { of: string; url: string; seconds: number } | null;
  /** Downloads of its files (works.download), the author's own not counted. */
  downloads: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

interface TagRow {
  id: number;
  name: string;
  types: WorkType[];
}

export interface ShopRow {
  id: number;
  name: string;
  logo: string;
  banner: string;
  description: string;
  owner_id: number;
  created_at: IsoTime;
  updated_at: IsoTime;
}

export interface GoodsRow {
  id: number;
  shop_id: number;
  title: string;
  cover: string;
  price: number;
  stock: number;
  sales: number;
  status: GoodsStatus;
  description: string;
  /** Pictures after the cover, for the goods page. */
  images: string[];
  /** What a buyer may download, for digital goods. */
  download_url: string | null;
  created_at: IsoTime;
}

/** A shop's goods item in an order (seeded and older rows have no kind). */
export interface GoodsOrderLineRow {
  kind?: 'goods';
  goods_id: number;
  title: string;
  cover: string;
  price: number;
  quantity: number;
}

/** A work bought from its author: once (quantity 1); title, cover and price as when ordered. */
export interface WorkOrderLineRow {
  kind: 'work';
  work_id: number;
  work_type: WorkType;
  title: string;
  cover: string;
  price: number;
  quantity: 1;
}

export type OrderLineRow = GoodsOrderLineRow | WorkOrderLineRow;

/** 收货地址: one of a member's addresses (the district's names kept beside its code). */
export interface AddressRow {
  id: number;
  user_id: number;
  name: string;
  mobile: string;
  region_code: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: boolean;
  created_at: IsoTime;
}

/** Where an order ships: the address as it was when ordered. */
export type OrderAddressRow = Pick<
  AddressRow,
  'name' | 'mobile' | 'province' | 'city' | 'district' | 'detail'
>;

export interface OrderRow {
  id: number;
  order_no: string;
  buyer_id: number;
  /** The shop sold from; null for an order of works. */
  shop_id: number | null;
  /** Who is paid when there is no shop: the works' author (store/payments.ts sellerOf). */
  seller_id?: number;
  status: OrderStatus;
  lines: OrderLineRow[];
  total: number;
  code_url: string | null;
  created_at: IsoTime;
  /** created_at + PAY_TTL_MS: unpaid after that, it is expired (store/payments.ts expireDue). */
  expires_at: IsoTime;
  paid_at: IsoTime | null;
  pay_method: PayMethod | null;
  /*
   * Fulfilment (store/fulfilment.ts); rows older than it lack these and read as absent. `ships`: it
   * holds physical goods, so paid → shipped → completed; without, it completes when paid.
   */
  ships?: boolean;
  address?: OrderAddressRow | null;
  shipment?: { carrier: string; tracking_no: string; shipped_at: IsoTime } | null;
  refund?: { reason: string; note: string; requested_at: IsoTime; refused_at: IsoTime | null } | null;
  completed_at?: IsoTime | null;
  refunded_at?: IsoTime | null;
  /** Ids of the orders placed together and paid in one payment (this one included); absent: alone. */
  batch?: number[];
}

export interface ItemRow {
  id: number;
  user_id: number;
  kind: Item['kind'];
  ref_id: number;
  title: string;
  cover: string;
  price: number;
  bought_at: IsoTime;
  download_url: string | null;
  /** The order it came with (absent on rows older than refunds): a refund takes it back. */
  order_id?: number;
}

export interface IncomeEntry {
  id: number;
  user_id: number;
  amount: number;
  /** Earnings only: a recharge or a refund is the member's own money (the ledger has it). */
  source: 'sale' | 'reward';
  title: string;
  order_no: string;
  created_at: IsoTime;
}

/** Why a member's balance moved (余额明细). */
export type LedgerKind = 'opening' | 'recharge' | 'purchase' | 'sale' | 'reward' | 'refund' | 'withdrawal';

/** One movement of a member's balance, in fen (signed), with the balance after it. Append-only. */
export interface LedgerRow {
  id: number;
  user_id: number;
  kind: LedgerKind;
  amount: number;
  balance_after: number;
  title: string;
  /** The order, recharge or withdrawal it belongs to ('' for the opening balance). */
  ref_no: string;
  created_at: IsoTime;
}

/** The account a member's withdrawals go to (one per member; binding again replaces it). */
export interface WithdrawAccountRow {
  user_id: number;
  kind: 'alipay' | 'bank';
  /** Phone, e-mail or card number, as bound (spaces dropped). */
  account: string;
  bank_name: string | null;
  /** The certified real name it was bound with. */
  holder: string;
  bound_at: IsoTime;
}

/** A withdrawal: its amount and fee left the balance when it was made; pending until paid out. */
export interface WithdrawalRow {
  id: number;
  withdraw_no: string;
  user_id: number;
  amount: number;
  fee: number;
  /** The client's key for one attempt: the same key answers the same withdrawal. */
  request_id: string;
  /** The account as it was when requested, masked for showing. */
  account_label: string;
  status: 'pending' | 'done';
  created_at: IsoTime;
  done_at: IsoTime | null;
}

export interface DownloadRow {
  id: number;
  user_id: number;
  work_id: number;
  file: WorkFile;
  downloaded_at: IsoTime;
}

export interface UserVisitRow {
  id: number;
  user_id: number;
  visitor_id: number;
  visited_at: IsoTime;
}

export interface WorkVisitRow {
  id: number;
  work_id: number;
  visitor_id: number;
  visited_at: IsoTime;
}

export interface FollowRow {
  follower_id: number;
  followee_id: number;
  followed_at: IsoTime;
}

/** A member's favorite: one work in one of their favorites folders. */
export interface FavoriteRow {
  user_id: number;
  work_id: number;
  folder_id: number;
  /** When it was favorited, or last moved into its folder. */
  created_at: IsoTime;
}

/** A favorites folder (收藏夹). Names are unique per member; DEFAULT_FAVORITE_FOLDER is made on demand. */
export interface FavoriteFolderRow {
  id: number;
  user_id: number;
  name: string;
  is_public: boolean;
  created_at: IsoTime;
}

/** A member's like of a work (WorkRow.likes also counts likes from outside the demo). */
export interface LikeRow {
  user_id: number;
  work_id: number;
  created_at: IsoTime;
}

/** A curated collection (合集): works in the curator's order. */
export interface CollectionRow {
  id: number;
  title: string;
  description: string;
  curator_id: number;
  work_ids: number[];
  created_at: IsoTime;
}

export interface BannerRow {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  link: string;
}

/** A community topic; its opening post is its first PostRow (floor 1). */
export interface TopicRow {
  id: number;
  title: string;
  author_id: number;
  tags: string[];
  views: number;
  created_at: IsoTime;
}

export interface PostRow {
  id: number;
  topic_id: number;
  author_id: number;
  /** HTML: seeded posts as authored; member replies escaped text in <p>. */
  content: string;
  created_at: IsoTime;
}

export interface NoteRow {
  id: number;
  title: string;
  content: string;
  cover: string;
  author_id: number;
  work_id: number | null;
  views: number;
  created_at: IsoTime;
}

/** A comment on a work, or a reply under one (parent_id: the top-level comment; one level deep). */
export interface CommentRow {
  id: number;
  work_id: number;
  parent_id: number | null;
  author_id: number;
  /** Whom a reply answers (a user id); null for a top-level comment. */
  reply_to_id: number | null;
  /** Plain text as the member wrote it (never HTML). */
  content: string;
  /** Likes, those from outside the demo included (commentLikes holds the demo's own). */
  likes: number;
  created_at: IsoTime;
}

/** A member's like of a comment. */
interface CommentLikeRow {
  user_id: number;
  comment_id: number;
  created_at: IsoTime;
}

export interface PrivateMessageRow {
  id: number;
  from_id: number;
  to_id: number;
  content: string;
  read: boolean;
  created_at: IsoTime;
}

/** A member's block (拉黑) of another user: private messages stop both ways while it lasts. */
interface BlockRow {
  blocker_id: number;
  blocked_id: number;
  created_at: IsoTime;
}

export interface MessageRow {
  id: number;
  user_id: number;
  message_type: MessageType;
  title: string;
  content: string;
  read: boolean;
  from_id: number | null;
  cooperation_id: number | null;
  /** Site path of what it is about, or null. */
  link: string | null;
  created_at: IsoTime;
}

/** A member's latest real-name submission (kept in full, answered masked). */
interface CertificationRow {
  user_id: number;
  real_name: string;
  id_number: string;
  submitted_at: IsoTime;
  reviewed_at: IsoTime | null;
  reason: string | null;
}

type CooperationStatus = 'pending' | 'approved' | 'rejected';

export interface CooperationRow {
  id: number;
  work_id: number;
  owner_id: number;
  applicant_id: number;
  note: string;
  /** How the applicant can be reached. */
  contact: string;
  status: CooperationStatus;
  created_at: IsoTime;
}

export interface FolderRow {
  id: number;
  user_id: number;
  name: string;
  parent_id: number;
  is_private: boolean;
  created_at: IsoTime;
}

export interface FileRow {
  id: number;
  user_id: number;
  folder_id: number;
  name: string;
  path: string;
  size: number;
  mime: string;
  created_at: IsoTime;
}

export interface FeedbackRow extends Feedback {
  user_id: number;
}

export interface RechargeRow {
  order_no: string;
  user_id: number;
  amount: number;
  status: 'pending' | 'paid';
  code_url: string;
  created_at: IsoTime;
  expires_at: IsoTime;
  paid_at: IsoTime | null;
}

interface SmsCodeRow {
  mobile: string;
  event: SmsEvent;
  code: string;
  sent_at: number;
  /** Wrong codes tried against this one; at SMS_MAX_TRIES it is void. */
  tries: number;
}

/**
 * A member's 支付密码 (store/pay-password.ts): never the digits, only a salted PBKDF2 hash of them; and
 * the wrong ones in a row, which lock it.
 */
export interface PayPasswordRow {
  user_id: number;
  /** PBKDF2-SHA256 of the digits, hex. */
  hash: string;
  /** Random, hex; new with each password. */
  salt: string;
  /** PBKDF2's rounds when it was set (so a later change of the cost leaves old rows checkable). */
  rounds: number;
  set_at: IsoTime;
  /** Wrong ones in a row since the last right one, the last set or the last lock. */
  failures: number;
  /** While now < this (ms) every try is refused, right or wrong; 0 when not locked. */
  locked_until: number;
}

/** A buyer's review (评价) of a work or a goods item, and the seller's one reply. */
export interface ReviewRow {
  id: number;
  target: 'work' | 'goods';
  target_id: number;
  user_id: number;
  stars: number;
  /** Plain text, cleaned (shared reviews.ts); '' when the buyer only rated. */
  content: string;
  /** The completed order a goods review stands on; null for a work (a bought item is the proof). */
  order_id: number | null;
  created_at: IsoTime;
  updated_at: IsoTime | null;
  reply: { content: string; created_at: IsoTime } | null;
}

/** Wrong passwords in a row for one account from one client (login), or one member's private zone. */
interface LockoutRow {
  failures: number;
  /** While now < this (ms) every try is refused, right or wrong. */
  locked_until: number;
  /** The last wrong one (ms): a count left alone for a lockout's length is forgotten. */
  failed_at: number;
}

/** SMS codes sent today (China time) to one number or from one client, and when the last went. */
interface SmsSendRow {
  /** yyyymmdd, China time: a new day starts the count again. */
  day: string;
  count: number;
  /** ms; 0 once the number's last code was used (a fresh one may go at once). */
  last_at: number;
}

export interface SessionRow {
  token: string;
  user_id: number;
  created_at: number;
  /** The private zone's key (folder.unlockPrivateZone) and until when it opens the zone (ms). */
  zone: { key: string; until: number } | null;
}

/** Bytes of a stored file: a key in the ByteStore, or (seeded files only) the bytes themselves. */
export type BytePart = { size: number; key: string } | { size: number; bytes: Uint8Array };

/**
 * A file the demo upstream serves under STORAGE_PREFIX/uploads (merged uploads, seeded drive files).
 * A merged upload keeps its chunks as parts in order: merging never copies the file.
 */
export interface StoredBlob {
  parts: BytePart[];
  size: number;
  /** Seeded files do not count against the demo's upload space. */
  seeded: boolean;
  mime: string;
  name: string;
  owner_id: number;
  /**
   * Public media (a work's cover or preview, an avatar): anyone may load it at its bare path.
   * Everything else is served only through a signed, expiring address.
   */
  public: boolean;
  /** When it was stored (ms): an upload nothing refers to is dropped after a while. */
  created_at: number;
  /** A .glb or .gltf upload: what it holds, read when it arrived (absent for other files, or too large). */
  model_facts?: ModelFacts;
}

interface ChunkSession {
  user_id: number;
  chunkid: string;
  filename: string;
  chunkcount: number;
  chunks: Map<number, { size: number; key: string }>;
  /** Last chunk received (ms), so abandoned uploads can be dropped. */
  touched_at: number;
}

interface LinkCheckRow {
  fullPath: string;
  user_id: number | null;
  at: IsoTime;
}

export type IdTable =
  | 'users'
  | 'works'
  | 'tags'
  | 'shops'
  | 'goods'
  | 'orders'
  | 'items'
  | 'income'
  | 'ledger'
  | 'withdrawals'
  | 'downloads'
  | 'userVisits'
  | 'workVisits'
  | 'privateMessages'
  | 'messages'
  | 'cooperations'
  | 'folders'
  | 'files'
  | 'feedback'
  | 'favoriteFolders'
  | 'collections'
  | 'topics'
  | 'posts'
  | 'comments'
  | 'notes'
  | 'addresses'
  | 'reviews';

export interface Db {
  seed: number;
  users: Map<number, UserRow>;
  works: Map<number, WorkRow>;
  tags: Map<string, TagRow>;
  shops: Map<number, ShopRow>;
  goods: Map<number, GoodsRow>;
  orders: Map<number, OrderRow>;
  addresses: Map<number, AddressRow>;
  items: Map<number, ItemRow>;
  income: Map<number, IncomeEntry>;
  ledger: Map<number, LedgerRow>;
  withdrawals: Map<number, WithdrawalRow>;
  withdrawAccounts: Map<number, WithdrawAccountRow>;
  downloads: Map<number, DownloadRow>;
  userVisits: Map<number, UserVisitRow>;
  workVisits: Map<number, WorkVisitRow>;
  follows: FollowRow[];
  favorites: FavoriteRow[];
  favoriteFolders: Map<number, FavoriteFolderRow>;
  likes: LikeRow[];
  collections: Map<number, CollectionRow>;
  banners: BannerRow[];
  topics: Map<number, TopicRow>;
  posts: Map<number, PostRow>;
  notes: Map<number, NoteRow>;
  comments: Map<number, CommentRow>;
  commentLikes: CommentLikeRow[];
  /** Buyers' reviews of works and goods (store/reviews.ts). */
  reviews: Map<number, ReviewRow>;
  privateMessages: Map<number, PrivateMessageRow>;
  blocks: BlockRow[];
  messages: Map<number, MessageRow>;
  cooperations: Map<number, CooperationRow>;
  messageConfig: Map<number, Map<MessageType, boolean>>;
  /**
   * The tour's state by member id (handlers/tour.ts). Named as the contract names it (GuideStatus), and
   * kept so: it is a table name in the saved store (persistence/sqlite.ts).
   */
  guides: Map<number, GuideStatus>;
  /** Real-name submissions by member id; UserRow.certification holds the state. */
  certifications: Map<number, CertificationRow>;
  folders: Map<number, FolderRow>;
  files: Map<number, FileRow>;
  feedback: Map<number, FeedbackRow>;
  recharges: Map<string, RechargeRow>;
  smsCodes: Map<string, SmsCodeRow>;
  sessions: Map<string, SessionRow>;
  /** 支付密码 by member id (store/pay-password.ts). */
  payPasswords: Map<number, PayPasswordRow>;
  /**
   * Wrong passwords in a row by "login:<user id>@<client>" (one account from one client) and
   * "zone:<user id>" (store/login-throttle.ts, store/auth.ts).
   */
  lockouts: Map<string, LockoutRow>;
  /**
   * Times (ms) of recent wrong passwords by "client:<client>" (any account) and "account:<user id>"
   * (from clients the account does not know): store/login-throttle.ts.
   */
  passwordFailures: Map<string, number[]>;
  /** When (ms) an account last logged in from a client, by "<user id>@<client>". */
  knownClients: Map<string, number>;
  /** SMS codes sent, by "mobile:<number>" and "client:<client>" (store/sms-limits.ts). */
  smsSends: Map<string, SmsSendRow>;
  /** When a member last posted, by "<kind>:<user id>" (store/rate-limit.ts). */
  postingTimes: Map<string, number[]>;
  blobs: Map<string, StoredBlob>;
  chunkSessions: Map<string, ChunkSession>;
  linkChecks: LinkCheckRow[];
  /** The last id used per table; new rows take the next one. */
  lastId: Record<IdTable, number>;
  /** Running number for order and recharge numbers. */
  orderSeq: number;
}
