/** The collection and favorites pages' route loaders (app/route-modules.ts). */
import type { RouteLoader } from '../../../lib/route-module.ts';
import { itemOr404 } from '../../../lib/route-loaders.ts';
import { pageOf } from '../../../lib/search-params.ts';
import { collectionQuery, favoriteFolderQuery } from '../api.ts';

export const loaders = {
  'collection-id': async ({ queryClient, params, request }) => {
    await itemOr404(() => queryClient.ensureQueryData(collectionQuery(Number(params.id))), request);
    return null;
  },
  // Code 0 is also a private folder of someone else: a 404 like a missing one.
  'favorites-id': async ({ queryClient, params, request }) => {
    const page = pageOf(new URL(request.url).searchParams);
    await itemOr404(() => queryClient.ensureQueryData(favoriteFolderQuery(Number(params.id), page)), request);
    return null;
  },
} satisfies Record<string, RouteLoader>;
