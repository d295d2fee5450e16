/** Discovery: the home page in one call, related works, and the (personal, when logged in) recommendations. */
import {
  WORK_TYPE_KEYS,
  type HomeData,
  type RecommendedWork,
  type WorkSummary,
  type WorkType,
} from '@zaowu/shared';
import { requestSchemas } from '@zaowu/shared/requests';
import type { Db, UserRow, WorkRow } from '../store/types.ts';
import { shop } from '../store/views/commerce.ts';
import { paginate } from '../store/views/paginate.ts';
import { designer, designerRows, followerCount } from '../store/views/people.ts';
import { byHot, byLatest, tagList, workSummary } from '../store/views/works.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

const HOME_PER_TYPE = 8;
const HOME_DESIGNERS = 8;
const HOME_SHOPS = 6;
const HOME_TAGS = 20;
/** Recommendations: newest works per followed designer, tag matches, and the feed's length in all. */
const PER_FOLLOWEE = 2;
const TAG_PICKS = 24;
const FEED_MAX = 120;

const REASON_HOT = '本周热门';
const REASON_EDITOR = '编辑推荐';
const reasonFollowed = (nickname: string) => `你关注的设计师 ${nickname}`;
const reasonTag = (tag: string) => `因为你收藏了「${tag}」相关作品`;

function perType(db: Db, order: (a: WorkRow, b: WorkRow) => number): Record<WorkType, WorkSummary[]> {
  const works = [...db.works.values()];
  return Object.fromEntries(
    WORK_TYPE_KEYS.map((type) => [
      type,
      works
        .filter((w) => w.type === type)
        .sort(order)
        .slice(0, HOME_PER_TYPE)
        .map((w) => workSummary(db, w)),
    ]),
  ) as Record<WorkType, WorkSummary[]>;
}

interface Pick {
  work: WorkRow;
  reason: string;
}

/**
 * The feed, in sections: (with a member) the newest works of designers they follow, then works sharing
 * the tags of their favorites; then popular works, editorial picks (works in a collection) so marked.
 * Never the member's own works or ones they already favorited; each work once.
 */
function recommendations(db: Db, user: UserRow | null, type: WorkType | undefined): Pick[] {
  const pool = [...db.works.values()].filter((w) => !type || w.type === type);
  const favorited = new Set(
    user ? db.favorites.filter((f) => f.user_id === user.id).map((f) => f.work_id) : [],
  );
  const picks: Pick[] = [];
  const taken = new Set<number>();
  const eligible = (w: WorkRow) =>
    !taken.has(w.id) && (!user || (w.author_id !== user.id && !favorited.has(w.id)));
  const add = (work: WorkRow, reason: string) => {
    if (picks.length >= FEED_MAX || !eligible(work)) return;
    taken.add(work.id);
    picks.push({ work, reason });
  };

  if (user) {
    const followees = db.follows.filter((f) => f.follower_id === user.id).map((f) => f.followee_id);
    followees
      .flatMap((author) =>
        pool
          .filter((w) => w.author_id === author && eligible(w))
          .sort(byLatest)
          .slice(0, PER_FOLLOWEE),
      )
      .sort(byLatest)
      .forEach((w) => add(w, reasonFollowed(db.users.get(w.author_id)?.nickname ?? '')));

    // Weigh the member's favorite tags; general tags (原创, 可商用…) say nothing about taste.
    const weights = new Map<string, number>();
    for (const f of db.favorites) {
      if (f.user_id !== user.id) continue;
      for (const t of db.works.get(f.work_id)?.tags ?? []) {
        if ((db.tags.get(t)?.types.length ?? 0) > 0) weights.set(t, (weights.get(t) ?? 0) + 1);
      }
    }
    pool
      .filter(eligible)
      .map((work) => {
        const tags = work.tags.filter((t) => weights.has(t));
        const best = tags.sort((a, b) => weights.get(b)! - weights.get(a)! || a.localeCompare(b))[0];
        return { work, best, score: tags.reduce((n, t) => n + weights.get(t)!, 0) };
      })
      .filter((s) => s.best !== undefined)
      .sort((a, b) => b.score - a.score || byHot(a.work, b.work))
      .slice(0, TAG_PICKS)
      .forEach((s) => add(s.work, reasonTag(s.best!)));
  }

  const editorial = new Set([...db.collections.values()].flatMap((c) => c.work_ids));
  for (const w of pool.filter(eligible).sort(byHot)) add(w, editorial.has(w.id) ? REASON_EDITOR : REASON_HOT);
  return picks;
}

export const discoveryRoutes = {
  home: route(requestSchemas['works.home'], (_q, { db }): HomeData => ({
    banners: db.banners.map((b) => ({ ...b })),
    latest: perType(db, byLatest),
    hot: perType(db, byHot),
    designers: designerRows(db)
      .sort((a, b) => followerCount(db, b) - followerCount(db, a) || a.id - b.id)
      .slice(0, HOME_DESIGNERS)
      .map((u) => designer(db, u)),
    shops: [...db.shops.values()]
      .map((s) => shop(db, s))
      .sort((a, b) => b.sales - a.sales || a.id - b.id)
      .slice(0, HOME_SHOPS),
    tags: tagList(db).slice(0, HOME_TAGS),
  })),

  related: route(requestSchemas['works.related'], ({ id: workId, limit }, { db }) => {
    const base = db.works.get(workId);
    if (!base) reject('作品不存在');
    const shared = (w: WorkRow) => w.tags.filter((t) => base.tags.includes(t)).length;
    return [...db.works.values()]
      .filter((w) => w.type === base.type && w.id !== base.id)
      .map((w) => ({ w, n: shared(w) }))
      .sort((a, b) => b.n - a.n || byHot(a.w, b.w))
      .slice(0, limit)
      .map(({ w }) => workSummary(db, w));
  }),

  recommend: route(requestSchemas['works.recommend'], (q, { db, user }) =>
    paginate(recommendations(db, user, q.type), q, ({ work, reason }): RecommendedWork => ({
      ...workSummary(db, work),
      reason,
    })),
  ),
} satisfies Partial<ModuleRoutes<'works'>>;
