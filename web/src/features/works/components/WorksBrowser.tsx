import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from '../../../lib/state.ts';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import {
  type WorkType,
  SORT_OPTIONS,
  activeFilters,
  clearedFilters,
  filtersToSearch,
  parseFilters,
  toListReq,
  withFilters,
  type FilterPatch,
  type WorksFilters,
  type WorksSort,
} from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Drawer } from '../../../components/Drawer.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Tabs } from '../../../components/Tabs.tsx';
import { deviceTypeAtom } from '../../../lib/client-state.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useShareMeta } from '../../../lib/share-meta.ts';
import { worksTagsQuery } from '../../../lib/queries.ts';
import { worksListQuery } from '../api.ts';
import { worksListTitle, type ListPageCopy } from '../pages.ts';
import { useResultsIntoView } from '../results-view.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import type { WorkLayout } from '../../../components/works/WorkGrid.tsx';
import { WorksSearch } from './WorksSearch.tsx';
import { WorksResults } from './WorksResults.tsx';

export interface WorksBrowserProps {
  /** The type a list page shows; absent on /explore, where the visitor picks it. */
  type?: WorkType;
  copy: ListPageCopy;
  /** The h1 (default the page's title). */
  heading?: ReactNode;
  /** Shown between the heading and the filters (e.g. matching designers and shops). */
  aside?: ReactNode;
  /** The document title's first part, before the route title (e.g. the search). */
  titlePrefix?: string;
}

/**
 * A works list whose whole state lives in the URL: filters (inline on desktop, a bottom sheet on
 * phones), sort, keyword and page. Loading, empty and error states are its own; the route's loader has
 * usually filled the cache already, so the first paint has the works.
 */
export function WorksBrowser({ type, copy, heading, aside, titlePrefix }: WorksBrowserProps) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const deviceType = useAtomValue(deviceTypeAtom);
  const [sheetOpen, setSheetOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);

  const filters = useMemo(() => parseFilters(params, type), [params, type]);
  const list = useQuery({ ...worksListQuery(toListReq(filters)), placeholderData: keepPreviousData });
  const tags = useQuery(worksTagsQuery(filters.type));

  const href = (f: WorksFilters) => pathname + filtersToSearch(f, type);
  const hrefFor = (patch: FilterPatch) => href(withFilters(filters, patch));
  const clearHref = href(clearedFilters(filters, type));
  const chosen = activeFilters(filters, type);
  // A new view of this list is on its way (the loader is fetching it): dim the one on screen.
  const updating =
    (navigation.state === 'loading' && navigation.location?.pathname === pathname) || list.isPlaceholderData;

  const title = worksListTitle(copy, filters, titlePrefix);
  usePageTitle(title, copy.description);
  const data = list.data;
  useShareMeta({ title, description: copy.description, image: data?.data[0]?.cover });
  useResultsIntoView(list.isSuccess, resultsRef);

  const layout: WorkLayout = filters.type === 'art' ? 'masonry' : 'grid';
  const countText = data ? `共 ${data.total} 件作品` : list.isError ? '作品加载失败' : '正在加载作品…';

  const panel = (variant: 'rows' | 'sheet') => (
    <FilterPanel
      filters={filters}
      fixedType={type}
      hrefFor={hrefFor}
      tags={tags.data}
      tagsFailed={tags.isError}
      variant={variant}
    />
  );

  return (
    <section className="works-page" aria-labelledby="page-title">
      <header className="works-page__head">
        <div className="works-page__titles">
          <h1 id="page-title" className="works-page__title">
            {heading ?? copy.title}
          </h1>
          <p className="works-page__intro">{copy.intro}</p>
        </div>
        <WorksSearch
          keyword={filters.keyword}
          label={copy.searchLabel}
          onSearch={(keyword) => void navigate(hrefFor({ keyword }), { preventScrollReset: true })}
        />
      </header>

      {aside}

      {/* Phones choose filters in the sheet (筛选): the rows are for wider screens only. */}
      {deviceType === 'desktop' && (
        <div className="works-page__filters" aria-label="筛选作品" role="region">
          {panel('rows')}
        </div>
      )}

      <div className="works-toolbar" ref={resultsRef}>
        <p className="works-toolbar__count" aria-live="polite" aria-atomic="true">
          {countText}
        </p>
        <FilterButton count={chosen.length} onClick={() => setSheetOpen(true)} />
        <Tabs
          className="works-toolbar__sort"
          variant="pill"
          label="排序"
          items={SORT_OPTIONS}
          value={filters.sort}
          onValueChange={(v) =>
            void navigate(hrefFor({ sort: v as WorksSort }), { preventScrollReset: true })
          }
        />
      </div>

      <ActiveFilters filters={chosen} hrefFor={hrefFor} clearHref={clearHref} />

      <div className="works-results">
        <WorksResults
          data={data}
          failed={list.isError}
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
          layout={layout}
          chosenCount={chosen.length}
          firstPageHref={href({ ...filters, page: 1 })}
          clearHref={clearHref}
          listTitle={copy.title}
          updating={updating}
        />
      </div>

      {data && data.data.length > 0 && (
        <Pagination
          className="works-pagination"
          page={data.current_page}
          pageCount={data.last_page}
          getHref={(p) => href({ ...filters, page: p })}
          preventScrollReset
          label={`${copy.title}分页`}
        />
      )}

      <Drawer
        open={sheetOpen && deviceType === 'mobile'}
        onOpenChange={setSheetOpen}
        side="right"
        title="筛选"
        className="works-filter-sheet"
        footer={
          <>
            <Button asChild>
              <Link to={clearHref} preventScrollReset>
                清除筛选
              </Link>
            </Button>
            <Button variant="primary" onClick={() => setSheetOpen(false)}>
              {data ? `查看 ${data.total} 件作品` : '查看作品'}
            </Button>
          </>
        }
      >
        {panel('sheet')}
      </Drawer>
    </section>
  );
}

/** 筛选 in the toolbar: opens the filter sheet; shows how many filters are chosen. */
function FilterButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <Button
      className="works-toolbar__filter"
      size="sm"
      onClick={onClick}
      aria-haspopup="dialog"
      aria-label={count > 0 ? `筛选（已选 ${count} 项）` : '筛选'}
    >
      <Icon name="filter" size={16} />
      筛选
      {count > 0 && (
        <span className="works-toolbar__filter-count" aria-hidden="true">
          {count}
        </span>
      )}
    </Button>
  );
}
