import { replace } from 'react-router';
import { hrefs, type WorkType } from '@zaowu/shared';
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

/** The loaders of the pages in app/pages/, by route name (app/route-modules.ts): the work pages'. */
export const loaders = {
  'model-id': workLoader('model'),
  'art-id': workLoader('art'),
  'animation-id': workLoader('animation'),
  'blog-id': workLoader('blog'),
} satisfies Record<string, RouteLoader>;
