import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  endpoints,
  firstPaintKeys,
  type WorkType,
  type WorksListReq,
  RECOMMEND_PER_PAGE,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';

/**
 * The works lists' keys; the tags' (`worksTagsQuery`) are in lib/queries.ts, and a work's own page,
 * its relation and related works are `workKeys` (lib/query-keys.ts).
 */
const worksKeys = {
  all: ['works'] as const,
  list: firstPaintKeys.worksList,
  search: firstPaintKeys.search,
  recommend: firstPaintKeys.recommend,
};

/** A page of works for a list view; the request object is the key, so each URL has its own entry. */
export const worksListQuery = (req: WorksListReq) =>
  queryOptions({
    queryKey: worksKeys.list(req),
    queryFn: ({ signal }) => call(endpoints.works.lists, req, { signal }),
    meta: { public: true },
  });

/**
 * Designers and shops matching a keyword, shown above the works on /explore. The works themselves
 * come from the filtered list, so one work is asked for here, not a page.
 */
export const searchPeopleQuery = (keyword: string) =>
  queryOptions({
    queryKey: worksKeys.search(keyword),
    queryFn: ({ signal }) => call(endpoints.works.search, { keyword, per_page: 1 }, { signal }),
    select: (r) => ({ designers: r.designers, shops: r.shops }),
    meta: { public: true },
  });

/** Recommended works, page after page (personal with a token); each says why it is there. */
export const recommendQuery = (type?: WorkType) =>
  infiniteQueryOptions({
    queryKey: worksKeys.recommend(type),
    queryFn: ({ pageParam, signal }) =>
      call(
        endpoints.works.recommend,
        { page: pageParam, per_page: RECOMMEND_PER_PAGE, ...(type ? { type } : {}) },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    meta: { public: true },
  });
