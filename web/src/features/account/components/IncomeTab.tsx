/** 收入: the last 30 days as a chart, then every entry (sales, rewards, refunds, recharges), paged. */
import { formatMoney } from '@zaowu/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { IncomeRow } from '@zaowu/shared';
import { Badge, type BadgeProps } from '../../../components/Badge.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { CHART_DAYS, incomeListQuery, incomeSinceQuery } from '../api.ts';
import { incomeByDay, windowStart } from '../income-days.ts';
import { pageOf } from '../tabs.ts';
import {
  AccountPagination,
  LoadError,
  PanelHeading,
  QueryView,
  RowsSkeleton,
  Total,
  formatTime,
} from './common.tsx';
import { IncomeChart } from './IncomeChart.tsx';

export const INCOME_SOURCE: Record<IncomeRow['source'], { label: string; tone: BadgeProps['tone'] }> = {
  sale: { label: '销售', tone: 'accent' },
  reward: { label: '打赏', tone: 'success' },
  refund: { label: '退款', tone: 'warning' },
  recharge: { label: '充值', tone: 'neutral' },
};

function ChartBlock() {
  // The window is fixed when the tab opens, so the query key stays put while it is on screen.
  const [now] = useState(() => Date.now());
  const since = windowStart(now, CHART_DAYS);
  const rows = useQuery(incomeSinceQuery(since));
  // The newest entry (the list's first page shares this cache), for an empty window.
  const latest = useQuery(incomeListQuery(1)).data?.data[0];
  if (rows.isPending)
    return (
      <SkeletonGroup label="正在加载近 30 天入账…" className="acct-chart acct-chart--loading">
        <Skeleton width={160} />
        <Skeleton shape="rect" height={160} />
      </SkeletonGroup>
    );
  if (rows.isError)
    return <LoadError what="近 30 天入账" error={rows.error} onRetry={() => void rows.refetch()} />;
  return <IncomeChart days={incomeByDay(rows.data, now, CHART_DAYS)} latest={latest} />;
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
          <time dateTime={row.created_at}>{formatTime(row.created_at)}</time>
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
      <ChartBlock />
      <h3 className="acct-subtitle">收入明细</h3>
      <QueryView
        query={query}
        what="收入明细"
        skeleton={<RowsSkeleton label="正在加载收入明细…" thumb={false} />}
        isEmpty={(d) => d.data.length === 0}
        empty={{
          icon: 'inbox',
          title: page > 1 ? '这一页没有记录' : '还没有收入记录',
          description: '出售作品和商品、收到打赏或充值后，每一笔都会记在这里。',
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
