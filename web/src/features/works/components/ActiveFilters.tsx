import { useId } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon.tsx';
import type { ActiveFilter, FilterKey, FilterPatch } from '@zaowu/shared';

export interface ActiveFiltersProps {
  filters: readonly ActiveFilter[];
  hrefFor: (patch: FilterPatch) => string;
  clearHref: string;
}

/** The chosen filters as chips; each removes itself, and 清除全部 removes them all. */
export function ActiveFilters({ filters, hrefFor, clearHref }: ActiveFiltersProps) {
  const labelId = useId();
  if (filters.length === 0) return null;
  const without = (key: FilterKey): FilterPatch => ({ [key]: undefined });
  return (
    <div className="active-filters">
      <span className="visually-hidden" id={labelId}>
        已选筛选条件
      </span>
      <ul className="active-filters__list" aria-labelledby={labelId}>
        {filters.map((f) => (
          <li key={f.key}>
            {/* The name starts with what the chip visibly says after the hidden verb (WCAG 2.5.3). */}
            <Link to={hrefFor(without(f.key))} preventScrollReset className="active-filter">
              <span className="visually-hidden">移除筛选：</span>
              <span className="active-filter__label">{f.label}：</span>
              <span className="active-filter__value">{f.value}</span>
              <Icon name="close" size={14} />
            </Link>
          </li>
        ))}
        {filters.length > 1 && (
          <li>
            <Link to={clearHref} preventScrollReset className="active-filters__clear">
              清除全部
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}
