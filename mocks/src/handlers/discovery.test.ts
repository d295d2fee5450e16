import { beforeEach, describe, expect, it } from 'vitest';
import {
  endpoints,
  WORK_TYPE_KEYS,
  type HomeData,
  type Paginated,
  type RecommendedWork,
  type WorkDetail,
  type WorkSummary,
} from '@zaowu/shared';
import { MEMBER_1 } from '../store/seed/index.ts';
import { byHot, byLatest } from '../store/views/works.ts';
import { demoForFile } from '../testing/harness.ts';

const demo = demoForFile();
let token: string;
beforeEach(async () => {
  token = await demo.login();
});

const { works, user } = endpoints;
const db = () => demo.upstream.db;

/** Every page of the feed. */
async function feed(t: string | null, q: Record<string, unknown> = {}): Promise<RecommendedWork[]> {
  const all: RecommendedWork[] = [];
  for (let page = 1; ; page++) {
    const res = await demo.call<Paginated<RecommendedWork>>(works.recommend, { ...q, page, per_page: 50 }, t);
    expect(res.body.code).toBe(1);
    all.push(...res.body.data.data);
    if (page >= res.body.data.last_page) return all;
  }
}

describe('home', () => {
  it('serves banners, latest and hot per type, designers, shops and tags', async () => {
    const home = (await demo.call<HomeData>(works.home)).body.data;
    expect(home.banners.length).toBeGreaterThanOrEqual(3);
    expect(home.banners.length).toBeLessThanOrEqual(5);
    for (const b of home.banners) {
      expect(b.link).toMatch(/^\/(?!\/)/);
      expect((await fetch(`${demo.base}${b.image}`)).status).toBe(200);
    }
    const all = [...db().works.values()];
    for (const type of WORK_TYPE_KEYS) {
      const ofType = all.filter((w) => w.type === type);
      expect(home.latest[type].map((w) => w.id)).toEqual(
        ofType
          .sort(byLatest)
          .slice(0, 8)
          .map((w) => w.id),
      );
      expect(home.hot[type].map((w) => w.id)).toEqual(
        ofType
          .sort(byHot)
          .slice(0, 8)
          .map((w) => w.id),
      );
    }
    expect(home.designers).toHaveLength(8);
    const f = home.designers.map((d) => d.followers);
    expect(f).toEqual([...f].sort((a, b) => b - a));
    expect(home.shops).toHaveLength(6);
    expect(home.tags).toHaveLength(20);
  });

  it('links banners to things that exist', async () => {
    const home = (await demo.call<HomeData>(works.home)).body.data;
    for (const { link } of home.banners) {
      const [, kind, id] = /^\/([a-z]+)\/?(\d+)?$/.exec(link) ?? [];
      if (kind === 'collection') expect(db().collections.has(Number(id))).toBe(true);
      else if (kind === 'community') expect(db().topics.has(Number(id))).toBe(true);
      else if (kind === 'note') expect(db().notes.has(Number(id))).toBe(true);
      else if (kind === 'model') expect(db().works.get(Number(id))?.type).toBe('model');
      else expect(link).toBe('/publish');
    }
  });
});

describe('related', () => {
  it('gives works of the same type sharing tags, never the work itself', async () => {
    const base = [...db().works.values()].find((w) => w.type === 'art')!;
    const res = await demo.call<WorkSummary[]>(works.related, { id: base.id });
    expect(res.body.data).toHaveLength(8);
    expect(res.body.data.some((w) => w.id === base.id)).toBe(false);
    expect(res.body.data.every((w) => w.type === 'art')).toBe(true);
    const shared = async (w: WorkSummary) =>
      (await demo.call<WorkDetail>(works.detail, { id: w.id })).body.data.tags.filter((t) =>
        base.tags.includes(t),
      ).length;
    const counts: number[] = [];
    for (const w of res.body.data) counts.push(await shared(w));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
    expect(
      (await demo.call<WorkSummary[]>(works.related, { id: base.id, limit: 24 })).body.data,
    ).toHaveLength(24);
  });

  it('refuses unknown works and bad limits', async () => {
    expect((await demo.call(works.related, { id: 999_999 })).body).toEqual({
      code: 0,
      msg: '作品不存在',
      data: null,
    });
    for (const limit of [0, 25, 'abc'])
      expect((await demo.call(works.related, { id: 1, limit })).body.msg).toBe('数量须为 1–24 之间的整数');
  });
});

describe('recommend', () => {
  it('without a token: only popular and editorial picks, hottest first', async () => {
    const items = await feed(null);
    expect(items.length).toBeGreaterThan(50);
    expect(new Set(items.map((w) => w.reason))).toEqual(new Set(['本周热门', '编辑推荐']));
    const editorial = new Set([...db().collections.values()].flatMap((c) => c.work_ids));
    for (const w of items) expect(w.reason).toBe(editorial.has(w.id) ? '编辑推荐' : '本周热门');
    expect(new Set(items.map((w) => w.id)).size).toBe(items.length);
  });

  it('with a token: followed designers, then favorite tags, then popular; none mine, none twice', async () => {
    const items = await feed(token);
    const reasons = items.map((w) => w.reason);
    const section = (r: string) =>
      r.startsWith('你关注的设计师 ') ? 0 : r.startsWith('因为你收藏了「') ? 1 : 2;
    expect(reasons.map(section)).toEqual(reasons.map(section).sort());
    expect(section(reasons[0]!)).toBe(0);
    expect(reasons.some((r) => /^因为你收藏了「.+」相关作品$/.test(r))).toBe(true);
    expect(reasons.some((r) => r === '本周热门' || r === '编辑推荐')).toBe(true);
    expect(new Set(items.map((w) => w.id)).size).toBe(items.length);
    expect(items.some((w) => w.author.id === MEMBER_1)).toBe(false);
    const favorited = new Set(
      db()
        .favorites.filter((f) => f.user_id === MEMBER_1)
        .map((f) => f.work_id),
    );
    expect(items.some((w) => favorited.has(w.id))).toBe(false);

    const followees = new Set(
      db()
        .follows.filter((f) => f.follower_id === MEMBER_1)
        .map((f) => f.followee_id),
    );
    for (const w of items.filter((x) => section(x.reason) === 0)) {
      expect(followees.has(w.author.id)).toBe(true);
      expect(w.reason).toBe(`你关注的设计师 ${w.author.nickname}`);
    }
  });

  it('follows what the member does', async () => {
    const before = await feed(token);
    const first = before.find((w) => w.reason.startsWith('你关注的设计师'))!;
    await demo.call(user.unfollow, { user_id: first.author.id }, token);
    const after = await feed(token);
    expect(after.some((w) => w.reason === first.reason)).toBe(false);
    await demo.call(works.favorite, { id: after[0]!.id }, token);
    expect((await feed(token)).some((w) => w.id === after[0]!.id)).toBe(false);
  });

  it('filters by type and pages', async () => {
    const models = await feed(token, { type: 'model' });
    expect(models.every((w) => w.type === 'model')).toBe(true);
    const page2 = await demo.call<Paginated<RecommendedWork>>(
      works.recommend,
      { page: 2, per_page: 10 },
      token,
    );
    expect(page2.body.data).toMatchObject({ current_page: 2, per_page: 10 });
    expect(page2.body.data.data.map((w) => w.id)).toEqual((await feed(token)).slice(10, 20).map((w) => w.id));
    expect((await demo.call(works.recommend, { type: 'poem' })).body.msg).toBe('作品类型不正确');
  });
});
