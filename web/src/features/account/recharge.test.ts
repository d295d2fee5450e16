/** @vitest-environment node */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RechargeStatus } from '@zaowu/shared';
import { RECHARGE_POLL_MS, pollRecharge, type PollOutcome } from './recharge.ts';

/** The code's life as a server gave it (15 minutes), in the tests' own terms. */
const WAIT_MS = 15 * 60_000;

const status = (s: RechargeStatus['status'], balance = '88.00'): RechargeStatus => ({
  order_no: 'CZ1',
  status: s,
  balance,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pollRecharge', () => {
  it('asks every 3 s until the order is paid, then stops', async () => {
    const answers = [status('pending'), status('pending'), status('paid', '98.00')];
    const check = vi.fn(async () => answers.shift() ?? status('paid'));
    const onDone = vi.fn<(o: PollOutcome) => void>();
    pollRecharge({ check, onDone, waitMs: WAIT_MS });

    await vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS - 1);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS * 2);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onDone).toHaveBeenCalledExactlyOnceWith({ kind: 'paid', status: status('paid', '98.00') });
    await vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS * 5);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('gives up as expired when the code expires', async () => {
    const check = vi.fn(async () => status('pending'));
    const onDone = vi.fn();
    pollRecharge({ check, onDone, waitMs: WAIT_MS });
    await vi.advanceTimersByTimeAsync(WAIT_MS - 1);
    expect(onDone).not.toHaveBeenCalled();
    expect(check).toHaveBeenCalledTimes(Math.floor((WAIT_MS - 1) / RECHARGE_POLL_MS));
    await vi.advanceTimersByTimeAsync(1);
    expect(onDone).toHaveBeenCalledExactlyOnceWith({ kind: 'expired' });
  });

  it('ends at once when the server says expired', async () => {
    const onDone = vi.fn();
    pollRecharge({ check: async () => status('expired'), onDone, waitMs: WAIT_MS });
    await vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS);
    expect(onDone).toHaveBeenCalledWith({ kind: 'expired' });
  });

  it('keeps asking after a failed check, and now() asks without waiting', async () => {
    const answers: (RechargeStatus | Error)[] = [new Error('网络异常'), status('pending'), status('paid')];
    const check = vi.fn(async () => {
      const a = answers.shift()!;
      if (a instanceof Error) throw a;
      return a;
    });
    const onDone = vi.fn();
    const onCheckFailed = vi.fn();
    const poll = pollRecharge({ check, onDone, onCheckFailed, waitMs: WAIT_MS });
    await vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS);
    expect(onCheckFailed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RECHARGE_POLL_MS);
    expect(onDone).not.toHaveBeenCalled();
    poll.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(onDone).toHaveBeenCalledWith({ kind: 'paid', status: status('paid') });
  });

  it('stop() ends polling without a result', async () => {
    const check = vi.fn(async () => status('pending'));
    const onDone = vi.fn();
    pollRecharge({ check, onDone, waitMs: WAIT_MS }).stop();
    await vi.advanceTimersByTimeAsync(WAIT_MS * 2);
    expect(check).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
