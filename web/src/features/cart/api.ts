/**
 * Cart and payment: the shops' live goods and the authors' live works, placing an order (goods of a
 * shop, or works of an author), its WeChat Pay code, its status.
 */
import { queryOptions, useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { demoEndpoints, endpoints, type Order } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { accountKeys, payPasswordKeys } from '../../lib/query-keys.ts';
import { authKeys } from '../../lib/session.ts';

/** How often the payment page asks whether the order has been paid. */
export const PAY_POLL_MS = 3_000;

const cartKeys = {
  shops: ['cart', 'shop'] as const,
  authors: ['cart', 'author'] as const,
  shop: (shopId: number) => ['cart', 'shop', shopId] as const,
  author: (authorId: number) => ['cart', 'author', authorId] as const,
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

/** The most works one author's list answers at once: the cart looks for its works among them. */
const AUTHOR_WORKS_MAX = 100;

/**
 * An author's works as listed now (price, still there): the cart checks its works against them. A list
 * rather than each work's page, which would count a view every time the cart is opened.
 */
export const cartAuthorQuery = (authorId: number) =>
  queryOptions({
    queryKey: cartKeys.author(authorId),
    queryFn: () =>
      call(endpoints.works.lists, { author_id: authorId, per_page: AUTHOR_WORKS_MAX }, { silent: true }),
    staleTime: 30_000,
    meta: { public: true },
  });

/** The payment page asks again while the order can still be paid: unpaid, and before its deadline. */
export const orderPollInterval = (order: Order | undefined, now = Date.now()): number | false =>
  order?.status === 'unpaid' && Date.parse(order.expires_at) > now ? PAY_POLL_MS : false;

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

/**
 * Places goods: the goods of one shop with the product's own order.addOrder; of several shops, one order
 * per shop, paid together (order.addOrders, an assumed call). Answers the orders in shop order, the
 * first being where the payment page opens. `address_id`: where physical goods go.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    // silent: the cart says what went wrong beside 结算 (stock, off the shelf…).
    mutationFn: async ({
      severalShops,
      ...input
    }: {
      lines: OrderLineInput[];
      address_id?: number;
      severalShops: boolean;
    }): Promise<Order[]> =>
      severalShops
        ? call(endpoints.order.addOrders, input, { silent: true })
        : [await call(endpoints.order.addOrder, input, { silent: true })],
    onSuccess: (orders: Order[]) => {
      for (const o of orders) queryClient.setQueryData(cartKeys.order(o.id), o);
    },
    // Refused (stock, off the shelf…): look at the shops again so the lines say what changed.
    meta: { invalidatesOnError: [cartKeys.shops], awaitsInvalidation: true },
  });
}

/**
 * Buys works of one author (购买 on a work's page, 结算 of the cart's works): the order to pay. A
 * refusal (bought already, your own work…) comes back as the server's msg; the caller says it, and
 * may name what it makes stale (`refused`).
 */
export function usePlaceWorkOrder(refused: Pick<MutationMeta, 'invalidatesOnRefusal'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workIds: number[]) =>
      call(endpoints.order.addWorkOrder, { work_ids: workIds }, { silent: true }),
    onSuccess: (order: Order) => queryClient.setQueryData(cartKeys.order(order.id), order),
    meta: { invalidatesOnError: [cartKeys.authors], awaitsInvalidation: true, ...refused },
  });
}

/** After a payment or a cancel: the order as answered. */
function useOrderSettled() {
  const queryClient = useQueryClient();
  return (order: Order) => queryClient.setQueryData(cartKeys.order(order.id), order);
}

/**
 * The balance (header menu, account, 余额明细) and the trades list have moved, and so have the orders
 * placed with `order` (paid or cancelled with it), asked again (built at use: import cycles).
 */
const balanceMoved = (order: Pick<Order, 'id' | 'batch'>) => ({
  invalidates: [
    authKeys.overview,
    accountKeys.all,
    ...order.batch.filter((id) => id !== order.id).map((id) => cartKeys.order(id)),
  ],
});

/**
 * 余额支付 of the member's own unpaid order, with the 支付密码. The server pays an order once however
 * often it is asked; a refusal (wrong or locked 支付密码, balance short, expired…) comes back as its msg,
 * which the caller shows. A refusal may have locked the 支付密码: its state is fetched again.
 */
export function usePayByBalance(order: Pick<Order, 'id' | 'batch'>) {
  const settled = useOrderSettled();
  return useMutation({
    mutationFn: ({ orderId, payPassword }: { orderId: number; payPassword: string }) =>
      call(endpoints.order.payByBalance, { order_id: orderId, pay_password: payPassword }, { silent: true }),
    onSuccess: settled,
    meta: { ...balanceMoved(order), invalidatesOnError: [payPasswordKeys.state] },
  });
}

/** 取消订单: the member's own unpaid order. */
export function useCancelOrder(order: Pick<Order, 'id' | 'batch'>) {
  const settled = useOrderSettled();
  return useMutation({
    mutationFn: (orderId: number) => call(endpoints.order.cancel, { order_id: orderId }, { silent: true }),
    onSuccess: settled,
    meta: balanceMoved(order),
  });
}

/** 模拟支付成功: pays the order and those placed with it (one code); all of them are asked again. */
export function useDemoPay(orderIds: readonly number[]) {
  const keys = orderIds.map((id) => cartKeys.order(id));
  return useMutation({
    mutationFn: (orderNo: string) => call(demoEndpoints.pay, { order_no: orderNo }),
    meta: {
      invalidates: [...keys, authKeys.overview, accountKeys.all],
      invalidatesOnError: keys,
      awaitsInvalidation: true,
    },
  });
}
