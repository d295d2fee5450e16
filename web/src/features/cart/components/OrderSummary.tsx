import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { hrefs, type Order, type OrderLine, type WorkOrderLine } from '@zaowu/shared';
import { formatChinaDateTime, formatMoney } from '../../../lib/format.ts';
import { orderQuery } from '../api.ts';
import { PayLine } from './PayLine.tsx';
import { AddressLines } from '../../../components/addresses/AddressLines.tsx';

/** /cart/pay/{id}'s order: where it came from, its lines and total, the orders paid with it. */

/** The time, once a second while `active`. */
export function useNow(active: boolean): number {
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

export const workLines = (order: Order): WorkOrderLine[] => order.lines.filter((l) => l.kind === 'work');
export const workHref = (l: WorkOrderLine) => hrefs.work(l.work_type, l.work_id);
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
export const isPaid = (o: Order) => o.status === 'paid' || o.status === 'shipped' || o.status === 'completed';

/** The other orders paid in the same payment (a checkout across shops), as they load. */
export function useBatchPeers(order: Order | undefined): Order[] {
  const ids = order ? order.batch.filter((id) => id !== order.id) : [];
  const peers = useQueries({ queries: ids.map((id) => orderQuery(id)) });
  return peers.flatMap((q) => (q.data ? [q.data] : []));
}

export function OrderSummary({ order, titled = true }: { order: Order; titled?: boolean }) {
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
