/** Pieces every tab of the member area uses: its loading rows, paging (its states: components/QueryView.tsx). */
import { hrefs } from '@zaowu/shared';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Pagination } from './Pagination.tsx';
import { Skeleton, SkeletonGroup } from './Skeleton.tsx';
import { Tabs } from './Tabs.tsx';
import { tabOf } from '../lib/account-tabs.ts';
import './account-panel.css';

/** A panel's heading: screen readers jump by headings; the tab already shows it to the eye. */
export function PanelHeading({ children, visible = false }: { children: ReactNode; visible?: boolean }) {
  return <h2 className={visible ? 'acct-panel__title' : 'visually-hidden'}>{children}</h2>;
}

/** Rows of grey bars shaped like a list of `rows` entries with a thumbnail. */
export function RowsSkeleton({
  label,
  rows = 4,
  thumb = true,
}: {
  label: string;
  rows?: number;
  thumb?: boolean;
}) {
  return (
    <SkeletonGroup label={label} className="acct-rows-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="acct-row acct-row--skeleton">
          {thumb && <Skeleton shape="rect" width={96} ratio={4 / 3} />}
          <div className="acct-row__main">
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

/**
 * The page bar of a tab: real links to the same view with another ?page, so back/forward walk the
 * pages; hidden when there is one page.
 */
export function AccountPagination({
  page,
  pageCount,
  label,
}: {
  page: number;
  pageCount: number;
  label: string;
}) {
  const [search] = useSearchParams();
  const tab = tabOf(search);
  const href = (p: number) => {
    const q = new URLSearchParams(search);
    if (tab === 'overview') q.delete('tab');
    if (p > 1) q.set('page', String(p));
    else q.delete('page');
    return hrefs.account({ query: q });
  };
  return (
    <Pagination page={page} pageCount={pageCount} getHref={href} label={label} className="acct-pagination" />
  );
}

/** "共 12 条" over a list, announced when it changes. */
export function Total({ children }: { children: ReactNode }) {
  return (
    <p className="acct-total" role="status">
      {children}
    </p>
  );
}

export interface FilterOption {
  /** '' for 全部 (the parameter is left out). */
  value: string;
  label: string;
  count?: number;
}

/**
 * A filter inside a tab (全部 / 在售 / 已下架…) kept in the URL as `param`; choosing one starts its
 * first page. Tabs without panels: the list under them is the panel.
 */
export function FilterTabs({
  label,
  param,
  options,
}: {
  label: string;
  param: string;
  options: FilterOption[];
}) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const current = search.get(param) ?? '';
  const value = options.some((o) => o.value === current) ? current : '';
  return (
    <Tabs
      label={label}
      variant="pill"
      className="acct-filter"
      value={value || ALL}
      onValueChange={(v) => {
        const q = new URLSearchParams(search);
        q.delete('page');
        if (v === ALL) q.delete(param);
        else q.set(param, v);
        void navigate(hrefs.account({ query: q }), { preventScrollReset: true });
      }}
      items={options.map((o) => ({ value: o.value || ALL, label: o.label, count: o.count }))}
    />
  );
}
const ALL = 'all';
