/**
 * /cart/pay/{id}: the order's summary and WeChat Pay. The page asks for the order's pay code, draws
 * it as a QR code and, while it waits, asks every 3 s whether the order has been paid. Paid: 支付成功
 * with the way to 我的交易. A code left unpaid for PAY_CODE_TTL_MS: 订单已过期 with 重新支付 (a new
 * code); a code the API refuses: 支付失败 with 重新支付; an order the platform closed: 订单已关闭 with
 * 重新支付 (the same goods ordered again). With the demo upstream a 模拟支付成功 button stands in for
 * the phone. The order is the buyer's own: anyone else's, or an unknown id, is a 404. An order of
 * works (bought from their author) leads, once paid, to where they are downloaded.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatFen, formatMoney, type Order, type OrderLine, type WorkOrderLine } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Image } from '../../../components/Image.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { notFound } from '../../../lib/errors.ts';
import { ApiError } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import type { RouteLoaderArgs } from '../../../lib/route-module.ts';
import { runtimeConfig } from '../../../lib/runtime-config.ts';
import { formatChinaDateTime } from '../../../lib/china-time.ts';
import { checkLoginQuery } from '../../auth/index.ts';
import {
  PAY_CODE_TTL_MS,
  PAY_POLL_MS,
  orderQuery,
  payCodeQuery,
  useDemoPay,
  usePlaceOrder,
  usePlaceWorkOrder,
} from '../api.ts';
import { QrCode } from '../../../components/QrCode.tsx';
import { LoginPrompt } from '../../../components/LoginPrompt.tsx';
import { lineFen } from '../money.ts';
import '../cart.css';

export async function loader({ queryClient, params, request }: RouteLoaderArgs) {
  // A visitor has no orders to look up: the page asks them to log in.
  if (!(await queryClient.ensureQueryData(checkLoginQuery())).isLogin) return null;
  try {
    await queryClient.ensureQueryData(orderQuery(Number(params.id)));
  } catch (error) {
    // Code 0: no such order, or not this member's.
    if (error instanceof ApiError && error.code === 0) throw notFound(new URL(request.url).pathname);
  }
  return null;
}

/** mm:ss left. */
function formatLeft(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** The time, once a second while `active`. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

const workLines = (order: Order): WorkOrderLine[] => order.lines.filter((l) => l.kind === 'work');
const workHref = (l: WorkOrderLine) => `/${l.work_type}/${l.work_id}`;
const lineKey = (l: OrderLine) => (l.kind === 'work' ? `work-${l.work_id}` : `goods-${l.goods_id}`);

/** Back to where the order came from: the shop, or the work (the author's page for several). */
function OrderOrigin({ order }: { order: Order }) {
  const works = workLines(order);
  if (order.shop_id !== null)
    return (
      <Link to={`/shop/${order.shop_id}`} className="pay-summary__shop">
        返回店铺
      </Link>
    );
  const first = works[0];
  if (!first) return null;
  return (
    <Link to={workHref(first)} className="pay-summary__shop">
      {works.length > 1 ? '返回作品' : `返回作品《${first.title}》`}
    </Link>
  );
}

function OrderSummary({ order }: { order: Order }) {
  return (
    <section className="pay-card pay-summary" aria-labelledby="pay-summary-title">
      <h2 id="pay-summary-title" className="pay-card__title">
        订单信息
      </h2>
      <dl className="pay-summary__meta">
        <div>
          <dt>订单号</dt>
          <dd className="pay-summary__no">{order.order_no}</dd>
        </div>
        <div>
          <dt>下单时间</dt>
          <dd>
            <time dateTime={order.created_at}>{formatChinaDateTime(order.created_at)}</time>
          </dd>
        </div>
      </dl>
      <ul className="pay-summary__lines" aria-label="订单商品">
        {order.lines.map((l) => (
          <li key={lineKey(l)} className="pay-line">
            <Image src={l.cover} alt="" ratio={1} className="pay-line__cover" />
            <span className="pay-line__title">
              {l.kind === 'work' ? <Link to={workHref(l)}>{l.title}</Link> : l.title}
            </span>
            <span className="pay-line__qty">
              {l.kind === 'work'
                ? `数字作品 · ${formatMoney(l.price)}`
                : `${formatMoney(l.price)} × ${l.quantity}`}
            </span>
            <span className="pay-line__sum">
              <span className="visually-hidden">小计 </span>
              {formatFen(lineFen(l.price, l.quantity))}
            </span>
          </li>
        ))}
      </ul>
      <p className="pay-summary__total">
        应付金额 <strong>{formatMoney(order.total)}</strong>
      </p>
      <OrderOrigin order={order} />
    </section>
  );
}

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

function Paid({ order }: { order: Order }) {
  const works = workLines(order);
  const single = works.length === 1 ? works[0] : undefined;
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
        订单 {order.order_no} 已支付 <strong>{formatMoney(order.total)}</strong>
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
          : '购买的商品可在“已购”中查看，交易记录在“我的交易”里。'}
      </p>
    </Result>
  );
}

/** The platform closed the order (or refunded it): 重新支付 orders the same goods again. */
function Closed({ order }: { order: Order }) {
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const placeWorks = usePlaceWorkOrder();
  const [error, setError] = useState<string | null>(null);
  const refunded = order.status === 'refunded';
  const works = workLines(order);
  const again = () => {
    setError(null);
    const handlers = {
      onSuccess: (next: Order) => void navigate(`/cart/pay/${next.id}`),
      onError: (err: Error) => setError(err.message || '下单失败，请稍后重试'),
    };
    if (works.length > 0)
      placeWorks.mutate(
        works.map((l) => l.work_id),
        handlers,
      );
    else
      place.mutate(
        order.lines.flatMap((l) =>
          l.kind === 'goods' ? [{ goods_id: l.goods_id, quantity: l.quantity }] : [],
        ),
        handlers,
      );
  };
  return (
    <Result
      icon="info"
      tone="neutral"
      title={refunded ? '订单已退款' : '订单已关闭'}
      actions={
        <>
          <Button variant="primary" loading={place.isPending || placeWorks.isPending} onClick={again}>
            重新支付
          </Button>
          <Button asChild>
            <Link to="/cart">返回购物车</Link>
          </Button>
        </>
      }
    >
      <p>
        {refunded
          ? `订单 ${order.order_no} 的款项已退回。`
          : `订单 ${order.order_no} 超时未支付，已自动关闭。`}
        {works.length > 0 ? '重新支付将为这些作品重新下单。' : '重新支付将按原商品重新下单。'}
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

function Waiting({ order, codeUrl, left }: { order: Order; codeUrl: string; left: number }) {
  const demo = runtimeConfig().demo;
  const pay = useDemoPay(order.id);
  return (
    <section className="pay-card pay-wechat" aria-labelledby="pay-wechat-title">
      <h2 id="pay-wechat-title" className="pay-card__title">
        微信支付
      </h2>
      <p className="pay-wechat__amount">
        <span className="visually-hidden">应付 </span>
        {formatMoney(order.total)}
      </p>
      <QrCode value={codeUrl} label={`微信支付二维码，金额 ${formatMoney(order.total)}`} />
      <p className="pay-wechat__how">请使用微信“扫一扫”扫描二维码完成支付</p>
      <p className="pay-wechat__phone">在手机上：可长按或截图保存二维码，再在微信“扫一扫”中从相册识别。</p>
      <p className="pay-wechat__left" role="timer" aria-live="off">
        二维码有效期剩余 <span className="pay-wechat__clock">{formatLeft(left)}</span>
      </p>
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
    </section>
  );
}

function PayState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="cart-page pay-page" aria-labelledby="page-title">
      <h1 id="page-title" className="visually-hidden">
        {title}
      </h1>
      {children}
    </section>
  );
}

export function Component() {
  usePageTitle('订单支付');
  const id = Number(useParams().id);
  const [attempt, setAttempt] = useState(0);

  // The order's status is asked again every few seconds while a code is on screen (below).
  const [polling, setPolling] = useState(false);
  // A visitor's call answers 401, which opens the login dialog (SPEC §8) over the login prompt.
  const order = useQuery({
    ...orderQuery(id),
    refetchInterval: polling ? PAY_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
  const unpaid = order.data?.status === 'unpaid';
  const code = useQuery({ ...payCodeQuery(id, attempt), enabled: unpaid });
  const now = useNow(unpaid && code.isSuccess);
  const left = code.dataUpdatedAt + PAY_CODE_TTL_MS - now;
  const expired = code.isSuccess && left <= 0;
  const waiting = unpaid && code.isSuccess && !expired;
  if (waiting !== polling) setPolling(waiting);

  // A refused code may mean the order was paid or closed meanwhile: look again.
  const { refetch } = order;
  useEffect(() => {
    if (code.isError) void refetch();
  }, [code.isError, refetch]);

  if (order.error instanceof ApiError && order.error.isUnauthorized) {
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
  const again = () => setAttempt((n) => n + 1);
  let side: ReactNode;
  if (o.status === 'paid') side = <Paid order={o} />;
  else if (o.status !== 'unpaid') side = <Closed order={o} />;
  else if (code.isPending)
    side = (
      <section className="pay-card pay-wechat" aria-busy="true">
        <h2 className="pay-card__title">微信支付</h2>
        <Skeleton shape="rect" width={220} height={220} />
        <p className="pay-wechat__how">正在生成支付二维码…</p>
      </section>
    );
  else if (code.isError)
    side = (
      <Result
        icon="alert"
        tone="bad"
        title="支付失败"
        actions={
          <Button variant="primary" loading={code.isFetching} onClick={again}>
            重新支付
          </Button>
        }
      >
        <p>{code.error.message || '暂时无法发起微信支付，请稍后重试。'}</p>
      </Result>
    );
  else if (expired)
    side = (
      <Result
        icon="info"
        tone="neutral"
        title="订单已过期"
        actions={
          <Button variant="primary" onClick={again}>
            重新支付
          </Button>
        }
      >
        <p>二维码超过 {PAY_CODE_TTL_MS / 60_000} 分钟未支付，已经失效。重新支付将生成新的二维码。</p>
      </Result>
    );
  else side = <Waiting order={o} codeUrl={code.data.code_url} left={left} />;

  return (
    <section className="cart-page pay-page" aria-labelledby="page-title">
      <h1 id="page-title" className="cart-page__title">
        {o.status === 'paid' ? '支付完成' : '订单支付'}
      </h1>
      <div className="pay-layout">
        {side}
        <OrderSummary order={o} />
      </div>
    </section>
  );
}
