import { describe, expect, it } from 'vitest';
import { priceFen, yuanOf, LICENSE_KEYS, WORK_TYPE_KEYS } from '@zaowu/shared';
import { createDemoApi } from '../api.ts';
import { snapshot } from './db.ts';
import { COMMUNITY_TAGS } from './community-words.ts';
import {
  DEMO_MEMBERS,
  HOSTILE_BLOG_TITLE,
  HOSTILE_TOPIC_TITLE,
  MEMBER_1,
  MEMBER_2,
  seedDb,
} from './seed/index.ts';

describe('the seed', () => {
  it('is the same for the same seed, and different for another', () => {
    const a = JSON.stringify(snapshot(seedDb(42)));
    expect(JSON.stringify(snapshot(seedDb(42)))).toBe(a);
    expect(JSON.stringify(snapshot(seedDb(43)))).not.toBe(a);
    expect(JSON.stringify(snapshot(createDemoApi().db))).toBe(JSON.stringify(snapshot(createDemoApi().db)));
  });

  it('is big enough to browse', () => {
    const db = seedDb();
    const works = [...db.works.values()];
    for (const type of WORK_TYPE_KEYS)
      expect(works.filter((w) => w.type === type).length).toBeGreaterThanOrEqual(60);
    expect(db.users.size - 2).toBeGreaterThanOrEqual(20);
    expect(db.shops.size).toBeGreaterThanOrEqual(10);
    for (const s of db.shops.values())
      expect([...db.goods.values()].some((g) => g.shop_id === s.id)).toBe(true);
    expect(works.filter((w) => w.is_mature).length).toBeGreaterThanOrEqual(3);
    expect(works.filter((w) => w.price !== null).length).toBeGreaterThan(30);
    expect(new Set(works.map((w) => w.license))).toEqual(new Set(LICENSE_KEYS));
    expect(works.every((w) => w.tools.every((t) => t >= 1 && t <= 29))).toBe(true);
    expect(new Set(works.map((w) => `${w.type}:${w.title}`)).size).toBe(works.length);
    for (const u of db.users.values()) expect(u.bio.length * u.city.length).toBeGreaterThan(0);
  });

  it('gives both members their own world', () => {
    const db = seedDb();
    for (const id of [MEMBER_1, MEMBER_2]) {
      expect([...db.works.values()].some((w) => w.author_id === id)).toBe(true);
      expect([...db.folders.values()].some((f) => f.user_id === id && f.is_private)).toBe(true);
      expect([...db.files.values()].some((f) => f.user_id === id)).toBe(true);
      expect([...db.orders.values()].some((o) => o.buyer_id === id)).toBe(true);
      expect([...db.income.values()].some((r) => r.user_id === id)).toBe(true);
      expect([...db.downloads.values()].some((d) => d.user_id === id)).toBe(true);
      expect([...db.userVisits.values()].some((v) => v.user_id === id)).toBe(true);
      expect(db.follows.some((f) => f.follower_id === id)).toBe(true);
      expect(db.favorites.some((f) => f.user_id === id)).toBe(true);
      expect(db.guides.has(id)).toBe(true);
    }
    expect(db.users.get(MEMBER_1)!.mobile).toBe(DEMO_MEMBERS[0].mobile);
    expect([...db.privateMessages.values()].some((m) => m.to_id === MEMBER_1 && !m.read)).toBe(true);
    const unread = new Set(
      [...db.messages.values()].filter((m) => m.user_id === MEMBER_1 && !m.read).map((m) => m.message_type),
    );
    expect([...unread].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([...db.cooperations.values()].some((c) => c.status === 'pending')).toBe(true);
  });

  it('dates everything on or before 2026-11-01 in China time', () => {
    const db = seedDb();
    for (const w of db.works.values()) {
      expect(w.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
      expect(Date.parse(w.created_at)).toBeLessThanOrEqual(Date.parse('2026-11-01T00:00:00+08:00'));
      expect(w.updated_at >= w.created_at).toBe(true);
    }
  });

  it('keeps one blog with hostile markup', () => {
    const blog = [...seedDb().works.values()].find((w) => w.title === HOSTILE_BLOG_TITLE)!;
    expect(blog.type).toBe('blog');
    expect(blog.content).toContain('<img src=x onerror=alert(1)>');
    expect(blog.content).toContain('<a href="javascript:alert(1)">');
  });
});

describe('the discovery and community seed', () => {
  const db = seedDb();

  it('gives each member 2–3 favorites folders: a public 默认收藏夹 with works, and a private one', () => {
    for (const id of [MEMBER_1, MEMBER_2]) {
      const folders = [...db.favoriteFolders.values()].filter((f) => f.user_id === id);
      expect(folders.length).toBeGreaterThanOrEqual(2);
      expect(folders.length).toBeLessThanOrEqual(3);
      const home = folders.find((f) => f.name === '默认收藏夹')!;
      expect(home.is_public).toBe(true);
      const holds = (folderId: number) => db.favorites.filter((f) => f.folder_id === folderId).length;
      expect(holds(home.id)).toBeGreaterThan(0);
      const secret = folders.find((f) => !f.is_public)!;
      expect(holds(secret.id)).toBeGreaterThan(0);
    }
    for (const f of db.favorites) {
      const folder = db.favoriteFolders.get(f.folder_id)!;
      expect(folder.user_id).toBe(f.user_id);
      expect(folder.created_at <= f.created_at).toBe(true);
      expect(db.works.get(f.work_id)!.author_id).not.toBe(f.user_id);
    }
    const pairs = db.favorites.map((f) => `${f.user_id}:${f.work_id}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('keeps like and favorite counters at least as high as the rows behind them', () => {
    expect(db.likes.some((l) => l.user_id === MEMBER_1)).toBe(true);
    for (const w of db.works.values()) {
      expect(w.likes).toBeGreaterThanOrEqual(db.likes.filter((l) => l.work_id === w.id).length);
      expect(w.favorites).toBeGreaterThanOrEqual(db.favorites.filter((f) => f.work_id === w.id).length);
    }
  });

  it('has curated collections of 6–12 works with a curator', () => {
    expect(db.collections.size).toBeGreaterThanOrEqual(8);
    for (const c of db.collections.values()) {
      expect(c.work_ids.length).toBeGreaterThanOrEqual(6);
      expect(c.work_ids.length).toBeLessThanOrEqual(12);
      expect(new Set(c.work_ids).size).toBe(c.work_ids.length);
      expect(c.work_ids.every((id) => db.works.has(id))).toBe(true);
      expect(db.users.has(c.curator_id)).toBe(true);
      expect(c.title + c.description).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('has at least 30 topics of 3–25 posts, and one hostile topic', () => {
    expect(db.topics.size).toBeGreaterThanOrEqual(30);
    for (const t of db.topics.values()) {
      const posts = [...db.posts.values()].filter((p) => p.topic_id === t.id);
      expect(posts.length).toBeGreaterThanOrEqual(3);
      expect(posts.length).toBeLessThanOrEqual(25);
      expect(posts.every((p) => p.created_at >= t.created_at)).toBe(true);
      expect(posts.find((p) => p.created_at === t.created_at)!.author_id).toBe(t.author_id);
      for (const tag of t.tags) expect(COMMUNITY_TAGS).toContain(tag);
    }
    const hostile = [...db.topics.values()].filter((t) => t.title === HOSTILE_TOPIC_TITLE);
    expect(hostile).toHaveLength(1);
    const opening = [...db.posts.values()].find((p) => p.topic_id === hostile[0]!.id)!;
    expect(opening.content).toContain('<img src=x onerror=alert(1)>');
    expect(opening.content).toContain('<a href="javascript:alert(1)">点我</a>');
    // Every other post is free of script-bearing markup.
    for (const p of db.posts.values())
      if (p.id !== opening.id) expect(p.content).not.toMatch(/<[^>]*(onerror|javascript:)/i);
  });

  it('has at least 20 notes, some about a work by its author', () => {
    expect(db.notes.size).toBeGreaterThanOrEqual(20);
    const about = [...db.notes.values()].filter((n) => n.work_id !== null);
    expect(about.length).toBeGreaterThan(0);
    for (const n of about) expect(db.works.get(n.work_id!)!.author_id).toBe(n.author_id);
  });

  it('has 3–5 home banners on generated images, linking inside the site', () => {
    expect(db.banners.length).toBeGreaterThanOrEqual(3);
    expect(db.banners.length).toBeLessThanOrEqual(5);
    for (const b of db.banners) {
      // Generated art, of one catalog subject or not (media/urls.ts).
      expect(b.image).toMatch(/^\/api\/storage\/gen\/[a-z]+\/(?:[a-z0-9-]+\/)?\d+\.svg$/);
      expect(b.link).toMatch(/^\/(?!\/)[\w/-]*$/);
    }
  });
});

describe('reset', () => {
  it('restores the seeded state in place', () => {
    const api = createDemoApi({ seed: 7 });
    const db = api.db;
    const before = JSON.stringify(snapshot(db));
    db.works.clear();
    db.users.get(MEMBER_1)!.nickname = '改过了';
    api.reset();
    expect(api.db).toBe(db);
    expect(JSON.stringify(snapshot(db))).toBe(before);
  });

  it('restores it again after the rows it put back are changed: each reset gets rows of its own', () => {
    // A test server's: it keeps the seeded rows from the start (the test above covers the others).
    const api = createDemoApi({ seed: 7, enableTestMembers: true });
    api.db.users.get(MEMBER_1)!.nickname = '改过了';
    api.reset();
    expect(api.db).toStrictEqual(seedDb(7));
    api.db.users.get(MEMBER_1)!.nickname = '又改了';
    api.db.works.clear();
    api.reset();
    expect(api.db).toStrictEqual(seedDb(7));
  });
});

describe('money', () => {
  it('round-trips yuan strings through integer fen', () => {
    expect(yuanOf(3_900)).toBe('39.00');
    expect(yuanOf(5)).toBe('0.05');
    expect(yuanOf(-1_250)).toBe('-12.50');
    expect(priceFen('39')).toBe(3_900);
    expect(priceFen('0.1')).toBe(10);
    expect(priceFen('12.345')).toBeNull();
    expect(priceFen('-1')).toBeNull();
    // 0.1 + 0.2 in fen never drifts.
    expect(yuanOf(priceFen('0.10')! + priceFen('0.20')!)).toBe('0.30');
  });
});
