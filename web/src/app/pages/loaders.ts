/**
 * The loaders of the pages that compose features (app/route-modules.ts). They read the features' api
 * modules, not their index files, so this chunk carries queries only (no components, no CSS).
 */
import type { RouteLoader } from '../../lib/route-module.ts';
import { itemOr404 } from '../../lib/route-loaders.ts';
import {
  designerDetailQuery,
  designerListQuery,
  parseDesignerParams,
  portfolioQuery,
  portfolioView,
} from '../../features/designers/api.ts';
import { goodsDetailQuery } from '../../features/shops/api.ts';

export const loaders = {
  // Starts the list's request while the page's code loads; the page shows skeletons until it lands.
  designer: ({ queryClient, request }) => {
    void queryClient.prefetchQuery(designerListQuery(parseDesignerParams(new URL(request.url).searchParams)));
    return null;
  },
  'designer-id': async ({ queryClient, params, request }) => {
    const d = await itemOr404(
      () => queryClient.ensureQueryData(designerDetailQuery(Number(params.id))),
      request,
    );
    // The open tab's works too: drawn as a skeleton first, they would push 最近发布 about when they
    // arrive (a layout shift on phones). A failure here is the tab's own error state, not the page's.
    const view = d && portfolioView(d, new URL(request.url).searchParams);
    if (d && view?.type) await queryClient.prefetchQuery(portfolioQuery(d.id, view.type, view.page));
    return null;
  },
  'goods-id': async ({ queryClient, params, request }) => {
    await itemOr404(() => queryClient.ensureQueryData(goodsDetailQuery(Number(params.id))), request);
    return null;
  },
} satisfies Record<string, RouteLoader>;
