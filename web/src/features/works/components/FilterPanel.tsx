import { clsx } from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  LICENSES,
  RENDERING_TOOLS,
  TOOL_GROUPS,
  WORK_TYPES,
  type Tag,
  type WorkType,
  PRICE_OPTIONS,
  type FilterPatch,
  type WorksFilters,
} from '@zaowu/shared';
import { Icon } from '../../../components/Icon.tsx';
import { Select } from '../../../components/Select.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';

/** Tags shown before 更多标签. */
const TAGS_SHOWN = 12;
const ALL = 'all';

export interface FilterPanelProps {
  filters: WorksFilters;
  /** The page's own type: no type filter then. */
  fixedType?: WorkType;
  /** The URL of this list with a change applied (page reset to 1). */
  hrefFor: (patch: FilterPatch) => string;
  tags: readonly Tag[] | undefined;
  tagsFailed?: boolean;
  /** Chips in one column group per line (the phone sheet) or label-left rows (desktop). */
  variant?: 'rows' | 'sheet';
}

/**
 * The filters of a works list. Choices with few options are links (each view is a URL: open it in a
 * new tab, share it, go back to it); licence and software, with long lists, are selects that navigate.
 */
export function FilterPanel({
  filters,
  fixedType,
  hrefFor,
  tags,
  tagsFailed,
  variant = 'rows',
}: FilterPanelProps) {
  const navigate = useNavigate();
  const go = (patch: FilterPatch) => void navigate(hrefFor(patch), { preventScrollReset: true });
  const license = LICENSES.find((l) => l.key === filters.license);

  return (
    <div className={clsx('filter-panel', `filter-panel--${variant}`)}>
      {!fixedType && (
        <FilterRow label="类型">
          <FilterChip to={hrefFor({ type: undefined })} selected={!filters.type}>
            全部
          </FilterChip>
          {WORK_TYPES.map((t) => (
            <FilterChip key={t.type} to={hrefFor({ type: t.type })} selected={filters.type === t.type}>
              {t.label}
            </FilterChip>
          ))}
        </FilterRow>
      )}
      <TagRow filters={filters} hrefFor={hrefFor} tags={tags} failed={tagsFailed} />
      <FilterRow label="价格">
        <FilterChip to={hrefFor({ price: undefined })} selected={!filters.price}>
          全部
        </FilterChip>
        {PRICE_OPTIONS.map((p) => (
          <FilterChip key={p.value} to={hrefFor({ price: p.value })} selected={filters.price === p.value}>
            {p.label}
          </FilterChip>
        ))}
      </FilterRow>
      <div className="filter-panel__selects">
        <Select
          className="filter-panel__select"
          label="授权协议"
          size={variant === 'sheet' ? 'md' : 'sm'}
          value={filters.license ?? ALL}
          onValueChange={(v) =>
            go({ license: v === ALL ? undefined : (v as NonNullable<WorksFilters['license']>) })
          }
          options={[
            { value: ALL, label: '全部授权' },
            ...LICENSES.map((l) => ({
              value: l.key,
              label: l.key === 'ALL' ? l.label : `${l.label}（CC ${l.key}）`,
            })),
          ]}
          hint={license?.description}
        />
        <ToolSelect value={filters.tool} onChange={(tool) => go({ tool })} large={variant === 'sheet'} />
      </div>
    </div>
  );
}

function FilterRow({
  label,
  children,
  extra,
  listId,
}: {
  label: string;
  children: ReactNode;
  extra?: ReactNode;
  listId?: string;
}) {
  const id = useId();
  return (
    <div className="filter-row" role="group" aria-labelledby={id}>
      <span id={id} className="filter-row__label">
        {label}
      </span>
      <div className="filter-row__body">
        <ul id={listId} className="filter-row__options">
          {children}
        </ul>
        {extra}
      </div>
    </div>
  );
}

function FilterChip({ to, selected, children }: { to: string; selected: boolean; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        preventScrollReset
        className={clsx('filter-chip', selected && 'filter-chip--selected')}
        aria-current={selected ? 'true' : undefined}
      >
        {children}
      </Link>
    </li>
  );
}

function TagRow({
  filters,
  hrefFor,
  tags,
  failed,
}: {
  filters: WorksFilters;
  hrefFor: FilterPanelProps['hrefFor'];
  tags: readonly Tag[] | undefined;
  failed?: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (!tags) {
    return (
      <FilterRow label="标签">
        {failed ? (
          <li className="filter-row__note">标签暂时无法加载</li>
        ) : (
          Array.from({ length: 8 }, (_, i) => (
            <li key={i} aria-hidden="true">
              <Skeleton width={56 + (i % 3) * 12} height={28} className="filter-chip-skeleton" />
            </li>
          ))
        )}
      </FilterRow>
    );
  }
  const used = tags.filter((t) => t.count > 0);
  let shown = expanded ? used : used.slice(0, TAGS_SHOWN);
  // The chosen tag stays visible even when it is not among the first few (or the type does not use it).
  if (filters.tag && !shown.some((t) => t.name === filters.tag)) {
    shown = [{ id: -1, name: filters.tag, types: [], count: 0 }, ...shown];
  }
  const more = used.length > TAGS_SHOWN;
  return (
    <FilterRow
      label="标签"
      listId={listId}
      extra={
        more && (
          <button
            type="button"
            className="filter-row__more"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? '收起' : `更多标签（${used.length - TAGS_SHOWN}）`}
          </button>
        )
      }
    >
      <FilterChip to={hrefFor({ tag: undefined })} selected={!filters.tag}>
        全部
      </FilterChip>
      {shown.map((t) => (
        <FilterChip key={t.name} to={hrefFor({ tag: t.name })} selected={filters.tag === t.name}>
          {t.name}
        </FilterChip>
      ))}
    </FilterRow>
  );
}

/**
 * Rendering software, 29 tools in six groups: a native select, because only it groups options
 * (optgroup) for every screen reader, and phones open it as their own picker.
 */
function ToolSelect({
  value,
  onChange,
  large,
}: {
  value?: number;
  onChange: (tool: number | undefined) => void;
  large?: boolean;
}) {
  const id = useId();
  return (
    <div className="field filter-panel__select">
      <label className="field__label" htmlFor={id}>
        渲染软件
      </label>
      <div className={clsx('native-select', large && 'native-select--md')}>
        <select
          id={id}
          className="native-select__control"
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">全部软件</option>
          {TOOL_GROUPS.map((g) => (
            <optgroup key={g.key} label={g.label}>
              {RENDERING_TOOLS.filter((t) => t.group === g.key).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <Icon name="chevron-down" size={18} className="native-select__icon" />
      </div>
    </div>
  );
}
