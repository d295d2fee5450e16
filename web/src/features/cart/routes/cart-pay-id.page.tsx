/**
 * /cart/pay/{id}: the order's summary and how to pay it, until the deadline the server set
 * (`expires_at`, counted down). 微信支付: the order's pay code as a QR code, and every 3 s a look at
 * whether it has been paid. 余额支付: the balance, the 支付密码 (or, without one, 设置支付密码 right
 * here), and 确认支付 (refused with the reason when short, with the way to recharge). 取消订单 (asked first). Paid: 支付成功 with the way to 我的交易. Past the
 * deadline, cancelled or refunded: said so, with 重新下单 (the same goods ordered again). A code the API
 * refuses: 支付失败 with 重新获取. With the demo upstream a 模拟支付成功 button stands in for the phone.
 * The order is the buyer's own: anyone else's, or an unknown id, is a 404. An order of works (bought
 * from their author) leads, once paid, to where they are downloaded; physical goods to 交易, where they
 * are followed to 已发货 and 确认收货. Orders of several shops placed together (`batch`) are paid here in
 * one payment of `pay_total`: each shop's order is listed.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  hrefs,
  priceFen,
  type Order,
  type OrderLine,
  type PayMethod,
  type WorkOrderLine,
} from '@zaowu/shared';
import { PAY_PASSWORD_MSGS, isPayPasswordShape } from '@zaowu/shared/pay-password';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { ApiError } from '../../../lib/http.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { runtimeConfig } from '../../../lib/runtime-config.ts';
import { formatChinaDateTime, formatFen, formatMmSs, formatMoney } from '../../../lib/format.ts';
import {
  orderPollInterval,
  orderQuery,
  payCodeQuery,
  useCancelOrder,
  useDemoPay,
  usePayByBalance,
  usePlaceOrder,
  usePlaceWorkOrder,
} from '../api.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import {
  PayMethodPicker,
  RECHARGE_HREF,
  balanceCovers,
  useBalanceFen,
} from '../components/PayMethodPicker.tsx';
import { QrCode } from '../../../components/QrCode.tsx';
import { LoginPrompt } from '../../../components/LoginPrompt.tsx';
import { PayLine } from '../components/PayLine.tsx';
import { AddressLines } from '../../addresses/index.ts';
import { PayPasswordField, usePayPasswordUsable } from '../../pay-password/index.ts';
import '../cart.css';

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
const workHref = (l: WorkOrderLine) => hrefs.work(l.work_type, l.work_id);
const lineKey = (l: OrderLine) => (l.kind === 'work' ? `work-${l.work_id}` : `goods-${l.goods_id}`);

/** Back to where the order came from: the shop, or the work (the author's page for several). */
function OrderOrigin({ order }: { order: Order }) {
  const works = workLines(order);
  if (order.shop_id !== null)
    return (
      <Link to={hrefs.shop(order.shop_id)} className="pay-summary__shop">
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

/** A paid order's goods go on to 交易 (shipping, 确认收货); unpaid, cancelled… it is what it was. */
const isPaid = (o: Order) => o.status === 'paid' || o.status === 'shipped' || o.status === 'completed';

/** The other orders paid in the same payment (a checkout across shops), as they load. */
function useBatchPeers(order: Order | undefined): Order[] {
  const ids = order ? order.batch.filter((id) => id !== order.id) : [];
  const peers = useQueries({ queries: ids.map((id) => orderQuery(id)) });
  return peers.flatMap((q) => (q.data ? [q.data] : []));
}

function OrderSummary({ order, titled = true }: { order: Order; titled?: boolean }) {
  const id = `pay-summary-${order.id}`;
  return (
    <section className="pay-card pay-summary" aria-labelledby={id}>
      <h2 id={id} className="pay-card__title">
        {titled ? '订单信息' : `订单 ${order.order_no}`}
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
          <PayLine
            key={lineKey(l)}
            cover={l.cover}
            title={<Link to={l.kind === 'work' ? workHref(l) : hrefs.goods(l.goods_id)}>{l.title}</Link>}
            kind={l.kind}
            price={l.price}
            quantity={l.quantity}
          />
        ))}
      </ul>
      {order.address && (
        <div className="pay-summary__address">
          <h3 className="pay-summary__subtitle">收货地址</h3>
          <AddressLines address={order.address} />
        </div>
      )}
      <p className="pay-summary__total">
        {isPaid(order) ? '实付金额' : '应付金额'} <strong>{formatMoney(order.total)}</strong>
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

function Paid({ order, together }: { order: Order; together: number }) {
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
function Closed({ order }: { order: Order }) {
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
      onError: (err: Error) => setError(err.message || '下单失败，请稍后重试'),
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

function Waiting({ order, codeUrl }: { order: Order; codeUrl: string }) {
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

/**
 * 余额支付: what is available against the total, the 支付密码, and 确认支付, which pays once however often
 * it is pressed. A refusal about the 支付密码 is said at its field (which is emptied); any other under
 * the button.
 */
function BalancePay({ order }: { order: Order }) {
  const pay = usePayByBalance(order);
  const balanceFen = useBalanceFen();
  const totalFen = priceFen(order.pay_total) ?? 0;
  const covers = balanceCovers(balanceFen, totalFen);
  const usable = usePayPasswordUsable();
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pay.isPending || covers !== true || !usable) return;
    setError(null);
    if (!isPayPasswordShape(pin)) {
      setPinError(PAY_PASSWORD_MSGS.empty);
      pinRef.current?.focus();
      return;
    }
    pay.mutate(
      { orderId: order.id, payPassword: pin },
      {
        onError: (err) => {
          const msg = err.message || '余额支付失败，请稍后重试';
          if (!msg.includes('支付密码')) return setError(msg);
          setPin('');
          setPinError(msg);
          pinRef.current?.focus();
        },
      },
    );
  };
  return (
    <form className="pay-balance" onSubmit={submit} noValidate aria-label="余额支付">
      <dl className="pay-balance__figures">
        <div>
          <dt>应付金额</dt>
          <dd className="pay-balance__total">{formatMoney(order.pay_total)}</dd>
        </div>
        <div>
          <dt>账户余额</dt>
          <dd>{balanceFen === undefined ? '查询中…' : formatFen(balanceFen)}</dd>
        </div>
      </dl>
      {covers === false && balanceFen !== undefined && (
        <p className="pay-balance__short">
          余额不足，还差 {formatFen(totalFen - balanceFen)}。<Link to={RECHARGE_HREF}>去充值</Link>
          ，或改用微信支付。
        </p>
      )}
      {covers === true && (
        <PayPasswordField
          purpose="支付"
          inputRef={pinRef}
          value={pin}
          onChange={(next) => {
            setPin(next);
            setPinError(null);
          }}
          error={pinError}
        />
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        loading={pay.isPending}
        disabled={covers !== true || !usable}
      >
        确认支付 {formatMoney(order.pay_total)}
      </Button>
      {error && (
        <p className="pay-error" role="alert">
          <Icon name="alert" />
          {error}
        </p>
      )}
    </form>
  );
}

/** 取消订单, asked first; the page then shows the order cancelled. */
function CancelOrder({ order }: { order: Order }) {
  const cancel = useCancelOrder(order);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button variant="ghost" size="sm" className="pay-cancel" onClick={() => setAsking(true)}>
        取消订单
      </Button>
      <Dialog
        open={asking}
        onOpenChange={(open) => !cancel.isPending && setAsking(open)}
        title="取消这个订单？"
        description={
          order.batch.length > 1
            ? `一起下单的 ${order.batch.length} 个订单将一并取消，取消后不能再支付，需要时可以重新下单。`
            : `订单 ${order.order_no} 取消后不能再支付，需要时可以重新下单。`
        }
        size="sm"
        footer={
          <>
            <Button onClick={() => setAsking(false)} disabled={cancel.isPending}>
              再想想
            </Button>
            <Button
              variant="danger"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(order.id, {
                  onSuccess: () => setAsking(false),
                  onError: (err) => setError(err.message || '取消失败，请稍后重试'),
                })
              }
            >
              确定取消
            </Button>
          </>
        }
      >
        {error && (
          <p className="pay-error" role="alert">
            <Icon name="alert" />
            {error}
          </p>
        )}
      </Dialog>
    </>
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
            {code.error.message || '暂时无法发起微信支付，请稍后重试。'}
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
