/** Works as list cards and as the full detail page. */
import { yuanOf, type Tag, type WorkDetail, type WorkSummary, type WorkType } from '@zaowu/shared';
import type { Signer } from '../signing.ts';
import type { Db, WorkRow } from '../types.ts';
import { modelFactsOf, videoFor } from '../work-media.ts';
import { commentCount } from './comments.ts';
import { userBrief } from './user-brief.ts';

export function workSummary(db: Db, w: WorkRow): WorkSummary {
  return {
    id: w.id,
    type: w.type,
    title: w.title,
    cover: w.cover,
    cover_alt: w.cover_alt ?? '',
    author: userBrief(db, w.author_id),
    likes: w.likes,
    views: w.views,
    favorites: w.favorites,
    comments: commentCount(db, w.id),
    price: w.price === null ? null : yuanOf(w.price),
    is_mature: w.is_mature,
    license: w.license,
    created_at: w.created_at,
    updated_at: w.updated_at,
  };
}

/**
 * The full work as `viewerId` (null: a visitor) may see it: its files' stored addresses only for its
 * author (the edit form sends them back); anyone else gets names and sizes, and downloads through
 * works.download, which checks the purchase and signs an expiring address. An animation for sale:
 * its whole video for its author and buyers, its preview for anyone else (work-media.ts).
 */
export function workDetail(db: Db, signer: Signer, w: WorkRow, viewerId: number | null): WorkDetail {
  const own = viewerId !== null && viewerId === w.author_id;
  return {
    ...workSummary(db, w),
    description: w.description,
    content: w.content,
    tags: [...w.tags],
    tools: [...w.tools],
    images: [...w.images],
    // One per image, '' where none was given.
    image_alts: w.images.map((_, i) => w.image_alts?.[i] ?? ''),
    files: w.files.map((f) => ({ name: f.name, url: own ? f.url : null, size: f.size })),
    model_url: w.model_url,
    model_facts: w.type === 'model' ? modelFactsOf(db, w.model_url) : null,
    ...videoFor(db, signer, w, viewerId),
    downloads: w.downloads,
  };
}

/** Newest first; ties (same second) by id so the order is total. */
export function byLatest(a: WorkRow, b: WorkRow): number {
  return b.created_at.localeCompare(a.created_at) || b.id - a.id;
}

/** Popularity: likes weigh most, then favourites, then views. */
function hotScore(w: WorkRow): number {
  return w.likes * 3 + w.favorites * 5 + w.views / 10;
}

export function byHot(a: WorkRow, b: WorkRow): number {
  return hotScore(b) - hotScore(a) || b.id - a.id;
}

/** Tags with how many works use them (of one type, when given), most used first. */
export function tagList(db: Db, type?: WorkType): Tag[] {
  const works = [...db.works.values()].filter((w) => !type || w.type === type);
  const counts = new Map<string, number>();
  for (const w of works) for (const t of w.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...db.tags.values()]
    .filter((t) => !type || t.types.length === 0 || t.types.includes(type) || (counts.get(t.name) ?? 0) > 0)
    .map((t) => ({ id: t.id, name: t.name, types: [...t.types], count: counts.get(t.name) ?? 0 }))
    .sort((a, b) => b.count - a.count || a.id - b.id);
}
