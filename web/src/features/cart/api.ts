/** Cart and payment: the shops' live goods, placing an order, its WeChat Pay code, its status. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { demoEndpoints, endpoints, type Order } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';

/** How often the payment page asks whether the order has been paid. */
export const PAY_POLL_MS = 3_000;

/**
 * How long a payment code is shown before the page calls it expired and offers a new one (WeChat
 * Pay's native codes live about this long before the order is closed on their side).
 */
export const PAY_CODE_TTL_MS = 15 * 60_000;

export const cartKeys = {
  shop: (shopId: number) => ['cart', 'shop', shopId] as const,
  order: (id: number) => ['order', 'detail', id] as const,
  payCode: (id: number, attempt: number) => ['order', 'payCode', id, attempt] as const,
};

/** A shop's goods on sale now: the cart checks its lines' price and stock against them. */
export const cartShopQuery = (shopId: number) =>
  queryOptions({
    queryKey: cartKeys.shop(shopId),
    // silent: a shop that no longer exists marks its lines as gone, not a toast.
    queryFn: () => call(endpoints.shop.detail, { id: shopId }, { silent: true }),
    staleTime: 30_000,
    meta: { public: true },
  });

/** One of the member's orders (assumed call): the payment page's summary and the status it polls. */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: cartKeys.order(id),
    queryFn: () => call(endpoints.order.detail, { id }, { silent: true }),
  });

/**
 * The WeChat Pay code of an order. A query rather than a mutation so a remount does not ask twice;
 * `attempt` goes up for 重新支付, which asks for a new code.
 */
export const payCodeQuery = (orderId: number, attempt: number) =>
  queryOptions({
    queryKey: cartKeys.payCode(orderId, attempt),
    queryFn: () => call(endpoints.order.addOrderByWeixin, { order_id: orderId }, { silent: true }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export type OrderLineInput = { goods_id: number; quantity: number };

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // silent: the cart says what went wrong beside 结算 (stock, off the shelf…).
    mutationFn: (lines: OrderLineInput[]) => call(endpoints.order.addOrder, { lines }, { silent: true }),
    onSuccess: (order: Order) => queryClient.setQueryData(cartKeys.order(order.id), order),
    // Refused (stock, off the shelf…): look at the shops again so the lines say what changed.
    onError: () => queryClient.invalidateQueries({ queryKey: ['cart', 'shop'] }),
  });
}

export function useDemoPay(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => call(demoEndpoints.pay, { order_no: orderNo }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.order(orderId) }),
  });
}
