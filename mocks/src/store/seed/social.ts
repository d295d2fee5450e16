/** Follows, favourites, profile and work visits, downloads and private chats around the members. */
import { insertInTimeOrder } from '../db.ts';
import { addFavoriteFolder, DEFAULT_FAVORITE_FOLDER, foldersOf } from '../favorites.ts';
import type { Rng } from '../prng.ts';
import type { Db, DownloadRow, PrivateMessageRow, UserVisitRow, WorkVisitRow } from '../types.ts';
import { PRIVATE_CHATS } from '../words.ts';
import { after, daysAgo } from './clock.ts';
import { designerIds, MEMBER_1, MEMBER_2 } from './people.ts';

/** The members' favorites folders, in the order they made them (no draws: fixed names and dates). */
const FAVORITE_FOLDERS: readonly { user_id: number; name: string; is_public: boolean; created_at: string }[] =
  [
    {
      user_id: MEMBER_1,
      name: DEFAULT_FAVORITE_FOLDER,
      is_public: true,
      created_at: '2024-03-18T20:41:09+08:00',
    },
    { user_id: MEMBER_1, name: '国风灵感', is_public: true, created_at: '2024-09-02T21:16:40+08:00' },
    { user_id: MEMBER_1, name: '私藏·待学习', is_public: false, created_at: '2024-11-20T23:05:12+08:00' },
    {
      user_id: MEMBER_2,
      name: DEFAULT_FAVORITE_FOLDER,
      is_public: true,
      created_at: '2025-07-02T09:12:33+08:00',
    },
    { user_id: MEMBER_2, name: '悄悄收藏', is_public: false, created_at: '2025-07-15T22:30:00+08:00' },
  ];

function seedFavoriteFolders(db: Db): void {
  for (const f of FAVORITE_FOLDERS) addFavoriteFolder(db, f.user_id, f.name, f.is_public, f.created_at);
}

export function seedSocial(db: Db, rng: Rng): void {
  const designers = designerIds(db);
  const works = [...db.works.values()];
  const follow = (follower_id: number, followee_id: number) =>
    db.follows.push({ follower_id, followee_id, followed_at: daysAgo(rng, 400, 1) });
  for (const d of rng.sample(designers, 12)) follow(MEMBER_1, d);
  for (const d of rng.sample(designers, 15)) follow(d, MEMBER_1);
  for (const d of rng.sample(designers, 6)) follow(MEMBER_2, d);
  follow(MEMBER_1, MEMBER_2);
  follow(MEMBER_2, MEMBER_1);
  for (const d of rng.sample(designers, 4)) follow(d, MEMBER_2);
  db.follows.sort((a, b) => Date.parse(a.followed_at) - Date.parse(b.followed_at));

  // Favorites go to the default folder here; seedDiscovery files some into the members' other folders.
  seedFavoriteFolders(db);
  for (const [member, count] of [
    [MEMBER_1, 20],
    [MEMBER_2, 8],
  ] as const) {
    const folder_id = foldersOf(db, member).find((f) => f.name === DEFAULT_FAVORITE_FOLDER)!.id;
    for (const w of rng.sample(
      works.filter((x) => x.author_id !== member),
      count,
    )) {
      db.favorites.push({
        user_id: member,
        work_id: w.id,
        folder_id,
        created_at: after(rng, w.created_at, 60),
      });
    }
  }
  db.favorites.sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));

  const visits: Omit<UserVisitRow, 'id'>[] = [];
  const workVisits: Omit<WorkVisitRow, 'id'>[] = [];
  for (const [member, people, onWorks] of [
    [MEMBER_1, 25, 30],
    [MEMBER_2, 10, 8],
  ] as const) {
    const others = [...designers, member === MEMBER_1 ? MEMBER_2 : MEMBER_1];
    for (let k = 0; k < people; k++)
      visits.push({ user_id: member, visitor_id: rng.pick(others), visited_at: daysAgo(rng, 30) });
    const mine = works.filter((w) => w.author_id === member);
    for (let k = 0; k < onWorks; k++) {
      const w = rng.pick(mine);
      workVisits.push({
        work_id: w.id,
        visitor_id: rng.pick(others),
        visited_at: after(rng, w.created_at, 30),
      });
    }
  }
  insertInTimeOrder<UserVisitRow>(db, 'userVisits', visits, (v) => v.visited_at);
  insertInTimeOrder<WorkVisitRow>(db, 'workVisits', workVisits, (v) => v.visited_at);

  const downloads: Omit<DownloadRow, 'id'>[] = [];
  for (const [member, count] of [
    [MEMBER_1, 10],
    [MEMBER_2, 3],
  ] as const) {
    const bought = new Set(
      [...db.items.values()].filter((i) => i.user_id === member && i.kind === 'work').map((i) => i.ref_id),
    );
    const candidates = works.filter(
      (w) => w.files.length > 0 && w.author_id !== member && (w.price === null || bought.has(w.id)),
    );
    for (const w of rng.sample(candidates, count)) {
      downloads.push({
        user_id: member,
        work_id: w.id,
        file: { ...w.files[0]! },
        downloaded_at: after(rng, w.created_at, 90),
      });
    }
  }
  insertInTimeOrder<DownloadRow>(db, 'downloads', downloads, (d) => d.downloaded_at);

  const chats: Omit<PrivateMessageRow, 'id'>[] = [];
  const partners = [...rng.sample(designers, PRIVATE_CHATS.length - 1), MEMBER_2];
  PRIVATE_CHATS.forEach((lines, c) => {
    const partner = partners[c]!;
    // Some chats open with the member, most with the other side; the latest line to the member is unread.
    const memberFirst = c % 3 === 2;
    let at = daysAgo(rng, 20, 1);
    lines.forEach((content, k) => {
      const fromMember = memberFirst ? k % 2 === 0 : k % 2 === 1;
      const isLast = k === lines.length - 1;
      chats.push({
        from_id: fromMember ? MEMBER_1 : partner,
        to_id: fromMember ? partner : MEMBER_1,
        content,
        read: fromMember || !isLast || c === 4,
        created_at: at,
      });
      at = after(rng, at, 0.05);
    });
  });
  insertInTimeOrder<PrivateMessageRow>(db, 'privateMessages', chats, (m) => m.created_at);
}
