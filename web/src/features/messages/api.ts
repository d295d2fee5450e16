import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  MESSAGE_TYPES,
  POLL_INTERVAL_MS,
  endpoints,
  type MessageType,
  type UnreadCount,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { useIsLoggedIn } from '../auth/index.ts';

export const messageKeys = {
  all: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
};

export type UnreadCounts = Record<MessageType, number>;

/** Ten counts, one per type (SPEC §3), whatever order or gaps the server sends; all start at 0. */
export function toUnreadCounts(rows: readonly UnreadCount[]): UnreadCounts {
  const counts = Object.fromEntries(MESSAGE_TYPES.map((t) => [t.type, 0])) as UnreadCounts;
  for (const row of rows) {
    if (row.message_type in counts) counts[row.message_type] = Math.max(0, Number(row.message_count) || 0);
  }
  return counts;
}

export const totalUnread = (counts: UnreadCounts) => Object.values(counts).reduce((a, b) => a + b, 0);

/** Every 5 minutes while logged in; paused while the tab is hidden, refreshed when it returns. */
export const unreadCountsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: messageKeys.unread,
    queryFn: async () => toUnreadCounts(await call(endpoints.message.countAllUnread)),
    enabled,
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 30_000,
  });

export function useUnreadCounts() {
  const loggedIn = useIsLoggedIn();
  return useQuery(unreadCountsQuery(loggedIn));
}
