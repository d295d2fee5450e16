/** The community pages' route loaders (app/route-modules.ts). */
import { parseTopicParams } from '@zaowu/shared';
import type { RouteLoader } from '../../../lib/route-module.ts';
import { itemOr404 } from '../../../lib/route-loaders.ts';
import { pageOf } from '../../../lib/search-params.ts';
import { topicListQuery, topicQuery } from '../api.ts';

export const loaders = {
  community: ({ queryClient, request }) => {
    void queryClient.prefetchQuery(topicListQuery(parseTopicParams(new URL(request.url).searchParams)));
    return null;
  },
  'community-id': async ({ queryClient, params, request }) => {
    const page = pageOf(new URL(request.url).searchParams);
    await itemOr404(() => queryClient.ensureQueryData(topicQuery(Number(params.id), page)), request);
    return null;
  },
} satisfies Record<string, RouteLoader>;
