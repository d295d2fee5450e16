import { beforeEach, describe, expect, it } from 'vitest';
import {
  COOPERATION_MESSAGE_TYPE,
  endpoints,
  type FavoriteFolderDetail,
  type FavoriteResult,
  type LikeResult,
  type Message,
  type Paginated,
  type UnreadCount,
  type WorkDetail,
  type WorkRelation,
  type WorkSummary,
} from '@zaowu/shared';
import { MEMBER_1, MEMBER_2 } from '../store/seed/index.ts';
import { demoForFile } from '../testing/harness.ts';
import { find } from '../testing/samples.ts';

const demo = demoForFile();
let token: string;
beforeEach(async () => {
  token = await demo.login();
});

const { works, user, favorite, message } = endpoints;
const db = () => demo.upstream.db;
const detail = async (id: number) => (await demo.call<WorkDetail>(works.detail, { id })).body.data;
const relation = async (id: number, t = token) =>
  (await demo.call<WorkRelation>(works.relation, { id }, t)).body.data;
const collectList = async (t = token) =>
  (await demo.call<Paginated<WorkSummary>>(user.getCollectList, { per_page: 100 }, t)).body.data;
const folderWorks = async (id: number, t: string | null = token) =>
  (await demo.call<FavoriteFolderDetail>(favorite.detail, { id, per_page: 100 }, t)).body.data.works.data;

/** A work by member 2, whom member 1 can like, favorite and apply to. */
const member2Work = () => [...db().works.values()].find((w) => w.author_id === MEMBER_2)!;

describe('likes', () => {
  it('toggles, and the count moves in the detail and the lists', async () => {
    const w = find.otherWork(db());
    const before = w.likes;
    const on = await demo.call<LikeResult>(works.like, { id: w.id }, token);
    expect(on.body).toMatchObject({ code: 1, data: { liked: true, likes: before + 1 } });
    expect((await detail(w.id)).likes).toBe(before + 1);
    const listed = await demo.call<Paginated<WorkSummary>>(works.lists, {
      author_id: w.author_id,
      per_page: 100,
    });
    expect(listed.body.data.data.find((x) => x.id === w.id)!.likes).toBe(before + 1);
    expect((await relation(w.id)).liked).toBe(true);

    const off = await demo.call<LikeResult>(works.like, { id: w.id }, token);
    expect(off.body.data).toEqual({ liked: false, likes: before });
    expect((await detail(w.id)).likes).toBe(before);
    expect((await relation(w.id)).liked).toBe(false);
  });

  it('tells the author, once per like', async () => {
    const w = member2Work();
    const inbox = () =>
      [...db().messages.values()].filter((m) => m.user_id === MEMBER_2 && m.message_type === 4);
    const before = inbox().length;
    await demo.call(works.like, { id: w.id }, token);
    expect(inbox().length).toBe(before + 1);
    expect(inbox().at(-1)).toMatchObject({ from_id: MEMBER_1, read: false });
  });

  it('answers 作品不存在 for an unknown work, and 401 without a token', async () => {
    expect((await demo.call(works.like, { id: 999_999 }, token)).body).toEqual({
      code: 0,
      msg: '作品不存在',
      data: null,
    });
    for (const call of [works.like, works.favorite, works.unfavorite, works.relation, works.cooperate]) {
      const res = await demo.call(call, { id: 1 }, null);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 0, msg: '请先登录', data: null });
    }
  });
});

describe('favorites', () => {
  it('files a work into the default folder, where getCollectList and the folder show it first', async () => {
    const w = find.otherWork(db());
    const home = find.favoriteFolder(db(), '默认收藏夹');
    const res = await demo.call<FavoriteResult>(works.favorite, { id: w.id }, token);
    expect(res.body).toMatchObject({
      code: 1,
      msg: '收藏成功',
      data: { favorited: true, favorites: w.favorites, folder_id: home.id },
    });
    expect((await collectList()).data[0]!.id).toBe(w.id);
    expect((await folderWorks(home.id))[0]!.id).toBe(w.id);
    expect((await folderWorks(home.id, null))[0]!.id).toBe(w.id);
    expect(await relation(w.id)).toMatchObject({ favorited: true, folder_id: home.id });
  });

  it('counts +1 only when newly favorited, moves between folders, and −1 on unfavorite', async () => {
    const w = find.otherWork(db());
    const before = w.favorites;
    const home = find.favoriteFolder(db(), '默认收藏夹');
    const themed = find.favoriteFolder(db(), '国风灵感');
    const fav = (q: Record<string, unknown>) => demo.call<FavoriteResult>(works.favorite, q, token);

    expect((await fav({ id: w.id })).body.data.favorites).toBe(before + 1);
    expect((await fav({ id: w.id })).body.data).toEqual({
      favorited: true,
      favorites: before + 1,
      folder_id: home.id,
    });
    const moved = await fav({ id: w.id, folder_id: themed.id });
    expect(moved.body.data).toEqual({ favorited: true, favorites: before + 1, folder_id: themed.id });
    expect((await folderWorks(home.id)).some((x) => x.id === w.id)).toBe(false);
    expect((await folderWorks(themed.id))[0]!.id).toBe(w.id);
    expect((await detail(w.id)).favorites).toBe(before + 1);
    // Without folder_id an already favorited work stays where it is.
    expect((await fav({ id: w.id })).body.data.folder_id).toBe(themed.id);

    const off = await demo.call<FavoriteResult>(works.unfavorite, { id: w.id }, token);
    expect(off.body).toMatchObject({
      code: 1,
      data: { favorited: false, favorites: before, folder_id: null },
    });
    expect((await detail(w.id)).favorites).toBe(before);
    expect((await collectList()).data.some((x) => x.id === w.id)).toBe(false);
    expect((await folderWorks(themed.id)).some((x) => x.id === w.id)).toBe(false);
    expect(await relation(w.id)).toMatchObject({ favorited: false, folder_id: null });
    // Unfavoriting again changes nothing.
    expect((await demo.call<FavoriteResult>(works.unfavorite, { id: w.id }, token)).body.data.favorites).toBe(
      before,
    );
  });

  it('removes a seeded favorite from every list', async () => {
    const f = find.favorited(db());
    const total = (await collectList()).total;
    await demo.call(works.unfavorite, { id: f.work_id }, token);
    expect((await collectList()).total).toBe(total - 1);
    expect((await folderWorks(f.folder_id)).some((x) => x.id === f.work_id)).toBe(false);
  });

  it("refuses someone else's folder", async () => {
    const theirs = find.favoriteFolder(db(), '默认收藏夹', MEMBER_2);
    const res = await demo.call(works.favorite, { id: find.otherWork(db()).id, folder_id: theirs.id }, token);
    expect(res.body).toEqual({ code: 0, msg: '收藏夹不存在', data: null });
  });

  it('makes the default folder when the member has none', async () => {
    for (const f of [...db().favoriteFolders.values()])
      if (f.user_id === MEMBER_1 && f.name === '默认收藏夹') db().favoriteFolders.delete(f.id);
    const res = await demo.call<FavoriteResult>(works.favorite, { id: find.otherWork(db()).id }, token);
    const made = db().favoriteFolders.get(res.body.data.folder_id!)!;
    expect(made).toMatchObject({ user_id: MEMBER_1, name: '默认收藏夹', is_public: true });
  });
});

describe('cooperation', () => {
  const apply = (id: number, patch: Record<string, unknown> = {}) =>
    demo.call(
      works.cooperate,
      { id, message: '想请你参与我们独立游戏的场景制作，预算可以详谈。', contact: '微信：lin_3d', ...patch },
      token,
    );

  it('reaches the author as an unread type-7 message they can audit', async () => {
    const w = member2Work();
    const author = await demo.login(1);
    const unread = async () =>
      (await demo.call<UnreadCount[]>(message.countAllUnread, {}, author)).body.data.find(
        (u) => u.message_type === COOPERATION_MESSAGE_TYPE,
      )!.message_count;
    const before = await unread();
    expect((await apply(w.id)).body).toEqual({ code: 1, msg: '申请已发送，请等待对方处理', data: null });
    expect(await unread()).toBe(before + 1);

    const inbox = await demo.call<Paginated<Message>>(message.byType, { messageType: 7 }, author);
    const m = inbox.body.data.data[0]!;
    expect(m).toMatchObject({
      message_type: 7,
      read: false,
      from: { id: MEMBER_1, nickname: '造物小林' },
      cooperation: { work_id: w.id, status: 'pending' },
    });
    expect(m.content).toContain(w.title);
    expect(m.content).toContain('微信：lin_3d');

    // A second application while the first is pending is refused; once handled, a new one is fine.
    expect((await apply(w.id)).body).toEqual({ code: 0, msg: '你已提交过申请，请等待对方处理', data: null });
    const audit = await demo.call(message.audit, { id: m.cooperation!.id, status: 'approved' }, author);
    expect(audit.body.code).toBe(1);
    const mine = await demo.call<Paginated<Message>>(message.byType, { messageType: 7 }, token);
    expect(mine.body.data.data[0]).toMatchObject({ title: '合作申请已通过', from: { id: MEMBER_2 } });
    expect((await apply(w.id)).body.code).toBe(1);
  });

  it('refuses my own work, unknown works and bad input', async () => {
    const own = [...db().works.values()].find((w) => w.author_id === MEMBER_1)!;
    expect((await apply(own.id)).body.msg).toBe('不能向自己的作品申请合作');
    expect((await apply(999_999)).body.msg).toBe('作品不存在');
    const w = member2Work();
    expect((await apply(w.id, { message: '太短了' })).body.msg).toBe('合作说明为 10–500 个字');
    expect((await apply(w.id, { message: '长'.repeat(501) })).body.msg).toBe('合作说明为 10–500 个字');
    expect((await apply(w.id, { message: undefined })).body.msg).toBe('请填写合作说明');
    expect((await apply(w.id, { contact: '  ' })).body.msg).toBe('请填写联系方式');
    expect((await apply(w.id, { contact: '1'.repeat(51) })).body.msg).toBe('联系方式不能超过 50 个字');
    expect([...db().cooperations.values()].some((c) => c.applicant_id === MEMBER_1)).toBe(false);
  });

  it('counts the message and the contact as people count them (an emoji is one character)', async () => {
    const w = member2Work();
    expect((await apply(w.id, { message: '🎨'.repeat(9) })).body.msg).toBe('合作说明为 10–500 个字');
    expect((await apply(w.id, { message: '🎨'.repeat(500), contact: '📮'.repeat(50) })).body.code).toBe(1);
  });
});

describe('relation', () => {
  it('knows whether I follow the author', async () => {
    const followee = find.followee(db());
    const w = [...db().works.values()].find((x) => x.author_id === followee)!;
    expect((await relation(w.id)).following_author).toBe(true);
    await demo.call(user.unfollow, { user_id: followee }, token);
    expect((await relation(w.id)).following_author).toBe(false);
  });
});
