import { beforeEach, describe, expect, it } from 'vitest';
import {
  endpoints,
  type Designer,
  type DesignerDetail,
  type FollowEntry,
  type FollowResult,
  type FollowState,
  type Paginated,
} from '@zaowu/shared';
import { MEMBER_1, MEMBER_2 } from '../store/seed/index.ts';
import { demoForFile } from '../testing/harness.ts';
import { find } from '../testing/samples.ts';

const demo = demoForFile();
let token: string;
beforeEach(async () => {
  token = await demo.login();
});

const { user, designer } = endpoints;
const db = () => demo.upstream.db;
const followList = async () =>
  (await demo.call<Paginated<FollowEntry>>(user.getFollowList, { per_page: 100 }, token)).body.data;
const followers = async (id: number) =>
  (await demo.call<DesignerDetail>(designer.detail, { id })).body.data.followers;
const following = async (user_id: number) =>
  (await demo.call<{ following: boolean }>(user.relation, { user_id }, token)).body.data.following;

/** A designer member 1 does not follow yet. */
const stranger = () =>
  [...db().users.keys()].find(
    (id) =>
      id > 2 &&
      [...db().works.values()].some((w) => w.author_id === id) &&
      !db().follows.some((f) => f.follower_id === MEMBER_1 && f.followee_id === id),
  )!;

describe('follow', () => {
  it('adds the designer to the top of my follow list and counts a follower', async () => {
    const id = stranger();
    const before = await followers(id);
    expect(await following(id)).toBe(false);
    const res = await demo.call<FollowResult>(user.follow, { user_id: id }, token);
    expect(res.body).toEqual({ code: 1, msg: '关注成功', data: { following: true, followers: before + 1 } });
    expect(await followers(id)).toBe(before + 1);
    expect(await following(id)).toBe(true);
    const list = await followList();
    expect(list.data[0]!.id).toBe(id);
    const listed = await demo.call<Paginated<Designer>>(designer.lists, { per_page: 100 });
    expect(listed.body.data.data.find((d) => d.id === id)!.followers).toBe(before + 1);
    // Following twice changes nothing.
    expect((await demo.call<FollowResult>(user.follow, { user_id: id }, token)).body.data.followers).toBe(
      before + 1,
    );
    expect((await followList()).total).toBe(list.total);

    const off = await demo.call<FollowResult>(user.unfollow, { user_id: id }, token);
    expect(off.body).toEqual({ code: 1, msg: '已取消关注', data: { following: false, followers: before } });
    expect((await followList()).data.some((f) => f.id === id)).toBe(false);
    expect(await following(id)).toBe(false);
  });

  it('tells the followed user', async () => {
    const id = stranger();
    await demo.call(user.follow, { user_id: id }, token);
    const last = [...db().messages.values()].filter((m) => m.user_id === id).at(-1)!;
    expect(last).toMatchObject({ message_type: 6, from_id: MEMBER_1, content: '造物小林 关注了你' });
  });

  it('refuses myself and unknown users', async () => {
    const self = { code: 0, msg: '不能关注自己', data: null };
    expect((await demo.call(user.follow, { user_id: MEMBER_1 }, token)).body).toEqual(self);
    expect((await demo.call(user.unfollow, { user_id: MEMBER_1 }, token)).body).toEqual(self);
    expect((await demo.call(user.follow, { user_id: 999_999 }, token)).body).toEqual({
      code: 0,
      msg: '用户不存在',
      data: null,
    });
    expect((await demo.call(user.relation, { user_id: 999_999 }, token)).body.msg).toBe('用户不存在');
    expect((await demo.call(user.follow, {}, token)).body.msg).toBe('缺少用户 ID');
    expect(await following(MEMBER_1)).toBe(false);
  });

  it('needs a token', async () => {
    for (const call of [user.follow, user.unfollow, user.relation])
      expect((await demo.call(call, { user_id: 3 }, null)).status).toBe(401);
  });
});

describe('follow list entries', () => {
  it('carry works count, followers and up to 4 newest works', async () => {
    const list = await followList();
    expect(list.total).toBe(db().follows.filter((f) => f.follower_id === MEMBER_1).length);
    const times = list.data.map((f) => f.followed_at);
    expect(times).toEqual([...times].sort().reverse());
    for (const entry of list.data) {
      const mine = [...db().works.values()].filter((w) => w.author_id === entry.id);
      expect(entry.works_count).toBe(mine.length);
      expect(entry.followers).toBe(await followers(entry.id));
      expect(entry.latest_works.length).toBe(Math.min(4, mine.length));
      const created = entry.latest_works.map((w) => w.created_at);
      expect(created).toEqual([...created].sort().reverse());
      expect(entry.latest_works.every((w) => w.author.id === entry.id)).toBe(true);
    }
    expect(list.data.some((e) => e.id === find.followee(db()))).toBe(true);
  });
});

describe('blocking (拉黑)', () => {
  const block = (by: string, user_id: number, blocked = true) =>
    demo.call(user.blockUser, { user_id, blocked }, by);
  const relation = async (by: string, user_id: number) =>
    (await demo.call<FollowState>(user.relation, { user_id }, by)).body.data;
  const followsOf = (follower: number, followee: number) =>
    db().follows.some((f) => f.follower_id === follower && f.followee_id === followee);

  it('removes the follows both ways, and neither may follow the other while it lasts', async () => {
    const two = await demo.login(1);
    for (const [by, them] of [
      [token, MEMBER_2],
      [two, MEMBER_1],
    ] as const)
      expect((await demo.call(user.follow, { user_id: them }, by)).body.code).toBe(1);
    expect([followsOf(MEMBER_1, MEMBER_2), followsOf(MEMBER_2, MEMBER_1)]).toEqual([true, true]);
    const followed = await followers(MEMBER_2);

    expect((await block(token, MEMBER_2)).body.code).toBe(1);
    expect([followsOf(MEMBER_1, MEMBER_2), followsOf(MEMBER_2, MEMBER_1)]).toEqual([false, false]);
    expect(await followers(MEMBER_2)).toBe(followed - 1);
    expect(await relation(token, MEMBER_2)).toEqual({
      following: false,
      blocked_by_me: true,
      blocked_me: false,
    });
    expect(await relation(two, MEMBER_1)).toEqual({
      following: false,
      blocked_by_me: false,
      blocked_me: true,
    });

    // The blocked member cannot follow the blocker; the blocker must unblock first.
    expect((await demo.call(user.follow, { user_id: MEMBER_1 }, two)).body).toEqual({
      code: 0,
      msg: '由于对方的设置，你无法关注 TA',
      data: null,
    });
    expect((await demo.call(user.follow, { user_id: MEMBER_2 }, token)).body).toEqual({
      code: 0,
      msg: '你已将对方拉黑，解除拉黑后才能关注',
      data: null,
    });
    expect([followsOf(MEMBER_1, MEMBER_2), followsOf(MEMBER_2, MEMBER_1)]).toEqual([false, false]);
    // Unfollowing stays possible (and changes nothing).
    expect((await demo.call(user.unfollow, { user_id: MEMBER_1 }, two)).body.code).toBe(1);

    // Unblocked, either may follow again; nothing comes back by itself.
    expect((await block(token, MEMBER_2, false)).body.code).toBe(1);
    expect(followsOf(MEMBER_2, MEMBER_1)).toBe(false);
    expect((await demo.call(user.follow, { user_id: MEMBER_1 }, two)).body.code).toBe(1);
    expect((await demo.call(user.follow, { user_id: MEMBER_2 }, token)).body.code).toBe(1);
  });

  it('leaves every other follow alone, the two members’ own included', async () => {
    const two = await demo.login(1);
    await demo.call(user.follow, { user_id: MEMBER_2 }, token);
    await demo.call(user.follow, { user_id: MEMBER_1 }, two);
    const between = (f: { follower_id: number; followee_id: number }) =>
      (f.follower_id === MEMBER_1 && f.followee_id === MEMBER_2) ||
      (f.follower_id === MEMBER_2 && f.followee_id === MEMBER_1);
    const rest = db().follows.filter((f) => !between(f));
    expect(rest.some((f) => f.follower_id === MEMBER_1)).toBe(true);
    expect((await block(token, MEMBER_2)).body.code).toBe(1);
    expect(db().follows).toEqual(rest);
  });
});
