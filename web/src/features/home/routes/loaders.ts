/** The home page's route loader (app/route-modules.ts). */
import { featureOn } from '../../../lib/features.ts';
import type { RouteLoader } from '../../../lib/route-module.ts';
import { homeQuery } from '../api.ts';

export const loaders = {
  // A failed home call is shown in place (with 重试), not as the error page: the loader never throws.
  index: async ({ queryClient }) => {
    // Without the gallery (FEATURES) the home page shows no works.
    if (!featureOn('gallery')) return null;
    await queryClient.ensureQueryData(homeQuery()).catch(() => undefined);
    return null;
  },
} satisfies Record<string, RouteLoader>;
