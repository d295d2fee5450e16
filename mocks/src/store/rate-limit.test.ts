import { describe, expect, it } from 'vitest';
import { emptyDb } from './db.ts';
import { takePostingSlot } from './rate-limit.ts';

describe('posting limits', () => {
  const limit = { kind: 'comment', max: 3, windowMs: 60_000, msg: '评论太频繁了，请稍后再试' };

  it('refuses the action past max in the window, per member, and frees slots as they age out', () => {
    const db = emptyDb(1);
    let now = 1_000_000;
    const clock = { now: () => now };
    for (let i = 0; i < 3; i++) expect(takePostingSlot(db, clock, 7, limit)).toBeNull();
    expect(takePostingSlot(db, clock, 7, limit)).toBe('评论太频繁了，请稍后再试');
    expect(takePostingSlot(db, clock, 8, limit)).toBeNull();
    expect(takePostingSlot(db, clock, 7, { ...limit, kind: 'message' })).toBeNull();
    now += 60_000;
    expect(takePostingSlot(db, clock, 7, limit)).toBeNull();
  });
});
