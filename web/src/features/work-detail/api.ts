/**
 * A work's page: its detail, related works, the member's relation to it (like, favorite, bought), and
 * getting its files (download, buy).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  firstPaintKeys,
  type FavoriteFolder,
  type FavoriteResult,
  type LikeResult,
  type WorkDetail,
  type WorkRelation,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { toastFailure } from '../../lib/errors.ts';
import { notify } from '../../lib/toast.ts';
import { usePlaceWorkOrder } from '../cart/index.ts';
import { collectionKeys } from '../collections/index.ts';
import { saveFromUrl } from '../../lib/save-file.ts';

export const RELATED_LIMIT = 8;

export const workKeys = {
  detail: firstPaintKeys.work,
  related: (id: number) => ['works', 'related', id] as const,
  relation: (id: number) => ['works', 'relation', id] as const,
  like: (id: number) => ['works', 'like', id] as const,
  folders: ['favorite', 'folders'] as const,
};

export const workQuery = (id: number) =>
  queryOptions({
    queryKey: workKeys.detail(id),
    // silent: a missing work is the 404 page and a failure the page's error state, not a toast.
    queryFn: () => call(endpoints.works.detail, { id }, { silent: true }),
    meta: { public: true },
  });

export const relatedQuery = (id: number) =>
  queryOptions({
    queryKey: workKeys.related(id),
    queryFn: () => call(endpoints.works.related, { id, limit: RELATED_LIMIT }, { silent: true }),
    meta: { public: true },
    staleTime: 5 * 60_000,
  });

/**
 * Member only: enable it when logged in. Asked again whenever the page is shown: a purchase paid on the
 * payment page (or another device) shows as 已购买 on return.
 */
export const relationQuery = (id: number) =>
  queryOptions({
    queryKey: workKeys.relation(id),
    queryFn: () => call(endpoints.works.relation, { id }, { silent: true }),
    staleTime: 0,
  });

export const favoriteFoldersQuery = () =>
  queryOptions({
    queryKey: workKeys.folders,
    queryFn: () => call(endpoints.favorite.folders, {}, { silent: true }),
  });

const NO_RELATION: WorkRelation = {
  liked: false,
  favorited: false,
  folder_id: null,
  following_author: false,
  purchased: false,
};

/**
 * 点赞 is a toggle on the server. The heart and the count flip at once; the server's answer is the
 * truth once the last click of a quick series has been answered (clicks run one after another).
 */
export function useToggleLike(id: number) {
  const queryClient = useQueryClient();
  const mutationKey = workKeys.like(id);
  return useMutation({
    mutationKey,
    scope: { id: `work-like-${id}` },
    mutationFn: () => call(endpoints.works.like, { id }, { silent: true }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: workKeys.relation(id) });
      const relation = queryClient.getQueryData<WorkRelation>(workKeys.relation(id));
      const detail = queryClient.getQueryData<WorkDetail>(workKeys.detail(id));
      const liked = !(relation?.liked ?? false);
      queryClient.setQueryData<WorkRelation>(workKeys.relation(id), { ...(relation ?? NO_RELATION), liked });
      if (detail) {
        queryClient.setQueryData<WorkDetail>(workKeys.detail(id), {
          ...detail,
          likes: Math.max(0, detail.likes + (liked ? 1 : -1)),
        });
      }
      return { relation, detail };
    },
    onSuccess: (result: LikeResult) => {
      // Later clicks still on their way: their optimistic state stays until the last answer.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      applyLike(queryClient, id, result);
    },
    onError: (error, _vars, context) => {
      if (queryClient.isMutating({ mutationKey }) <= 1 && context) {
        queryClient.setQueryData(workKeys.relation(id), context.relation);
        if (context.detail) {
          const current = queryClient.getQueryData<WorkDetail>(workKeys.detail(id));
          if (current)
            queryClient.setQueryData(workKeys.detail(id), { ...current, likes: context.detail.likes });
        }
      }
      toastFailure(error, '点赞失败，请稍后重试');
    },
  });
}

function applyLike(queryClient: ReturnType<typeof useQueryClient>, id: number, result: LikeResult) {
  queryClient.setQueryData<WorkRelation>(workKeys.relation(id), (old) => ({
    ...(old ?? NO_RELATION),
    liked: result.liked,
  }));
  queryClient.setQueryData<WorkDetail>(workKeys.detail(id), (old) =>
    old ? { ...old, likes: result.likes } : old,
  );
}

function applyFavorite(queryClient: ReturnType<typeof useQueryClient>, id: number, result: FavoriteResult) {
  queryClient.setQueryData<WorkRelation>(workKeys.relation(id), (old) => ({
    ...(old ?? NO_RELATION),
    favorited: result.favorited,
    folder_id: result.folder_id,
  }));
  queryClient.setQueryData<WorkDetail>(workKeys.detail(id), (old) =>
    old ? { ...old, favorites: result.favorites } : old,
  );
}

/**
 * Folder counts and covers changed (the 收藏 dialog's folder list among them); the favorites pages
 * refetch when next shown. Built at use, not at load (import cycles between features).
 */
const foldersChanged = () => ({ invalidates: [collectionKeys.favorites] });

/** Into a folder (the default one when folder_id is undefined), or moved to another folder. */
export function useFavorite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (folderId: number | undefined) =>
      call(endpoints.works.favorite, folderId === undefined ? { id } : { id, folder_id: folderId }, {
        silent: true,
      }),
    onSuccess: (result) => applyFavorite(queryClient, id, result),
    onError: (error) => toastFailure(error, '收藏失败，请稍后重试'),
    meta: foldersChanged(),
  });
}

export function useUnfavorite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.works.unfavorite, { id }, { silent: true }),
    onSuccess: (result) => applyFavorite(queryClient, id, result),
    onError: (error) => toastFailure(error, '取消收藏失败，请稍后重试'),
    meta: foldersChanged(),
  });
}

export function useAddFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    // silent: the dialog shows the server's reason (e.g. a duplicate name) under the field.
    mutationFn: (name: string) => call(endpoints.favorite.addFolder, { name }, { silent: true }),
    onSuccess: (folder) => {
      queryClient.setQueryData<FavoriteFolder[]>(workKeys.folders, (old) =>
        old ? [...old, folder] : [folder],
      );
    },
  });
}

export function useCooperate(id: number) {
  return useMutation({
    // silent: the form shows the server's message in place and keeps what was typed.
    mutationFn: (input: { message: string; contact: string }) =>
      call(endpoints.works.cooperate, { id, ...input }, { silent: true }),
  });
}

/**
 * 下载 one of a work's files: the server checks the member may (free, their own, or bought), counts it
 * and answers a signed address that expires in minutes, which is saved at once. A refusal (购买后才能
 * 下载) is the server's msg, toasted (toastFailure).
 */
export function useDownloadWorkFile(workId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (index: number) => call(endpoints.works.download, { id: workId, index }, { silent: true }),
    onSuccess: ({ url, name, downloads }) => {
      if (!saveFromUrl(url, name)) notify.error('下载地址不安全，已拦截');
      queryClient.setQueryData<WorkDetail>(workKeys.detail(workId), (old) =>
        old ? { ...old, downloads } : old,
      );
    },
    onError: (error) => toastFailure(error, '下载失败，请检查网络后重试'),
    // Refused as not bought: what the page believed about the purchase may be stale.
    meta: { invalidatesOnRefusal: [workKeys.relation(workId)] },
  });
}

/** 购买: an order for this work; the caller goes on to pay it. Refusals are said here, in a toast. */
export function useBuyWork(workId: number) {
  // Refused (e.g. 你已购买该作品): show what is true now.
  const place = usePlaceWorkOrder({ invalidatesOnRefusal: [workKeys.relation(workId)] });
  return {
    ...place,
    buy: (onOrdered: (orderId: number) => void) =>
      place.mutate([workId], {
        onSuccess: (order) => onOrdered(order.id),
        onError: (error) => toastFailure(error, '下单失败，请稍后重试'),
      }),
  };
}
