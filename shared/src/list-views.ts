/**
 * The designer, shop and topic lists' views as their URLs hold them (?specialty=, ?keyword=, ?tag=,
 * ?sort=, ?page=): one reader and one link builder per list, for the SPA's pages, the first paint's
 * ask and the frames' links, so a view reads and links the same everywhere. Defaults leave no trace
 * in a link (/designer stays /designer); junk in a URL falls back to the default.
 */
import { WORK_TYPE_KEYS, type WorkType } from './constants.ts';
import { hrefs } from './hrefs.ts';
import { pageNumber } from './routes.ts';

/** /designer's filters and page; a filter the URL does not hold is absent. */
export interface DesignerListParams {
  specialty?: WorkType;
  keyword?: string;
  sort: 'hot' | 'latest';
  page: number;
}

/** /shop's search and page; `keyword` absent when the list is not searched. */
export interface ShopListParams {
  keyword?: string;
  page: number;
}

export type TopicSort = 'latest' | 'hot';

/** /community's sort, tag and page; `tag` absent (not empty) when the list is not filtered. */
export interface TopicListParams {
  sort: TopicSort;
  tag?: string;
  page: number;
}

/** The longest search a list box takes (its input's maxlength), and the longest tag. */
export const LIST_KEYWORD_MAX = 50;
const TAG_MAX = 20;

/** A search or tag as a list reads it: trimmed, cut to its length, absent when empty. */
const textOf = (search: URLSearchParams, name: string, max: number) =>
  search.get(name)?.trim().slice(0, max) || undefined;

/** ?keyword= as the designer and shop lists read it. */
export const listKeyword = (search: URLSearchParams) => textOf(search, 'keyword', LIST_KEYWORD_MAX);
/** ?tag= as the topic list reads it. */
export const topicTag = (search: URLSearchParams) => textOf(search, 'tag', TAG_MAX);

export function parseDesignerParams(search: URLSearchParams): DesignerListParams {
  const specialty = search.get('specialty');
  return {
    specialty: WORK_TYPE_KEYS.includes(specialty as WorkType) ? (specialty as WorkType) : undefined,
    keyword: listKeyword(search),
    sort: search.get('sort') === 'latest' ? 'latest' : 'hot',
    page: pageNumber(search.get('page')),
  };
}

export function parseShopParams(search: URLSearchParams): ShopListParams {
  return { keyword: listKeyword(search), page: pageNumber(search.get('page')) };
}

export function parseTopicParams(search: URLSearchParams): TopicListParams {
  return {
    sort: search.get('sort') === 'hot' ? 'hot' : 'latest',
    tag: topicTag(search),
    page: pageNumber(search.get('page')),
  };
}

/** Page 1 and an empty search leave no trace in a link. */
const laterPage = (page: number | undefined) => (page && page > 1 ? page : undefined);
const some = (text: string | undefined) => text || undefined;

export const designerListHref = ({ specialty, keyword, sort, page }: Partial<DesignerListParams>) =>
  hrefs.designers({
    query: {
      specialty: some(specialty),
      keyword: some(keyword),
      sort: sort === 'latest' ? sort : undefined,
      page: laterPage(page),
    },
  });

export const shopListHref = ({ keyword, page }: Partial<ShopListParams>) =>
  hrefs.shops({ query: { keyword: some(keyword), page: laterPage(page) } });

export const topicListHref = ({ sort, tag, page }: Partial<TopicListParams>) =>
  hrefs.community({
    query: { sort: sort === 'hot' ? sort : undefined, tag: some(tag), page: laterPage(page) },
  });
