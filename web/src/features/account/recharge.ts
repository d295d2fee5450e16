/**
 * Recharge by WeChat Pay: after getRechargeData the member scans the code_url's QR code, and the page
 * asks checkRechargeStatus every RECHARGE_POLL_MS until the order is paid, or gives up when the code
 * expires (the server's `expires_at`, passed in as waitMs; the QR code is then shown as expired, with
 * 重新发起). Plain TypeScript, so tests drive it with fake timers.
 */
import type { RechargeStatus } from '@zaowu/shared';

/** How often the page asks whether the recharge is paid. */
export const RECHARGE_POLL_MS = 3_000;

export type PollOutcome = { kind: 'paid'; status: RechargeStatus } | { kind: 'expired' };

export interface PollOptions {
  check: () => Promise<RechargeStatus>;
  /** Called once: paid, or expired (by the server or by the wait running out). */
  onDone: (outcome: PollOutcome) => void;
  /** A check failed (network, server); polling goes on. */
  onCheckFailed?: (error: unknown) => void;
  intervalMs?: number;
  /** How long until the code expires (the server's expires_at, less the time already gone). */
  waitMs: number;
}

/** Starts polling; the returned function stops it (and `now()` asks at once, e.g. after 模拟支付). */
export function pollRecharge({
  check,
  onDone,
  onCheckFailed,
  intervalMs = RECHARGE_POLL_MS,
  waitMs,
}: PollOptions): { stop: () => void; now: () => void } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight = false;
  const deadline = Date.now() + waitMs;

  const finish = (outcome: PollOutcome) => {
    if (stopped) return;
    stop();
    onDone(outcome);
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), Math.max(0, Math.min(ms, deadline - Date.now())));
  };
  const tick = async () => {
    timer = null;
    if (stopped) return;
    if (Date.now() >= deadline) return finish({ kind: 'expired' });
    if (inFlight) return schedule(intervalMs);
    inFlight = true;
    try {
      const status = await check();
      if (status.status === 'paid') return finish({ kind: 'paid', status });
      if (status.status === 'expired') return finish({ kind: 'expired' });
    } catch (error) {
      if (!stopped) onCheckFailed?.(error);
    } finally {
      inFlight = false;
    }
    schedule(intervalMs);
  };
  function stop() {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
  }

  schedule(intervalMs);
  return { stop, now: () => schedule(0) };
}
