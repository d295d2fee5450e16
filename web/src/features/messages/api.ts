/**
 * The messages feature's calls, one module per job: here the keys and the unread counts (polled for the
 * header's badge); `notifications-api.ts` a type's notices (mark read, cooperation), `settings-api.ts` the
 * per-type switches, `private-api.ts` private messages (conversations, threads, blocking, sending).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  MESSAGE_TYPES,
  POLL_INTERVAL_MS,
  endpoints,
  type MessageType,
  type UnreadCount,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { featureOn } from '../../lib/features.ts';
import { useIsLoggedIn } from '../../lib/session.ts';

export const messageKeys = {
  all: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
  lists: ['messages', 'list'] as const,
  listsOf: (type: MessageType) => ['messages', 'list', type] as const,
  list: (type: MessageType, page: number) => ['messages', 'list', type, page] as const,
  config: ['messages', 'config'] as const,
  privateAll: ['messages', 'private'] as const,
  privateUnread: ['messages', 'private', 'unread'] as const,
  conversations: ['messages', 'private', 'all'] as const,
  thread: (userId: number) => ['messages', 'private', 'with', userId] as const,
  blockState: (userId: number) => ['messages', 'private', 'block', userId] as const,
};

export type UnreadCounts = Record<MessageType, number>;

/** Ten counts, one per type (product.md §3), whatever order or gaps the server sends; all start at 0. */
function toUnreadCounts(rows: readonly UnreadCount[]): UnreadCounts {
  const counts = Object.fromEntries(MESSAGE_TYPES.map((t) => [t.type, 0])) as UnreadCounts;
  for (const row of rows) {
    if (row.message_type in counts) counts[row.message_type] = Math.max(0, Number(row.message_count) || 0);
  }
  return counts;
}

export const totalUnread = (counts: UnreadCounts) => Object.values(counts).reduce((a, b) => a + b, 0);

/** Every 5 minutes while logged in; paused while the tab is hidden, refreshed when it returns. */
const unreadCountsQuery = (enabled: boolean) =>
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

/** Unread private messages, polled with the ten types' counts: the header badge adds them. */
const privateUnreadQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: messageKeys.privateUnread,
    queryFn: async () => (await call(endpoints.user.privateUnread)).unread,
    enabled,
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 30_000,
  });

export function usePrivateUnread() {
  const loggedIn = useIsLoggedIn();
  // Without private messages (FEATURES) there is nothing to count: the badge adds 0.
  return useQuery(privateUnreadQuery(loggedIn && featureOn('privateMessages')));
}
