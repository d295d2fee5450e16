/** @vitest-environment jsdom */
// A browser environment: TanStack Query runs no interval timers where there is no window.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RechargeStatus } from '@zaowu/shared';
import { RECHARGE_POLL_MS, rechargeOutcome, rechargeStatusQuery, type PollOutcome } from './recharge.ts';

/** The code's life as a server gave it (15 minutes), in the tests' own terms. */
const WAIT_MS = 15 * 60_000;

const status = (s: RechargeStatus['status'], balance = '88.00'): RechargeStatus => ({
  order_no: 'CZ1',
  status: s,
  balance,
});

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient();
});
afterEach(() => {
  client.clear();
  vi.useRealTimers();
});

/** The page's view of the poll: the query on screen, and what it concludes after each answer. */
function watch(check: () => Promise<RechargeStatus>) {
  const deadline = Date.now() + WAIT_MS;
  const observer = new QueryObserver(
    client,
    rechargeStatusQuery({ queryKey: ['recharge', 'CZ1'], check, deadline }),
  );
  const unsubscribe = observer.subscribe(() => {});
  return {
    observer,
    unsubscribe,
    outcome: (): PollOutcome | null => rechargeOutcome(observer.getCurrentResult().data, deadline),
  };
}

describe('recharge status poll', () => {
  it('asks every 3 s until the order is paid, then stops', async () => {
    const answers = [status('pending'), status('pending'), status('paid', '98.00')];
    const check = vi.fn(async () => answers.shift() ?? status('paid'));
    const poll = watch(check);

    await vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS - 1);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS * 2);
    expect(check).toHaveBeenCalledTimes(3);
    expect(poll.outcome()).toEqual({ kind: 'paid', status: status('paid', '98.00') });
    await vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS * 5);
    expect(check).toHaveBeenCalledTimes(3);
    poll.unsubscribe();
  });

  it('gives up as expired when the code expires', async () => {
    const check = vi.fn(async () => status('pending'));
    const poll = watch(check);
    await vi.advanceTimersByTimeAsync(WAIT_MS - 1);
    expect(poll.outcome()).toBeNull();
    expect(check).toHaveBeenCalledTimes(Math.floor((WAIT_MS - 1) / RECHARGE_POLL_MS));
    await vi.advanceTimersByTimeAsync(1);
    expect(poll.outcome()).toEqual({ kind: 'expired' });
    // Nothing is asked at or after the deadline.
    await vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS * 5);
    expect(check).toHaveBeenCalledTimes(Math.floor((WAIT_MS - 1) / RECHARGE_POLL_MS));
    poll.unsubscribe();
  });

  it('ends at once when the server says expired', async () => {
    const check = vi.fn(async () => status('expired'));
    const poll = watch(check);
    await vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS);
    expect(poll.outcome()).toEqual({ kind: 'expired' });
    await vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS * 5);
    expect(check).toHaveBeenCalledTimes(1);
    poll.unsubscribe();
  });

  it('keeps asking after a failed check, and refetch() asks without waiting', async () => {
    const answers: (RechargeStatus | Error)[] = [new Error('网络异常'), status('pending'), status('paid')];
    const check = vi.fn(async () => {
      const a = answers.shift()!;
      if (a instanceof Error) throw a;
      return a;
    });
    const poll = watch(check);
    await vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS);
    expect(poll.observer.getCurrentResult().errorUpdateCount).toBe(1);
    await vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    expect(poll.outcome()).toBeNull();
    void poll.observer.refetch();
    await vi.advanceTimersByTimeAsync(0);
    expect(poll.outcome()).toEqual({ kind: 'paid', status: status('paid') });
    poll.unsubscribe();
  });

  it('stops when the page leaves, without a result', async () => {
    const check = vi.fn(async () => status('pending'));
    const poll = watch(check);
    poll.unsubscribe();
    await vi.advanceTimersByTimeAsync(WAIT_MS * 2);
    expect(check).not.toHaveBeenCalled();
    expect(poll.observer.getCurrentResult().data).toBeNull();
  });
});
