/** Favorites filed into folders, the members' likes, curated collections and the home banners. */
import { hrefs } from '@zaowu/shared';
import { COLLECTION_THEMES } from '../community-words.ts';
import { insertInTimeOrder } from '../db.ts';
import { DEFAULT_FAVORITE_FOLDER, foldersOf } from '../favorites.ts';
import type { Rng } from '../prng.ts';
import type { BannerRow, CollectionRow, Db, LikeRow, WorkRow } from '../types.ts';
import { topicHeat } from '../views/community.ts';
import { byHot } from '../views/works.ts';
import { after } from './clock.ts';
import { designerIds, MEMBER_1, MEMBER_2 } from './people.ts';

/** Favorites with these tags go to the folder of that name. */
const THEMED_FOLDERS: Record<string, readonly string[]> = {
  国风灵感: ['国风', '古风', '东方美学', '水墨'],
};

/**
 * Files each member's favorites into their other folders: a themed folder takes the favorites with its
 * tags (and a few more favorites of such works when there are too few), a private one three at random.
 */
function fileFavorites(db: Db, rng: Rng): void {
  for (const member of [MEMBER_1, MEMBER_2]) {
    const folders = foldersOf(db, member);
    const home = folders.find((f) => f.name === DEFAULT_FAVORITE_FOLDER)!;
    const inDefault = () => db.favorites.filter((f) => f.user_id === member && f.folder_id === home.id);
    for (const folder of folders.filter((f) => f !== home)) {
      const tags = THEMED_FOLDERS[folder.name];
      if (!tags) {
        for (const f of rng.sample(inDefault(), 3)) f.folder_id = folder.id;
        continue;
      }
      const fits = (w: WorkRow) => w.tags.some((t) => tags.includes(t));
      for (const f of inDefault()
        .filter((f) => fits(db.works.get(f.work_id)!))
        .slice(0, 5))
        f.folder_id = folder.id;
      const have = db.favorites.filter((f) => f.folder_id === folder.id).length;
      const more = [...db.works.values()].filter(
        (w) =>
          fits(w) &&
          !w.is_mature &&
          w.author_id !== member &&
          !db.favorites.some((f) => f.user_id === member && f.work_id === w.id),
      );
      for (const w of rng.sample(more, Math.max(0, 4 - have)))
        db.favorites.push({
          user_id: member,
          work_id: w.id,
          folder_id: folder.id,
          created_at: after(rng, w.created_at, 60),
        });
    }
    db.favorites.sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
    // A folder is never younger than what it holds.
    for (const folder of folders) {
      for (const f of db.favorites)
        if (f.folder_id === folder.id && f.created_at < folder.created_at) folder.created_at = f.created_at;
    }
  }
}

function seedLikes(db: Db, rng: Rng): void {
  const works = [...db.works.values()];
  const likes: LikeRow[] = [];
  for (const [member, count] of [
    [MEMBER_1, 30],
    [MEMBER_2, 12],
  ] as const) {
    for (const w of rng.sample(
      works.filter((x) => x.author_id !== member),
      count,
    ))
      likes.push({ user_id: member, work_id: w.id, created_at: after(rng, w.created_at, 30) });
  }
  db.likes = likes.sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  // The counters include the members' own likes and favorites, so undoing one never goes below zero.
  for (const w of works) {
    w.likes = Math.max(w.likes, db.likes.filter((l) => l.work_id === w.id).length);
    w.favorites = Math.max(w.favorites, db.favorites.filter((f) => f.work_id === w.id).length);
  }
}

function seedCollections(db: Db, rng: Rng): void {
  const designers = designerIds(db);
  const works = [...db.works.values()].filter((w) => !w.is_mature);
  const drafts: Omit<CollectionRow, 'id'>[] = COLLECTION_THEMES.map((theme, i) => {
    const ofType = works.filter((w) => !theme.type || w.type === theme.type).sort(byHot);
    const matching = ofType.filter((w) => w.tags.some((t) => theme.tags.includes(t)));
    const k = rng.int(6, 12);
    const picked = rng.sample(matching.slice(0, 24), k);
    for (const w of ofType) {
      if (picked.length >= k) break;
      if (!picked.includes(w)) picked.push(w);
    }
    const newest = picked.reduce((a, b) => (a.created_at > b.created_at ? a : b));
    return {
      title: theme.title,
      description: theme.description,
      // The first member curates the oriental objects he makes himself.
      curator_id: i === 0 ? MEMBER_1 : rng.pick(designers),
      work_ids: picked.map((w) => w.id),
      created_at: after(rng, newest.created_at, 10),
    };
  });
  insertInTimeOrder<CollectionRow>(db, 'collections', drafts, (c) => c.created_at);
}

function hottest(db: Db, type: WorkRow['type']): WorkRow {
  return [...db.works.values()].filter((w) => w.type === type && !w.is_mature).sort(byHot)[0]!;
}

/** Home banners: the newest collection, a hot model, the hottest topic, a popular note, the incentive plan. */
function seedBanners(db: Db): void {
  const collection = [...db.collections.values()].at(-1)!;
  const model = hottest(db, 'model');
  const topic = [...db.topics.values()].sort(
    (a, b) => topicHeat(db, b) - topicHeat(db, a) || a.id - b.id,
  )[0]!;
  const note = [...db.notes.values()].sort((a, b) => b.views - a.views || a.id - b.id)[0]!;
  const nickname = (id: number) => db.users.get(id)?.nickname ?? '';
  const banners: Omit<BannerRow, 'id'>[] = [
    {
      title: `编辑精选 · ${collection.title}`,
      subtitle: collection.description,
      image: db.works.get(collection.work_ids[0]!)!.cover,
      link: hrefs.collection(collection.id),
    },
    {
      title: `本周热门：${model.title}`,
      subtitle: `${nickname(model.author_id)} 的 3D 作品，支持在线预览`,
      image: model.cover,
      link: hrefs.work('model', model.id),
    },
    {
      title: `社区热议：${topic.title}`,
      subtitle: '来社区和创作者们一起聊聊',
      image: hottest(db, 'art').cover,
      link: hrefs.topic(topic.id),
    },
    {
      title: `创作笔记：${note.title}`,
      subtitle: `${nickname(note.author_id)} 的创作笔记`,
      image: note.cover,
      link: hrefs.note(note.id),
    },
    {
      title: '11 月创作者激励计划',
      subtitle: '发布原创作品，瓜分万元奖金池',
      image: hottest(db, 'animation').cover,
      link: '/publish',
    },
  ];
  db.banners = banners.map((b, i) => ({ id: i + 1, ...b }));
}

export function seedDiscovery(db: Db, rng: Rng): void {
  fileFavorites(db, rng.fork('favorites'));
  seedLikes(db, rng.fork('likes'));
  seedCollections(db, rng.fork('collections'));
  seedBanners(db);
}
