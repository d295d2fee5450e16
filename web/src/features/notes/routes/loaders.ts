/** The note page's route loader (app/route-modules.ts). */
import type { RouteLoader } from '../../../lib/route-module.ts';
import { itemOr404 } from '../../../lib/route-loaders.ts';
import { noteQuery } from '../api.ts';

export const loaders = {
  'note-id': async ({ queryClient, params, request }) => {
    await itemOr404(() => queryClient.ensureQueryData(noteQuery(Number(params.id))), request);
    return null;
  },
} satisfies Record<string, RouteLoader>;
