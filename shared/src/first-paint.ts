/**
 * The first page's data (DESIGN §4 "First paint"): for a public route, which calls its loader makes
 * first, under which TanStack Query keys. The BFF asks the upstream for them and inlines the answers
 * into the shell; the SPA puts them into its query client before the router starts, so the loader
 * finds them in the cache. The keys are the features' own (the SPA's query factories use these
 * builders), so both sides cannot drift apart.
 */
import { endpoints, type WorksListReq } from './endpoints.ts';
import type { WorkType } from './constants.ts';
import { WORK_TYPE_KEYS } from './constants.ts';
import { isPositiveIntId } from './routes.ts';

/** The query keys of first-page data, shared by the SPA's query factories and the BFF. */
export const firstPaintKeys = {
  home: () => ['works', 'home'] as const,
  worksList: (req: WorksListReq) => ['works', 'list', req] as const,
  worksTags: (type?: WorkType) => ['works', 'tags', type ?? 'all'] as const,
  work: (id: number) => ['works', 'detail', id] as const,
  designer: (id: number) => ['designer', 'detail', id] as const,
  shop: (id: number) => ['shop', 'detail', id] as const,
};

/** Works on one page of a list (2, 4 and 5 columns all fill their rows). */
export const WORKS_PER_PAGE = 20;

/** A list page's request with no filters in the URL: what /art, /model… show first. */
const defaultWorksListReq = (type?: WorkType): WorksListReq => ({
  sort: 'latest',
  page: 1,
  per_page: WORKS_PER_PAGE,
  ...(type ? { type } : {}),
});

interface FirstQuery {
  key: readonly unknown[];
  /** The upstream GET path of the call (shared `endpoints`). */
  path: string;
  params: Record<string, string | number>;
  /** The page is about this item: an answer of code 0 (no such item) makes the page a 404. */
  subject?: true;
}

export type FirstPageKind = 'home' | 'works-list' | 'work' | 'designer' | 'shop';

export interface FirstPage {
  kind: FirstPageKind;
  queries: FirstQuery[];
}

/**
 * The first queries of a route (by the route table's name) for a URL, or null when the page has none
 * worth inlining: member pages, and list pages with filters in the URL (their many views are not
 * worth a server cache; they load as before).
 */
export function firstPage(
  routeName: string,
  params: Record<string, string>,
  search: string,
): FirstPage | null {
  const id = isPositiveIntId(params.id) ? Number(params.id) : null;
  if (routeName === 'index') {
    return {
      kind: 'home',
      queries: [{ key: firstPaintKeys.home(), path: endpoints.works.home.path, params: {} }],
    };
  }
  if ((WORK_TYPE_KEYS as readonly string[]).includes(routeName)) {
    if (search !== '' && search !== '?') return null;
    const type = routeName as WorkType;
    const req = defaultWorksListReq(type);
    return {
      kind: 'works-list',
      queries: [
        { key: firstPaintKeys.worksList(req), path: endpoints.works.lists.path, params: { ...req } },
        { key: firstPaintKeys.worksTags(type), path: endpoints.works.getWorksTags.path, params: { type } },
      ],
    };
  }
  if (id === null) return null;
  if (WORK_TYPE_KEYS.some((t) => routeName === `${t}-id`)) {
    return {
      kind: 'work',
      queries: [
        { key: firstPaintKeys.work(id), path: endpoints.works.detail.path, params: { id }, subject: true },
      ],
    };
  }
  if (routeName === 'designer-id') {
    return {
      kind: 'designer',
      queries: [
        {
          key: firstPaintKeys.designer(id),
          path: endpoints.designer.detail.path,
          params: { id },
          subject: true,
        },
      ],
    };
  }
  if (routeName === 'shop-id') {
    return {
      kind: 'shop',
      queries: [
        { key: firstPaintKeys.shop(id), path: endpoints.shop.detail.path, params: { id }, subject: true },
      ],
    };
  }
  return null;
}

/** The id of the inlined first-page state in the shell: `<script type="application/json" id=…>`. */
export const FIRST_PAINT_STATE_ID = 'zaowu-state';
/** The id of the inlined runtime config in the shell (saves the SPA its first request). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'zaowu-config';

/** What the BFF inlines: each first query's key, its answer's data and when it was read (ms epoch). */
export interface FirstPaintState {
  queries: { key: readonly unknown[]; data: unknown; at: number }[];
}
