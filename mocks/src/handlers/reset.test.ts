import { describe, expect, it } from 'vitest';
import { DEMO_RESET_PATH, endpoints, type FavoriteFolder } from '@zaowu/shared';
import { snapshot } from '../store/db.ts';
import { seedDb } from '../store/seed/index.ts';
import { demoForFile } from '../testing/harness.ts';
import { find } from '../testing/samples.ts';

const demo = demoForFile();

const { works, user, favorite, community, note } = endpoints;

describe('demo reset', () => {
  it('undoes likes, favorites, folders, follows, applications, replies and views', async () => {
    const db = demo.upstream.db;
    const seeded = JSON.stringify(snapshot(seedDb(demo.upstream.seed)));
    const token = await demo.login();
    const w = find.otherWork(db);
    const ok = async (p: Promise<{ body: { code: number; msg: string } }>) =>
      expect((await p).body.code, (await p).body.msg).toBe(1);
    await ok(demo.call(works.like, { id: w.id }, token));
    const folder = await demo.call<FavoriteFolder>(favorite.addFolder, { name: '重置测试' }, token);
    await ok(demo.call(works.favorite, { id: w.id, folder_id: folder.body.data.id }, token));
    await ok(demo.call(works.unfavorite, { id: find.favorited(db).work_id }, token));
    await ok(demo.call(user.follow, { user_id: find.notFollowed(db) }, token));
    await ok(
      demo.call(
        works.cooperate,
        { id: w.id, message: '想和你聊聊授权合作的事情。', contact: 'QQ 12345' },
        token,
      ),
    );
    await ok(demo.call(community.reply, { topic_id: find.topic(db).id, content: '重置前的回复' }, token));
    await ok(demo.call(note.detail, { id: find.note(db).id }));
    expect(JSON.stringify(snapshot(db))).not.toBe(seeded);

    const res = await demo.post(DEMO_RESET_PATH, {});
    expect(res.body.code).toBe(1);
    expect(demo.upstream.db).toBe(db);
    expect(JSON.stringify(snapshot(db))).toBe(seeded);
  });
});
