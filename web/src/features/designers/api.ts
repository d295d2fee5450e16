/** Designers: the public directory, a designer's page and their portfolio by type. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  WORK_TYPES,
  WORK_TYPE_KEYS,
  endpoints,
  firstPaintKeys,
  hrefs,
  type DesignerDetail,
  type DesignerListParams,
  type WorkType,
  DESIGNERS_PER_PAGE,
} from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { pageOf } from '../../lib/search-params.ts';
import { designerKeys } from '../../lib/query-keys.ts';

export type { DesignerListParams };

const PORTFOLIO_PER_PAGE = 12;

/** The list's filters as the URL holds them (?specialty=&keyword=&sort=&page=); junk falls back. */
export function parseDesignerParams(search: URLSearchParams): DesignerListParams {
  const specialty = search.get('specialty');
  const keyword = search.get('keyword')?.trim().slice(0, 50);
  return {
    specialty: WORK_TYPE_KEYS.includes(specialty as WorkType) ? (specialty as WorkType) : undefined,
    keyword: keyword || undefined,
    sort: search.get('sort') === 'latest' ? 'latest' : 'hot',
    page: pageOf(search),
  };
}

/** The portfolio tab the URL asks for (the first type with works when it asks for none or an empty one). */
export function portfolioView(d: DesignerDetail, search: URLSearchParams): { type?: WorkType; page: number } {
  const types = WORK_TYPES.filter((t) => (d.works_by_type[t.type] ?? 0) > 0);
  const asked = search.get('type') as WorkType | null;
  return { type: types.find((t) => t.type === asked)?.type ?? types[0]?.type, page: pageOf(search) };
}

/** The URL for a set of filters; defaults are left out so /designer stays /designer. */
export function designerListHref(params: Partial<DesignerListParams>): string {
  const q = new URLSearchParams();
  if (params.specialty) q.set('specialty', params.specialty);
  if (params.keyword) q.set('keyword', params.keyword);
  if (params.sort === 'latest') q.set('sort', 'latest');
  if (params.page && params.page > 1) q.set('page', String(params.page));
  return hrefs.designers({ query: q });
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
