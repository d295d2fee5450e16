/**
 * 交易: the member's orders as buyer (买入) and seller (卖出): status (待付款, 待发货, 已发货, 已完成, 已取消,
 * 已过期, 已退款), the money as it really moved (trade-lines.ts: only paid orders carry a − or +), where
 * physical goods go and how they travel, and what can be done now (TradeActions). A notice about an
 * order links here with ?order=: that order is shown first, highlighted. A bought order opens its page.
 */
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { hrefs, type OrderStatus, type Trade } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge, type BadgeProps } from '../../../components/Badge.tsx';
import { positiveInt } from '../../../lib/search-params.ts';
import { formatChinaDateTime, formatMoney } from '../../../lib/format.ts';
import { AddressLines } from '../../../components/addresses/AddressLines.tsx';
import { tradeListQuery } from '../api.ts';
import { choiceOf, pageOf } from '../../../lib/account-tabs.ts';
import { tradeMoney } from '../trade-lines.ts';
import { tradeQuery } from '../trade-actions.ts';
import { TradeActions } from './TradeActions.tsx';
import {
  AccountPagination,
  FilterTabs,
  PanelHeading,
  RowsSkeleton,
  Total,
} from '../../../components/AccountPanel.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import '../selling.css';

const ORDER_STATUS: Record<OrderStatus, { label: string; tone: BadgeProps['tone'] }> = {
  unpaid: { label: '待付款', tone: 'warning' },
  paid: { label: '待发货', tone: 'accent' },
  shipped: { label: '已发货', tone: 'accent' },
  completed: { label: '已完成', tone: 'success' },
  cancelled: { label: '已取消', tone: 'neutral' },
  expired: { label: '已过期', tone: 'neutral' },
  refunded: { label: '已退款', tone: 'neutral' },
};

function Shipping({ trade: t }: { trade: Trade }) {
  const buy = t.direction === 'buy';
  const refund = t.refund;
  if (!t.address && !t.shipment && !refund) return null;
  return (
    <div className="trade-ship">
      {t.address && (
        <div className="trade-ship__block">
          <span className="trade-ship__label">收货地址</span>
          <AddressLines address={t.address} />
        </div>
      )}
      {t.shipment && (
        <p className="trade-ship__block">
          <span className="trade-ship__label">物流</span>
          <span>
            {t.shipment.carrier} <span className="tabular">{t.shipment.tracking_no}</span> · 发货于{' '}
            <time dateTime={t.shipment.shipped_at}>{formatChinaDateTime(t.shipment.shipped_at)}</time>
            {t.auto_complete_at && (
              <>
                ，<time dateTime={t.auto_complete_at}>{formatChinaDateTime(t.auto_complete_at)}</time>{' '}
                {buy ? '前未确认将自动确认收货' : '自动确认收货'}
              </>
            )}
          </span>
        </p>
      )}
      {refund && t.status !== 'refunded' && (
        <p className="trade-ship__block">
          <span className="trade-ship__label">退款</span>
          <span>
            {refund.refused_at === null
              ? buy
                ? `已申请退款（${refund.reason}），等待卖家处理`
                : `买家申请退款（${refund.reason}${refund.note ? `：${refund.note}` : ''}）`
              : `${buy ? '卖家' : '你'}已拒绝退款申请（${refund.reason}）`}
          </span>
        </p>
      )}
    </div>
  );
}

function TradeRow({ trade: t, focused = false }: { trade: Trade; focused?: boolean }) {
  const buy = t.direction === 'buy';
  const status = ORDER_STATUS[t.status];
  const money = tradeMoney(t);
  return (
    <li className={clsx('acct-row acct-row--trade', focused && 'acct-row--focused')}>
      <div className="acct-row__main">
        <h3 className="acct-row__title">
          {buy ? <Link to={hrefs.payOrder(t.id)}>{t.title}</Link> : t.title}
        </h3>
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
        <Shipping trade={t} />
      </div>
      <div className="acct-row__end">
        {money.amount === null ? (
          <p className="acct-amount acct-amount--none">{money.label}</p>
        ) : (
          <p
            className={clsx(
              'acct-amount',
              money.sign === '+' && 'acct-amount--in',
              money.sign === null && 'acct-amount--none',
            )}
          >
            <span className={money.sign ? 'visually-hidden' : 'acct-amount__label'}>{money.label} </span>
            {money.sign && <span aria-hidden="true">{money.sign}</span>}
            {formatMoney(money.amount)}
          </p>
        )}
        {t.status === 'refunded' && buy && <p className="acct-amount__note">已退回余额</p>}
        <TradeActions trade={t} />
      </div>
    </li>
  );
}

/** The order a notice pointed at (?order=), first and highlighted, scrolled into view once. */
function FocusedTrade({ id }: { id: number }) {
  const query = useQuery(tradeQuery(id));
  const ref = useRef<HTMLDivElement>(null);
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [loaded]);
  if (query.isPending) return null;
  if (!query.data)
    return (
      <p className="acct-focus__missing" role="status">
        这笔订单不存在，或不属于当前账号。
      </p>
    );
  return (
    <div ref={ref} className="acct-focus" aria-label={`订单 ${query.data.order_no}`} role="group">
      <ul className="acct-rows">
        <TradeRow trade={query.data} focused />
      </ul>
    </div>
  );
}

export function TradesTab() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const dir = choiceOf(search, 'dir', ['buy', 'sell'] as const);
  const focus = positiveInt(search.get('order'));
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
      {focus !== null && <FocusedTrade id={focus} />}
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
              {data.data
                .filter((t) => t.id !== focus)
                .map((t) => (
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
