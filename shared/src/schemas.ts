/**
 * The contract's answers as zod schemas: the one source of their shapes, written by domain beside their
 * inputs (`account-answers.ts` beside `auth-input.ts`, `works-answers.ts` beside `work-input.ts`, …) and
 * re-exported here, so `@zaowu/shared/schemas` stays the one import for answers. `types.ts` names each
 * one's type (`z.infer`), so the SPA imports types only and no zod reaches its bundle; the demo
 * upstream's contract test checks every handler's `data` against `responseSchemas`, keyed like
 * ALL_ENDPOINTS ('user.login', …). Strict objects make unknown keys fail at run time too.
 * Money is a decimal string in yuan with two decimals ("12.50"), never a float; times are ISO 8601.
 */
import * as z from './zod.ts';
import { MESSAGE_TYPES } from './catalog.ts';
import type { endpoints } from './endpoints.ts';
import { ADDRESS_LIMITS } from './address-input.ts';
import { page } from './answer-fields.ts';
import {
  accountOverview,
  accountSecurity,
  authUrl,
  certification,
  guideStatus,
  loginRes,
  loginState,
  payPasswordState,
  smsSent,
  userInfo,
  visitor,
  workVisitor,
} from './account-answers.ts';
import {
  downloadRecord,
  favoriteFolder,
  favoriteFolderDetail,
  favoriteResult,
  likeResult,
  recommendedWork,
  tag,
  workDetail,
  workDownload,
  workRelation,
  workSummary,
} from './works-answers.ts';
import {
  blockResult,
  blockState,
  conversation,
  message,
  messageConfigEntry,
  privateMessage,
  privateUnread,
  unreadCount,
} from './message-answers.ts';
import { designer, designerDetail, followEntry, followResult, followState } from './designer-answers.ts';
import {
  address,
  goods,
  goodsDetail,
  goodsTabData,
  item,
  itemTabData,
  order,
  shop,
  shopDetail,
  trade,
  wxPay,
} from './order-answers.ts';
import {
  balanceLogRow,
  incomeDaily,
  incomeRow,
  rechargeData,
  rechargeStatus,
  withdrawAccount,
  withdrawInfo,
  withdrawal,
} from './money-answers.ts';
import {
  diskFile,
  fileLink,
  folder,
  folderData,
  folderListing,
  uploadResult,
  zoneKey,
} from './folder-answers.ts';
import { collectionDetail, note, topic, topicDetail, topicPost } from './community-answers.ts';
import { commentPage, commentPosted, commentRemoved } from './comment-answers.ts';
import { review, reviewPage } from './review-answers.ts';
import { homeData, searchResult } from './discovery-answers.ts';
import { feedback } from './feedback-answers.ts';
import { wxConfig } from './share-answers.ts';

export * from './account-answers.ts';
export * from './works-answers.ts';
export * from './message-answers.ts';
export * from './designer-answers.ts';
export * from './order-answers.ts';
export * from './money-answers.ts';
export * from './folder-answers.ts';
export * from './community-answers.ts';
export * from './comment-answers.ts';
export * from './review-answers.ts';
export * from './discovery-answers.ts';
export * from './feedback-answers.ts';
export * from './share-answers.ts';

const messageConfig = z.array(messageConfigEntry).length(MESSAGE_TYPES.length);

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
  'community.add': topicDetail.shape.topic,
  'community.edit': topicDetail.shape.topic,
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
