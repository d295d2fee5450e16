import { OrderSummary, isPaid, useBatchPeers, useNow } from '../components/OrderSummary.tsx';
import { Closed, Paid, PayState, Waiting } from '../components/PayResults.tsx';
import { BalancePay, CancelOrder } from '../components/BalancePay.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { priceFen, type PayMethod } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { ApiError } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { formatMmSs } from '../../../lib/format.ts';
import { orderPollInterval, orderQuery, payCodeQuery } from '../api.ts';
import { PayMethodPicker, useBalanceFen } from '../components/PayMethodPicker.tsx';
import { LoginPrompt } from '../../../components/LoginPrompt.tsx';
import '../cart.css';
import { isSessionGone, userMessage } from '../../../lib/errors.ts';

/** Which way to pay first: ?method=balance (the confirmation step chose it), else WeChat. */
function initialMethod(search: URLSearchParams): PayMethod {
  return search.get('method') === 'balance' ? 'balance' : 'wechat';
}

export function Component() {
  usePageTitle('订单支付');
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const [method, setMethod] = useState<PayMethod>(() => initialMethod(search));
  const [attempt, setAttempt] = useState(0);

  // A visitor's call answers 401, which opens the login dialog (product.md §8) over the login prompt. The
  // status is asked again every few seconds while the order can be paid.
  const order = useQuery({
    ...orderQuery(id),
    refetchInterval: (query) => orderPollInterval(query.state.data),
    refetchIntervalInBackground: true,
  });
  const unpaid = order.data?.status === 'unpaid';
  const code = useQuery({ ...payCodeQuery(id, attempt), enabled: unpaid && method === 'wechat' });
  const now = useNow(unpaid);
  const left = order.data ? Date.parse(order.data.expires_at) - now : 0;
  const due = unpaid && left <= 0;
  const balanceFen = useBalanceFen();
  const peers = useBatchPeers(order.data);

  // A refused code may mean the order was paid or closed meanwhile; past the deadline the server has
  // closed it: look again.
  const { refetch } = order;
  useEffect(() => {
    if (code.isError || due) void refetch();
  }, [code.isError, due, refetch]);

  if (isSessionGone(order.error)) {
    return (
      <PayState title="订单支付">
        <LoginPrompt titleAs="h2" title="登录后查看订单" description="订单和支付需要登录后才能查看。" />
      </PayState>
    );
  }
  if (order.isPending) {
    return (
      <PayState title="订单支付">
        <SkeletonGroup label="正在加载订单…">
          <div className="pay-layout">
            <div className="pay-card">
              <Skeleton width="40%" height={22} />
              <Skeleton lines={3} />
              <Skeleton shape="rect" height={64} />
            </div>
            <div className="pay-card pay-wechat">
              <Skeleton width="30%" height={22} />
              <Skeleton shape="rect" width={220} height={220} />
            </div>
          </div>
        </SkeletonGroup>
      </PayState>
    );
  }
  if (!order.data) {
    const missing = order.error instanceof ApiError && order.error.code === 0;
    return (
      <PayState title="订单支付">
        <div role="alert">
          <Empty
            icon="alert"
            titleAs="h2"
            title={missing ? '订单不存在' : '订单加载失败'}
            description={missing ? '这个订单不存在，或不属于当前账号。' : '网络好像不太稳定，请稍后重试。'}
            action={
              missing ? (
                <Button asChild variant="primary">
                  <Link to="/cart">返回购物车</Link>
                </Button>
              ) : (
                <Button variant="primary" loading={order.isFetching} onClick={() => void order.refetch()}>
                  重试
                </Button>
              )
            }
          />
        </div>
      </PayState>
    );
  }

  const o = order.data;
  let side: ReactNode;
  if (isPaid(o)) side = <Paid order={o} together={o.batch.length} />;
  else if (o.status !== 'unpaid' || due) side = <Closed order={due ? { ...o, status: 'expired' } : o} />;
  else {
    let body: ReactNode;
    if (method === 'balance') body = <BalancePay order={o} />;
    else if (code.isPending)
      body = (
        <div className="pay-wechat" aria-busy="true">
          <Skeleton shape="rect" width={220} height={220} />
          <p className="pay-wechat__how">正在生成支付二维码…</p>
        </div>
      );
    else if (code.isError)
      body = (
        <div className="pay-wechat">
          <p className="pay-error" role="alert">
            <Icon name="alert" />
            {userMessage(code.error, '暂时无法发起微信支付，请稍后重试。')}
          </p>
          <Button variant="primary" loading={code.isFetching} onClick={() => setAttempt((n) => n + 1)}>
            重新获取二维码
          </Button>
        </div>
      );
    else body = <Waiting order={o} codeUrl={code.data.code_url} />;
    side = (
      <section className="pay-card" aria-labelledby="pay-how-title">
        <h2 id="pay-how-title" className="pay-card__title">
          支付订单
        </h2>
        <p className="pay-deadline" role="timer" aria-live="off">
          请在 <span className="pay-deadline__clock">{formatMmSs(left)}</span> 内完成支付，超时订单将自动关闭
        </p>
        <PayMethodPicker
          value={method}
          onChange={setMethod}
          totalFen={priceFen(o.pay_total) ?? 0}
          balanceFen={balanceFen}
        />
        {body}
        <CancelOrder order={o} />
      </section>
    );
  }

  return (
    <section className="cart-page pay-page" aria-labelledby="page-title">
      <h1 id="page-title" className="cart-page__title">
        {isPaid(o) ? '支付完成' : '订单支付'}
      </h1>
      <div className="pay-layout">
        {side}
        <div className="pay-orders">
          {o.batch.length > 1 && (
            <p className="pay-orders__note">来自 {o.batch.length} 家店铺的订单一起支付，由各店铺分别发货。</p>
          )}
          <OrderSummary order={o} titled={o.batch.length === 1} />
          {peers.map((p) => (
            <OrderSummary key={p.id} order={p} titled={false} />
          ))}
        </div>
      </div>
    </section>
  );
}
