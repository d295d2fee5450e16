/**
 * What happens to an order after payment, from 交易: 发货 and the answer to a refund request (the
 * seller), 确认收货 and 申请退款 (the buyer); and one trade by id (a notice about an order opens it). Each
 * refusal comes back as the server's msg, which the dialog shows; the trades, the balance (a refund
 * moves it) and the order's payment page are asked again.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { endpoints, type RefundReq, type ShipReq } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { authKeys } from '../../lib/session.ts';
import { accountKeys } from '../../lib/query-keys.ts';

const SILENT = { silent: true } as const;

/** The trades and the balance moved (the order's own page asks again when next opened). */
const moved = () => ({
  invalidates: [accountKeys.all, authKeys.overview],
  awaitsInvalidation: true,
});

export const tradeQuery = (id: number) =>
  queryOptions({
    queryKey: [...accountKeys.trades, 'one', id],
    queryFn: () => call(endpoints.user.getTrade, { id }, SILENT),
    retry: false,
  });

export function useShip() {
  return useMutation({
    mutationFn: (input: ShipReq) => call(endpoints.order.ship, input, SILENT),
    meta: moved(),
  });
}

export function useAnswerRefund() {
  return useMutation({
    mutationFn: (input: { order_id: number; agree: boolean }) =>
      call(endpoints.order.answerRefund, input, SILENT),
    meta: moved(),
  });
}

export function useConfirmReceipt() {
  return useMutation({
    mutationFn: (orderId: number) => call(endpoints.order.confirm, { order_id: orderId }, SILENT),
    meta: moved(),
  });
}

export function useAskRefund() {
  return useMutation({
    mutationFn: (input: RefundReq) => call(endpoints.order.refund, input, SILENT),
    meta: moved(),
  });
}
