/** The shop pages' route loaders (app/route-modules.ts). */
import { parseShopParams } from '@zaowu/shared';
import type { RouteLoader } from '../../../lib/route-module.ts';
import { itemOr404 } from '../../../lib/route-loaders.ts';
import { shopDetailQuery, shopListQuery } from '../api.ts';

export const loaders = {
  // Starts the directory's request while the page's code loads; the page shows skeletons until it lands.
  shop: ({ queryClient, request }) => {
    void queryClient.prefetchQuery(shopListQuery(parseShopParams(new URL(request.url).searchParams)));
    return null;
  },
  'shop-id': async ({ queryClient, params, request }) => {
    await itemOr404(() => queryClient.ensureQueryData(shopDetailQuery(Number(params.id))), request);
    return null;
  },
} satisfies Record<string, RouteLoader>;
