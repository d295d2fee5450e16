/**
 * Queries that several features share (features import them from here, as the keys in
 * lib/query-keys.ts, so using one never brings another feature along). Their keys are the first
 * paint's (shared `firstPaintKeys`), so the data the server put in the page is found under them.
 */
import { queryOptions } from '@tanstack/react-query';
import { endpoints, firstPaintKeys, type WorkType } from '@zaowu/shared';
import { call } from './api-client.ts';

/** The tags used by one type of work (all types when absent), most used first: the works lists' filter, publish's tag input. */
export const worksTagsQuery = (type?: WorkType) =>
  queryOptions({
    queryKey: firstPaintKeys.worksTags(type),
    queryFn: ({ signal }) => call(endpoints.works.getWorksTags, type ? { type } : {}, { signal }),
    staleTime: 10 * 60_000,
    meta: { public: true },
  });
