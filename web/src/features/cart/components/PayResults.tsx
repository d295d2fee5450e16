import { workHref, workLines } from './OrderSummary.tsx';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { hrefs, type Order } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { runtimeConfig } from '../../../lib/runtime-config.ts';
import { formatChinaDateTime, formatMoney } from '../../../lib/format.ts';
import { useDemoPay, usePlaceOrder, usePlaceWorkOrder } from '../api.ts';
import { QrCode } from '../../../components/QrCode.tsx';
import { userMessage } from '../../../lib/errors.ts';

/** /cart/pay/{id}'s states: paid, closed (cancelled, expired, refunded), waiting for WeChat Pay. */

function Result({
  icon,
  tone,
  title,
  children,
  actions,
}: {
  icon: 'check' | 'alert' | 'info';
  tone: 'good' | 'bad' | 'neutral';
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      className={`pay-card pay-result pay-result--${tone}`}
      aria-labelledby="pay-result-title"
      role={tone === 'bad' ? 'alert' : 'status'}
    >
      <span className="pay-result__icon" aria-hidden="true">
        <Icon name={icon} size={36} />
      </span>
      <h2 id="pay-result-title" className="pay-result__title">
        {title}
      </h2>
      <div className="pay-result__text">{children}</div>
      <div className="pay-result__actions">{actions}</div>
    </section>
  );
}

export function Paid({ order, together }: { order: Order; together: number }) {
  const works = workLines(order);
  const single = works.length === 1 ? works[0] : undefined;
  const paidTotal = together > 1 ? order.pay_total : order.total;
  return (
    <Result
      icon="check"
      tone="good"
      title="支付成功"
      actions={
        works.length > 0 ? (
          <>
            <Button asChild variant="primary">
              <Link to={single ? workHref(single) : '/account?tab=items&kind=work'}>去下载作品</Link>
            </Button>
            <Button asChild>
              <Link to="/account?tab=trades">查看我的交易</Link>
            </Button>
          </>
        ) : (
          <>
            <Button asChild variant="primary">
              <Link to="/account?tab=trades">查看我的交易</Link>
            </Button>
            <Button asChild>
              <Link to="/shop">继续逛逛</Link>
            </Button>
          </>
        )
      }
    >
      <p>
        {together > 1 ? `${together} 个订单共` : `订单 ${order.order_no} `}已支付{' '}
        <strong>{formatMoney(paidTotal)}</strong>
        {order.paid_at && (
          <>
            ，支付时间 <time dateTime={order.paid_at}>{formatChinaDateTime(order.paid_at)}</time>
          </>
        )}
        。
      </p>
      <p className="muted">
        {works.length > 0
          ? '作品文件可在作品页或“物品”中随时下载，交易记录在“我的交易”里。'
          : order.ships
            ? '卖家发货后会通知你，可在“我的交易”里查看物流、确认收货；发货前可申请退款。'
            : '购买的商品可在“物品”中查看和下载，交易记录在“我的交易”里。'}
      </p>
    </Result>
  );
}

const CLOSED: Record<'cancelled' | 'expired' | 'refunded', { title: string; text: (no: string) => string }> =
  {
    cancelled: { title: '订单已取消', text: (no) => `订单 ${no} 已取消，没有扣款。` },
    expired: { title: '订单已过期', text: (no) => `订单 ${no} 超时未支付，已自动关闭，没有扣款。` },
    refunded: { title: '订单已退款', text: (no) => `订单 ${no} 的款项已退回账户余额。` },
  };

/** Cancelled, past its deadline, or refunded: 重新下单 orders the same goods again. */
export function Closed({ order }: { order: Order }) {
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const placeWorks = usePlaceWorkOrder();
  const [error, setError] = useState<string | null>(null);
  const closed =
    CLOSED[order.status === 'refunded' || order.status === 'cancelled' ? order.status : 'expired'];
  const works = workLines(order);
  const again = () => {
    setError(null);
    const handlers = {
      onSuccess: (next: Order) => void navigate(hrefs.payOrder(next.id)),
      onError: (err: Error) => setError(userMessage(err, '下单失败，请稍后重试')),
    };
    if (works.length > 0)
      placeWorks.mutate(
        works.map((l) => l.work_id),
        handlers,
      );
    else
      // The same goods again, to the member's default address (the order page shows where it goes).
      place.mutate(
        {
          lines: order.lines.flatMap((l) =>
            l.kind === 'goods' ? [{ goods_id: l.goods_id, quantity: l.quantity }] : [],
          ),
          // An order is one shop's.
          severalShops: false,
        },
        { onSuccess: (orders) => handlers.onSuccess(orders[0]!), onError: handlers.onError },
      );
  };
  return (
    <Result
      icon="info"
      tone="neutral"
      title={closed.title}
      actions={
        <>
          <Button variant="primary" loading={place.isPending || placeWorks.isPending} onClick={again}>
            重新下单
          </Button>
          <Button asChild>
            <Link to="/cart">返回购物车</Link>
          </Button>
        </>
      }
    >
      <p>
        {closed.text(order.order_no)}
        {works.length > 0 ? '重新下单将为这些作品生成新订单。' : '重新下单将按原商品生成新订单。'}
      </p>
      {error && (
        <p className="pay-error" role="alert">
          <Icon name="alert" />
          {error}
        </p>
      )}
    </Result>
  );
}

export function Waiting({ order, codeUrl }: { order: Order; codeUrl: string }) {
  const demo = runtimeConfig().demo;
  const pay = useDemoPay(order.batch);
  return (
    <div className="pay-wechat">
      <p className="pay-wechat__amount">
        <span className="visually-hidden">应付 </span>
        {formatMoney(order.pay_total)}
      </p>
      <QrCode value={codeUrl} label={`微信支付二维码，金额 ${formatMoney(order.pay_total)}`} />
      <p className="pay-wechat__how">请使用微信“扫一扫”扫描二维码完成支付</p>
      <p className="pay-wechat__phone">在手机上：可长按或截图保存二维码，再在微信“扫一扫”中从相册识别。</p>
      <p className="pay-wechat__wait" role="status">
        <span className="pay-spinner" aria-hidden="true" />
        正在等待支付结果…
      </p>
      {demo && (
        <div className="pay-demo">
          <Button variant="primary" loading={pay.isPending} onClick={() => pay.mutate(order.order_no)}>
            模拟支付成功
          </Button>
          <p className="pay-demo__note">演示环境：不必真的扫码，点这里代替微信完成付款。</p>
        </div>
      )}
    </div>
  );
}
export function PayState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="cart-page pay-page" aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">
        {title}
      </h1>
      {children}
    </section>
  );
}
