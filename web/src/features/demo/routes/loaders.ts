/** The component gallery's item page loader (app/route-modules.ts). */
import { notFound } from '../../../lib/errors.ts';
import type { RouteLoader } from '../../../lib/route-module.ts';
import { demoEntryById } from '../catalog.ts';

export const loaders = {
  'demo-id': ({ params, request }) => {
    if (!demoEntryById(params.id)) throw notFound(new URL(request.url).pathname);
    return null;
  },
} satisfies Record<string, RouteLoader>;
