import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, serverOffset } from './Countdown.tsx';

const T0 = Date.parse('2026-11-24T12:00:00+08:00');
const iso = (ms: number) => new Date(ms).toISOString();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('Countdown', () => {
  it('shows mm:ss to the deadline, ticking each second', () => {
    render(<Countdown expiresAt={iso(T0 + 125_000)} />);
    const time = () => document.querySelector('.countdown time')!.textContent;
    expect(time()).toBe('02:05');
    act(() => void vi.advanceTimersByTime(1000));
    expect(time()).toBe('02:04');
    act(() => void vi.advanceTimersByTime(64_000));
    expect(time()).toBe('01:00');
  });

  it('counts by the server’s clock when the device’s is off', () => {
    // The device is 3 minutes behind: the server said 12:00 when the device said 11:57.
    const offset = serverOffset(iso(T0 + 180_000), T0);
    expect(offset).toBe(180_000);
    render(<Countdown expiresAt={iso(T0 + 180_000 + 15 * 60_000)} offsetMs={offset} />);
    expect(document.querySelector('.countdown time')!.textContent).toBe('15:00');
  });

  it('calls onExpire once, at 00:00, and says it has expired', () => {
    const onExpire = vi.fn();
    render(<Countdown expiresAt={iso(T0 + 3_000)} what="二维码" onExpire={onExpire} />);
    act(() => void vi.advanceTimersByTime(2_000));
    expect(onExpire).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('二维码已失效');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('calls onExpire at once for a deadline already past', () => {
    const onExpire = vi.fn();
    render(<Countdown expiresAt={iso(T0 - 1)} onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.countdown time')!.textContent).toBe('00:00');
  });

  it('speaks sparingly: at the start, at whole minutes under five, at 30 and 10 seconds', () => {
    render(<Countdown expiresAt={iso(T0 + 61_000)} what="二维码" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('二维码将在 1 分 1 秒后失效');
    const heard = new Set<string>();
    for (let s = 0; s < 61; s++) {
      act(() => void vi.advanceTimersByTime(1000));
      heard.add(status.textContent ?? '');
    }
    expect([...heard]).toEqual([
      '二维码将在 1 分钟后失效',
      '二维码将在 30 秒后失效',
      '二维码将在 10 秒后失效',
      '二维码已失效',
    ]);
  });
});
