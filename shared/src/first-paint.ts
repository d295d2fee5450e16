/**
 * The first page's data (design.md §4 "First paint"): for a public route, which calls its loader makes
 * first, under which TanStack Query keys. The BFF asks the upstream for them and inlines the answers
 * into the shell; the SPA puts them into its query client before the router starts, so the loader
 * finds them in the cache. The keys are the features' own (the SPA's query factories use these
 * builders), so both sides cannot drift apart.
 */
import { endpoints, type WorksListReq } from './endpoints.ts';
import type { WorkType } from './constants.ts';
import { WORK_TYPE_KEYS } from './constants.ts';
import { isPositiveIntId, pageNumber } from './routes.ts';
import { parseFilters, toListReq, type WorksFilters } from './works-filters.ts';
import { LEGAL_PAGES } from './legal/inline.ts';
import {
  listKeyword,
  topicTag,
  type DesignerListParams,
  type ShopListParams,
  type TopicListParams,
} from './list-views.ts';

/** The query keys of first-page data, shared by the SPA's query factories and the BFF. */
export const firstPaintKeys = {
  home: () => ['works', 'home'] as const,
  worksList: (req: WorksListReq) => ['works', 'list', req] as const,
  worksTags: (type?: WorkType) => ['works', 'tags', type ?? 'all'] as const,
  work: (id: number) => ['works', 'detail', id] as const,
  designer: (id: number) => ['designer', 'detail', id] as const,
  shop: (id: number) => ['shop', 'detail', id] as const,
  goods: (id: number) => ['shop', 'goods', id] as const,
  topicPage: (id: number, page: number) => ['community', 'topic', id, page] as const,
  /** A page of /community's topics; `tag` absent (not empty) when the list is not filtered. */
  topicList: (params: TopicListParams) => ['community', 'list', params] as const,
  designerList: (params: DesignerListParams) => ['designer', 'list', params] as const,
  shopList: (params: ShopListParams) => ['shop', 'list', params] as const,
  collection: (id: number) => ['collection', 'detail', id] as const,
  note: (id: number) => ['note', 'detail', id] as const,
  recommend: (type?: WorkType) => ['works', 'recommend', type ?? 'all'] as const,
  search: (keyword: string) => ['works', 'search', keyword] as const,
};

/** Posts on one page of a community topic's thread (the SPA's pages and the first paint's). */
export const TOPIC_POSTS_PER_PAGE = 20;

interface FirstQuery {
  key: readonly unknown[];
  /** The upstream GET path of the call (shared `endpoints`). */
  path: string;
  params: Record<string, string | number>;
  /** The page is about this item: an answer of code 0 (no such item) makes the page a 404. */
  subject?: true;
  /**
   * false: the answer only draws the frame and is not handed to the SPA (a list whose query the SPA
   * keys by its own filters and page size).
   */
  inline?: false;
  /**
   * The SPA keeps this answer as the first page of an infinite query (推荐's 加载更多): it is inlined
   * as one, `{ pages: [answer], pageParams: [1] }`.
   */
  firstOfPages?: true;
  /**
   * A further answer the frame uses beside the subject, by this name: the goods item's reviews, the
   * designers and shops a search on 发现 finds, the newest topics (the topic list's tag chips).
   */
  as?: 'reviews' | 'people' | 'latest';
}

export type FirstPageKind =
  | 'home'
  | 'works-list'
  | 'recommend'
  | 'work'
  | 'designer'
  | 'shop'
  | 'goods'
  | 'topic'
  | 'collection'
  | 'note'
  | 'share'
  | 'topics'
  | 'shops'
  | 'designers'
  | 'legal';

export interface FirstPage {
  kind: FirstPageKind;
  queries: FirstQuery[];
  /** A works list's view as the SPA reads it from the URL (filters, sort, page): the frame draws it. */
  view?: WorksFilters;
  /** The search or tag a designer, shop or topic list's URL asks for: the frame draws that view. */
  search?: ListSearch;
}

/** A designer, shop or topic list's view beside its page, as the SPA reads it from the URL. */
export interface ListSearch {
  keyword?: string;
  tag?: string;
}

/** Items on one page of the other public lists: the SPA's pages and the first paint's are the same. */
export const RECOMMEND_PER_PAGE = 20;
export const TOPICS_PER_PAGE = 20;
export const SHOPS_PER_PAGE = 12;
export const DESIGNERS_PER_PAGE = 12;

/**
 * The lists the BFF draws for crawlers beside the work lists: their first page or ?page=N, and a
 * tag's page where the list has them; other filters load as before.
 */
const LISTS: Record<
  string,
  {
    kind: FirstPageKind;
    path: string;
    fixed: Record<string, string>;
    perPage: number;
    tag?: true;
    /** The list is searched by ?keyword= (trimmed, at most 50 characters, as the SPA reads it). */
    keyword?: true;
    /**
     * The SPA's own query key for this view, which asks exactly what the frame asks: the answer is
     * inlined, and the SPA's first render is the list itself (not a skeleton, then a second render
     * when its own call answers).
     */
    spaKey: (tag: string | undefined, page: number, keyword?: string) => readonly unknown[];
    /**
     * The SPA draws more of the page from the list's unfiltered first page (the topic list's tag
     * chips): on another page or a tag's view, that page is asked too, inlined under its own key, so
     * the SPA's first render has it and the frame draws it.
     */
    firstPageToo?: true;
  }
> = {
  // A topic's tags link to the community list of that tag.
  community: {
    kind: 'topics',
    path: endpoints.community.lists.path,
    fixed: { sort: 'latest' },
    perPage: TOPICS_PER_PAGE,
    tag: true,
    spaKey: (tag, page) => firstPaintKeys.topicList({ sort: 'latest', ...(tag ? { tag } : {}), page }),
    firstPageToo: true,
  },
  shop: {
    kind: 'shops',
    path: endpoints.shop.lists.path,
    fixed: {},
    perPage: SHOPS_PER_PAGE,
    keyword: true,
    spaKey: (_tag, page, keyword) => firstPaintKeys.shopList({ ...(keyword ? { keyword } : {}), page }),
  },
  designer: {
    kind: 'designers',
    path: endpoints.designer.lists.path,
    fixed: { sort: 'hot' },
    perPage: DESIGNERS_PER_PAGE,
    keyword: true,
    spaKey: (_tag, page, keyword) =>
      firstPaintKeys.designerList({ sort: 'hot', ...(keyword ? { keyword } : {}), page }),
  },
};

/**
 * The first queries of a route (by the route table's name) for a URL, or null when the page has none
 * worth inlining: member pages, and the other lists' filters beyond a tag (they load as before). A
 * works list is drawn in whatever view its URL asks for (a shared or bookmarked ?sort=hot&tag=… link
 * is a page a person opens, with or without script).
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
  if ((WORK_TYPE_KEYS as readonly string[]).includes(routeName) || routeName === 'explore') {
    // The view the URL asks for, read as the SPA reads it (filters, sort, keyword, page): the same
    // request under the same key, so the SPA's first render is this list. 发现 (explore) has every type.
    const type = routeName === 'explore' ? undefined : (routeName as WorkType);
    const view = parseFilters(new URLSearchParams(search), type);
    const req = toListReq(view);
    return {
      kind: 'works-list',
      view,
      queries: [
        { key: firstPaintKeys.worksList(req), path: endpoints.works.lists.path, params: { ...req } },
        {
          key: firstPaintKeys.worksTags(view.type),
          path: endpoints.works.getWorksTags.path,
          params: view.type ? { type: view.type } : {},
        },
        // A search on 发现 shows the designers and shops it finds above the works (the SPA's ask).
        ...(routeName === 'explore' && view.keyword
          ? [
              {
                key: firstPaintKeys.search(view.keyword),
                path: endpoints.works.search.path,
                params: { keyword: view.keyword, per_page: 1 },
                as: 'people' as const,
              },
            ]
          : []),
      ],
    };
  }
  if (routeName === 'recommend') {
    // 推荐 as a visitor gets it (this week's best), of one type or all (?type=, read as the SPA reads
    // it). The SPA's list starts at page 1 and grows with 加载更多: that first page is handed to it;
    // a later page (the frame's link for readers without script) only draws the frame.
    const { type, page } = parseFilters(new URLSearchParams(search));
    const params = { page, per_page: RECOMMEND_PER_PAGE, ...(type ? { type } : {}) };
    const path = endpoints.works.recommend.path;
    return {
      kind: 'recommend',
      view: { sort: 'latest', page, ...(type ? { type } : {}) },
      queries: [
        page === 1
          ? { key: firstPaintKeys.recommend(type), path, params, firstOfPages: true }
          : { key: ['recommend', 'first-paint', type ?? '', page], path, params, inline: false },
      ],
    };
  }
  // The legal pages: their text is the site's own (shared/legal), no call to make.
  if (LEGAL_PAGES.some((p) => p.name === routeName)) {
    return { kind: 'legal', queries: [] };
  }
  const list = LISTS[routeName];
  if (list) {
    // Drawn for crawlers, and inlined under the SPA's own key: its query asks the same.
    const query = new URLSearchParams(search);
    const allowed = ['page', ...(list.tag ? ['tag'] : []), ...(list.keyword ? ['keyword'] : [])];
    if ([...query.keys()].some((k) => !allowed.includes(k))) return null;
    const page = pageNumber(query.get('page'));
    // As the SPA reads them (list-views.ts).
    const tag = list.tag ? topicTag(query) : undefined;
    const keyword = list.keyword ? listKeyword(query) : undefined;
    const params = {
      ...list.fixed,
      ...(tag ? { tag } : {}),
      ...(keyword ? { keyword } : {}),
      page,
      per_page: list.perPage,
    };
    const queries: FirstQuery[] = [{ key: list.spaKey(tag, page, keyword), path: list.path, params }];
    if (list.firstPageToo && (page > 1 || tag)) {
      const first = { ...list.fixed, page: 1, per_page: list.perPage };
      queries.push({ key: list.spaKey(undefined, 1), path: list.path, params: first, as: 'latest' });
    }
    const view: ListSearch = { ...(tag ? { tag } : {}), ...(keyword ? { keyword } : {}) };
    return { kind: list.kind, queries, ...(tag || keyword ? { search: view } : {}) };
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
  const one = (kind: FirstPageKind, key: readonly unknown[], path: string, extra = {}): FirstPage => ({
    kind,
    queries: [{ key, path, params: { id, ...extra }, subject: true }],
  });
  if (routeName === 'goods-id') {
    const goods = one('goods', firstPaintKeys.goods(id), endpoints.shop.goodsDetail.path);
    // Its reviews' average and count, for the Product's aggregateRating (search results' stars).
    const reviews: FirstQuery = {
      key: ['review', 'first-paint', 'goods', id],
      path: endpoints.review.lists.path,
      params: { target: 'goods', target_id: id, page: 1, per_page: 1 },
      inline: false,
      as: 'reviews',
    };
    return { ...goods, queries: [...goods.queries, reviews] };
  }
  if (routeName === 'collection-id') {
    return one('collection', firstPaintKeys.collection(id), endpoints.collection.detail.path);
  }
  if (routeName === 'note-id') return one('note', firstPaintKeys.note(id), endpoints.note.detail.path);
  if (routeName === 'community-id') {
    // The thread's first page; a later page (?page=N) is the same topic, so the first tells if it exists.
    const p = pageNumber(new URLSearchParams(search).get('page'));
    return one('topic', firstPaintKeys.topicPage(id, p), endpoints.community.detail.path, {
      page: p,
      per_page: TOPIC_POSTS_PER_PAGE,
    });
  }
  if (routeName === 'share-type-id') {
    // The shared item itself (the share page's card is drawn from it): a work, a designer or a shop.
    const type = params.type;
    if (type === 'designer') return one('share', firstPaintKeys.designer(id), endpoints.designer.detail.path);
    if (type === 'shop') return one('share', firstPaintKeys.shop(id), endpoints.shop.detail.path);
    return one('share', firstPaintKeys.work(id), endpoints.works.detail.path);
  }
  return null;
}

/** The id of the inlined first-page state in the shell: `<script type="application/json" id=…>`. */
export const FIRST_PAINT_STATE_ID = 'zaowu-state';
/** The id of the inlined runtime config in the shell (saves the SPA its first request). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'zaowu-config';
/**
 * The start list of a build that runs the app after the first paint (web/build/boot-after-paint.ts):
 * `<script type="application/json" id=…>`, which the BFF adds the page's chunks and sheets to.
 */
export const BOOT_ELEMENT_ID = 'zaowu-boot';
/** The frame's own rules in a framed page (`<style id=…>`), after which the loader puts the sheets. */
export const FRAME_CSS_ELEMENT_ID = 'zaowu-frame-css';
/** The window property where the start-up loader keeps the reader's place while the app loads. */
export const FRAME_PLACE_GLOBAL = '__zaowuFramePlace';
/** What it holds: the last scroll position seen, and the end of the watching once the app has it. */
export interface FramePlace {
  y: number;
  stop(): void;
}

/** What the BFF inlines: each first query's key, its answer's data and when it was read (ms epoch). */
export interface FirstPaintState {
  queries: { key: readonly unknown[]; data: unknown; at: number }[];
}
