import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_SIZE } from '@zaowu/shared';
import { bodyBudget, watchRate } from './node-body.ts';

describe('the minimum body rate (its real figures)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Feeds `bytesPerS` every second for `seconds`; answers the second the body was cut at, or null. */
  function feed(bytesPerS: (second: number) => number, seconds: number): number | null {
    let cutAt: number | null = null;
    let second = 0;
    const watch = watchRate(() => (cutAt ??= second));
    for (second = 1; second <= seconds && cutAt === null; second++) {
      watch.add(bytesPerS(second));
      vi.advanceTimersByTime(1_000);
      // The check the tick left for after the socket reads (setImmediate: 1 ms later in fake time).
      vi.advanceTimersByTime(1);
    }
    watch.stop();
    return cutAt;
  }

  it('lets a phone send a 5 MiB chunk at 45 KB/s to the end (about two minutes)', () => {
    const seconds = Math.ceil(CHUNK_SIZE / 45_000);
    expect(seconds).toBeGreaterThan(110);
    expect(feed(() => 45_000, seconds)).toBeNull();
  });

  it('lets that phone stall for 9 s of every 10', () => {
    expect(feed((s) => (s % 10 === 0 ? 450_000 : 0), 120)).toBeNull();
  });

  it('cuts a body that stops coming 10 s after its last bytes', () => {
    // 1 MB in the first second, then nothing: cut when the window since holds nothing.
    expect(feed((s) => (s === 1 ? 1_000_000 : 0), 60)).toBe(11);
  });

  it('never cuts a body while the server itself is not reading it (an upload waiting for the disk)', () => {
    let held = true;
    let cut = false;
    const watch = watchRate(
      () => (cut = true),
      undefined,
      () => held,
    );
    vi.advanceTimersByTime(60_010);
    expect(cut).toBe(false);
    // Reading again: the sender has a whole window from now.
    held = false;
    vi.advanceTimersByTime(9_000);
    expect(cut).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(cut).toBe(true);
    watch.stop();
  });

  it('cuts a trickle below 4 KiB/s once its first 10 s are over', () => {
    expect(feed(() => 3 * 1024, 60)).toBe(10);
    expect(feed(() => 4 * 1024, 60)).toBeNull();
  });
});

describe('the body budget', () => {
  it("refuses a client past its share, and keeps everyone else's", () => {
    const budget = bodyBudget(100, 40);
    expect(budget.take('a', 40)).toBe('ok');
    expect(budget.take('a', 1)).toBe('over-share');
    expect(budget.take('b', 40)).toBe('ok');
    expect(budget.take('c', 20)).toBe('ok');
    // 100 in all: the next byte is nobody's.
    expect(budget.take('d', 1)).toBe('busy');
    budget.give('a', 40);
    expect(budget.take('d', 1)).toBe('ok');
    expect(budget.take('a', 39)).toBe('ok');
  });
});
