import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  endpoints,
  type BlockState,
  type Conversation,
  type Paginated,
  type PrivateMessage,
  type PrivateUnread,
  type UserBrief,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { designerKeys, followKeys } from '../../lib/query-keys.ts';
import { messageKeys } from './api.ts';
import { toastFailure } from '../../lib/errors.ts';

// ---- private messages (/messagebox) ----------------------------------------------------------------

const CONVERSATIONS_BATCH = 50;
const THREAD_BATCH = 20;
/** While /messagebox is open (and the tab visible) its list and thread look for new messages this often. */
const MESSAGEBOX_POLL_MS = 30_000;

type ThreadData = InfiniteData<Paginated<PrivateMessage>, number>;
type ConversationData = InfiniteData<Paginated<Conversation>, number>;

const nextPage = <T>(last: Paginated<T>) =>
  last.current_page < last.last_page ? last.current_page + 1 : undefined;

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
    onError: (error, blocked) =>
      toastFailure(error, blocked ? '拉黑失败，请稍后重试' : '取消拉黑失败，请稍后重试'),
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
  // The last send of a burst (this one still counts while it settles) brings the server's order and counts back.
  const last = () => queryClient.isMutating({ mutationKey: sendKey(partner.id) }) <= 1;
  const lastOfBurst = [messageKeys.thread(partner.id), messageKeys.conversations].map((queryKey) => ({
    queryKey,
    predicate: last,
  }));
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
    meta: { invalidates: lastOfBurst, invalidatesOnError: lastOfBurst },
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
