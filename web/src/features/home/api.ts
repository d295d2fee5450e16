import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';

export const latestWorksQuery = () =>
  queryOptions({
    queryKey: ['works', 'list', { sort: 'latest', per_page: 10 }],
    queryFn: () => call(endpoints.works.lists, { sort: 'latest', per_page: 10 }),
    meta: { public: true },
  });
