/** Route loaders of the works pages (app/route-modules.ts): warm the cache for the URL's view. */
import { type WorkType, parseFilters, toListReq } from '@zaowu/shared';
import type { RouteLoader, RouteLoaderArgs } from '../../../lib/route-module.ts';
import { worksTagsQuery } from '../../../lib/queries.ts';
import { recommendQuery, searchPeopleQuery, worksListQuery } from '../api.ts';

/**
 * A failed list is not a failed page: the list shows its own error with 重试 under the filters, so the
 * loader swallows the error instead of throwing it to the route's error page.
 */
const settle = (p: Promise<unknown>) => p.then(() => undefined).catch(() => undefined);

function worksListLoader(type?: WorkType) {
  return async ({ request, queryClient }: RouteLoaderArgs) => {
    const filters = parseFilters(new URL(request.url).searchParams, type);
    await Promise.all([
      settle(queryClient.ensureQueryData(worksListQuery(toListReq(filters)))),
      // The filter row's tags, fetched alongside (a failure only shows a note in that row).
      settle(queryClient.prefetchQuery(worksTagsQuery(filters.type))),
      filters.keyword && !type
        ? settle(queryClient.prefetchQuery(searchPeopleQuery(filters.keyword)))
        : undefined,
    ]);
    return null;
  };
}

function recommendLoader() {
  return async ({ request, queryClient }: RouteLoaderArgs) => {
    const raw = new URL(request.url).searchParams.get('type');
    const type = parseFilters(new URLSearchParams(raw ? { type: raw } : {})).type;
    await settle(queryClient.ensureInfiniteQueryData(recommendQuery(type)));
    return null;
  };
}

export const loaders = {
  model: worksListLoader('model'),
  art: worksListLoader('art'),
  animation: worksListLoader('animation'),
  blog: worksListLoader('blog'),
  explore: worksListLoader(),
  recommend: recommendLoader(),
} satisfies Record<string, RouteLoader>;
