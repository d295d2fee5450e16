/** Users as the wire sees them: own profile, designer card (the brief is in user-brief.ts). */
import type { Designer, DesignerDetail, FollowEntry, UserInfo, WorkType } from '@zaowu/shared';
import { yuanOf, WORK_TYPE_KEYS } from '@zaowu/shared';
import type { Db, FollowRow, UserRow } from '../types.ts';
import { userBrief } from './user-brief.ts';
import { byLatest, workSummary } from './works.ts';

export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

export function userInfo(u: UserRow): UserInfo {
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    mobile: maskMobile(u.mobile),
    bio: u.bio,
    gender: u.gender,
    city: u.city,
    balance: yuanOf(u.balance),
    certification: u.certification,
    created_at: u.created_at,
  };
}

/** Anyone who has published is listed as a designer. */
export function designerRows(db: Db): UserRow[] {
  const authors = new Set([...db.works.values()].map((w) => w.author_id));
  return [...db.users.values()].filter((u) => authors.has(u.id));
}

export function followerCount(db: Db, u: UserRow): number {
  return u.followers_base + db.follows.filter((f) => f.followee_id === u.id).length;
}

export function designer(db: Db, u: UserRow): Designer {
  const works = [...db.works.values()].filter((w) => w.author_id === u.id);
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    bio: u.bio,
    city: u.city,
    specialties: [...u.specialties],
    works_count: works.length,
    followers: followerCount(db, u),
    likes: works.reduce((n, w) => n + w.likes, 0),
    cover: u.cover,
    created_at: u.created_at,
    updated_at: u.updated_at,
  };
}

export function designerDetail(db: Db, u: UserRow): DesignerDetail {
  const works = [...db.works.values()].filter((w) => w.author_id === u.id);
  const byType = Object.fromEntries(WORK_TYPE_KEYS.map((t) => [t, 0])) as Record<WorkType, number>;
  for (const w of works) byType[w.type] += 1;
  const recent = works.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).slice(0, 12);
  return { ...designer(db, u), works_by_type: byType, recent_works: recent.map((w) => workSummary(db, w)) };
}

/** Someone the member follows, as a card on /follow. */
export function followEntry(db: Db, f: FollowRow): FollowEntry {
  const u = db.users.get(f.followee_id);
  const works = [...db.works.values()].filter((w) => w.author_id === f.followee_id).sort(byLatest);
  return {
    ...userBrief(db, f.followee_id),
    bio: u?.bio ?? '',
    followed_at: f.followed_at,
    works_count: works.length,
    followers: u ? followerCount(db, u) : 0,
    latest_works: works.slice(0, 4).map((w) => workSummary(db, w)),
  };
}
