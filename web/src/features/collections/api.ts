/** Favorites folders (收藏夹) and curated collections (合集). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints, firstPaintKeys } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';

const FOLDER_PER_PAGE = 20;

const collectionKeys = {
  /** Under every favorites query's prefix (lib/query-keys.ts favoriteKeys.all), which 收藏 refetches. */
  favoriteFolder: (id: number, page: number) => ['favorite', 'detail', id, page] as const,
  collection: firstPaintKeys.collection,
};

/**
 * A folder as the viewer may see it: public for anyone, private only for its owner (code 0
 * otherwise). Not marked public: it depends on who asks, so a logout drops it.
 */
export const favoriteFolderQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: collectionKeys.favoriteFolder(id, page),
    // silent: a missing or someone else's private folder is the 404 page, not a toast.
    queryFn: () => call(endpoints.favorite.detail, { id, page, per_page: FOLDER_PER_PAGE }, { silent: true }),
    placeholderData: keepPreviousData,
  });

export const collectionQuery = (id: number) =>
  queryOptions({
    queryKey: collectionKeys.collection(id),
    queryFn: () => call(endpoints.collection.detail, { id }, { silent: true }),
    meta: { public: true },
  });
