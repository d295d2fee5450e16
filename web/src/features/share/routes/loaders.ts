/** The share page's route loader (app/route-modules.ts). */
import type { RouteLoader } from '../../../lib/route-module.ts';
import { itemOr404 } from '../../../lib/route-loaders.ts';
import { shareTargetQuery, type ShareType } from '../api.ts';

export const loaders = {
  // The route check (shareTarget) has already vetted both parameters.
  'share-type-id': async ({ queryClient, params, request }) => {
    const type = params.type as ShareType;
    await itemOr404(() => queryClient.ensureQueryData(shareTargetQuery(type, Number(params.id))), request);
    return null;
  },
} satisfies Record<string, RouteLoader>;
