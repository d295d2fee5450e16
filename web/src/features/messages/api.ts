import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  COOPERATION_MESSAGE_TYPE,
  MESSAGE_TYPES,
  POLL_INTERVAL_MS,
  endpoints,
  type BlockState,
  type Conversation,
  type Message,
  type MessageConfigEntry,
  type MessageType,
  type Paginated,
  type PrivateMessage,
  type PrivateUnread,
  type UnreadCount,
  type UserBrief,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { featureOn } from '../../lib/features.ts';
import { ApiError } from '../../lib/http.ts';
import { notify } from '../../lib/toast.ts';
import { useIsLoggedIn } from '../../lib/session.ts';
import { designerKeys } from '../designers/keys.ts';
import { followKeys } from '../../lib/query-keys.ts';

const messageKeys = {
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

// ---- notifications of one type ---------------------------------------------------------------------

const MESSAGES_PER_PAGE = 10;

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

/** After marking read or auditing, done or not: the counts and that type's lists as the server has them. */
function typeSettled(type: MessageType) {
  const keys = [messageKeys.unread, messageKeys.listsOf(type)];
  return { invalidates: keys, invalidatesOnError: keys };
}

function failed(error: Error, what: string): void {
  // A 401 opens the login dialog by itself (product.md §8); anything else is said here.
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
    meta: typeSettled(type),
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
    meta: typeSettled(type),
  });
}

export function typeLabel(type: MessageType): string {
  return MESSAGE_TYPES.find((t) => t.type === type)?.label ?? '消息';
}

// ---- message settings ------------------------------------------------------------------------------

/** System notices (type 1) cannot be switched off (the upstream always delivers them). */
export const ALWAYS_ON_TYPES: readonly MessageType[] = [1];

export type MessageConfig = Record<MessageType, boolean>;

function toMessageConfig(rows: readonly MessageConfigEntry[]): MessageConfig {
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

const CONVERSATIONS_BATCH = 50;
const THREAD_BATCH = 20;
/** While /messagebox is open (and the tab visible) its list and thread look for new messages this often. */
const MESSAGEBOX_POLL_MS = 30_000;

type ThreadData = InfiniteData<Paginated<PrivateMessage>, number>;
type ConversationData = InfiniteData<Paginated<Conversation>, number>;

const nextPage = <T>(last: Paginated<T>) =>
  last.current_page < last.last_page ? last.current_page + 1 : undefined;

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

/** The member's conversations, the latest message first, each with its unread count. */
export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.conversations,
    queryFn: ({ pageParam }) =>
      call(endpoints.user.conversations, { page: pageParam, per_page: CONVERSATIONS_BATCH }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    refetchInterval: MESSAGEBOX_POLL_MS,
    refetchIntervalInBackground: false,
  });

/** One conversation's messages, newest first page by page (the page shows them oldest at the top). */
export const threadQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(userId),
    queryFn: ({ pageParam }) =>
      call(endpoints.user.messageList, { page: pageParam, per_page: THREAD_BATCH, with_user: userId }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    refetchInterval: MESSAGEBOX_POLL_MS,
    refetchIntervalInBackground: false,
  });

/**
 * 拉黑 between the member and this user, either way. Fetched with the thread; either block puts a note
 * in place of the composer. A block made while the thread is open shows when the member's next send is
 * refused (its msg says why, and what was typed stays in the box).
 */
export const blockStateQuery = (userId: number) =>
  queryOptions({
    queryKey: messageKeys.blockState(userId),
    queryFn: () => call(endpoints.user.blockState, { user_id: userId }, { silent: true }),
  });

/**
 * 拉黑 (true) or 取消拉黑 (false) `partner`. Not optimistic: the confirm dialog waits for the answer,
 * which sets the state; a failure is said in a toast and the state is fetched again.
 */
export function useBlockUser(partner: UserBrief) {
  const queryClient = useQueryClient();
  const key = messageKeys.blockState(partner.id);
  return useMutation<{ blocked: boolean }, Error, boolean>({
    mutationFn: (blocked) =>
      call(endpoints.user.blockUser, { user_id: partner.id, blocked }, { silent: true }),
    onSuccess: ({ blocked }) => {
      queryClient.setQueryData<BlockState>(key, (state) => ({
        blocked_me: state?.blocked_me ?? false,
        blocked_by_me: blocked,
      }));
      notify.success(blocked ? `已拉黑 ${partner.nickname}` : `已取消拉黑 ${partner.nickname}`);
    },
    onError: (error, blocked) => failed(error, blocked ? '拉黑' : '取消拉黑'),
    // 拉黑 ends follows both ways: follow buttons, the follow list and follower counts change too.
    meta: { invalidates: [key, followKeys.all, designerKeys.all], invalidatesOnError: [key] },
  });
}

/** A message on its way: a negative id no server row has, until the server's own replaces it. */
export const isPending = (m: PrivateMessage) => m.id < 0;
let optimisticIds = 0;

const sendKey = (userId: number) => [...messageKeys.privateAll, 'send', userId] as const;

/**
 * Sends a private message to `partner`. It shows at once (in the thread and at the top of the
 * conversation list) and is taken out again if the server refuses or the network fails; the caller
 * puts the text back and says why. No toast: the composer shows the reason in place.
 */
export function useSendMessage(me: UserBrief, partner: UserBrief) {
  const queryClient = useQueryClient();
  return useMutation<PrivateMessage, Error, string, { temp: PrivateMessage; row: Conversation | undefined }>({
    mutationKey: sendKey(partner.id),
    mutationFn: (content) =>
      call(endpoints.user.sendMessage, { to_user_id: partner.id, content }, { silent: true }),
    onMutate: async (content) => {
      await queryClient.cancelQueries({ queryKey: messageKeys.thread(partner.id) });
      await queryClient.cancelQueries({ queryKey: messageKeys.conversations });
      const temp: PrivateMessage = {
        id: -++optimisticIds,
        from: me,
        to: partner,
        content,
        read: false,
        created_at: new Date().toISOString(),
      };
      queryClient.setQueryData<ThreadData>(messageKeys.thread(partner.id), (data) => withNewest(data, temp));
      const row = findConversation(queryClient, partner.id);
      putConversationFirst(queryClient, { user: row?.user ?? partner, last: temp, unread: row?.unread ?? 0 });
      return { temp, row };
    },
    onSuccess: (sent, _content, context) => {
      queryClient.setQueryData<ThreadData>(messageKeys.thread(partner.id), (data) =>
        mapThread(data, (m) => (m.id === context.temp.id ? sent : m)),
      );
      mapConversations(queryClient, (c) => (c.last.id === context.temp.id ? { ...c, last: sent } : c));
    },
    onError: (_error, _content, context) => {
      if (!context) return;
      // Only this message is taken back: others sent meanwhile stay.
      queryClient.setQueryData<ThreadData>(messageKeys.thread(partner.id), (data) =>
        filterThread(data, (m) => m.id !== context.temp.id),
      );
      const current = findConversation(queryClient, partner.id);
      if (current?.last.id === context.temp.id) {
        if (context.row) mapConversations(queryClient, (c) => (c.user.id === partner.id ? context.row! : c));
        else removeConversation(queryClient, partner.id);
      }
    },
    onSettled: () => {
      // The last send of a burst brings the server's order and counts back.
      if (queryClient.isMutating({ mutationKey: sendKey(partner.id) }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: messageKeys.thread(partner.id) });
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
    },
  });
}

/**
 * Marks what `partner` sent the member read: their conversation's count and the header badge drop
 * at once; the server's answer sets the badge; a failure refetches both.
 */
export function useReadConversation(meId: number) {
  const queryClient = useQueryClient();
  return useMutation<PrivateUnread, Error, number, { unread: number }>({
    mutationFn: (userId) => call(endpoints.user.readConversation, { user_id: userId }, { silent: true }),
    onMutate: async (userId) => {
      await queryClient.cancelQueries({ queryKey: messageKeys.privateUnread });
      const unread = findConversation(queryClient, userId)?.unread ?? 0;
      mapConversations(queryClient, (c) => (c.user.id === userId ? { ...c, unread: 0 } : c));
      queryClient.setQueryData<ThreadData>(messageKeys.thread(userId), (data) =>
        mapThread(data, (m) => (m.from.id === userId && m.to.id === meId ? { ...m, read: true } : m)),
      );
      queryClient.setQueryData<number>(messageKeys.privateUnread, (n) =>
        n === undefined ? n : Math.max(0, n - unread),
      );
      return { unread };
    },
    onSuccess: (left) => queryClient.setQueryData(messageKeys.privateUnread, left.unread),
    meta: { invalidatesOnError: [messageKeys.privateUnread, messageKeys.conversations] },
  });
}

// Cache edits for the two lists. Pages are newest first; a new message goes first on the first page.

function withNewest(data: ThreadData | undefined, m: PrivateMessage): ThreadData {
  if (!data || data.pages.length === 0) {
    return {
      pages: [{ total: 1, per_page: THREAD_BATCH, current_page: 1, last_page: 1, data: [m] }],
      pageParams: [1],
    };
  }
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, total: first!.total + 1, data: [m, ...first!.data] }, ...rest] };
}

function mapThread(data: ThreadData | undefined, f: (m: PrivateMessage) => PrivateMessage) {
  return data && { ...data, pages: data.pages.map((p) => ({ ...p, data: p.data.map(f) })) };
}

function filterThread(data: ThreadData | undefined, keep: (m: PrivateMessage) => boolean) {
  return (
    data && {
      ...data,
      pages: data.pages.map((p) => {
        const kept = p.data.filter(keep);
        return { ...p, total: p.total - (p.data.length - kept.length), data: kept };
      }),
    }
  );
}

function findConversation(queryClient: QueryClient, userId: number): Conversation | undefined {
  return queryClient
    .getQueryData<ConversationData>(messageKeys.conversations)
    ?.pages.flatMap((p) => p.data)
    .find((c) => c.user.id === userId);
}

function mapConversations(queryClient: QueryClient, f: (c: Conversation) => Conversation): void {
  queryClient.setQueryData<ConversationData>(
    messageKeys.conversations,
    (data) => data && { ...data, pages: data.pages.map((p) => ({ ...p, data: p.data.map(f) })) },
  );
}

function removeConversation(queryClient: QueryClient, userId: number): void {
  queryClient.setQueryData<ConversationData>(
    messageKeys.conversations,
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({ ...p, data: p.data.filter((c) => c.user.id !== userId) })),
      },
  );
}

/** The conversation at the top of the list (moved there if it was further down). */
function putConversationFirst(queryClient: QueryClient, row: Conversation): void {
  queryClient.setQueryData<ConversationData>(messageKeys.conversations, (data) => {
    if (!data || data.pages.length === 0) return data;
    const pages = data.pages.map((p) => ({ ...p, data: p.data.filter((c) => c.user.id !== row.user.id) }));
    pages[0] = { ...pages[0]!, data: [row, ...pages[0]!.data] };
    return { ...data, pages };
  });
}
