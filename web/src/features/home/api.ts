import { queryOptions } from '@tanstack/react-query';
import { endpoints, firstPaintKeys } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';

/** Everything the home page shows, in one call: banners, latest and hot works per type, people, tags. */
export const homeQuery = () =>
  queryOptions({
    queryKey: firstPaintKeys.home(),
    queryFn: ({ signal }) => call(endpoints.works.home, {}, { signal }),
    staleTime: 60_000,
    meta: { public: true },
  });
