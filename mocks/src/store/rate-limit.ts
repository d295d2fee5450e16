/**
 * Posting limits a real community enforces (comments, private messages, topics): at most `max` actions
 * of a kind per member in a sliding window. The demo keeps the times in the store, so a reset clears them.
 */
import type { Clock } from './time.ts';
import type { Db } from './types.ts';

export interface PostingLimit {
  /** What is limited, e.g. "comment". */
  kind: string;
  max: number;
  windowMs: number;
  /** The msg that refuses one too many, e.g. "评论太频繁了，请稍后再试". */
  msg: string;
}

/**
 * Counts one action of `limit.kind` by this member now, or answers the limit's msg (and counts
 * nothing) when the window is already full.
 */
export function takePostingSlot(db: Db, clock: Clock, userId: number, limit: PostingLimit): string | null {
  const key = `${limit.kind}:${userId}`;
  const now = clock.now();
  const recent = (db.postingTimes.get(key) ?? []).filter((t) => now - t < limit.windowMs);
  if (recent.length >= limit.max) {
    db.postingTimes.set(key, recent);
    return limit.msg;
  }
  recent.push(now);
  db.postingTimes.set(key, recent);
  return null;
}
