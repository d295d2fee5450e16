/**
 * A work's page: related works, the member's relation to it (like, favorite, bought), 点赞, 收藏 and
 * 申请合作. Its detail and 下载 are lib/work-api.ts's (publish and selling use them too), 购买 the cart's.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type FavoriteFolder,
  type FavoriteResult,
  type LikeResult,
  type WorkDetail,
  type WorkRelation,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { toastFailure } from '../../lib/errors.ts';
import { favoriteKeys, workKeys } from '../../lib/query-keys.ts';

export const RELATED_LIMIT = 8;

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
 * refetch when next shown.
 */
const foldersChanged = () => ({ invalidates: [favoriteKeys.all] });

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
