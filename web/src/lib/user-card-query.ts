/** A member's public card (POST /api/user/index): the user card's pop-up and a new conversation's head read it. */
import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@zaowu/shared';
import { call } from './api-client.ts';
import { designerKeys } from './query-keys.ts';

export const userCardQuery = (id: number) =>
  queryOptions({
    queryKey: designerKeys.card(id),
    queryFn: () => call(endpoints.publicUser.index, { id }, { silent: true }),
    staleTime: 60_000,
    meta: { public: true },
  });
