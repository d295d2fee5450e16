/**
 * Demo content that matches (issue 13): a seeded model's title names one object of the media catalog,
 * and its viewer GLB, its cover and its download are that object; an artwork's and a blog's cover show
 * the subject its title names, and so do an animation's cover and video and a goods item's pictures (issue
 * 22: a sticker set was a torus on a plinth, 赛博霓虹片头 bouncing balls); the demo members' works look
 * like the people their bios describe.
 * Checked over HTTP, from what the files themselves say, against the catalog's table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type GoodsDetail, type UserBrief, type WorkDetail } from '@zaowu/shared';
import {
  animationSubjectOfTitle,
  artSubjectOfTitle,
  goodsSubjectOfTitle,
  blogSubjectOfTitle,
  OBJECT_KINDS,
  OBJECTS,
  objectOfTitle,
  type ObjectKind,
} from '../media/catalog.ts';
import { demoForFile } from '../testing/harness.ts';
import { MEMBER_1, MEMBER_2 } from './seed/index.ts';
import type { WorkRow } from './types.ts';

const demo = demoForFile();
let seeded: WorkRow[];
beforeAll(() => {
  seeded = [...demo.upstream.db.works.values()];
});

const detail = async (id: number) => (await demo.call<WorkDetail>(endpoints.works.detail, { id })).body.data;
const bytesAt = async (url: string) => {
  const res = await fetch(new URL(url, demo.base));
  expect(res.status, url).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
};
const textAt = async (url: string) => new TextDecoder().decode(await bytesAt(url));

/** The names of a GLB's root nodes (its JSON chunk's default scene), and of every node. */
function glbNames(bytes: Uint8Array): { roots: string[]; all: string[] } {
  expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('glTF');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(new TextDecoder().decode(bytes.subarray(16, 20))).toBe('JSON');
  const json = JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + view.getUint32(12, true)))) as {
    scene?: number;
    scenes: { nodes: number[] }[];
    nodes: { name?: string }[];
  };
  return {
    roots: json.scenes[json.scene ?? 0]!.nodes.map((i) => json.nodes[i]!.name ?? ''),
    all: json.nodes.map((n) => n.name ?? ''),
  };
}

/** Which catalog objects a cover draws (each is a <g data-object="…">). */
const objectsDrawn = (svg: string) => [...svg.matchAll(/data-object="([^"]+)"/g)].map((m) => m[1]);
const subjectsDrawn = (svg: string) => [...svg.matchAll(/data-subject="([^"]+)"/g)].map((m) => m[1]);

const models = () => seeded.filter((w) => w.type === 'model');

describe('seeded models', () => {
  it('each title names exactly one object of the catalog, and every object is seeded', () => {
    const kinds = new Set<ObjectKind>();
    for (const w of models()) {
      const named = OBJECT_KINDS.filter((k) => OBJECTS[k].names.some((n) => w.title.includes(n)));
      expect(named, w.title).toHaveLength(1);
      kinds.add(named[0]!);
    }
    expect([...kinds].sort()).toEqual([...OBJECT_KINDS].sort());
  });

  it('each opens, in its viewer, a GLB of the object its title names, and its cover draws that object', async () => {
    await Promise.all(
      models().map(async (w) => {
        const kind = objectOfTitle(w.title)!;
        const shown = await detail(w.id);
        expect(shown.model_url, w.title).toBeTruthy();
        const viewer = glbNames(await bytesAt(shown.model_url!));
        expect(viewer.roots, `${w.title}: ${shown.model_url}`).toEqual([kind]);
        for (const name of viewer.all.slice(1)) expect(name.startsWith(`${kind}/`), name).toBe(true);
        expect(objectsDrawn(await textAt(shown.cover)), `${w.title}: ${shown.cover}`).toEqual([kind]);
        for (const still of shown.images) expect(objectsDrawn(await textAt(still)), still).toEqual([kind]);
        expect(
          shown.files.map((f) => f.name),
          w.title,
        ).toEqual([OBJECTS[kind].filename]);
      }),
    );
  }, 120_000);

  it(
    'downloads as the full file of that object, its listed size, never the preview the viewer streams',
    { timeout: 60_000 },
    async () => {
      const token = await demo.login(1);
      // One free work of each object (a member's downloads are limited per minute).
      const free = OBJECT_KINDS.map((k) =>
        models().find((w) => w.price === null && w.author_id !== MEMBER_2 && objectOfTitle(w.title) === k),
      ).filter((w): w is WorkRow => w !== undefined);
      expect(free.length).toBeGreaterThan(10);
      for (const w of free) {
        const kind = objectOfTitle(w.title)!;
        const shown = await detail(w.id);
        const res = await demo.call<{ url: string }>(endpoints.works.download, { id: w.id, index: 0 }, token);
        expect(res.body.code, res.body.msg).toBe(1);
        const file = await bytesAt(res.body.data.url);
        expect(file.length, w.title).toBe(shown.files[0]!.size);
        expect(glbNames(file).roots).toEqual([kind]);
        const preview = await bytesAt(shown.model_url!);
        expect(preview.length, `${w.title}: the preview is lighter`).toBeLessThan(file.length);
      }
    },
  );

  it('for sale: the viewer streams a separate preview; the paid file is not served to anyone without a signature', async () => {
    const paid = models().filter((w) => w.price !== null);
    expect(paid.length).toBeGreaterThan(10);
    for (const w of paid) {
      const shown = await detail(w.id);
      const stored = w.files[0]!.url;
      expect(shown.model_url).not.toBe(stored);
      // A visitor sees the file's name and size only, and its stored address gives nothing.
      expect(shown.files[0]!.url).toBeNull();
      const bare = await fetch(new URL(stored, demo.base));
      expect(bare.status, stored).toBe(403);
      expect((await bytesAt(shown.model_url!)).length).toBeLessThan(shown.files[0]!.size);
    }
  });
});

describe('seeded art and blogs', () => {
  it('each cover shows the subject its title names', async () => {
    const works = seeded.filter((w) => w.type === 'art' || w.type === 'blog');
    expect(works.length).toBeGreaterThan(120);
    await Promise.all(
      works.map(async (w) => {
        const subject = w.type === 'art' ? artSubjectOfTitle(w.title) : blogSubjectOfTitle(w.title);
        expect(subject, w.title).not.toBeNull();
        const shown = await detail(w.id);
        expect(subjectsDrawn(await textAt(shown.cover)), `${w.title}: ${shown.cover}`).toEqual([
          subject!.key,
        ]);
        // An artwork's gallery is of the same subject; a paid artwork's file is its cover in full.
        if (w.type === 'art')
          for (const image of shown.images)
            expect(subjectsDrawn(await textAt(image))).toEqual([subject!.key]);
      }),
    );
  }, 120_000);
});

describe('seeded animations', () => {
  it('each cover and still shows what its title names, and its video is made from that cover', async () => {
    const works = seeded.filter((w) => w.type === 'animation');
    expect(works.length).toBeGreaterThan(20);
    await Promise.all(
      works.map(async (w) => {
        const subject = animationSubjectOfTitle(w.title);
        expect(subject, w.title).not.toBeNull();
        const shown = await detail(w.id);
        for (const picture of [shown.cover, ...shown.images])
          expect(subjectsDrawn(await textAt(picture)), `${w.title}: ${picture}`).toEqual([subject!.key]);
        // A visitor gets the whole video, or of one for sale its first seconds.
        const video = shown.video_url ?? shown.video_preview?.url;
        const suffix = shown.video_url === null ? '.preview.webm' : '.webm';
        expect(video, w.title).toBe(shown.cover.replace(/\.svg$/, () => suffix));
      }),
    );
    // The example: the neon title sequence is a neon city, not bouncing balls.
    const neon = works.find((w) => w.title.includes('赛博霓虹片头'));
    if (neon) expect(await textAt((await detail(neon.id)).cover)).toContain('data-subject="cyber-neon"');
  }, 120_000);
});

describe('seeded goods', () => {
  const goodsDetail = async (id: number) =>
    (await demo.call<GoodsDetail>(endpoints.shop.goodsDetail, { id })).body.data;

  it('each picture shows what its title sells: a pack its objects, a sticker set stickers, not a model', async () => {
    const goods = [...demo.upstream.db.goods.values()];
    expect(goods.length).toBeGreaterThan(40);
    const seen = new Set<string>();
    await Promise.all(
      goods.map(async (g) => {
        const subject = goodsSubjectOfTitle(g.title);
        expect(subject, g.title).not.toBeNull();
        seen.add(subject!.key);
        const shown = await goodsDetail(g.id);
        const objects =
          subject!.look.motif === 'pack'
            ? subject!.look.objects
            : ['figure', 'rig', 'turnaround'].includes(subject!.look.motif)
              ? null
              : [];
        for (const picture of [shown.cover, ...shown.images]) {
          const svg = await textAt(picture);
          expect(subjectsDrawn(svg).slice(0, 1), `${g.title}: ${picture}`).toEqual([subject!.key]);
          // Catalog objects only where the goods are models of them; figures draw their character.
          if (objects) expect(objectsDrawn(svg), g.title).toEqual(objects);
          else expect(new Set(objectsDrawn(svg)), g.title).toEqual(new Set(['character']));
        }
      }),
    );
    // Most titles are on sale somewhere in the seed, the sticker set among the physical ones.
    expect(seen.size).toBeGreaterThan(15);
  }, 120_000);
});

describe('the demo members', () => {
  const own = (id: number) => seeded.filter((w) => w.author_id === id);
  const bio = async (id: number) =>
    (await demo.call<UserBrief & { bio: string }>(endpoints.designer.detail, { id })).body.data.bio;

  it('造物小林, a 3D designer of small oriental objects, publishes oriental objects and 国风 paintings', async () => {
    expect(await bio(MEMBER_1)).toContain('东方风格的小物件');
    const mine = own(MEMBER_1);
    const objects = mine.filter((w) => w.type === 'model').map((w) => objectOfTitle(w.title)!);
    expect(objects.length).toBeGreaterThan(0);
    for (const kind of objects) expect(OBJECTS[kind].tags, kind).toContain('东方美学');
    const paintings = mine.filter((x) => x.type === 'art');
    expect(paintings.length).toBeGreaterThan(0);
    for (const w of paintings) expect(artSubjectOfTitle(w.title)!.tags, w.title).toContain('国风');
  });

  it('阿青Q, an illustrator just learning Blender, publishes paintings and a Blender beginner’s model and post', async () => {
    expect(await bio(MEMBER_2)).toMatch(/插画师.*Blender/);
    const mine = own(MEMBER_2);
    expect(mine.filter((w) => w.type === 'art').length).toBeGreaterThan(0);
    for (const w of mine.filter((x) => x.type === 'model'))
      expect(OBJECTS[objectOfTitle(w.title)!].tags, w.title).toContain('低多边形');
    const posts = mine.filter((w) => w.type === 'blog');
    expect(posts.length).toBeGreaterThan(0);
    for (const w of posts) expect(w.title).toMatch(/Blender.*入门|入门.*Blender/);
  });
});
