/**
 * product.md §3 client state "watch-later list": works the visitor set aside, newest first, kept in this
 * browser's localStorage (no account needed) and shared by every tab of the site.
 */
import { WORK_TYPE_KEYS, type WorkType } from '@zaowu/shared';
import { atom } from '../../lib/state.ts';
import { persistedAtom } from '../../lib/persisted-atom.ts';

export const WATCH_LATER_KEY = 'zaowu:watch-later';
export const WATCH_LATER_MAX = 100;

export interface WatchLaterEntry {
  id: number;
  type: WorkType;
  title: string;
  cover: string;
  author_nickname: string;
  /** Kept so the list can blur the cover until the visitor has confirmed their age. */
  is_mature?: boolean;
  /** ISO time it was added. */
  added_at: string;
}

/** What a page needs to hand over to add a work (a WorkSummary or WorkDetail fits as it is). */
export interface WatchLaterWork {
  id: number;
  type: WorkType;
  title: string;
  cover: string;
  author: { nickname: string };
  is_mature?: boolean;
}

function isEntry(value: unknown): value is WatchLaterEntry {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.id === 'number' &&
    Number.isInteger(e.id) &&
    e.id > 0 &&
    WORK_TYPE_KEYS.includes(e.type as WorkType) &&
    typeof e.title === 'string' &&
    typeof e.cover === 'string' &&
    typeof e.author_nickname === 'string' &&
    typeof e.added_at === 'string' &&
    (e.is_mature === undefined || typeof e.is_mature === 'boolean')
  );
}

/** Newest first, one entry per work, at most WATCH_LATER_MAX (the oldest go). */
function normalize(list: readonly WatchLaterEntry[]): WatchLaterEntry[] {
  const seen = new Set<number>();
  const out: WatchLaterEntry[] = [];
  for (const entry of list) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    out.push(entry);
    if (out.length === WATCH_LATER_MAX) break;
  }
  return out;
}

/** A stored list as it may be read: malformed entries are dropped rather than trusted. */
function parseStored(raw: unknown): WatchLaterEntry[] {
  return Array.isArray(raw) ? normalize(raw.filter(isEntry)) : [];
}

export function toEntry(work: WatchLaterWork, now: Date = new Date()): WatchLaterEntry {
  return {
    id: work.id,
    type: work.type,
    title: work.title,
    cover: work.cover,
    author_nickname: work.author.nickname,
    ...(work.is_mature ? { is_mature: true } : {}),
    added_at: now.toISOString(),
  };
}

/** Adds (or moves to the top) one work. */
export function addEntry(list: readonly WatchLaterEntry[], entry: WatchLaterEntry): WatchLaterEntry[] {
  return normalize([entry, ...list.filter((e) => e.id !== entry.id)]);
}

function removeEntry(list: readonly WatchLaterEntry[], id: number): WatchLaterEntry[] {
  return list.filter((e) => e.id !== id);
}

// Read fresh while anything shows the list, and follows changes made in other tabs. An empty list
// leaves no key behind.
const listAtom = persistedAtom<WatchLaterEntry[]>(WATCH_LATER_KEY, parseStored, [], {
  encode: (list) => (list.length === 0 ? undefined : list),
});

/** The list; writing it stores it. */
export const watchLaterAtom = atom(
  (get) => get(listAtom),
  (_get, set, next: WatchLaterEntry[]) => set(listAtom, normalize(next)),
);

/** Adds the work, or removes it when it is already there; answers whether it is in the list now. */
export const toggleWatchLaterAtom = atom(null, (get, set, work: WatchLaterWork): boolean => {
  const list = get(listAtom);
  if (list.some((e) => e.id === work.id)) {
    set(watchLaterAtom, removeEntry(list, work.id));
    return false;
  }
  set(watchLaterAtom, addEntry(list, toEntry(work)));
  return true;
});

export const removeWatchLaterAtom = atom(null, (get, set, id: number) => {
  set(watchLaterAtom, removeEntry(get(listAtom), id));
});
