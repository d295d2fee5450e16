/**
 * What every contract call takes, as it is validated: one zod schema per call, keyed like ALL_ENDPOINTS
 * and `responseSchemas` ('user.login', …). The demo upstream's handlers validate with these
 * (mocks/src/handlers/route.ts types each handler's input by its call's schema), and docs/openapi.json
 * describes each call's query or body from them. A schema with rules the SPA's forms check before sending
 * lives beside its domain (`auth-input.ts`, `work-input.ts`, …) and is imported here; a query that only
 * names a page, an id or a filter is written here, under its call's key, which is its name.
 * GET input comes from the query (numbers as text), POST from a JSON, form or multipart body.
 */
import * as z from './zod.ts';
import { MESSAGE_TYPES, RENDERING_TOOLS, type MessageType } from './catalog.ts';
import { MAX_PER_PAGE } from './envelope.ts';
import type { endpoints, ReqOf } from './endpoints.ts';
import type { EndpointKey } from './schemas.ts';
import { addressInputSchema } from './address-input.ts';
import {
  AUTH_MSGS,
  loginInputSchema,
  resetPasswordInputSchema,
  setPasswordInputSchema,
  smsSendInputSchema,
} from './auth-input.ts';
import { commentInputSchema } from './comments.ts';
import { cooperationInputSchema } from './cooperation-input.ts';
import { feedbackInputSchema } from './feedback-input.ts';
import {
  driveName,
  fileEditInputSchema,
  folderAddInputSchema,
  folderEditInputSchema,
  folderRef,
  itemName,
  unlockZoneInputSchema,
} from './folder-input.ts';
import { rechargeInputSchema } from './money-input.ts';
import { addOrderInputSchema, refundInputSchema, shipInputSchema } from './order-input.ts';
import { payPasswordField, setPayPasswordInputSchema } from './pay-password.ts';
import { privateMessageInputSchema } from './private-messages.ts';
import { profileInputSchema } from './profile-input.ts';
import { reviewInputSchema, reviewReplyInputSchema, reviewTarget } from './reviews.ts';
import {
  goodsEditInputSchema,
  goodsInputSchema,
  goodsPriceInputSchema,
  WITHDRAW_MAX_FEN,
  WITHDRAW_MIN_FEN,
  WITHDRAW_MSGS,
  withdrawAccountInputSchema,
} from './seller-money.ts';
import { topicEditSchema, topicInputSchema, topicReplyInputSchema } from './topics.ts';
import { id, int, money, optionalInt } from './input-fields.ts';
import { license, workEditSchema, workInputSchema, workType } from './work-input.ts';

/** A list's page ≥ 1 (default 1); per_page defaults to 20 and is capped at MAX_PER_PAGE rather than refused. */
const DEFAULT_PER_PAGE = 20;
const page = {
  page: optionalInt('页码格式不正确', 1).transform((v) => v ?? 1),
  per_page: optionalInt('每页数量格式不正确', 1).transform((v) =>
    Math.min(MAX_PER_PAGE, v ?? DEFAULT_PER_PAGE),
  ),
};
const messageType = int('缺少消息类型', '消息类型不正确', 1, MESSAGE_TYPES.length).transform(
  (v) => v as MessageType,
);
/** A call that takes nothing. */
const none = z.object({});
/** A page of a list, nothing more. */
const pageQuery = z.object(page);
/** One thing by its id (`what` names it in the message: 作品, 评论 …). */
const byId = (what: string) => z.object({ id: id(what) });
const userTarget = z.object({ user_id: id('用户') });
const keyword = (missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(50, '关键词不能超过 50 个字');
/** 0 off the shelf, 1 on sale. */
const goodsStatusField = int('缺少商品状态', '商品状态不正确', 0, 1).transform((v) => v as 0 | 1);
const incomeRangeField = z.preprocess(
  (v) => (typeof v === 'string' ? Number(v.trim()) : v),
  z.union([z.literal(7), z.literal(30), z.literal(90)], { error: '统计范围须为 7、30 或 90 天' }),
);
/** works.related: how many (default RELATED_DEFAULT, at most RELATED_MAX). */
const RELATED_DEFAULT = 8;
const RELATED_MAX = 24;

const worksListQuery = z.object({
  ...page,
  type: workType.optional(),
  tag: z.string().trim().optional(),
  license: license.optional(),
  tool: optionalInt('渲染工具不存在', 1, RENDERING_TOOLS.length),
  price: z.enum(['free', 'paid'], { error: '价格筛选参数不正确' }).optional(),
  sort: z.enum(['latest', 'hot'], { error: '排序参数不正确' }).optional(),
  keyword: z.string().trim().max(50, '关键词不能超过 50 个字').optional(),
  author_id: optionalInt('作者 ID 格式不正确', 1),
});

/** The most chunks one upload may have. */
const MAX_CHUNKS = 2_000;
/** upload.chunkUpload's multipart fields. */
const chunkUpload = z
  .object({
    file: z.instanceof(Blob, { error: '缺少文件内容' }),
    filename: itemName('文件名', 200, { chars: /[\\/]/, shown: '/ \\' }),
    chunkindex: int('缺少分片序号 chunkindex', '分片序号 chunkindex 不正确', 0, MAX_CHUNKS),
    chunkcount: int(
      '缺少分片总数 chunkcount',
      `分片总数 chunkcount 须在 1–${MAX_CHUNKS} 之间`,
      1,
      MAX_CHUNKS,
    ),
    action: z.enum(['chunk', 'merge'], { error: 'action 参数须为 chunk 或 merge' }),
    chunkid: z
      .string({ error: '分片标识 chunkid 不正确' })
      .trim()
      .min(1, '分片标识 chunkid 不能为空')
      .max(200, '分片标识 chunkid 过长')
      .optional(),
  })
  .superRefine((f, ctx) => {
    if (f.chunkindex > f.chunkcount) ctx.addIssue({ code: 'custom', message: '分片序号超出分片总数' });
    if (f.chunkcount > 1 && !f.chunkid) ctx.addIssue({ code: 'custom', message: '缺少分片标识 chunkid' });
  });

/** The input of every contract call, keyed like ALL_ENDPOINTS. */
export const requestSchemas = {
  // ---- user
  'user.login': loginInputSchema,
  'user.logout': none,
  'user.resetpwd': resetPasswordInputSchema,
  'user.profile': profileInputSchema,
  'user.getAuthUrl': z.object({
    platform: z.enum(['wechat', 'qq', 'weibo'], { error: '不支持的登录方式' }),
    redirect: z.string({ error: '回调地址不正确' }).trim().optional(),
  }),
  'user.index': none,
  'user.checkLogin': none,
  'user.download': pageQuery,
  'user.getMyWorks': z.object({ ...page, type: workType.optional() }),
  'user.getUserVisitor': pageQuery,
  'user.getWorkVisitor': pageQuery,
  'user.getGoodsList': z.object({ ...page, status: goodsStatusField.optional() }),
  'user.getCollectList': pageQuery,
  'user.getFollowList': pageQuery,
  'user.getTradeList': z.object({
    ...page,
    direction: z.enum(['buy', 'sell'], { error: '交易方向不正确' }).optional(),
  }),
  'user.getTrade': byId('订单'),
  'user.getItemList': z.object({
    ...page,
    kind: z.enum(['work', 'goods'], { error: '类型不正确' }).optional(),
  }),
  'user.getIncomeList': pageQuery,
  'user.getGoodsTabData': none,
  'user.getItemTabData': none,
  'user.setGoodsPrice': goodsPriceInputSchema,
  'user.setGoodStatus': z.object({ id: id('商品'), status: goodsStatusField }),
  'user.getRechargeData': rechargeInputSchema,
  'user.checkRechargeStatus': z.object({
    order_no: z.string({ error: '缺少充值单号' }).trim().min(1, '缺少充值单号'),
  }),
  'user.getIncomeDaily': z.object({ range: incomeRangeField }),
  'user.getBalanceLog': pageQuery,
  'user.getWithdrawInfo': none,
  'user.bindWithdrawAccount': withdrawAccountInputSchema,
  'user.withdraw': z.object({
    amount: money(WITHDRAW_MSGS.amountBad, WITHDRAW_MIN_FEN, WITHDRAW_MAX_FEN),
    request_id: z
      .string({ error: '缺少请求编号' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, '请求编号不正确'),
    pay_password: payPasswordField,
  }),
  'user.getWithdrawList': pageQuery,
  'user.addGoods': goodsInputSchema,
  'user.editGoods': goodsEditInputSchema,
  'user.getGuideStatus': none,
  'user.finishGuide': none,
  'user.skipGuide': none,
  'user.messageList': z.object({ ...page, with_user: optionalInt('用户 ID 格式不正确', 1) }),
  'user.sendMessage': privateMessageInputSchema,
  'user.conversations': pageQuery,
  'user.readConversation': z.object({ user_id: id('用户') }),
  'user.privateUnread': none,
  'user.blockUser': userTarget.extend({ blocked: z.boolean({ error: '拉黑参数不正确' }) }),
  'user.blockState': userTarget,
  'user.follow': userTarget,
  'user.unfollow': userTarget,
  'user.relation': userTarget,
  'user.security': none,
  'user.sendSecurityCode': z.object({
    purpose: z.enum(['pay_password'], { error: AUTH_MSGS.smsEvent }).optional(),
  }),
  'user.setPassword': setPasswordInputSchema,
  'user.payPasswordState': none,
  'user.setPayPassword': setPayPasswordInputSchema,
  // ---- sms
  'sms.send': smsSendInputSchema,
  // ---- works
  'works.add': workInputSchema,
  'works.edit': workEditSchema,
  'works.del': byId('作品'),
  'works.getWorksTags': z.object({ type: workType.optional() }),
  'works.lists': worksListQuery,
  'works.detail': byId('作品'),
  'works.search': z.object({ ...page, keyword: keyword('请输入搜索关键词') }),
  'works.home': none,
  'works.related': z.object({
    id: id('作品'),
    limit: optionalInt(`数量须为 1–${RELATED_MAX} 之间的整数`, 1, RELATED_MAX).transform(
      (v) => v ?? RELATED_DEFAULT,
    ),
  }),
  'works.recommend': z.object({ ...page, type: workType.optional() }),
  'works.relation': byId('作品'),
  'works.like': byId('作品'),
  'works.favorite': z.object({ id: id('作品'), folder_id: optionalInt('收藏夹 ID 格式不正确', 1) }),
  'works.unfavorite': byId('作品'),
  'works.cooperate': cooperationInputSchema,
  'works.download': z.object({ id: id('作品'), index: int('请选择要下载的文件', '文件不存在', 0, 99) }),
  // ---- favorite
  'favorite.folders': none,
  'favorite.addFolder': z.object({
    name: z
      .string({ error: '请输入收藏夹名称' })
      .trim()
      .min(1, '请输入收藏夹名称')
      .max(20, '收藏夹名称不能超过 20 个字'),
    is_public: z.boolean({ error: '公开设置格式不正确' }).default(true),
  }),
  'favorite.detail': z.object({ id: id('收藏夹'), ...page }),
  // ---- collection
  'collection.detail': byId('合集'),
  // ---- community
  'community.lists': z.object({
    ...page,
    sort: z.enum(['latest', 'hot'], { error: '排序参数不正确' }).optional(),
    tag: z.string({ error: '标签格式不正确' }).trim().max(20, '标签不能超过 20 个字').optional(),
  }),
  'community.detail': z.object({ id: id('话题'), ...page }),
  'community.reply': topicReplyInputSchema,
  'community.add': topicInputSchema,
  'community.edit': topicEditSchema,
  'community.del': byId('话题'),
  // ---- comment
  'comment.lists': z.object({
    ...page,
    work_id: id('作品'),
    sort: z.enum(['latest', 'hot'], { error: '排序参数不正确' }).optional(),
    around: optionalInt('评论 ID 格式不正确', 1),
  }),
  'comment.add': commentInputSchema,
  'comment.like': byId('评论'),
  'comment.del': byId('评论'),
  // ---- note
  'note.detail': byId('笔记'),
  // ---- review
  'review.lists': z.object({ ...page, target: reviewTarget, target_id: id('评价对象') }),
  'review.save': reviewInputSchema,
  'review.reply': reviewReplyInputSchema,
  // ---- designer
  'designer.lists': z.object({
    ...page,
    specialty: workType.optional(),
    keyword: z.string().trim().max(50, '关键词不能超过 50 个字').optional(),
    sort: z.enum(['hot', 'latest'], { error: '排序参数不正确' }).optional(),
  }),
  'designer.detail': byId('设计师'),
  // ---- shop
  'shop.lists': z.object({
    ...page,
    keyword: z.string().trim().max(50, '关键词不能超过 50 个字').optional(),
  }),
  'shop.detail': byId('店铺'),
  'shop.goodsList': pageQuery,
  'shop.goodsDetail': byId('商品'),
  // ---- order
  'order.addOrder': addOrderInputSchema,
  'order.addOrders': addOrderInputSchema,
  'order.addOrderByWeixin': z.object({ order_id: id('订单') }),
  'order.payByBalance': z.object({ order_id: id('订单'), pay_password: payPasswordField }),
  'order.cancel': z.object({ order_id: id('订单') }),
  'order.detail': byId('订单'),
  'order.addWorkOrder': z.object({
    work_ids: z
      .array(id('作品'), { error: '请选择要购买的作品' })
      .min(1, '请选择要购买的作品')
      .max(20, '一次最多购买 20 件作品'),
  }),
  'order.ship': shipInputSchema,
  'order.confirm': z.object({ order_id: id('订单') }),
  'order.refund': refundInputSchema,
  'order.answerRefund': z.object({
    order_id: id('订单'),
    agree: z.boolean({ error: '请选择同意或拒绝退款' }),
  }),
  // ---- address
  'address.lists': none,
  'address.add': addressInputSchema,
  'address.edit': addressInputSchema.extend({ id: id('收货地址') }),
  'address.del': byId('收货地址'),
  'address.setDefault': byId('收货地址'),
  // ---- feedback
  'feedback.add': feedbackInputSchema,
  'feedback.lists': pageQuery,
  // ---- publicUser
  'publicUser.index': byId('用户'),
  // ---- folder
  'folder.add': folderAddInputSchema,
  'folder.edit': folderEditInputSchema,
  'folder.del': byId('文件夹'),
  'folder.addFile': z.object({
    folder_id: folderRef('文件夹'),
    name: driveName('file'),
    path: z.string({ error: '缺少文件路径' }).trim().min(1, '缺少文件路径'),
    size: int('缺少文件大小', '文件大小不正确', 0),
  }),
  'folder.editFile': fileEditInputSchema,
  'folder.delFile': byId('文件'),
  'folder.move': z.object({
    folder_ids: z.array(id('文件夹'), { error: '文件夹参数格式不正确' }).default([]),
    file_ids: z.array(id('文件'), { error: '文件参数格式不正确' }).default([]),
    target_id: folderRef('目标文件夹'),
  }),
  'folder.lists': z.object({ folder_id: optionalInt('文件夹 ID 格式不正确', 0) }),
  'folder.downFile': byId('文件'),
  'folder.getFolderData': none,
  'folder.getPrivateZoneData': none,
  'folder.unlockPrivateZone': unlockZoneInputSchema,
  // ---- message
  'message.countAllUnread': none,
  'message.byType': z.object({ ...page, messageType }),
  'message.setRead': z.object({ messageType, id: optionalInt('消息 ID 格式不正确', 1) }),
  'message.configEdit': z.object({
    configs: z
      .array(z.object({ message_type: messageType, enabled: z.boolean({ error: '开关参数不正确' }) }), {
        error: '请提交消息设置',
      })
      .min(1, '请提交消息设置')
      .max(MESSAGE_TYPES.length, '消息设置条目过多'),
  }),
  'message.configGet': none,
  'message.audit': z.object({
    id: id('合作申请'),
    status: z.enum(['approved', 'rejected'], { error: '审核结果不正确' }),
  }),
  // ---- certification
  'certification.status': none,
  /**
   * Checked by the handler with certificationInputSchema (certification.ts) as of the demo's own
   * calendar day, which a birth date may not be after: here it is any object.
   */
  'certification.submit': z.looseObject({}),
  // ---- upload
  'upload.chunkUpload': chunkUpload,
  // ---- share
  'share.getWxConfig': z.object({
    url: z.string({ error: '缺少分享页面地址' }).trim().min(1, '缺少分享页面地址'),
  }),
  // ---- linkChecker
  'linkChecker.create': z.object({
    fullPath: z.string({ error: '缺少页面路径' }).trim().min(1, '缺少页面路径').max(2000, '页面路径过长'),
  }),
} as const;

/** Every contract call has an input schema and no schema lacks a call (checked like responseSchemas). */
const _everyKey: Record<keyof typeof requestSchemas, unknown> = {} as Record<EndpointKey, unknown>;
const _noStrayKeys: Record<EndpointKey, unknown> = requestSchemas;
void _everyKey;
void _noStrayKeys;

/** The schema every call of the contract validates its input with, by `module.name` key. */
export type RequestSchemas = typeof requestSchemas;

type Endpoints = typeof endpoints;
/** The calls whose request type in endpoints.ts (what the SPA sends) their schema's input would not take. */
type Refused = {
  [M in keyof Endpoints]: {
    [N in keyof Endpoints[M]]: `${M & string}.${N & string}` extends infer K extends EndpointKey
      ? ReqOf<Endpoints[M][N]> extends z.input<RequestSchemas[K]>
        ? never
        : K
      : never;
  }[keyof Endpoints[M]];
}[keyof Endpoints];
// None: a request type the schema would refuse fails to compile here, naming its call.
const _sentIsTaken: [Refused] extends [never] ? true : Refused = true;
void _sentIsTaken;
