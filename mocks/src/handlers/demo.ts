/**
 * Endpoints that exist only in the demo upstream, never in the real API:
 *   POST /api/demo/pay   {order_no}  stands in for WeChat Pay's notification: marks an unpaid order
 *                                    (ZW…) or a pending recharge (CZ…) paid, crediting seller / balance.
 *   POST /api/demo/reset             puts the store back to its seeded state (e2e isolation).
 * Both are public, like a payment notification.
 */
import { http, type RequestHandler } from 'msw';
import * as z from 'zod';
import { payOrder, payRecharge, isExpired } from '../store/payments.ts';
import { DEMO_PAY_PATH, DEMO_RESET_PATH, demoEndpoints } from '@zaowu/shared';
import { reject, route, serve, type Context } from './route.ts';

export { DEMO_PAY_PATH, DEMO_RESET_PATH };

const pay = route(
  z.object({ order_no: z.string({ error: '缺少订单号' }).trim().min(1, '缺少订单号') }),
  ({ order_no }, { db, clock }) => {
    const recharge = db.recharges.get(order_no);
    if (recharge) {
      if (recharge.status === 'paid') reject('该充值单已支付');
      if (isExpired(recharge, clock)) reject('充值单已过期，请重新发起');
      payRecharge(db, clock, recharge);
      return { order_no, status: 'paid' as const };
    }
    const order = [...db.orders.values()].find((o) => o.order_no === order_no);
    if (!order) reject('订单不存在');
    if (order.status !== 'unpaid') reject('订单当前状态不可支付');
    payOrder(db, clock, order);
    return { order_no, status: 'paid' as const };
  },
  '支付成功',
);

export function demoHandlers(ctx: Context, reset: () => void): RequestHandler[] {
  const resetRoute = route(
    z.object({}),
    () => {
      reset();
      return null;
    },
    '演示数据已重置',
  );
  return [
    http.post(`*${DEMO_PAY_PATH}`, ({ request }) => serve(ctx, demoEndpoints.pay, pay, request)),
    http.post(`*${DEMO_RESET_PATH}`, ({ request }) => serve(ctx, demoEndpoints.reset, resetRoute, request)),
  ];
}
