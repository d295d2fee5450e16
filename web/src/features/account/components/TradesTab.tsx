/**
 * 交易: the member's orders as buyer (买入) and seller (卖出), with amount and status (待付款, 已付款,
 * 已完成, 已取消, 已过期, 已退款). A bought order opens its page (pay, cancel, or see how it ended).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { OrderStatus, Trade } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { Badge, type BadgeProps } from '../../../components/Badge.tsx';
import { formatChinaDateTime, formatMoney } from '../../../lib/format.ts';
import { tradeListQuery } from '../api.ts';
import { choiceOf, pageOf } from '../tabs.ts';
import { AccountPagination, FilterTabs, PanelHeading, QueryView, RowsSkeleton, Total } from './common.tsx';

const ORDER_STATUS: Record<OrderStatus, { label: string; tone: BadgeProps['tone'] }> = {
  unpaid: { label: '待付款', tone: 'warning' },
  paid: { label: '已付款', tone: 'success' },
  completed: { label: '已完成', tone: 'success' },
  cancelled: { label: '已取消', tone: 'neutral' },
  expired: { label: '已过期', tone: 'neutral' },
  refunded: { label: '已退款', tone: 'danger' },
};

function TradeRow({ trade: t }: { trade: Trade }) {
  const buy = t.direction === 'buy';
  const status = ORDER_STATUS[t.status];
  return (
    <li className="acct-row acct-row--trade">
      <div className="acct-row__main">
        <h3 className="acct-row__title">{buy ? <Link to={`/cart/pay/${t.id}`}>{t.title}</Link> : t.title}</h3>
        <p className="acct-row__meta">
          <Badge tone={buy ? 'neutral' : 'accent'}>{buy ? '买入' : '卖出'}</Badge>
          <Badge tone={status.tone}>{status.label}</Badge>
          <span className="acct-row__who">
            <Avatar src={t.counterpart.avatar} name={t.counterpart.nickname} size={20} decorative />
            {buy ? '卖家' : '买家'} {t.counterpart.nickname}
          </span>
        </p>
        <p className="acct-row__meta">
          <span className="tabular">订单号 {t.order_no}</span>
          <time dateTime={t.created_at}>{formatChinaDateTime(t.created_at)}</time>
        </p>
      </div>
      <div className="acct-row__end">
        <p className={buy ? 'acct-amount' : 'acct-amount acct-amount--in'}>
          <span className="visually-hidden">{buy ? '支出' : '收入'}</span>
          <span aria-hidden="true">{buy ? '−' : '+'}</span>
          {formatMoney(t.amount)}
        </p>
        {buy && t.status === 'unpaid' && (
          <Button asChild size="sm" variant="primary">
            <Link to={`/cart/pay/${t.id}`} aria-label={`去支付：${t.title}`}>
              去支付
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}

export function TradesTab() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const dir = choiceOf(search, 'dir', ['buy', 'sell'] as const);
  const query = useQuery(tradeListQuery(page, dir));
  return (
    <div className="acct-panel">
      <PanelHeading>交易</PanelHeading>
      <div className="acct-toolbar">
        <FilterTabs
          label="交易方向"
          param="dir"
          options={[
            { value: '', label: '全部' },
            { value: 'buy', label: '买入' },
            { value: 'sell', label: '卖出' },
          ]}
        />
      </div>
      <QueryView
        query={query}
        what="交易记录"
        skeleton={<RowsSkeleton label="正在加载交易记录…" thumb={false} />}
        isEmpty={(d) => d.data.length === 0}
        empty={{
          icon: 'inbox',
          title:
            page > 1
              ? '这一页没有记录'
              : dir === 'sell'
                ? '还没有卖出记录'
                : dir === 'buy'
                  ? '还没有买入记录'
                  : '还没有交易记录',
          description: '购买作品和商品、或有人买下你的商品后，订单会显示在这里。',
        }}
      >
        {(data) => (
          <>
            <Total>共 {data.total} 笔交易</Total>
            <ul className="acct-rows" aria-busy={query.isFetching || undefined}>
              {data.data.map((t) => (
                <TradeRow key={`${t.id}-${t.direction}`} trade={t} />
              ))}
            </ul>
            <AccountPagination page={page} pageCount={data.last_page} label="交易记录分页" />
          </>
        )}
      </QueryView>
    </div>
  );
}
