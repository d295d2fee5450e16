/**
 * Recharge by WeChat Pay: after getRechargeData the member scans the code_url's QR code, and the page
 * asks checkRechargeStatus every RECHARGE_POLL_MS (a query's `refetchInterval`) until the order is paid
 * or expired, and asks no more once the code's deadline (the server's `expires_at` on the device's
 * clock) has come: the page then shows the QR code as expired, with 重新发起.
 */
import { queryOptions } from '@tanstack/react-query';
import type { RechargeStatus } from '@zaowu/shared';

/** How often the page asks whether the recharge is paid. */
export const RECHARGE_POLL_MS = 3_000;

export type PollOutcome = { kind: 'paid'; status: RechargeStatus } | { kind: 'expired' };

/** The last answer of checkRechargeStatus; null before the first (asked one interval after the code shows). */
export type RechargeCheck = RechargeStatus | null;

/** Paid, expired (by the server or the deadline), or still waiting (null). */
export function rechargeOutcome(
  check: RechargeCheck | undefined,
  deadline: number,
  now = Date.now(),
): PollOutcome | null {
  if (check?.status === 'paid') return { kind: 'paid', status: check };
  if (check?.status === 'expired' || now >= deadline) return { kind: 'expired' };
  return null;
}

/** The next ask: none once the order is final or when it would fall on or after the deadline. */
function rechargePollInterval(
  check: RechargeCheck | undefined,
  deadline: number,
  intervalMs = RECHARGE_POLL_MS,
  now = Date.now(),
): number | false {
  if (check?.status === 'paid' || check?.status === 'expired') return false;
  return now + intervalMs < deadline ? intervalMs : false;
}

export interface RechargeStatusQueryOptions {
  queryKey: readonly unknown[];
  check: () => Promise<RechargeStatus>;
  /** When the code expires, in the device's Date.now() terms. */
  deadline: number;
  intervalMs?: number;
}

/**
 * The recharge's status, polled: the interval restarts after each answer (a failed check included: it
 * shows as the query's error and polling goes on); `refetch()` asks at once (after 模拟支付).
 */
export const rechargeStatusQuery = ({
  queryKey,
  check,
  deadline,
  intervalMs = RECHARGE_POLL_MS,
}: RechargeStatusQueryOptions) =>
  queryOptions<RechargeCheck>({
    queryKey,
    queryFn: check,
    initialData: null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => rechargePollInterval(query.state.data, deadline, intervalMs),
    // A member pays on their phone, often with this tab in the background.
    refetchIntervalInBackground: true,
  });
