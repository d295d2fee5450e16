/**
 * Notifications lead somewhere (issue 12 item 5): each one the demo makes or seeds about something (a
 * work, an order, a topic reply, a cooperation application, a certification, a follower) carries the
 * site path of that thing, and the path is a page of the site that shows it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  endpoints,
  matchRoute,
  type Message,
  type MessageType,
  type Order,
  type Paginated,
  type RechargeData,
  type TopicPost,
} from '@zaowu/shared';
import { seedDb } from '../store/seed/index.ts';
import { MEMBER_1, MEMBER_2 } from '../store/seed/index.ts';
import { iso } from '../store/time.ts';
import type { Db } from '../store/types.ts';
import { postsOf } from '../store/views/community.ts';
import { demoForFile } from '../testing/harness.ts';
import { find } from '../testing/samples.ts';
import { CERTIFICATION_REVIEW_MS } from './certification.ts';
import { DEMO_PAY_PATH } from './index.ts';

const demo = demoForFile();
let one: string;
let two: string;
beforeEach(async () => {
  one = await demo.login(0);
  two = await demo.login(1);
});

const { message, works, user, community, certification, order } = endpoints;
const db = () => demo.upstream.db;
const workOf = (authorId: number) => [...db().works.values()].find((w) => w.author_id === authorId)!;

/** The member's newest message of a type, as the API shows it. */
async function newest(token: string, messageType: MessageType): Promise<Message> {
  const page = await demo.call<Paginated<Message>>(message.byType, { messageType }, token);
  return page.body.data.data[0]!;
}

/** The site page a link opens, and (when it is a work's) the work it names. */
function pageOf(link: string) {
  const url = new URL(link, 'https://www.zaowu.test');
  expect(url.origin, `${link} stays on the site`).toBe('https://www.zaowu.test');
  const match = matchRoute(url.pathname);
  expect(match?.valid, `${link} is a page of the site`).toBe(true);
  return { name: match!.route.name, id: Number(match!.params.id), url };
}

describe('notifications made by the demo carry the link of what they are about', () => {
  it('a like and a favorite link to the work', async () => {
    const w = workOf(MEMBER_2);
    expect((await demo.call(works.like, { id: w.id }, one)).body.code).toBe(1);
    expect(await newest(two, 4)).toMatchObject({ title: '收到点赞', link: `/${w.type}/${w.id}` });
    expect((await demo.call(works.favorite, { id: w.id }, one)).body.code).toBe(1);
    expect(await newest(two, 5)).toMatchObject({ title: '作品被收藏', link: `/${w.type}/${w.id}` });
  });

  it('a follow links to the follower’s page when they have one, and to nothing when they have none', async () => {
    // Member 1 follows member 2 in the seed: a fresh follow first.
    await demo.call(user.unfollow, { user_id: MEMBER_2 }, one);
    expect((await demo.call(user.follow, { user_id: MEMBER_2 }, one)).body.code).toBe(1);
    expect(await newest(two, 6)).toMatchObject({ title: '新粉丝', link: `/designer/${MEMBER_1}` });
    expect(pageOf(`/designer/${MEMBER_1}`).name).toBe('designer-id');

    expect((await demo.call(user.unfollow, { user_id: MEMBER_2 }, one)).body.code).toBe(1);
    for (const w of [...db().works.values()]) if (w.author_id === MEMBER_1) db().works.delete(w.id);
    expect((await demo.call(user.follow, { user_id: MEMBER_2 }, one)).body.code).toBe(1);
    expect(await newest(two, 6)).toMatchObject({ title: '新粉丝', link: null });
  });

  it('a cooperation application and its answer link to the work', async () => {
    const w = workOf(MEMBER_1);
    const applied = await demo.call(
      works.cooperate,
      { id: w.id, message: '想请你授权这件作品用于独立游戏，收益可以分成。', contact: '微信：lk_2' },
      two,
    );
    expect(applied.body.code, applied.body.msg).toBe(1);
    const application = await newest(one, 7);
    expect(application).toMatchObject({ title: '合作申请', link: `/${w.type}/${w.id}` });
    await demo.call(message.audit, { id: application.cooperation!.id, status: 'approved' }, one);
    expect(await newest(two, 7)).toMatchObject({ title: '合作申请已通过', link: `/${w.type}/${w.id}` });
  });

  it('a reply to a topic links to that reply’s floor', async () => {
    const t = [...db().topics.values()].find((x) => x.author_id === MEMBER_2)!;
    const res = await demo.call<TopicPost>(
      community.reply,
      { topic_id: t.id, content: '肩膀可以加一根扭转骨试试。' },
      one,
    );
    const notice = await newest(two, 3);
    expect(notice.link).toBe(`/community/${t.id}#post-${res.body.data.floor}`);
    expect(pageOf(notice.link!)).toMatchObject({ name: 'community-id', id: t.id });
  });

  it('a certification decision links to the certification centre', async () => {
    const submitted = await demo.call(
      certification.submit,
      { real_name: '林小雨', id_number: '11010519491231002X' },
      two,
    );
    expect(submitted.body.code, submitted.body.msg).toBe(1);
    const row = db().certifications.get(MEMBER_2)!;
    row.submitted_at = iso(Date.parse(row.submitted_at) - CERTIFICATION_REVIEW_MS - 1_000);
    await demo.call(certification.status, {}, two);
    expect(await newest(two, 10)).toMatchObject({ title: '实名认证已通过', link: '/certification' });
  });

  it('a paid order tells the buyer and the seller, each with a link to it in the member area', async () => {
    const g = find.buyable(db());
    const sellerId = db().shops.get(g.shop_id)!.owner_id;
    const placed = await demo.call<Order>(order.addOrder, { lines: [{ goods_id: g.id, quantity: 1 }] }, one);
    const pay = await demo.call<{ order_no: string }>(
      order.addOrderByWeixin,
      { order_id: placed.body.data.id },
      one,
    );
    const before = Math.max(...db().messages.keys());
    await demo.post(DEMO_PAY_PATH, { order_no: pay.body.data.order_no }, one);
    const told = [...db().messages.values()].filter((m) => m.id > before);
    expect(new Set(told.map((m) => m.user_id))).toEqual(new Set([MEMBER_1, sellerId]));
    for (const m of told) expect(pageOf(m.link!).name, m.title).toMatch(/^account$|-id$/);
  });

  it('a recharge links to the balance ledger (余额明细)', async () => {
    const data = (await demo.call<RechargeData>(user.getRechargeData, { amount: '20' }, one)).body.data;
    await demo.post(DEMO_PAY_PATH, { order_no: data.order_no }, one);
    expect(await newest(one, 9)).toMatchObject({ title: '充值成功', link: '/account?tab=balance&view=log' });
  });
});

describe('seeded notifications', () => {
  const seeded = seedDb();
  const notices = (d: Db) => [...d.messages.values()];

  it('link every notice of types 1 and 4–10 to a page of the site', () => {
    const linked = notices(seeded).filter((m) => m.message_type === 1 || m.message_type >= 4);
    expect(linked.length).toBeGreaterThan(20);
    for (const m of linked) {
      expect(m.link, `${m.title}: ${m.content}`).not.toBeNull();
      const page = pageOf(m.link!);
      // A work's link names a work that exists, and the one the text is about.
      if (/^(model|art|animation|blog)-id$/.test(page.name)) {
        const w = seeded.works.get(page.id);
        expect(w, m.link!).toBeDefined();
        expect(`/${w!.type}/${w!.id}`).toBe(m.link);
        if (m.content.includes('作品《')) expect(m.content).toContain(`《${w!.title}》`);
      }
      if (page.name === 'designer-id') expect(m.from_id).toBe(page.id);
    }
  });

  it('link each topic-reply notice to the floor of the very reply it quotes', () => {
    const replies = notices(seeded).filter((m) => m.message_type === 3 && m.content.includes('话题《'));
    expect(replies.length).toBeGreaterThanOrEqual(2);
    for (const m of replies) {
      const hash = /^\/community\/(\d+)#post-(\d+)$/.exec(m.link ?? '');
      expect(hash, m.link ?? 'no link').not.toBeNull();
      const t = seeded.topics.get(Number(hash![1]))!;
      expect(m.content).toContain(`《${t.title}》`);
      const post = postsOf(seeded, t.id)[Number(hash![2]) - 1]!;
      expect(post.author_id).toBe(m.from_id);
      const quoted = /“(.+)”$/.exec(m.content)![1]!;
      expect(post.content).toBe(`<p>${quoted}</p>`);
      expect(post.created_at).toBe(m.created_at);
    }
  });

  it('are the same on every seed (the links draw nothing from the generator)', () => {
    const again = seedDb();
    expect(notices(again)).toEqual(notices(seeded));
    expect([...again.posts.values()]).toEqual([...seeded.posts.values()]);
  });
});
