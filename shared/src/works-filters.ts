/**
 * The list pages keep every filter, the sort, the keyword and the page in the URL's search params
 * (/art?tag=赛博朋克&sort=hot&page=2), so a refresh, a shared link and the back button all give the
 * same view. This file is the one translation between those params and the API's WorksListReq.
 */
import { LICENSES, LICENSE_KEYS, RENDERING_TOOLS, type LicenseKey } from './catalog.ts';
import { WORK_TYPES, WORK_TYPE_KEYS, type WorkType } from './constants.ts';
import type { WorksListReq } from './endpoints.ts';
import { isPositiveIntId, pageNumber } from './routes.ts';

/** Works on one page of a list (2, 4 and 5 columns all fill their rows). */
export const WORKS_PER_PAGE = 20;

export type WorksSort = 'latest' | 'hot';
export type PriceFilter = 'free' | 'paid';

export interface WorksFilters {
  /** Only the explore page lets the visitor choose; the type list pages fix it. */
  type?: WorkType;
  tag?: string;
  license?: LicenseKey;
  tool?: number;
  price?: PriceFilter;
  keyword?: string;
  sort: WorksSort;
  page: number;
}

const MAX_KEYWORD = 50;

export const SORT_OPTIONS: readonly { value: WorksSort; label: string }[] = [
  { value: 'latest', label: '最新' },
  { value: 'hot', label: '最热' },
];
export const PRICE_OPTIONS: readonly { value: PriceFilter; label: string }[] = [
  { value: 'free', label: '免费' },
  { value: 'paid', label: '付费' },
];

const typeLabel = (type: WorkType) => WORK_TYPES.find((t) => t.type === type)!.label;
const licenseLabel = (key: LicenseKey) => LICENSES.find((l) => l.key === key)!.label;
const toolName = (id: number) => RENDERING_TOOLS.find((t) => t.id === id)?.name ?? String(id);

const isWorkType = (v: string | null): v is WorkType =>
  v !== null && (WORK_TYPE_KEYS as string[]).includes(v);
const isLicense = (v: string | null): v is LicenseKey => v !== null && (LICENSE_KEYS as string[]).includes(v);

function text(v: string | null, max = MAX_KEYWORD): string | undefined {
  const t = v?.trim();
  return t ? t.slice(0, max) : undefined;
}

/**
 * Reads the filters from the URL. A hand-edited or stale value the API would refuse (an unknown licence,
 * tool 99, page=abc) is dropped rather than turned into an error page.
 */
export function parseFilters(params: URLSearchParams, fixedType?: WorkType): WorksFilters {
  const rawType = params.get('type');
  const rawTool = params.get('tool') ?? undefined;
  const tool = isPositiveIntId(rawTool) ? Number(rawTool) : undefined;
  const rawLicense = params.get('license');
  const rawPrice = params.get('price');
  return {
    type: fixedType ?? (isWorkType(rawType) ? rawType : undefined),
    tag: text(params.get('tag'), 20),
    license: isLicense(rawLicense) ? rawLicense : undefined,
    tool: tool !== undefined && tool <= RENDERING_TOOLS.length ? tool : undefined,
    price: rawPrice === 'free' || rawPrice === 'paid' ? rawPrice : undefined,
    keyword: text(params.get('keyword')),
    sort: params.get('sort') === 'hot' ? 'hot' : 'latest',
    page: pageNumber(params.get('page')),
  };
}

/**
 * The search string for a set of filters: defaults (sort latest, page 1) and the fixed type are left
 * out so the plain list stays at its plain URL. The key order is fixed, so one view has one URL.
 */
export function filtersToSearch(f: WorksFilters, fixedType?: WorkType): string {
  const params = new URLSearchParams();
  if (f.type && !fixedType) params.set('type', f.type);
  if (f.keyword) params.set('keyword', f.keyword);
  if (f.tag) params.set('tag', f.tag);
  if (f.license) params.set('license', f.license);
  if (f.tool !== undefined) params.set('tool', String(f.tool));
  if (f.price) params.set('price', f.price);
  if (f.sort !== 'latest') params.set('sort', f.sort);
  if (f.page > 1) params.set('page', String(f.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export type FilterPatch = Partial<Omit<WorksFilters, 'page'>>;

/** A new view of the list: any change of filter, sort or keyword starts again at page 1. */
export function withFilters(f: WorksFilters, patch: FilterPatch): WorksFilters {
  return { ...f, ...patch, page: 1 };
}

/** The filters a visitor chose (not the sort or the page): what 清除筛选 removes. */
export type FilterKey = 'type' | 'keyword' | 'tag' | 'license' | 'tool' | 'price';

/** Everything cleared but the sort (and the page's own type). */
export function clearedFilters(f: WorksFilters, fixedType?: WorkType): WorksFilters {
  return { sort: f.sort, page: 1, type: fixedType };
}

export interface ActiveFilter {
  key: FilterKey;
  /** 标签、授权… */
  label: string;
  value: string;
}

/** The chosen filters, in display order, as removable chips show them. */
export function activeFilters(f: WorksFilters, fixedType?: WorkType): ActiveFilter[] {
  const list: ActiveFilter[] = [];
  if (f.type && !fixedType) list.push({ key: 'type', label: '类型', value: typeLabel(f.type) });
  if (f.keyword) list.push({ key: 'keyword', label: '关键词', value: f.keyword });
  if (f.tag) list.push({ key: 'tag', label: '标签', value: f.tag });
  if (f.license) list.push({ key: 'license', label: '授权', value: licenseLabel(f.license) });
  if (f.tool !== undefined) list.push({ key: 'tool', label: '软件', value: toolName(f.tool) });
  if (f.price)
    list.push({ key: 'price', label: '价格', value: PRICE_OPTIONS.find((p) => p.value === f.price)!.label });
  return list;
}

/** The API request for a view (design.md §4: the same object is the query key). */
export function toListReq(f: WorksFilters): WorksListReq {
  const req: WorksListReq = { sort: f.sort, page: f.page, per_page: WORKS_PER_PAGE };
  if (f.type) req.type = f.type;
  if (f.tag) req.tag = f.tag;
  if (f.license) req.license = f.license;
  if (f.tool !== undefined) req.tool = f.tool;
  if (f.price) req.price = f.price;
  if (f.keyword) req.keyword = f.keyword;
  return req;
}
