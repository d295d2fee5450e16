/** Favorites folders, collections, community topics and posts, notes, as the wire sees them. */
import type {
  CollectionDetail,
  CollectionSummary,
  FavoriteFolder,
  Note,
  Topic,
  TopicPost,
} from '@zaowu/shared';
import { folderFavorites } from '../favorites.ts';
import { excerpt } from '../html.ts';
import type { CollectionRow, Db, FavoriteFolderRow, NoteRow, PostRow, TopicRow } from '../types.ts';
import { userBrief } from './user-brief.ts';
import { workSummary } from './works.ts';

export function favoriteFolder(db: Db, f: FavoriteFolderRow): FavoriteFolder {
  const favorites = folderFavorites(db, f.id);
  const newest = favorites[0] && db.works.get(favorites[0].work_id);
  return {
    id: f.id,
    name: f.name,
    count: favorites.length,
    cover: newest ? newest.cover : '',
    is_public: f.is_public,
    created_at: f.created_at,
  };
}

function collectionWorks(db: Db, c: CollectionRow) {
  return c.work_ids.flatMap((id) => {
    const w = db.works.get(id);
    return w ? [w] : [];
  });
}

function collectionSummary(db: Db, c: CollectionRow): CollectionSummary {
  const works = collectionWorks(db, c);
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    cover: works[0]?.cover ?? '',
    curator: userBrief(db, c.curator_id),
    works_count: works.length,
    created_at: c.created_at,
  };
}

export function collectionDetail(db: Db, c: CollectionRow): CollectionDetail {
  return { ...collectionSummary(db, c), works: collectionWorks(db, c).map((w) => workSummary(db, w)) };
}

/** A topic's posts in floor order (the opening post first). */
export function postsOf(db: Db, topicId: number): PostRow[] {
  return [...db.posts.values()]
    .filter((p) => p.topic_id === topicId)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
}

export function topic(db: Db, t: TopicRow, posts: PostRow[] = postsOf(db, t.id)): Topic {
  return {
    id: t.id,
    title: t.title,
    excerpt: excerpt(posts[0]?.content ?? ''),
    author: userBrief(db, t.author_id),
    tags: [...t.tags],
    replies: Math.max(0, posts.length - 1),
    views: t.views,
    last_reply_at: posts.at(-1)?.created_at ?? t.created_at,
    created_at: t.created_at,
  };
}

/** How hot a topic is: replies weigh most, then views. */
export function topicHeat(db: Db, t: TopicRow, posts: PostRow[] = postsOf(db, t.id)): number {
  return Math.max(0, posts.length - 1) * 20 + t.views;
}

export function topicPost(db: Db, p: PostRow, floor: number): TopicPost {
  return {
    id: p.id,
    floor,
    author: userBrief(db, p.author_id),
    content: p.content,
    created_at: p.created_at,
  };
}

export function note(db: Db, n: NoteRow): Note {
  const w = n.work_id === null ? undefined : db.works.get(n.work_id);
  return {
    id: n.id,
    title: n.title,
    content: n.content,
    cover: n.cover,
    author: userBrief(db, n.author_id),
    work: w ? workSummary(db, w) : null,
    views: n.views,
    created_at: n.created_at,
  };
}
