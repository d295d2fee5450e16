import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  COOPERATION_MESSAGE_TYPE,
  MESSAGE_TYPES,
  endpoints,
  type Message,
  type MessageType,
  type Paginated,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { messageKeys, type UnreadCounts } from './api.ts';
import { toastFailure } from '../../lib/errors.ts';

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
      toastFailure(error, target === 'all' ? '全部标为已读失败，请稍后重试' : '标记已读失败，请稍后重试');
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
      toastFailure(error, '处理合作申请失败，请稍后重试');
    },
    meta: typeSettled(type),
  });
}

export function typeLabel(type: MessageType): string {
  return MESSAGE_TYPES.find((t) => t.type === type)?.label ?? '消息';
}
