/**
 * Entities that cross the wire. product.md §3 names most of them without fields; the fields are the contract
 * we settled on, written once as zod in `schemas.ts` (with their notes): every answer's type here is
 * its schema's `z.infer`, and the demo upstream (mocks/) checks its answers against the same schemas.
 * This module and the SPA import the schemas as types only, so no zod reaches the SPA's bundle.
 * Money is a decimal string in yuan with two decimals ("12.50"), never a float.
 * Times are ISO 8601 strings.
 */
import type * as z from './zod.ts';
import type * as S from './schemas.ts';
import type * as SM from './seller-money.ts';
import type * as WI from './work-input.ts';
import type * as OI from './order-input.ts';

/** Names for the two kinds of string the wire carries (schemas `money`, `time`). */
export type Money = string;
export type IsoTime = string;

// ---- answers: each its schema's type (notes on the fields in schemas.ts) ---------------------------

export type Gender = z.infer<typeof S.gender>;
export type CertificationStatus = z.infer<typeof S.certificationStatus>;
export type UserBrief = z.infer<typeof S.userBrief>;
export type UserInfo = z.infer<typeof S.userInfo>;
export type AccountSecurity = z.infer<typeof S.accountSecurity>;
export type PayPasswordState = z.infer<typeof S.payPasswordState>;
export type Certification = z.infer<typeof S.certification>;
export type AccountOverview = z.infer<typeof S.accountOverview>;
export type Tag = z.infer<typeof S.tag>;
export type WorkFile = z.infer<typeof S.workFile>;
export type WorkSummary = z.infer<typeof S.workSummary>;
export type WorkDetail = z.infer<typeof S.workDetail>;
export type ModelFacts = z.infer<typeof S.modelFacts>;
export type VideoPreview = z.infer<typeof S.videoPreview>;
export type Designer = z.infer<typeof S.designer>;
export type DesignerDetail = z.infer<typeof S.designerDetail>;
export type Shop = z.infer<typeof S.shop>;
export type GoodsStatus = z.infer<typeof S.goodsStatus>;
export type Goods = z.infer<typeof S.goods>;
export type ShopDetail = z.infer<typeof S.shopDetail>;
export type GoodsTabData = z.infer<typeof S.goodsTabData>;
export type Item = z.infer<typeof S.item>;
export type ItemTabData = z.infer<typeof S.itemTabData>;
export type Visitor = z.infer<typeof S.visitor>;
export type WorkVisitor = z.infer<typeof S.workVisitor>;
export type FollowEntry = z.infer<typeof S.followEntry>;
export type OrderStatus = z.infer<typeof S.orderStatus>;
export type PayMethod = z.infer<typeof S.payMethod>;
export type WorkOrderLine = z.infer<typeof S.workOrderLine>;
export type OrderLine = z.infer<typeof S.orderLine>;
export type Order = z.infer<typeof S.order>;
export type GoodsDetail = z.infer<typeof S.goodsDetail>;
export type Trade = z.infer<typeof S.trade>;
export type OrderAddress = z.infer<typeof S.orderAddress>;
export type Address = z.infer<typeof S.address>;
export type IncomeRow = z.infer<typeof S.incomeRow>;
export type IncomeRange = z.infer<typeof S.incomeRange>;
export type IncomeDaily = z.infer<typeof S.incomeDaily>;
export type BalanceLogKind = z.infer<typeof S.balanceLogKind>;
export type BalanceLogRow = z.infer<typeof S.balanceLogRow>;
export type WithdrawAccountKind = z.infer<typeof S.withdrawAccountKind>;
export type WithdrawAccount = z.infer<typeof S.withdrawAccount>;
export type WithdrawInfo = z.infer<typeof S.withdrawInfo>;
export type Withdrawal = z.infer<typeof S.withdrawal>;
export type DownloadRecord = z.infer<typeof S.downloadRecord>;
export type RechargeData = z.infer<typeof S.rechargeData>;
export type RechargeStatus = z.infer<typeof S.rechargeStatus>;
export type GuideStatus = z.infer<typeof S.guideStatus>;
export type PrivateMessage = z.infer<typeof S.privateMessage>;
export type Conversation = z.infer<typeof S.conversation>;
export type PrivateUnread = z.infer<typeof S.privateUnread>;
export type BlockState = z.infer<typeof S.blockState>;
export type UnreadCount = z.infer<typeof S.unreadCount>;
export type Message = z.infer<typeof S.message>;
export type MessageConfigEntry = z.infer<typeof S.messageConfigEntry>;
export type Folder = z.infer<typeof S.folder>;
export type DiskFile = z.infer<typeof S.diskFile>;
export type ZoneKey = z.infer<typeof S.zoneKey>;
export type FolderListing = z.infer<typeof S.folderListing>;
export type FolderData = z.infer<typeof S.folderData>;
export type FileLink = z.infer<typeof S.fileLink>;
export type Feedback = z.infer<typeof S.feedback>;
export type WxConfig = z.infer<typeof S.wxConfig>;
export type UploadResult = z.infer<typeof S.uploadResult>;
export type SmsSent = z.infer<typeof S.smsSent>;
export type SearchResult = z.infer<typeof S.searchResult>;
export type WorkRelation = z.infer<typeof S.workRelation>;
export type LikeResult = z.infer<typeof S.likeResult>;
export type FavoriteResult = z.infer<typeof S.favoriteResult>;
export type FollowResult = z.infer<typeof S.followResult>;
export type WorkDownload = z.infer<typeof S.workDownload>;
export type WxPay = z.infer<typeof S.wxPay>;
export type FavoriteFolder = z.infer<typeof S.favoriteFolder>;
export type FavoriteFolderDetail = z.infer<typeof S.favoriteFolderDetail>;
export type RecommendedWork = z.infer<typeof S.recommendedWork>;
export type HomeBanner = z.infer<typeof S.homeBanner>;
export type HomeData = z.infer<typeof S.homeData>;
export type CollectionSummary = z.infer<typeof S.collectionSummary>;
export type CollectionDetail = z.infer<typeof S.collectionDetail>;
export type Topic = z.infer<typeof S.topic>;
export type TopicPost = z.infer<typeof S.topicPost>;
export type TopicDetail = z.infer<typeof S.topicDetail>;
export type Note = z.infer<typeof S.note>;
export type WorkComment = z.infer<typeof S.workComment>;
export type CommentThread = z.infer<typeof S.commentThread>;
export type CommentPage = z.infer<typeof S.commentPage>;
export type CommentPosted = z.infer<typeof S.commentPosted>;
export type Review = z.infer<typeof S.review>;
export type ReviewPage = z.infer<typeof S.reviewPage>;
export type CommentRemoved = z.infer<typeof S.commentRemoved>;
export type AuthUrl = z.infer<typeof S.authUrl>;
export type LoginState = z.infer<typeof S.loginState>;
export type BlockResult = z.infer<typeof S.blockResult>;
export type FollowState = z.infer<typeof S.followState>;

// ---- requests: the input side of the shared input schemas the demo upstream validates with -------

/** What works.add / works.edit take (less the id): the shared input schema's input side. */
export type WorkInput = z.input<typeof WI.workInputSchema>;

/** user.bindWithdrawAccount's input. */
export type WithdrawAccountReq = z.input<typeof SM.withdrawAccountInputSchema>;

/** A goods item as its seller writes it (assumed: user.addGoods / user.editGoods). */
export type GoodsInput = z.input<typeof SM.goodsInputSchema>;

/** order.addOrder / order.addOrders: the lines, and where physical goods go. */
export type AddOrderReq = z.input<typeof OI.addOrderInputSchema>;
/** order.ship: carrier and tracking number. */
export type ShipReq = z.input<typeof OI.shipInputSchema>;
/** order.refund: why. */
export type RefundReq = z.input<typeof OI.refundInputSchema>;
