/** The cloud drive's route loader (app/route-modules.ts). */
import type { RouteLoader } from '../../../lib/route-module.ts';
import { checkLoginQuery } from '../../../lib/session.ts';
import { folderDataQuery, folderListQuery } from '../api.ts';
import { folderFromSearch } from '../location.ts';

export const loaders = {
  // Warms a member's cache without holding the page.
  disk: async ({ queryClient, request }) => {
    if (!(await queryClient.ensureQueryData(checkLoginQuery())).isLogin) return null;
    const folderId = folderFromSearch(new URL(request.url).searchParams);
    void queryClient.prefetchQuery(folderDataQuery());
    void queryClient.prefetchQuery(folderListQuery(0));
    if (folderId !== 0) void queryClient.prefetchQuery(folderListQuery(folderId));
    return null;
  },
} satisfies Record<string, RouteLoader>;
