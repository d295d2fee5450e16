/** Works as list cards and as the full detail page. */
import type { WorkDetail, WorkSummary } from '@zaowu/shared';
import { yuan } from '../money.ts';
import type { Db, WorkRow } from '../types.ts';
import { userBrief } from './people.ts';

export function workSummary(db: Db, w: WorkRow): WorkSummary {
  return {
    id: w.id,
    type: w.type,
    title: w.title,
    cover: w.cover,
    author: userBrief(db, w.author_id),
    likes: w.likes,
    views: w.views,
    favorites: w.favorites,
    price: w.price === null ? null : yuan(w.price),
    is_mature: w.is_mature,
    license: w.license,
    created_at: w.created_at,
    updated_at: w.updated_at,
  };
}

export function workDetail(db: Db, w: WorkRow): WorkDetail {
  return {
    ...workSummary(db, w),
    description: w.description,
    content: w.content,
    tags: [...w.tags],
    tools: [...w.tools],
    images: [...w.images],
    files: w.files.map((f) => ({ ...f })),
    model_url: w.model_url,
    video_url: w.video_url,
  };
}

/** Newest first; ties (same second) by id so the order is total. */
export function byLatest(a: WorkRow, b: WorkRow): number {
  return b.created_at.localeCompare(a.created_at) || b.id - a.id;
}

/** Popularity: likes weigh most, then favourites, then views. */
export function hotScore(w: WorkRow): number {
  return w.likes * 3 + w.favorites * 5 + w.views / 10;
}

export function byHot(a: WorkRow, b: WorkRow): number {
  return hotScore(b) - hotScore(a) || b.id - a.id;
}
