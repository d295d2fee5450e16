/** 支付密码: whether it is set (and locked), and setting it with an SMS code (assumed calls). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type PayPasswordState, type SetPayPasswordReq } from '@zaowu/shared';
import { call } from './api-client.ts';
import { payPasswordKeys } from './query-keys.ts';

/** While it is locked, look again each minute: the lock ends on its own after 30 minutes. */
const LOCKED_POLL_MS = 60_000;

export const payPasswordStateQuery = () =>
  queryOptions({
    queryKey: payPasswordKeys.state,
    // silent: the forms say what they could not load in place.
    queryFn: () => call(endpoints.user.payPasswordState, {}, { silent: true }),
    refetchInterval: (query) => (query.state.data?.locked_until ? LOCKED_POLL_MS : false),
  });

/** Minutes the lock has left now (at least 1), or 0 when it is not locked. */
export function lockedMinutes(state: PayPasswordState | undefined, now = Date.now()): number {
  const until = state?.locked_until ? Date.parse(state.locked_until) : 0;
  return until > now ? Math.max(1, Math.ceil((until - now) / 60_000)) : 0;
}

/**
 * Whether a payment or a withdrawal can carry a pay password now: one is set and not locked. While the
 * state is unknown (loading, failed to load) the form lets the server decide.
 */
export function usePayPasswordUsable(): boolean {
  const state = useQuery(payPasswordStateQuery());
  if (!state.data) return true;
  return state.data.is_set && lockedMinutes(state.data) === 0;
}

/** Sets, changes or resets it; the answer is the state now. Errors are the dialog's to show. */
export function useSetPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetPayPasswordReq) => call(endpoints.user.setPayPassword, input, { silent: true }),
    onSuccess: (state) => queryClient.setQueryData(payPasswordKeys.state, state),
  });
}
