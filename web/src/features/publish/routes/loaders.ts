/**
 * The edit pages' route loaders (app/route-modules.ts): warm the cache with the work being edited,
 * named by the path (/editWork/12) or, on the legacy page, the query (?id=12). A work the API does not
 * know is a 404; without an id the page says so itself.
 */
import type { RouteLoader, RouteLoaderArgs } from '../../../lib/route-module.ts';
import { itemOr404 } from '../../../lib/route-loaders.ts';
import { positiveInt } from '../../../lib/search-params.ts';
import { workQuery } from '../../../lib/work-api.ts';

async function loadWorkToEdit({ queryClient, request }: RouteLoaderArgs, id: number | null) {
  if (id !== null) await itemOr404(() => queryClient.ensureQueryData(workQuery(id)), request);
  return null;
}

export const loaders = {
  'editWork-id': (args) => loadWorkToEdit(args, positiveInt(args.params.id)),
  'editWork-old': (args) =>
    loadWorkToEdit(args, positiveInt(new URL(args.request.url).searchParams.get('id'))),
} satisfies Record<string, RouteLoader>;
