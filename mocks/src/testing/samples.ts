/**
 * A valid sample call for every contract endpoint, as demo member 1 where the call needs a member.
 * Inputs point at seeded rows found by what they are, not by hard-coded ids.
 */
import { endpoints, type OrderStatus, type SmsEvent } from '@zaowu/shared';
import { sendSmsCode } from '../store/auth.ts';
import type { EndpointKey } from '@zaowu/shared/schemas';
import type { Db } from '../store/types.ts';
import { DEMO_MEMBERS, MEMBER_1 } from '../store/seed/index.ts';
import { sellerOf } from '../store/reviews.ts';
import type { Demo } from './harness.ts';

export interface SampleContext {
  db: Db;
  demo: Demo;
  /** The member's token the call is made with (null for a visitor). */
  token: string | null;
}

type Sample = (c: SampleContext) => Record<string, unknown> | Promise<Record<string, unknown>>;

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`seed has no ${what}`);
  return value;
}

/** An order member 1 places now (the seed's unpaid ones have long expired, as a real shop's would). */
async function freshOrder({ db, demo, token }: SampleContext): Promise<number> {
  if (!token) return find.anyOrder(db).id; // a visitor's call is refused before the order is looked at
  const placed = await demo.call<{ id: number }>(
    endpoints.order.addOrder,
    { lines: [{ goods_id: find.buyable(db).id, quantity: 1 }] },
    token,
  );
  if (placed.body.code !== 1) throw new Error(`could not place a sample order: ${placed.body.msg}`);
  return placed.body.data.id;
}

/** A picture member 1 uploads now (goods take only the seller's own uploads). */
async function uploadedPicture(demo: Demo, token: string): Promise<string> {
  const up = await demo.upload(token, 'cup.png', 'not really a png');
  if (up.body.code !== 1) throw new Error(`could not upload a sample picture: ${up.body.msg}`);
  return up.body.data.path ?? up.body.data.fullurl;
}

export const find = {
  myGoods: (db: Db) =>
    must(
      [...db.goods.values()].find((g) => db.shops.get(g.shop_id)?.owner_id === MEMBER_1),
      'member goods',
    ),
  /** Goods on sale with stock in someone else's shop (not in `otherThan`). */
  buyable: (db: Db, otherThan?: number) =>
    must(
      [...db.goods.values()].find(
        (g) =>
          g.status === 1 &&
          g.stock > 5 &&
          g.shop_id !== otherThan &&
          db.shops.get(g.shop_id)?.owner_id !== MEMBER_1,
      ),
      'buyable goods',
    ),
  /** A sale of member 1's shop waiting for 发货. */
  toShip: (db: Db) =>
    must(
      [...db.orders.values()].find(
        (o) =>
          o.status === 'paid' &&
          o.ships &&
          o.shop_id !== null &&
          db.shops.get(o.shop_id)?.owner_id === MEMBER_1,
      ),
      'sale waiting for shipping',
    ),
  /** An order member 1 bought, in this state. */
  bought: (db: Db, status: OrderStatus) =>
    must(
      [...db.orders.values()].find((o) => o.buyer_id === MEMBER_1 && o.status === status),
      `order of member 1 ${status}`,
    ),
  /** One of member 1's addresses: the default, or another. */
  address: (db: Db, isDefault = true) =>
    must(
      [...db.addresses.values()].find((a) => a.user_id === MEMBER_1 && a.is_default === isDefault),
      'address of member 1',
    ),
  anyOrder: (db: Db) =>
    must(
      [...db.orders.values()].find((o) => o.buyer_id === MEMBER_1),
      'order of member 1',
    ),
  folder: (db: Db, name: string) =>
    must(
      [...db.folders.values()].find((f) => f.user_id === MEMBER_1 && f.name === name),
      `folder ${name}`,
    ),
  file: (db: Db, name: string) =>
    must(
      [...db.files.values()].find((f) => f.user_id === MEMBER_1 && f.name === name),
      `file ${name}`,
    ),
  pendingCooperation: (db: Db) =>
    must(
      [...db.cooperations.values()].find((c) => c.owner_id === MEMBER_1 && c.status === 'pending'),
      'pending cooperation',
    ),
  recharge: (db: Db) =>
    must(
      [...db.recharges.values()].find((r) => r.user_id === MEMBER_1),
      'recharge',
    ),
  favoriteFolder: (db: Db, name: string, userId: number = MEMBER_1) =>
    must(
      [...db.favoriteFolders.values()].find((f) => f.user_id === userId && f.name === name),
      `favorites folder ${name}`,
    ),
  /** A work of someone else that member 1 has favorited. */
  favorited: (db: Db) =>
    must(
      db.favorites.find((f) => f.user_id === MEMBER_1),
      'favorite',
    ),
  /** A designer's work member 1 has neither favorited nor liked nor applied for. */
  otherWork: (db: Db) =>
    must(
      [...db.works.values()].find(
        (w) =>
          w.author_id !== MEMBER_1 &&
          !db.favorites.some((f) => f.user_id === MEMBER_1 && f.work_id === w.id) &&
          !db.likes.some((l) => l.user_id === MEMBER_1 && l.work_id === w.id) &&
          ![...db.cooperations.values()].some((c) => c.applicant_id === MEMBER_1 && c.work_id === w.id),
      ),
      'work of another member',
    ),
  /** Someone member 1 follows, and a designer member 1 does not follow. */
  followee: (db: Db) =>
    must(
      db.follows.find((f) => f.follower_id === MEMBER_1),
      'followee',
    ).followee_id,
  notFollowed: (db: Db) =>
    must(
      [...db.users.keys()].find(
        (id) =>
          id !== MEMBER_1 && !db.follows.some((f) => f.follower_id === MEMBER_1 && f.followee_id === id),
      ),
      'user not followed',
    ),
  topic: (db: Db, title?: string) =>
    must(
      [...db.topics.values()].find((t) => title === undefined || t.title === title),
      `topic ${title ?? ''}`,
    ),
  /** A topic member 1 started. */
  ownTopic: (db: Db) =>
    must(
      [...db.topics.values()].find((t) => t.author_id === MEMBER_1),
      'topic by member 1',
    ),
  collection: (db: Db) => must([...db.collections.values()][0], 'collection'),
  note: (db: Db) =>
    must(
      [...db.notes.values()].find((n) => n.work_id !== null),
      'note about a work',
    ),
  /** A top-level comment by someone else on someone else's work. */
  othersComment: (db: Db) =>
    must(
      [...db.comments.values()].find(
        (c) =>
          c.parent_id === null && c.author_id !== MEMBER_1 && db.works.get(c.work_id)?.author_id !== MEMBER_1,
      ),
      'comment by another member',
    ),
  ownComment: (db: Db) =>
    must(
      [...db.comments.values()].find((c) => c.author_id === MEMBER_1),
      'comment by member 1',
    ),
};

/** A fresh SMS code for this number, as the SMS gateway would deliver it to the phone. */
export function sentSmsCode(db: Db, demo: Demo, mobile: string, event: SmsEvent): string {
  // Asked for from the harness's own address, as the test's calls are.
  const sent = sendSmsCode(db, demo.upstream.clock, mobile, event, '127.0.0.1');
  if (!('code' in sent)) throw new Error(`no SMS code for ${mobile}: ${sent.refused}`);
  return sent.code;
}

/** The 支付密码 the samples set for member 1 before paying or withdrawing. */
const SAMPLE_PAY_PASSWORD = '258036';

/**
 * Sets member 1's 支付密码 through the API (a code to their phone, as it would arrive) and answers it, for
 * the calls that need one; a visitor's call is refused before it is looked at.
 */
async function withPayPassword({ db, demo, token }: SampleContext): Promise<string> {
  if (!token) return SAMPLE_PAY_PASSWORD;
  const code = sentSmsCode(db, demo, DEMO_MEMBERS[0].mobile, 'paypwd');
  const set = await demo.call(
    endpoints.user.setPayPassword,
    { code, pay_password: SAMPLE_PAY_PASSWORD },
    token,
  );
  if (set.body.code !== 1) throw new Error(`could not set a sample pay password: ${set.body.msg}`);
  return SAMPLE_PAY_PASSWORD;
}

/** Headers some calls need besides the token (the private zone's key). */
export const SAMPLE_HEADERS: Partial<
  Record<EndpointKey, (c: SampleContext) => Promise<Record<string, string>>>
> = {
  'folder.getPrivateZoneData': ({ demo, token }) => demo.unlockZone(token!),
};

export const SAMPLES: Record<EndpointKey, Sample> = {
  'user.login': () => ({ account: '13800138000', password: 'zaowu123' }),
  'user.logout': () => ({}),
  // The demo sends no SMS to a registered number: the test reads the code as its phone would.
  'user.resetpwd': ({ db, demo }) => {
    const code = sentSmsCode(db, demo, '13900139000', 'resetpwd');
    return { mobile: '13900139000', code, password: 'zaowu456' };
  },
  'user.profile': () => ({ bio: '更新后的简介：专注东方器物建模。', city: '苏州' }),
  'user.getAuthUrl': () => ({ platform: 'wechat' }),
  'user.index': () => ({}),
  'user.checkLogin': () => ({}),
  'user.download': () => ({ page: 1 }),
  'user.getMyWorks': () => ({ type: 'model' }),
  'user.getUserVisitor': () => ({ per_page: 10 }),
  'user.getWorkVisitor': () => ({}),
  'user.getGoodsList': () => ({ status: 1 }),
  'user.getCollectList': () => ({}),
  'user.getFollowList': () => ({}),
  'user.getTradeList': () => ({ direction: 'sell' }),
  'user.getTrade': ({ db }) => ({ id: find.toShip(db).id }),
  'user.getItemList': () => ({ kind: 'goods' }),
  'user.getIncomeList': () => ({}),
  'user.getGoodsTabData': () => ({}),
  'user.getItemTabData': () => ({}),
  'user.setGoodsPrice': ({ db }) => ({ id: find.myGoods(db).id, price: '49.90' }),
  'user.setGoodStatus': ({ db }) => ({ id: find.myGoods(db).id, status: 0 }),
  'user.getRechargeData': () => ({ amount: '100.00' }),
  'user.checkRechargeStatus': ({ db }) => ({ order_no: find.recharge(db).order_no }),
  'user.getIncomeDaily': () => ({ range: 30 }),
  'user.getBalanceLog': () => ({ per_page: 10 }),
  'user.getWithdrawInfo': () => ({}),
  // Member 1 is certified as 林小雨 in the seed.
  'user.bindWithdrawAccount': () => ({
    kind: 'bank',
    account: '6225 8801 2345 6789',
    bank_name: '招商银行',
    holder: '林小雨',
  }),
  'user.withdraw': async (c) => ({
    amount: '10.00',
    request_id: 'sample-withdraw-1',
    pay_password: await withPayPassword(c),
  }),
  'user.getWithdrawList': () => ({}),
  'user.addGoods': async ({ demo, token }) => ({
    title: '青瓷茶杯 3D 打印模型',
    price: '29.90',
    stock: 50,
    description: '可直接打印，附切片参数。',
    images: [token ? await uploadedPicture(demo, token) : '/api/storage/uploads/x/cup.png'],
  }),
  'user.editGoods': ({ db }) => {
    const g = find.myGoods(db);
    return {
      id: g.id,
      title: g.title,
      price: '59.00',
      stock: 12,
      description: g.description,
      images: [g.cover, ...g.images],
    };
  },
  'user.getGuideStatus': () => ({}),
  'user.finishGuide': () => ({}),
  'user.skipGuide': () => ({}),
  'user.messageList': () => ({}),
  'user.sendMessage': () => ({ to_user_id: 2, content: '你好，想请教一下这套模型的授权范围。' }),
  'user.conversations': () => ({ per_page: 10 }),
  'user.readConversation': () => ({ user_id: 2 }),
  'user.privateUnread': () => ({}),
  'user.blockUser': () => ({ user_id: 2, blocked: true }),
  'user.blockState': () => ({ user_id: 2 }),
  'user.follow': ({ db }) => ({ user_id: find.notFollowed(db) }),
  'user.unfollow': ({ db }) => ({ user_id: find.followee(db) }),
  'user.relation': () => ({ user_id: 2 }),
  'user.security': () => ({}),
  'user.sendSecurityCode': () => ({}),
  'user.setPassword': () => ({ old_password: 'zaowu123', password: 'zaowu456' }),
  'user.payPasswordState': () => ({}),
  'user.setPayPassword': ({ db, demo }) => ({
    code: sentSmsCode(db, demo, DEMO_MEMBERS[0].mobile, 'paypwd'),
    pay_password: SAMPLE_PAY_PASSWORD,
  }),
  'sms.send': () => ({ mobile: '13700000009', event: 'login' }),
  'works.add': () => ({
    type: 'art',
    title: '测试作品：秋日银杏',
    description: '午后的银杏大道。',
    cover: '/api/storage/gen/art/42.svg',
    cover_alt: '金黄的银杏叶铺满林荫道',
    tags: ['原创', '插画'],
    tools: [11, 12],
    license: 'BY-NC',
    price: '19.90',
    // What a buyer gets (a work for sale must deliver something).
    files: [{ name: '秋日银杏（高清）.svg', url: '/api/storage/gen/art/42.svg', size: 2048 }],
  }),
  'works.edit': ({ db }) => {
    const w = must(
      [...db.works.values()].find((row) => row.author_id === MEMBER_1 && row.type === 'art'),
      'art work of member 1',
    );
    return {
      id: w.id,
      type: w.type,
      title: `${w.title}（修订）`,
      description: w.description,
      cover: w.cover,
      tags: w.tags,
      tools: w.tools,
      license: w.license,
      images: w.images,
    };
  },
  'works.del': ({ db }) => ({
    id: must(
      [...db.works.values()].find((row) => row.author_id === MEMBER_1),
      'work of member 1',
    ).id,
  }),
  'works.getWorksTags': () => ({ type: 'model' }),
  'works.lists': () => ({ type: 'model', sort: 'hot', per_page: 12 }),
  'works.detail': ({ db }) => ({ id: must([...db.works.keys()][0], 'work') }),
  'works.search': () => ({ keyword: '青' }),
  'works.home': () => ({}),
  'works.related': ({ db }) => ({ id: must([...db.works.keys()][0], 'work'), limit: 6 }),
  'works.recommend': () => ({ per_page: 12 }),
  'works.relation': ({ db }) => ({ id: find.favorited(db).work_id }),
  'works.like': ({ db }) => ({ id: find.otherWork(db).id }),
  'works.favorite': ({ db }) => ({
    id: find.otherWork(db).id,
    folder_id: find.favoriteFolder(db, '国风灵感').id,
  }),
  'works.unfavorite': ({ db }) => ({ id: find.favorited(db).work_id }),
  'works.cooperate': ({ db }) => ({
    id: find.otherWork(db).id,
    message: '你好，我们在做一款独立游戏，想请你授权使用这件作品，收益可以分成。',
    contact: '微信：zaowu_lin',
  }),
  // A free model by someone else: any member may download its GLB.
  'works.download': ({ db }) => ({
    id: must(
      [...db.works.values()].find((w) => w.price === null && w.files.length > 0 && w.author_id !== MEMBER_1),
      'free work with a file',
    ).id,
    index: 0,
  }),
  'favorite.folders': () => ({}),
  'favorite.addFolder': () => ({ name: '灵感收集', is_public: false }),
  'favorite.detail': ({ db }) => ({ id: find.favoriteFolder(db, '默认收藏夹').id, per_page: 10 }),
  'collection.detail': ({ db }) => ({ id: find.collection(db).id }),
  'community.lists': () => ({ sort: 'hot', per_page: 10 }),
  'community.detail': ({ db }) => ({ id: find.topic(db).id }),
  'community.reply': ({ db }) => ({
    topic_id: find.topic(db).id,
    content: '同意楼上，先把大形做对，细节后面再加。',
  }),
  'community.add': () => ({
    title: '新手求助：低模角色怎么分 UV 比较省事？',
    content: '<p>刚开始做低多边形角色，<strong>UV 总是拉伸</strong>，大家一般怎么切缝？</p>',
    tag: '求助',
  }),
  'community.edit': ({ db }) => ({
    id: find.ownTopic(db).id,
    title: '分享一下我做低多边形场景的完整流程（更新）',
    content: '<p>补充了灯光和配色的部分。</p>',
    tag: '分享',
  }),
  'community.del': ({ db }) => ({ id: find.ownTopic(db).id }),
  'comment.lists': ({ db }) => ({ work_id: find.othersComment(db).work_id, sort: 'hot', per_page: 5 }),
  'comment.add': ({ db }) => {
    const c = find.othersComment(db);
    return { work_id: c.work_id, parent_id: c.id, content: '同问，想知道这个质感是怎么做的👍' };
  },
  'comment.like': ({ db }) => ({ id: find.othersComment(db).id }),
  'comment.del': ({ db }) => ({ id: find.ownComment(db).id }),
  'note.detail': ({ db }) => ({ id: find.note(db).id }),
  'review.lists': ({ db }) => {
    const r = must(
      [...db.reviews.values()].find((x) => x.target === 'goods'),
      'review of goods',
    );
    return { target: 'goods', target_id: r.target_id, per_page: 5 };
  },
  // Member 1 rates a work they bought.
  'review.save': ({ db }) => ({
    target: 'work',
    target_id: must(
      [...db.items.values()].find(
        (i) => i.user_id === MEMBER_1 && i.kind === 'work' && db.works.has(i.ref_id),
      ),
      'work member 1 bought',
    ).ref_id,
    stars: 4,
    content: '结构清晰，贴图齐全，值这个价。',
  }),
  // Member 1 answers a review of their own work or goods.
  'review.reply': ({ db }) => ({
    id: must(
      [...db.reviews.values()].find(
        (r) => r.reply === null && sellerOf(db, r.target, r.target_id) === MEMBER_1,
      ),
      'unanswered review of member 1',
    ).id,
    content: '谢谢支持，有问题随时私信我。',
  }),
  'designer.lists': () => ({ sort: 'hot' }),
  'designer.detail': () => ({ id: 3 }),
  'shop.lists': () => ({}),
  'shop.detail': () => ({ id: 1 }),
  'order.addOrder': ({ db }) => ({ lines: [{ goods_id: find.buyable(db).id, quantity: 1 }] }),
  'order.addOrderByWeixin': async (c) => ({ order_id: await freshOrder(c) }),
  'order.detail': ({ db }) => ({ id: find.anyOrder(db).id }),
  'order.payByBalance': async (c) => ({
    order_id: await freshOrder(c),
    pay_password: await withPayPassword(c),
  }),
  'order.cancel': async (c) => ({ order_id: await freshOrder(c) }),
  // Goods of two shops, paid together.
  'order.addOrders': ({ db }) => {
    const first = find.buyable(db);
    const second = find.buyable(db, first.shop_id);
    return {
      lines: [
        { goods_id: first.id, quantity: 1 },
        { goods_id: second.id, quantity: 1 },
      ],
    };
  },
  'order.ship': ({ db }) => ({
    order_id: find.toShip(db).id,
    carrier: '顺丰速运',
    tracking_no: 'SF1234567890',
  }),
  // Confirming an order already received answers it as it is.
  'order.confirm': ({ db }) => ({ order_id: find.bought(db, 'completed').id }),
  'order.refund': ({ db }) => ({ order_id: find.bought(db, 'paid').id, reason: '不想要了' }),
  // A buyer's request on a sale waiting for 发货 (a seeded buyer cannot log in here: set on the row).
  'order.answerRefund': ({ db }) => {
    const o = find.toShip(db);
    o.refund = { reason: '拍错了 / 多拍了', note: '', requested_at: o.paid_at!, refused_at: null };
    return { order_id: o.id, agree: false };
  },
  'address.lists': () => ({}),
  'address.add': () => ({
    name: '林小雨',
    mobile: '13800138000',
    region_code: '330106',
    detail: '文三路 478 号华星时代广场 A 座 9 楼',
    is_default: true,
  }),
  'address.edit': ({ db }) => ({
    id: find.address(db).id,
    name: '林小雨',
    mobile: '13800138000',
    region_code: '310104',
    detail: '漕溪北路 88 号圣爱大厦 1206 室',
  }),
  'address.del': ({ db }) => ({ id: find.address(db).id }),
  'address.setDefault': ({ db }) => ({ id: find.address(db, false).id }),
  'shop.goodsDetail': ({ db }) => ({ id: find.buyable(db).id }),
  'shop.goodsList': () => ({}),
  // A work for sale that member 1 neither made nor bought.
  'order.addWorkOrder': ({ db }) => ({
    work_ids: [
      must(
        [...db.works.values()].find(
          (w) =>
            w.price !== null &&
            w.author_id !== MEMBER_1 &&
            ![...db.items.values()].some(
              (i) => i.user_id === MEMBER_1 && i.kind === 'work' && i.ref_id === w.id,
            ),
        ),
        'work for sale',
      ).id,
    ],
  }),
  'feedback.add': () => ({
    type: 'suggestion',
    content: '希望作品列表支持按软件筛选。',
    images: [],
    contact: '13800138000',
  }),
  'feedback.lists': () => ({}),
  'publicUser.index': () => ({ id: 2 }),
  'folder.add': () => ({ name: '新建文件夹', parent_id: 0 }),
  'folder.edit': ({ db }) => ({ id: find.folder(db, '参考图').id, name: '灵感参考' }),
  'folder.del': ({ db }) => ({ id: find.folder(db, '已交付').id }),
  'folder.addFile': ({ db }) => {
    const f = find.file(db, '作品集目录.md');
    return {
      folder_id: find.folder(db, '设计素材').id,
      name: '作品集目录-副本.md',
      path: f.path,
      size: f.size,
    };
  },
  'folder.editFile': ({ db }) => ({ id: find.file(db, '作品集目录.md').id, name: '作品集目录（2026）.md' }),
  'folder.delFile': ({ db }) => ({ id: find.file(db, '配色板.svg').id }),
  'folder.move': ({ db }) => ({
    file_ids: [find.file(db, '配色板.svg').id],
    folder_ids: [find.folder(db, '笔刷').id],
    target_id: find.folder(db, '参考图').id,
  }),
  'folder.lists': ({ db }) => ({ folder_id: find.folder(db, '设计素材').id }),
  'folder.downFile': ({ db }) => ({ id: find.file(db, '报价单.csv').id }),
  'folder.getFolderData': () => ({}),
  'folder.getPrivateZoneData': () => ({}),
  'folder.unlockPrivateZone': () => ({ password: 'zaowu123' }),
  'message.countAllUnread': () => ({}),
  'message.byType': () => ({ messageType: 7 }),
  'message.setRead': () => ({ messageType: 2 }),
  'message.configEdit': () => ({ configs: [{ message_type: 4, enabled: true }] }),
  'message.configGet': () => ({}),
  'message.audit': ({ db }) => ({ id: find.pendingCooperation(db).id, status: 'approved' }),
  'certification.status': () => ({}),
  'certification.submit': ({ db }) => {
    // Member 1 is certified already: make them a member who has not started.
    db.users.get(MEMBER_1)!.certification = 'none';
    db.certifications.delete(MEMBER_1);
    return { real_name: '林小雨', id_number: '11010519491231002X' };
  },
  'upload.chunkUpload': () => ({
    filename: '速写.txt',
    chunkindex: 0,
    chunkcount: 1,
    action: 'merge',
    file: new Blob(['一张速写的说明']),
  }),
  'share.getWxConfig': () => ({ url: 'https://www.zaowu.com/share/model/1#top' }),
  'linkChecker.create': () => ({ fullPath: '/model/999999' }),
};
