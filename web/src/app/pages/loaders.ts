/**
 * The loaders of the pages that compose features (app/route-modules.ts). They read the features' api
 * modules, not their index files, so this chunk carries queries only (no components, no CSS).
 */
import { replace } from 'react-router';
import { hrefs, type WorkType, parseDesignerParams } from '@zaowu/shared';
import { itemOr404 } from '../../lib/route-loaders.ts';
import {
  designerDetailQuery,
  designerListQuery,
  portfolioQuery,
  portfolioView,
} from '../../features/designers/api.ts';
import { goodsDetailQuery } from '../../features/shops/api.ts';
import { notFound } from '../../lib/errors.ts';
import { ApiError } from '../../lib/http.ts';
import type { RouteLoader, RouteLoaderArgs } from '../../lib/route-module.ts';
import { workQuery } from '../../lib/work-api.ts';

/**
 * The loader of /{type}/{id}: warms the cache with the work. A work the API does not know is a 404;
 * a work of another type goes to its own page (/model/5 for an art work → /art/5, replacing the
 * history entry so 返回 does not bounce). Other failures (network, server) leave the page to show its
 * error state with a retry.
 */
function workLoader(type: WorkType) {
  return async ({ queryClient, params, request }: RouteLoaderArgs) => {
    const id = Number(params.id);
    const url = new URL(request.url);
    try {
      const work = await queryClient.ensureQueryData(workQuery(id));
      if (work.type !== type) throw replace(hrefs.work(work.type, id, { query: url.search }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 0) throw notFound(url.pathname);
      if (error instanceof Response) throw error;
    }
    return null;
  };
}

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
  'model-id': workLoader('model'),
  'art-id': workLoader('art'),
  'animation-id': workLoader('animation'),
  'blog-id': workLoader('blog'),
} satisfies Record<string, RouteLoader>;
