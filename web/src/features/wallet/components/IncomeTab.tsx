/**
 * 收入: earnings only (sales and rewards; recharges and refunds are in 余额明细). The chosen range (近 7 / 30
 * / 90 天, ?range=) as a chart or a table (?show=table), summed per day by the server, then every entry,
 * paged.
 */
import { hrefs, type IncomeRange, type IncomeRow } from '@zaowu/shared';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Badge, type BadgeProps } from '../../../components/Badge.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { featureOn } from '../../../lib/features.ts';
import { formatChinaDateTime, formatMoney } from '../../../lib/format.ts';
import { DEFAULT_INCOME_RANGE, INCOME_RANGES, incomeDailyQuery, incomeListQuery } from '../api.ts';
import { pageOf } from '../../../lib/account-tabs.ts';
import { AccountPagination, PanelHeading, RowsSkeleton, Total } from '../../../components/AccountPanel.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { IncomeChart } from './IncomeChart.tsx';
import '../wallet.css';

const INCOME_SOURCE: Record<IncomeRow['source'], { label: string; tone: BadgeProps['tone'] }> = {
  sale: { label: '销售', tone: 'accent' },
  reward: { label: '打赏', tone: 'success' },
};

const rangeOf = (search: URLSearchParams): IncomeRange => {
  const n = Number(search.get('range'));
  return (INCOME_RANGES as readonly number[]).includes(n) ? (n as IncomeRange) : DEFAULT_INCOME_RANGE;
};

/** A row of toggle buttons (one pressed): the range and the chart/table choice. */
function Segmented<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="acct-segmented" role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className="acct-segmented__option"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

function ChartBlock() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const range = rangeOf(search);
  const view = search.get('show') === 'table' ? 'table' : 'chart';
  const daily = useQuery(incomeDailyQuery(range));
  // The newest entry (the list's first page shares this cache), for a range with nothing in it.
  const latest = useQuery(incomeListQuery(1)).data?.data[0];
  const go = (key: string, value: string | null) => {
    const q = new URLSearchParams(search);
    if (value === null) q.delete(key);
    else q.set(key, value);
    void navigate(hrefs.account({ query: q }), { preventScrollReset: true });
  };

  return (
    <section className="acct-section" aria-label="收入统计">
      <div className="acct-toolbar">
        <Segmented
          label="统计范围"
          options={INCOME_RANGES.map((r) => ({ value: r, label: `近 ${r} 天` }))}
          value={range}
          onChange={(r) => go('range', r === DEFAULT_INCOME_RANGE ? null : String(r))}
        />
        <Segmented
          label="显示方式"
          options={[
            { value: 'chart', label: '图表' },
            { value: 'table', label: '表格' },
          ]}
          value={view}
          onChange={(v) => go('show', v === 'table' ? 'table' : null)}
        />
      </div>
      {daily.isPending ? (
        <SkeletonGroup label={`正在加载近 ${range} 天收入…`} className="acct-chart acct-chart--loading">
          <Skeleton width={160} />
          <Skeleton shape="rect" height={160} />
        </SkeletonGroup>
      ) : daily.isError ? (
        <LoadError
          title={`近 ${range} 天收入加载失败`}
          size="compact"
          error={daily.error}
          onRetry={() => void daily.refetch()}
        />
      ) : (
        <IncomeChart data={daily.data} view={view} latest={latest} />
      )}
    </section>
  );
}

function IncomeEntry({ row }: { row: IncomeRow }) {
  const source = INCOME_SOURCE[row.source];
  return (
    <li className="acct-row acct-row--trade">
      <div className="acct-row__main">
        <h3 className="acct-row__title">{row.title}</h3>
        <p className="acct-row__meta">
          <Badge tone={source.tone}>{source.label}</Badge>
          <span className="tabular">单号 {row.order_no}</span>
          <time dateTime={row.created_at}>{formatChinaDateTime(row.created_at)}</time>
        </p>
      </div>
      <p className="acct-amount acct-amount--in">
        <span aria-hidden="true">+</span>
        {formatMoney(row.amount)}
      </p>
    </li>
  );
}

export function IncomeTab() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const query = useQuery(incomeListQuery(page));
  return (
    <div className="acct-panel">
      <PanelHeading>收入</PanelHeading>
      {/* The daily sums are their own call (FEATURES: ledger); the list is the spec's. */}
      {featureOn('ledger') && <ChartBlock />}
      <h3 className="acct-subtitle">收入明细</h3>
      <QueryView
        query={query}
        what="收入明细"
        skeleton={<RowsSkeleton label="正在加载收入明细…" thumb={false} />}
        isEmpty={(d) => d.data.length === 0}
        empty={{
          icon: 'inbox',
          title: page > 1 ? '这一页没有记录' : '还没有收入记录',
          description: '出售作品和商品、收到打赏后，每一笔收入都会记在这里；充值和退款见余额明细。',
        }}
      >
        {(data) => (
          <>
            <Total>共 {data.total} 笔</Total>
            <ul className="acct-rows" aria-busy={query.isFetching || undefined}>
              {data.data.map((r) => (
                <IncomeEntry key={r.id} row={r} />
              ))}
            </ul>
            <AccountPagination page={page} pageCount={data.last_page} label="收入明细分页" />
          </>
        )}
      </QueryView>
    </div>
  );
}
