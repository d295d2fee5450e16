import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  COOPERATION_MESSAGE_TYPE,
  MESSAGE_TYPES,
  POLL_INTERVAL_MS,
  endpoints,
  type Message,
  type MessageConfigEntry,
  type MessageType,
  type Paginated,
  type PrivateMessage,
  type UnreadCount,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/http.ts';
import { notify } from '../../lib/toast.ts';
import { useIsLoggedIn } from '../auth/index.ts';

export const messageKeys = {
  all: ['messages'] as const,
  unread: ['messages', 'unread'] as const,
  lists: ['messages', 'list'] as const,
  listsOf: (type: MessageType) => ['messages', 'list', type] as const,
  list: (type: MessageType, page: number) => ['messages', 'list', type, page] as const,
  config: ['messages', 'config'] as const,
  privateAll: ['messages', 'private'] as const,
  conversations: ['messages', 'private', 'all'] as const,
  thread: (userId: number) => ['messages', 'private', 'with', userId] as const,
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

// ---- notifications of one type ---------------------------------------------------------------------

export const MESSAGES_PER_PAGE = 10;

export const messageListQuery = (type: MessageType, page: number) =>
  queryOptions({
    queryKey: messageKeys.list(type, page),
    queryFn: () => call(endpoints.message.byType, { messageType: type, page, per_page: MESSAGES_PER_PAGE }),
    staleTime: 30_000,
  });

/** The message as read (and its cooperation as decided) in every cached page of its type. */
function patchCachedMessage(
  queryClient: QueryClient,
  type: MessageType,
  patch: (m: Message) => Message,
  only?: (m: Message) => boolean,
): void {
  queryClient.setQueriesData<Paginated<Message>>({ queryKey: messageKeys.listsOf(type) }, (page) =>
    page ? { ...page, data: page.data.map((m) => (!only || only(m) ? patch(m) : m)) } : page,
  );
}

interface Snapshot {
  counts: UnreadCounts | undefined;
  lists: [readonly unknown[], Paginated<Message> | undefined][];
}

async function snapshot(queryClient: QueryClient, type: MessageType): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: messageKeys.unread });
  await queryClient.cancelQueries({ queryKey: messageKeys.listsOf(type) });
  return {
    counts: queryClient.getQueryData<UnreadCounts>(messageKeys.unread),
    lists: queryClient.getQueriesData<Paginated<Message>>({ queryKey: messageKeys.listsOf(type) }),
  };
}

function restore(queryClient: QueryClient, snap: Snapshot | undefined): void {
  if (!snap) return;
  queryClient.setQueryData(messageKeys.unread, snap.counts);
  for (const [key, data] of snap.lists) queryClient.setQueryData(key, data);
}

/** Lowers one type's unread count in the cache (never below 0); `to` sets it outright. */
function lowerCount(queryClient: QueryClient, type: MessageType, by: number, to?: number): void {
  queryClient.setQueryData<UnreadCounts>(messageKeys.unread, (counts) =>
    counts ? { ...counts, [type]: to ?? Math.max(0, counts[type] - by) } : counts,
  );
}

function failed(error: Error, what: string): void {
  // A 401 opens the login dialog by itself (SPEC §8); anything else is said here.
  if (error instanceof ApiError && error.isUnauthorized) return;
  notify.error(error instanceof ApiError && error.code === 0 ? error.message : `${what}失败，请稍后重试`);
}

/**
 * Marks one message read (with its id) or the whole type (without). The header badge and the type's
 * count drop at once (optimistic cache update), come back if the call fails, and are refetched after.
 */
export function useMarkRead(type: MessageType) {
  const queryClient = useQueryClient();
  return useMutation<null, Error, Message | 'all', Snapshot>({
    mutationFn: (target) =>
      call(
        endpoints.message.setRead,
        target === 'all' ? { messageType: type } : { messageType: type, id: target.id },
        { silent: true },
      ),
    onMutate: async (target) => {
      const snap = await snapshot(queryClient, type);
      if (target === 'all') {
        lowerCount(queryClient, type, 0, 0);
        patchCachedMessage(queryClient, type, (m) => ({ ...m, read: true }));
      } else {
        if (!target.read) lowerCount(queryClient, type, 1);
        patchCachedMessage(
          queryClient,
          type,
          (m) => ({ ...m, read: true }),
          (m) => m.id === target.id,
        );
      }
      return snap;
    },
    onError: (error, target, snap) => {
      restore(queryClient, snap);
      failed(error, target === 'all' ? '全部标为已读' : '标记已读');
    },
    onSuccess: (_data, target) => {
      if (target === 'all') notify.success(`「${typeLabel(type)}」已全部标为已读`);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      void queryClient.invalidateQueries({ queryKey: messageKeys.listsOf(type) });
    },
  });
}

export type AuditStatus = 'approved' | 'rejected';

/**
 * Approves or rejects a cooperation application. The upstream marks the application's messages read:
 * the message shows its result and the count drops at once, back if the call fails (e.g. it was
 * already handled elsewhere), and both are refetched after.
 */
export function useAuditCooperation() {
  const queryClient = useQueryClient();
  const type = COOPERATION_MESSAGE_TYPE;
  return useMutation<null, Error, { message: Message; status: AuditStatus }, Snapshot>({
    mutationFn: ({ message, status }) =>
      call(endpoints.message.audit, { id: message.cooperation!.id, status }, { silent: true }),
    onMutate: async ({ message, status }) => {
      const snap = await snapshot(queryClient, type);
      const cooperationId = message.cooperation!.id;
      const isIt = (m: Message) => m.cooperation?.id === cooperationId;
      const unread = new Set(
        snap.lists
          .flatMap(([, page]) => page?.data ?? [])
          .filter((m) => isIt(m) && !m.read)
          .map((m) => m.id),
      );
      lowerCount(queryClient, type, unread.size);
      patchCachedMessage(
        queryClient,
        type,
        (m) => ({ ...m, read: true, cooperation: m.cooperation && { ...m.cooperation, status } }),
        isIt,
      );
      return snap;
    },
    onSuccess: (_data, { status }) => {
      notify.success(status === 'approved' ? '已同意合作申请，对方会收到通知' : '已拒绝合作申请');
    },
    onError: (error, _vars, snap) => {
      restore(queryClient, snap);
      failed(error, '处理合作申请');
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      void queryClient.invalidateQueries({ queryKey: messageKeys.listsOf(type) });
    },
  });
}

export function typeLabel(type: MessageType): string {
  return MESSAGE_TYPES.find((t) => t.type === type)?.label ?? '消息';
}

// ---- message settings ------------------------------------------------------------------------------

/** System notices (type 1) cannot be switched off (the upstream always delivers them). */
export const ALWAYS_ON_TYPES: readonly MessageType[] = [1];

export type MessageConfig = Record<MessageType, boolean>;

export function toMessageConfig(rows: readonly MessageConfigEntry[]): MessageConfig {
  const config = Object.fromEntries(MESSAGE_TYPES.map((t) => [t.type, true])) as MessageConfig;
  for (const row of rows) if (row.message_type in config) config[row.message_type] = row.enabled;
  for (const type of ALWAYS_ON_TYPES) config[type] = true;
  return config;
}

export const messageConfigQuery = () =>
  queryOptions({
    queryKey: messageKeys.config,
    queryFn: async () => toMessageConfig(await call(endpoints.message.configGet)),
    staleTime: 60_000,
  });

/** One switch: flips at once, flips back if the save fails. */
export function useToggleMessageType() {
  const queryClient = useQueryClient();
  return useMutation<
    MessageConfigEntry[],
    Error,
    { type: MessageType; enabled: boolean },
    { previous: MessageConfig | undefined }
  >({
    mutationFn: ({ type, enabled }) =>
      call(endpoints.message.configEdit, { configs: [{ message_type: type, enabled }] }, { silent: true }),
    onMutate: async ({ type, enabled }) => {
      await queryClient.cancelQueries({ queryKey: messageKeys.config });
      const previous = queryClient.getQueryData<MessageConfig>(messageKeys.config);
      if (previous) queryClient.setQueryData(messageKeys.config, { ...previous, [type]: enabled });
      return { previous };
    },
    onSuccess: (rows, { type, enabled }) => {
      queryClient.setQueryData(messageKeys.config, toMessageConfig(rows));
      notify.success(`已${enabled ? '开启' : '关闭'}「${typeLabel(type)}」通知`);
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(messageKeys.config, context.previous);
      failed(error, '保存消息设置');
    },
  });
}

// ---- private messages (/messagebox) ----------------------------------------------------------------

/** The conversation list is built from the newest private messages, this many at a time. */
export const PRIVATE_BATCH = 100;
export const THREAD_BATCH = 20;

type PrivatePage = Paginated<PrivateMessage>;
const nextPage = (last: PrivatePage) =>
  last.current_page < last.last_page ? last.current_page + 1 : undefined;

export const privateMessagesQuery = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.conversations,
    queryFn: ({ pageParam }) =>
      call(endpoints.user.messageList, { page: pageParam, per_page: PRIVATE_BATCH }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const threadQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(userId),
    queryFn: ({ pageParam }) =>
      call(endpoints.user.messageList, { page: pageParam, per_page: THREAD_BATCH, with_user: userId }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
