import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './Icon.tsx';
import { paginationItems } from '@zaowu/shared/pagination-items';
import './pagination.css';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  pageCount: number;
  /**
   * Link mode: each page is a real link (shareable, works with back/forward and without script). Give
   * this for list pages whose page lives in the URL (?page=3).
   */
  getHref?: (page: number) => string;
  /** Link mode: a page link keeps the scroll position (the list brings its results into view). */
  preventScrollReset?: boolean;
  /** Button mode (or an extra callback in link mode). */
  onPageChange?: (page: number) => void;
  /** Names the navigation landmark (default 分页). */
  label?: string;
  /** Pages either side of the current one on wide screens (default 1). */
  siblings?: number;
  className?: string;
}

/**
 * A page bar: 上一页, numbered pages with gaps, 下一页, in a labelled nav with aria-current on the
 * current page. Phones get 上一页 · 3 / 20 · 下一页 so every target stays 44 px wide. Hidden when there is
 * only one page.
 */
export function Pagination({
  page,
  pageCount,
  getHref,
  preventScrollReset,
  onPageChange,
  label = '分页',
  siblings = 1,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const items = paginationItems(current, pageCount, { siblings });

  /** A page's link or button; a step past either end is an inert, disabled-looking span. */
  const target = (
    p: number,
    content: ReactNode,
    props: { className: string; 'aria-label'?: string },
    isCurrent = false,
  ) => {
    if (p < 1 || p > pageCount) {
      return (
        <span {...props} className={clsx(props.className, 'is-disabled')} aria-disabled="true">
          {content}
        </span>
      );
    }
    const shared = { ...props, 'aria-current': isCurrent ? ('page' as const) : undefined };
    if (getHref) {
      return (
        <Link
          to={getHref(p)}
          preventScrollReset={preventScrollReset}
          {...shared}
          onClick={() => onPageChange?.(p)}
        >
          {content}
        </Link>
      );
    }
    return (
      <button type="button" {...shared} onClick={() => (isCurrent ? undefined : onPageChange?.(p))}>
        {content}
      </button>
    );
  };

  return (
    <nav className={clsx('pagination', className)} aria-label={label}>
      {target(
        current - 1,
        <>
          <Icon name="chevron-left" size={18} />
          <span>上一页</span>
        </>,
        { className: 'pagination__step pagination__step--prev' },
      )}
      <ol className="pagination__pages">
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.position} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {target(
                item.page,
                item.page,
                { className: 'pagination__page', 'aria-label': `第 ${item.page} 页` },
                item.current,
              )}
            </li>
          ),
        )}
      </ol>
      <span className="pagination__status">
        <span aria-hidden="true">
          <b>{current}</b> / {pageCount}
        </span>
        <span className="visually-hidden">{`第 ${current} 页，共 ${pageCount} 页`}</span>
      </span>
      {target(
        current + 1,
        <>
          <span>下一页</span>
          <Icon name="chevron-right" size={18} />
        </>,
        { className: 'pagination__step pagination__step--next' },
      )}
    </nav>
  );
}
