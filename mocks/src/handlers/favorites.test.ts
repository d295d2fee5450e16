import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints, type FavoriteFolder, type FavoriteFolderDetail } from '@zaowu/shared';
import { MEMBER_1, MEMBER_2 } from '../store/seed/index.ts';
import { demoForFile } from '../testing/harness.ts';
import { find } from '../testing/samples.ts';

const demo = demoForFile();
let token: string;
beforeEach(async () => {
  token = await demo.login();
});

const { favorite, works } = endpoints;
const db = () => demo.upstream.db;
const folders = async (t = token) => (await demo.call<FavoriteFolder[]>(favorite.folders, {}, t)).body.data;
const open = (id: number, t: string | null) =>
  demo.call<FavoriteFolderDetail>(favorite.detail, { id, per_page: 100 }, t);

describe('favorites folders', () => {
  it('lists my folders with counts and covers: a public default one and a private one', async () => {
    const mine = await folders();
    expect(mine.map((f) => f.name)).toEqual(['默认收藏夹', '国风灵感', '私藏·待学习']);
    expect(mine[0]).toMatchObject({ is_public: true });
    expect(mine.some((f) => !f.is_public)).toBe(true);
    for (const f of mine) {
      expect(f.count).toBeGreaterThan(0);
      const detail = (await open(f.id, token)).body.data;
      expect(detail.works.total).toBe(f.count);
      expect(f.cover).toBe(detail.works.data[0]!.cover);
    }
    expect(mine.reduce((n, f) => n + f.count, 0)).toBe(
      db().favorites.filter((f) => f.user_id === MEMBER_1).length,
    );
    const theirs = await folders(await demo.login(1));
    expect(theirs.map((f) => f.name)).toEqual(['默认收藏夹', '悄悄收藏']);
  });

  it('shows a public folder to anyone, newest favorite first', async () => {
    const home = find.favoriteFolder(db(), '默认收藏夹');
    const res = await open(home.id, null);
    expect(res.body).toMatchObject({
      code: 1,
      data: { folder: { id: home.id, name: '默认收藏夹', owner: { id: MEMBER_1, nickname: '造物小林' } } },
    });
    const times = db()
      .favorites.filter((f) => f.folder_id === home.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((f) => f.work_id);
    expect(res.body.data.works.data.map((w) => w.id)).toEqual(times);
  });

  it('hides a private folder from everyone but its owner', async () => {
    const secret = find.favoriteFolder(db(), '私藏·待学习');
    const hidden = { code: 0, msg: '该收藏夹不存在或未公开', data: null };
    expect((await open(secret.id, null)).body).toEqual(hidden);
    expect((await open(secret.id, await demo.login(1))).body).toEqual(hidden);
    expect((await open(secret.id, token)).body.code).toBe(1);
    expect((await open(999_999, token)).body).toEqual(hidden);
  });

  it('makes folders: unique names, 1–20 characters, public by default', async () => {
    const add = (q: Record<string, unknown>) => demo.call<FavoriteFolder>(favorite.addFolder, q, token);
    const made = await add({ name: ' 建模参考 ' });
    expect(made.body).toMatchObject({
      code: 1,
      msg: '收藏夹已创建',
      data: { name: '建模参考', is_public: true, count: 0, cover: '' },
    });
    expect((await add({ name: '建模参考' })).body).toEqual({ code: 0, msg: '已存在同名收藏夹', data: null });
    expect((await add({ name: '' })).body.msg).toBe('请输入收藏夹名称');
    expect((await add({ name: '长'.repeat(21) })).body.msg).toBe('收藏夹名称不能超过 20 个字');
    expect((await add({ name: '私密', is_public: 'yes' })).body.msg).toBe('公开设置格式不正确');
    // Another member may use the same name.
    expect((await demo.call(favorite.addFolder, { name: '建模参考' }, await demo.login(1))).body.code).toBe(
      1,
    );

    const secret = await add({ name: '只给自己看', is_public: false });
    const w = find.otherWork(db());
    await demo.call(works.favorite, { id: w.id, folder_id: secret.body.data.id }, token);
    const after = (await folders()).find((f) => f.id === secret.body.data.id)!;
    expect(after).toMatchObject({ count: 1, cover: w.cover, is_public: false });
    expect((await open(after.id, null)).body.code).toBe(0);
  });

  it('needs a token for my folders and for making one', async () => {
    expect((await demo.call(favorite.folders, {}, null)).status).toBe(401);
    expect((await demo.call(favorite.addFolder, { name: '新的' }, null)).status).toBe(401);
    expect(db().favoriteFolders.size).toBe(5);
    expect([...db().favoriteFolders.values()].filter((f) => f.user_id === MEMBER_2)).toHaveLength(2);
  });
});
