/** Designers: the public directory, a designer's page and their portfolio by type. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  WORK_TYPES,
  endpoints,
  firstPaintKeys,
  type DesignerDetail,
  type DesignerListParams,
  type WorkType,
  DESIGNERS_PER_PAGE,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { pageOf } from '../../lib/search-params.ts';
import { designerKeys } from '../../lib/query-keys.ts';

const PORTFOLIO_PER_PAGE = 12;

/** The portfolio tab the URL asks for (the first type with works when it asks for none or an empty one). */
export function portfolioView(d: DesignerDetail, search: URLSearchParams): { type?: WorkType; page: number } {
  const types = WORK_TYPES.filter((t) => (d.works_by_type[t.type] ?? 0) > 0);
  const asked = search.get('type') as WorkType | null;
  return { type: types.find((t) => t.type === asked)?.type ?? types[0]?.type, page: pageOf(search) };
}

export const designerListQuery = (params: DesignerListParams) =>
  queryOptions({
    queryKey: designerKeys.list(params),
    queryFn: () =>
      call(endpoints.designer.lists, {
        ...(params.specialty ? { specialty: params.specialty } : {}),
        ...(params.keyword ? { keyword: params.keyword } : {}),
        sort: params.sort,
        page: params.page,
        per_page: DESIGNERS_PER_PAGE,
      }),
    placeholderData: keepPreviousData,
    meta: { public: true },
  });

export const designerDetailQuery = (id: number) =>
  queryOptions({
    queryKey: designerKeys.detail(id),
    // silent: a missing designer is the 404 page and a failure the page's error state, not a toast.
    queryFn: () => call(endpoints.designer.detail, { id }, { silent: true }),
    meta: { public: true },
  });

/** One page of a designer's works of one type. */
export const portfolioQuery = (authorId: number, type: WorkType, page: number) =>
  queryOptions({
    queryKey: firstPaintKeys.worksList({ author_id: authorId, type, page, per_page: PORTFOLIO_PER_PAGE }),
    queryFn: () =>
      call(endpoints.works.lists, {
        author_id: authorId,
        type,
        sort: 'latest',
        page,
        per_page: PORTFOLIO_PER_PAGE,
      }),
    placeholderData: keepPreviousData,
    meta: { public: true },
  });
