/** Notes (笔记): a short illustrated post, optionally about a work. */
import { queryOptions } from '@tanstack/react-query';
import { endpoints, firstPaintKeys } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';

const noteKeys = {
  all: ['note'] as const,
  detail: firstPaintKeys.note,
};

export const noteQuery = (id: number) =>
  queryOptions({
    queryKey: noteKeys.detail(id),
    // silent: a missing note is the 404 page and a failure the page's error state, not a toast.
    queryFn: () => call(endpoints.note.detail, { id }, { silent: true }),
    meta: { public: true },
  });
