/** Notifications of all ten types, cooperation applications, message settings, tour state, feedback. */
import { yuanOf, MESSAGE_TYPES, type MessageType } from '@zaowu/shared';
import { insertInTimeOrder, nextId } from '../db.ts';
import { escapeHtml } from '../html.ts';
import { designerLink, INCOME_LINK, topicPostLink, tradesLink, workLink } from '../links.ts';
import { cooperationText } from '../notify.ts';
import type { Rng } from '../prng.ts';
import type { CooperationRow, Db, FeedbackRow, MessageRow, OrderRow } from '../types.ts';
import { postsOf } from '../views/community.ts';
import { COMMENT_SNIPPETS, COOPERATION_NOTES, FEEDBACK_SAMPLES } from '../words.ts';
import { daysAgo } from './clock.ts';
import { designerIds, MEMBER_1, MEMBER_2 } from './people.ts';

type Draft = Omit<MessageRow, 'id' | 'read'>;

/** A seeded applicant's contact, derived from the id so it costs no draws. */
function cooperationContact(userId: number): string {
  return `微信：zaowu_${String(userId).padStart(3, '0')}`;
}

/**
 * One made-up notification of a type, as the platform words it, linking to what it is about. The links
 * cost no draws: the generator's sequence (and so the rest of the seed) is as it was without them.
 */
function notice(db: Db, rng: Rng, user_id: number, type: MessageType): Draft {
  const mine = [...db.works.values()].filter((w) => w.author_id === user_id);
  const w = rng.pick(mine);
  const fan = db.users.get(rng.pick(designerIds(db)))!;
  const base = {
    user_id,
    message_type: type,
    from_id: null as number | null,
    cooperation_id: null,
    link: null as string | null,
    created_at: daysAgo(rng, 30),
  };
  switch (type) {
    case 1:
      return {
        ...base,
        ...rng.pick([
          {
            title: '作品入选首页推荐',
            content: `你的作品《${w.title}》入选了本周首页推荐，继续加油！`,
            link: workLink(w),
          },
          {
            title: '平台服务协议更新',
            content: '《造物用户服务协议》已于 11 月 1 日更新，主要调整了作品授权相关条款，请留意查看。',
            link: '/agreement',
          },
          {
            title: '创作者激励计划',
            content: '11 月创作者激励计划开启报名，发布原创作品即可瓜分奖金池。',
            link: '/publish',
          },
        ]),
      };
    case 2:
      return {
        ...base,
        from_id: fan.id,
        title: '新评论',
        content: `${fan.nickname} 评论了你的作品《${w.title}》：“${rng.pick(COMMENT_SNIPPETS)}”`,
      };
    case 3:
      return {
        ...base,
        from_id: fan.id,
        title: '新回复',
        content: `${fan.nickname} 回复了你的评论：“谢谢，后面会出详细教程～”`,
      };
    case 4:
      return {
        ...base,
        from_id: fan.id,
        title: '收到点赞',
        content: `${fan.nickname} 赞了你的作品《${w.title}》`,
        link: workLink(w),
      };
    case 5:
      return {
        ...base,
        from_id: fan.id,
        title: '作品被收藏',
        content: `${fan.nickname} 收藏了你的作品《${w.title}》`,
        link: workLink(w),
      };
    case 6:
      return {
        ...base,
        from_id: fan.id,
        title: '新粉丝',
        content: `${fan.nickname} 关注了你`,
        link: designerLink(fan.id),
      };
    case 7:
      return {
        ...base,
        from_id: fan.id,
        title: '合作申请',
        content: `${fan.nickname} 想和你合作作品《${w.title}》`,
        link: workLink(w),
      };
    case 8:
      return { ...base, title: '订单通知', ...rng.pick(orderNotices(db, user_id)) };
    case 9:
      return {
        ...base,
        title: '收益到账',
        content: `你获得一笔收益 ¥${yuanOf(rng.pick([990, 1_990, 3_900, 6_600]))}，已计入余额。`,
        link: INCOME_LINK,
      };
    case 10:
      return {
        ...base,
        ...rng.pick([
          { title: '作品审核通过', content: `你发布的作品《${w.title}》已通过审核。`, link: workLink(w) },
          {
            title: '作品审核未通过',
            content: `你发布的作品《${w.title}》未通过审核：封面含有第三方水印，请修改后重新提交。`,
            link: workLink(w),
          },
        ]),
      };
  }
}

/**
 * The three kinds of seeded 订单 notice, each about a real order of the member's that is in that state
 * (so the link opens it in 交易): a sale waiting for 发货, a purchase that was shipped, one completed.
 * A member without such an order gets a notice about one they have. Always three (one draw, as before).
 */
function orderNotices(db: Db, userId: number): { content: string; link: string }[] {
  const bought = [...db.orders.values()].filter((o) => o.buyer_id === userId && o.paid_at !== null);
  const sold = [...db.orders.values()].filter(
    (o) => o.shop_id !== null && db.shops.get(o.shop_id)?.owner_id === userId && o.status === 'paid',
  );
  const shipped = bought.filter((o) => o.shipment);
  const what = (o: OrderRow) => `${o.lines[0]?.title ?? '商品'}${o.lines.length > 1 ? ' 等' : ''}`;
  const sale = (o: OrderRow) => ({
    content: `你有一笔新订单 ${o.order_no}（「${what(o)}」），买家已付款，请及时发货。`,
    link: tradesLink('sell', o.id),
  });
  const sent = (o: OrderRow) => ({
    content: `你购买的「${what(o)}」已发货：${o.shipment!.carrier} ${o.shipment!.tracking_no}，请注意查收。`,
    link: tradesLink('buy', o.id),
  });
  const done = (o: OrderRow) => ({
    content: `订单 ${o.order_no}（「${what(o)}」）已完成，欢迎评价。`,
    link: tradesLink('buy', o.id),
  });
  const paid = (o: OrderRow) => ({
    content: `订单 ${o.order_no}（「${what(o)}」）已支付 ¥${yuanOf(o.total)}。`,
    link: tradesLink('buy', o.id),
  });
  const completed = bought.filter((o) => o.status === 'completed');
  const any = bought[0];
  const fallback = any ? paid(any) : { content: '你的订单状态有更新。', link: tradesLink('buy') };
  return [
    sold[0] ? sale(sold[0]) : shipped[0] ? sent(shipped[0]) : fallback,
    shipped.at(-1) ? sent(shipped.at(-1)!) : fallback,
    completed[0] ? done(completed[0]) : fallback,
  ];
}

function seedCooperations(db: Db, rng: Rng): Draft[] {
  const mine = [...db.works.values()].filter((w) => w.author_id === MEMBER_1);
  const statuses = ['pending', 'pending', 'pending', 'approved', 'rejected'] as const;
  const drafts = statuses.map((status) => ({
    work_id: rng.pick(mine).id,
    owner_id: MEMBER_1,
    applicant_id: rng.pick(designerIds(db)),
    note: rng.pick(COOPERATION_NOTES),
    status,
    created_at: daysAgo(rng, 25),
  }));
  const withContact = drafts.map((d) => ({ ...d, contact: cooperationContact(d.applicant_id) }));
  const rows = insertInTimeOrder<CooperationRow>(db, 'cooperations', withContact, (c) => c.created_at);
  return rows.map((c) => {
    const applicant = db.users.get(c.applicant_id)!;
    const work = db.works.get(c.work_id)!;
    return {
      user_id: MEMBER_1,
      message_type: 7,
      from_id: applicant.id,
      cooperation_id: c.id,
      title: '合作申请',
      content: cooperationText(applicant.nickname, work.title, c.note, c.contact),
      link: workLink(work),
      created_at: c.created_at,
    };
  });
}

/**
 * Two unread replies (type 3) on member 2's topic, made without drawing from the generator so the rest
 * of the seed stays as it was. The e2e suite reads one per browser project (desktop, mobile).
 */
function memberTwoReplies(db: Db): (Draft & { unread: boolean })[] {
  const [first, second] = designerIds(db);
  const topic = 'Blender 做角色绑定，权重总是刷不好';
  const replies = [
    {
      from: first!,
      text: '试试先用自动权重，再用权重绘制修关节，效果会好很多。',
      at: '2026-10-29T21:08:15+08:00',
    },
    {
      from: second!,
      text: '肩膀的问题可以加一根扭转骨，我之前也卡在这里。',
      at: '2026-10-30T09:41:52+08:00',
    },
  ];
  return replies.map(({ from, text, at }) => ({
    user_id: MEMBER_2,
    message_type: 3,
    from_id: from,
    cooperation_id: null,
    // Set by linkTopicNotices once the topic exists.
    link: null,
    title: '新回复',
    content: `${db.users.get(from)!.nickname} 回复了你的话题《${topic}》：“${text}”`,
    created_at: at,
    unread: true,
  }));
}

/**
 * Points each topic-reply notice (话题《title》：“reply” in its text) at that reply in its topic: the
 * reply is made a post of the topic when the topic's own seed does not have it (so what the notice
 * quotes is really there), then the notice links to its floor.
 */
export function linkTopicNotices(db: Db): void {
  const found: { m: MessageRow; topicId: number; author: number; content: string }[] = [];
  for (const m of db.messages.values()) {
    if (m.message_type !== 3 || m.link !== null) continue;
    const quoted = /话题《(.+?)》：“(.+)”$/.exec(m.content);
    const topic = quoted ? [...db.topics.values()].find((t) => t.title === quoted[1]) : undefined;
    if (!quoted || !topic) continue;
    const content = `<p>${escapeHtml(quoted[2]!)}</p>`;
    const author = m.from_id ?? topic.author_id;
    const has = postsOf(db, topic.id).some((p) => p.author_id === author && p.content === content);
    if (!has) {
      const id = nextId(db, 'posts');
      db.posts.set(id, { id, topic_id: topic.id, author_id: author, content, created_at: m.created_at });
    }
    found.push({ m, topicId: topic.id, author, content });
  }
  // Floors once every reply is in place (a reply made later in time may sit before another).
  for (const { m, topicId, author, content } of found) {
    const floor = postsOf(db, topicId).findIndex((p) => p.author_id === author && p.content === content);
    m.link = topicPostLink(topicId, floor + 1);
  }
}

export function seedNotices(db: Db, rng: Rng): void {
  const drafts: (Draft & { unread: boolean })[] = [];
  const add = (list: Draft[], unread: number) => {
    list.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    list.forEach((d, k) => drafts.push({ ...d, unread: k < unread }));
  };
  for (const { type } of MESSAGE_TYPES) {
    if (type === 7) continue;
    const list = Array.from({ length: rng.int(4, 8) }, () => notice(db, rng, MEMBER_1, type));
    add(list, rng.int(1, 4));
  }
  const applications = seedCooperations(db, rng);
  const pending = new Set(
    [...db.cooperations.values()].filter((c) => c.status === 'pending').map((c) => c.id),
  );
  applications.forEach((d) => drafts.push({ ...d, unread: pending.has(d.cooperation_id!) }));
  for (const type of [1, 2, 4, 6, 8] as const)
    add(
      Array.from({ length: rng.int(1, 3) }, () => notice(db, rng, MEMBER_2, type)),
      1,
    );
  drafts.push(...memberTwoReplies(db));

  insertInTimeOrder<MessageRow>(
    db,
    'messages',
    drafts.map(({ unread, ...d }) => ({ ...d, read: !unread })),
    (m) => m.created_at,
  );

  db.messageConfig.set(MEMBER_1, new Map(MESSAGE_TYPES.map(({ type }) => [type, type !== 4])));
  db.messageConfig.set(MEMBER_2, new Map(MESSAGE_TYPES.map(({ type }) => [type, true])));
  db.guides.set(MEMBER_1, { finished: false, skipped: false });
  db.guides.set(MEMBER_2, { finished: true, skipped: false });

  const feedback = FEEDBACK_SAMPLES.map((f) => ({
    user_id: MEMBER_1,
    type: f.type,
    content: f.content,
    images: [],
    contact: '13800138000',
    reply: f.reply,
    created_at: daysAgo(rng, 90, 3),
  }));
  insertInTimeOrder<FeedbackRow>(db, 'feedback', feedback, (f) => f.created_at);
}
