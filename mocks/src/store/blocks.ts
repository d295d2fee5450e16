/**
 * 拉黑 (blocking): who blocked whom, and what a block ends. Blocking removes follows both ways, as
 * Weibo and Bilibili do: the blocked one no longer reads the blocker's news in their feed nor shows
 * among their fans, and the blocker keeps no tie they just cut. While the block lasts, neither can
 * follow the other (handlers/follows.ts) nor write to the other (handlers/private-messages.ts).
 */
import { iso, type Clock } from './time.ts';
import type { Db } from './types.ts';

/** Whether `blocker` has blocked `blocked`. */
export function hasBlocked(db: Db, blocker: number, blocked: number): boolean {
  return db.blocks.some((b) => b.blocker_id === blocker && b.blocked_id === blocked);
}

/** Blocks or unblocks (idempotent); a new block removes follows between the two, both ways. */
export function setBlocked(db: Db, clock: Clock, blocker: number, blocked: number, on: boolean): void {
  const at = db.blocks.findIndex((b) => b.blocker_id === blocker && b.blocked_id === blocked);
  if (!on) {
    if (at >= 0) db.blocks.splice(at, 1);
    return;
  }
  if (at >= 0) return;
  db.blocks.push({ blocker_id: blocker, blocked_id: blocked, created_at: iso(clock.now()) });
  // In place, backwards: the rows after a removed one keep their places.
  for (let i = db.follows.length - 1; i >= 0; i--) {
    const f = db.follows[i]!;
    const between =
      (f.follower_id === blocker && f.followee_id === blocked) ||
      (f.follower_id === blocked && f.followee_id === blocker);
    if (between) db.follows.splice(i, 1);
  }
}
