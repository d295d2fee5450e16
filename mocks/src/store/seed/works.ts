/** Works of every type, their tags, and the prices, licences and tools that go with them. */
import { LICENSE_KEYS, WORK_TYPE_KEYS, type LicenseKey, type WorkFile, type WorkType } from '@zaowu/shared';
import { MODELS } from '../../media/models.ts';
import { svgBytes } from '../../media/svg/index.ts';
import { genUrl, modelUrl, type ModelKey } from '../../media/urls.ts';
import { insertInTimeOrder } from '../db.ts';
import type { Rng } from '../prng.ts';
import type { Db, WorkRow } from '../types.ts';
import { DESCRIPTION_PARTS, TAG_CATALOG, TITLE_PATTERNS, TOOLS_BY_TYPE, WORK_SUBJECTS } from '../words.ts';
import { blogContent, HOSTILE_BLOG_TITLE, hostileBlogContent } from './blog.ts';
import { after, daysAgo } from './clock.ts';
import { designerIds, MEMBER_1, MEMBER_2 } from './people.ts';

/** Designer works per type; the members add theirs on top, so every type has well over 60. */
const PER_TYPE = 68;
const MEMBER_WORKS: Record<number, Record<WorkType, number>> = {
  [MEMBER_1]: { model: 3, art: 2, animation: 1, blog: 2 },
  [MEMBER_2]: { model: 1, art: 2, animation: 2, blog: 1 },
};

/** Share of works for sale, and their price range in fen. */
const PRICING: Record<WorkType, { share: number; min: number; max: number }> = {
  model: { share: 0.45, min: 990, max: 19_900 },
  art: { share: 0.2, min: 500, max: 4_900 },
  animation: { share: 0.15, min: 990, max: 9_900 },
  blog: { share: 0.06, min: 990, max: 2_990 },
};

const LICENSE_WEIGHTS: readonly LicenseKey[] = [...LICENSE_KEYS, 'ALL', 'ALL', 'BY-NC', 'BY-NC-SA', 'BY'];

function titles(rng: Rng, type: WorkType, count: number): string[] {
  const combos = WORK_SUBJECTS[type].flatMap((s, i) =>
    TITLE_PATTERNS[type].map((p, j) => ({ s, i, j, t: p.replace('{}', s) })),
  );
  // Plain subjects first so most titles read naturally; patterned ones fill the rest.
  const plain = rng.shuffle(combos.filter((c) => c.j === 0));
  const styled = rng.shuffle(combos.filter((c) => c.j !== 0));
  return [...plain, ...styled].slice(0, count).map((c) => c.t);
}

function price(rng: Rng, type: WorkType): number | null {
  const p = PRICING[type];
  if (!rng.chance(p.share)) return null;
  const yuan = Math.floor((p.min + rng.next() * (p.max - p.min)) / 100);
  return yuan * 100 + rng.pick([0, 0, 90, 99]);
}

function modelFor(rng: Rng, title: string): ModelKey {
  if (/瓶|盏|壶|炉|静物/.test(title)) return 'vase';
  if (/岛|森林|木屋|田野/.test(title)) return 'tree';
  if (/石|废土|机械/.test(title)) return 'rock';
  return rng.pick(['knot', 'vase', 'rock', 'tree'] as const);
}

function filesFor(
  type: WorkType,
  title: string,
  cover: number,
  model: ModelKey | null,
  priced: boolean,
): WorkFile[] {
  if (model) {
    const info = MODELS[model];
    return [{ name: info.filename, url: modelUrl(model), size: info.size }];
  }
  if (type === 'art' && priced)
    return [{ name: `${title}（高清）.svg`, url: genUrl('art', cover), size: svgBytes('art', cover).length }];
  return [];
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
  const model = type === 'model' ? modelFor(rng, title) : null;
  const likes = Math.floor(Math.exp(rng.next() * 8.2));
  const description = rng.sample(DESCRIPTION_PARTS[type], rng.int(2, 3)).join('');
  const imageCount = { model: 2, art: rng.int(2, 4), animation: 3, blog: 0 }[type];
  const files = filesFor(type, title, coverN, model, fee !== null);
  const tagPool = TAG_CATALOG.filter((t) => t.types.length === 0 || t.types.includes(type)).map(
    (t) => t.name,
  );
  return {
    type,
    title,
    description,
    content: type === 'blog' ? blogContent(rng, title) : `<p>${description}</p>`,
    cover: genUrl(type, coverN),
    author_id,
    likes,
    views: likes * rng.int(6, 30) + rng.int(10, 200),
    favorites: Math.floor(likes * (0.1 + rng.next() * 0.3)),
    price: fee,
    is_mature: (type === 'art' || type === 'animation') && rng.chance(0.05),
    license: rng.pick(LICENSE_WEIGHTS),
    tags: rng.sample(tagPool, rng.int(2, 5)),
    tools: rng.sample(TOOLS_BY_TYPE[type], rng.int(1, 3)).sort((a, b) => a - b),
    images: Array.from({ length: imageCount }, (_, k) =>
      genUrl(type === 'blog' ? 'art' : type, (coverN + 7919 * (k + 1)) % 1_000_000),
    ),
    files,
    model_url: model ? modelUrl(model) : null,
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
    const names = titles(typeRng, type, PER_TYPE + extra);
    // Designers mostly publish in their specialties.
    const specialists = designers.filter((id) => db.users.get(id)!.specialties.includes(type));
    let k = 0;
    for (; k < PER_TYPE; k++) {
      const author =
        typeRng.chance(0.8) && specialists.length > 0 ? typeRng.pick(specialists) : typeRng.pick(designers);
      drafts.push(draftWork(typeRng, type, names[k]!, author, daysAgo(typeRng, 540, 1)));
    }
    for (const [member, counts] of Object.entries(MEMBER_WORKS)) {
      for (let c = 0; c < counts[type]; c++, k++) {
        drafts.push(draftWork(typeRng, type, names[k]!, Number(member), daysAgo(typeRng, 400, 2)));
      }
    }
  }
  // At least a few works need the mature-content notice whatever the seed.
  const artworks = drafts.filter((w) => w.type === 'art' || w.type === 'animation');
  for (const w of rng.sample(artworks, 3)) w.is_mature = true;
  drafts.push(hostileBlog(rng, designers));
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
