/** Works of every type, their tags, and the prices, licences and tools that go with them. */
import { LICENSE_KEYS, WORK_TYPE_KEYS, type LicenseKey, type WorkFile, type WorkType } from '@zaowu/shared';
import {
  animationSubjectOfTitle,
  ART_STYLES,
  ART_SUBJECTS,
  artSubjectOfTitle,
  BLOG_MOTIF_TAGS,
  BLOG_STYLES,
  BLOG_SUBJECTS,
  blogSubjectOfTitle,
  OBJECT_KINDS,
  OBJECTS,
  objectOfTitle,
} from '../../media/catalog.ts';
import { MODELS } from '../../media/models.ts';
import { subjectSvgBytes } from '../../media/svg/index.ts';
import { genUrl, modelPreviewUrl, modelUrl, subjectUrl } from '../../media/urls.ts';
import { coverVideoUrl } from '../../media/urls.ts';
import { insertInTimeOrder } from '../db.ts';
import type { Rng } from '../prng.ts';
import type { Db, WorkRow } from '../types.ts';
import {
  ANIMATION_STYLES,
  ANIMATION_SUBJECTS,
  DESCRIPTION_PARTS,
  TAG_CATALOG,
  TOOLS_BY_TYPE,
} from '../words.ts';
import { blogContent, HOSTILE_BLOG_TITLE, hostileBlogContent } from './blog.ts';
import { after, daysAgo } from './clock.ts';
import { designerIds, MEMBER_1, MEMBER_2 } from './people.ts';

/** Designer works per type; the members add theirs on top, so every type has well over 60. */
const PER_TYPE = 68;
const MEMBER_WORKS: Record<number, Record<WorkType, number>> = {
  [MEMBER_1]: { model: 3, art: 2, animation: 1, blog: 2 },
  [MEMBER_2]: { model: 1, art: 2, animation: 2, blog: 1 },
};

/**
 * What the demo members published, so their pages look like them (people.ts bios): 造物小林 makes small
 * oriental objects (the 青瓷 series of their drive: 梅瓶, 建盏, 香炉) and paints a little; 阿青Q is an
 * illustrator who has just started Blender. Their animations: MEMBER_ANIMATIONS.
 */
const MEMBER_TITLES: Record<number, Partial<Record<WorkType, readonly string[]>>> = {
  [MEMBER_1]: {
    model: ['青瓷梅瓶', '宋代建盏', '龙泉窑香炉'],
    art: ['江南烟雨', '仙鹤与松'],
    blog: ['青瓷釉色的 PBR 材质调法', '用 Blender 做一只宋代茶盏'],
  },
  [MEMBER_2]: {
    model: ['浮空小岛'],
    art: ['锦鲤', '雨夜便利店'],
    blog: ['Blender 入门：从零做一个低模小岛'],
  },
};

/**
 * The members' animations, named after the draws (swapped with the designer's work that drew the
 * name, if any); each keeps its seeded picture numbers, drawn as what its new title names.
 */
const MEMBER_ANIMATIONS: Record<number, readonly string[]> = {
  [MEMBER_1]: ['水墨转场'],
  [MEMBER_2]: ['猫咪的午后', '小狐狸的冒险'],
};

/** A new title for an animation, and pictures of what it names (the same picture numbers). */
function retitleAnimation(w: Omit<WorkRow, 'id'>, title: string): void {
  const key = animationSubjectOfTitle(title)?.key;
  if (!key) throw new Error(`the catalog has no look for the animation ${title}`);
  const of = (url: string) => url.replace(/\/gen\/animation\/[a-z0-9-]+\//, () => `/gen/animation/${key}/`);
  w.title = title;
  w.cover = of(w.cover);
  w.images = w.images.map(of);
}

function nameMemberAnimations(drafts: Omit<WorkRow, 'id'>[]): void {
  for (const [member, wanted] of Object.entries(MEMBER_ANIMATIONS)) {
    const own = drafts.filter((w) => w.type === 'animation' && w.author_id === Number(member));
    own.forEach((w, i) => {
      const title = wanted[i];
      if (!title) return;
      const holder = drafts.find((d) => d.type === 'animation' && d.title === title);
      if (holder) retitleAnimation(holder, w.title);
      retitleAnimation(w, title);
    });
  }
}

/** Share of works for sale, and their price range in fen. */
const PRICING: Record<WorkType, { share: number; min: number; max: number }> = {
  model: { share: 0.45, min: 990, max: 19_900 },
  art: { share: 0.2, min: 500, max: 4_900 },
  animation: { share: 0.15, min: 990, max: 9_900 },
  blog: { share: 0.06, min: 990, max: 2_990 },
};

const LICENSE_WEIGHTS: readonly LicenseKey[] = [...LICENSE_KEYS, 'ALL', 'ALL', 'BY-NC', 'BY-NC-SA', 'BY'];

/** Every title a type's subjects and styles make; index 0 of the styles is the plain subject. */
function titleCombos(type: WorkType): { t: string; plain: boolean }[] {
  const combos = (names: readonly string[], styles: readonly string[]) =>
    names.flatMap((s) => styles.map((p, j) => ({ t: p.replace('{}', () => s), plain: j === 0 })));
  switch (type) {
    case 'model':
      return OBJECT_KINDS.flatMap((k) => combos(OBJECTS[k].names, OBJECTS[k].styles));
    case 'art':
      return combos(
        ART_SUBJECTS.map((s) => s.name),
        ART_STYLES,
      );
    case 'blog':
      // The HTML-safety post is the hostile blog's alone.
      return combos(
        BLOG_SUBJECTS.filter((s) => s.name !== HOSTILE_BLOG_TITLE).map((s) => s.name),
        BLOG_STYLES,
      );
    case 'animation':
      return combos(ANIMATION_SUBJECTS, ANIMATION_STYLES);
  }
}

function titles(rng: Rng, type: WorkType, count: number, taken: ReadonlySet<string>): string[] {
  const combos = titleCombos(type).filter((c) => !taken.has(c.t));
  // Plain subjects first so most titles read naturally; patterned ones fill the rest.
  const plain = rng.shuffle(combos.filter((c) => c.plain));
  const styled = rng.shuffle(combos.filter((c) => !c.plain));
  return [...plain, ...styled].slice(0, count).map((c) => c.t);
}

function price(rng: Rng, type: WorkType): number | null {
  const p = PRICING[type];
  if (!rng.chance(p.share)) return null;
  const yuan = Math.floor((p.min + rng.next() * (p.max - p.min)) / 100);
  return yuan * 100 + rng.pick([0, 0, 90, 99]);
}

/**
 * What a title shows, from the catalog: a model's object, an artwork's or a blog's subject (null for
 * animations, whose covers are not of a subject).
 */
function subjectOf(type: WorkType, title: string): { key: string; tags: readonly string[] } | null {
  if (type === 'model') {
    const kind = objectOfTitle(title);
    if (!kind) throw new Error(`the catalog has no object for the model title ${title}`);
    return { key: kind, tags: OBJECTS[kind].tags };
  }
  if (type === 'art' || type === 'blog') {
    const s = type === 'art' ? artSubjectOfTitle(title) : blogSubjectOfTitle(title);
    if (!s) throw new Error(`the catalog has no subject for the ${type} title ${title}`);
    return { key: s.key, tags: 'tags' in s ? s.tags : BLOG_MOTIF_TAGS[s.motif] };
  }
  return null;
}

function draftWork(
  rng: Rng,
  type: WorkType,
  title: string,
  author_id: number,
  created_at: string,
): Omit<WorkRow, 'id'> {
  const coverN = rng.int(1, 999_999);
  const fee = price(rng, type);
  const subject = subjectOf(type, title);
  // A model's cover, stills, file and viewer GLB are all of the one object its title names.
  const kind = type === 'model' ? objectOfTitle(title) : null;
  // An animation's pictures show what its title names too; its tags stay the general ones.
  const animation = type === 'animation' ? animationSubjectOfTitle(title) : null;
  if (type === 'animation' && !animation)
    throw new Error(`the catalog has no look for the animation ${title}`);
  const picture = (n: number) =>
    animation
      ? subjectUrl('animation', animation.key, n)
      : subject && type !== 'animation'
        ? subjectUrl(type, subject.key, n)
        : genUrl(type, n);
  const likes = Math.floor(Math.exp(rng.next() * 8.2));
  const description = rng.sample(DESCRIPTION_PARTS[type], rng.int(2, 3)).join('');
  const imageCount = { model: 2, art: rng.int(2, 4), animation: 3, blog: 0 }[type];
  const cover = picture(coverN);
  const figureN = (coverN + 104_729) % 1_000_000;
  const figure = type === 'blog' ? picture(figureN) : '';
  // What a buyer gets: a model's full file, a picture in full size (an artwork, a blog's figure). A
  // paid animation delivers its whole video.
  let files: WorkFile[] = [];
  if (kind) files = [{ name: MODELS[kind].filename, url: modelUrl(kind), size: MODELS[kind].size }];
  else if (type === 'art' && fee !== null)
    files = [
      {
        name: `${title}（高清）.svg`,
        url: cover,
        size: subjectSvgBytes('art', subject!.key, coverN)!.length,
      },
    ];
  else if (type === 'blog' && fee !== null)
    files = [
      {
        name: `${title}（文中配图高清版）.svg`,
        url: figure,
        size: subjectSvgBytes('blog', subject!.key, figureN)!.length,
      },
    ];
  const tagPool = TAG_CATALOG.filter((t) => t.types.length === 0 || t.types.includes(type)).map(
    (t) => t.name,
  );
  return {
    type,
    title,
    description,
    content: type === 'blog' ? blogContent(rng, title, figure) : `<p>${description}</p>`,
    cover,
    author_id,
    likes,
    views: likes * rng.int(6, 30) + rng.int(10, 200),
    favorites: Math.floor(likes * (0.1 + rng.next() * 0.3)),
    price: fee,
    is_mature: (type === 'art' || type === 'animation') && rng.chance(0.05),
    license: rng.pick(LICENSE_WEIGHTS),
    // The subject's own tags, and now and then a general one (原创, 可商用, 练习…).
    tags: subject
      ? [
          ...rng.sample(subject.tags, rng.int(2, 3)),
          ...rng.sample(
            TAG_CATALOG.filter((t) => t.types.length === 0).map((t) => t.name),
            rng.int(0, 1),
          ),
        ]
      : rng.sample(tagPool, rng.int(2, 5)),
    tools: rng.sample(TOOLS_BY_TYPE[type], rng.int(1, 3)).sort((a, b) => a - b),
    images: Array.from({ length: imageCount }, (_, k) =>
      type === 'blog'
        ? genUrl('art', (coverN + 7919 * (k + 1)) % 1_000_000)
        : picture((coverN + 7919 * (k + 1)) % 1_000_000),
    ),
    files,
    // The viewer streams a lighter preview; the full file is a download (works.download).
    model_url: kind ? modelPreviewUrl(kind) : null,
    video_url: null,
    // From the likes, not the generator: adding the count left every other seeded value as it was.
    downloads: files.length > 0 ? Math.floor(likes * (fee === null ? 0.4 : 0.08)) : 0,
    created_at,
    updated_at: after(rng, created_at, 20),
  };
}

export function seedWorks(db: Db, rng: Rng): void {
  const designers = designerIds(db);
  const drafts: Omit<WorkRow, 'id'>[] = [];
  for (const type of WORK_TYPE_KEYS) {
    const typeRng = rng.fork(type);
    const extra = Object.values(MEMBER_WORKS).reduce((n, counts) => n + counts[type], 0);
    const memberTitles = new Set(Object.values(MEMBER_TITLES).flatMap((byType) => byType[type] ?? []));
    const names = titles(typeRng, type, PER_TYPE + extra, memberTitles);
    // Designers mostly publish in their specialties.
    const specialists = designers.filter((id) => db.users.get(id)!.specialties.includes(type));
    let k = 0;
    for (; k < PER_TYPE; k++) {
      const author =
        typeRng.chance(0.8) && specialists.length > 0 ? typeRng.pick(specialists) : typeRng.pick(designers);
      drafts.push(draftWork(typeRng, type, names[k]!, author, daysAgo(typeRng, 540, 1)));
    }
    for (const [member, counts] of Object.entries(MEMBER_WORKS)) {
      const own = MEMBER_TITLES[Number(member)]?.[type];
      for (let c = 0; c < counts[type]; c++, k++) {
        const title = own?.[c] ?? names[k]!;
        // The demo members' own works are for everyone: none is behind the mature-content notice.
        drafts.push({
          ...draftWork(typeRng, type, title, Number(member), daysAgo(typeRng, 400, 2)),
          is_mature: false,
        });
      }
    }
  }
  nameMemberAnimations(drafts);
  // At least a few works need the mature-content notice whatever the seed.
  const artworks = drafts.filter(
    (w) => (w.type === 'art' || w.type === 'animation') && !(w.author_id in MEMBER_WORKS),
  );
  for (const w of rng.sample(artworks, 3)) w.is_mature = true;
  drafts.push(hostileBlog(rng, designers));
  // Every seeded animation plays: its video is made from its own cover on first request (media/video).
  for (const w of drafts) if (w.type === 'animation') w.video_url = coverVideoUrl(w.cover);
  insertInTimeOrder<WorkRow>(db, 'works', drafts, (w) => w.created_at);

  for (const t of TAG_CATALOG) {
    const id = ++db.lastId.tags;
    db.tags.set(t.name, { id, name: t.name, types: [...t.types] });
  }
}

/** The newest blog of the seed, so it heads the blog list. */
function hostileBlog(rng: Rng, designers: number[]): Omit<WorkRow, 'id'> {
  const draft = draftWork(rng, 'blog', HOSTILE_BLOG_TITLE, rng.pick(designers), '2026-10-31T21:30:00+08:00');
  return {
    ...draft,
    content: hostileBlogContent(),
    description: '从一次“特效代码”事故说起，聊聊 XSS 与平台的 HTML 过滤。',
    tags: ['教程', '经验分享'],
    price: null,
    updated_at: draft.created_at,
  };
}
