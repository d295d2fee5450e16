/**
 * 提交订单 from the confirmation step (the cart's 结算, a goods page's 立即购买): places the order (one
 * per shop, paid together), then goes to the order's page — on 余额支付 when that was chosen, where the
 * 支付密码 is asked for (a balance payment needs it), else on the QR code. A refusal to place stays in
 * the dialog as the server's msg.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefs, type Order, type PayMethod } from '@zaowu/shared';
import { usePlaceOrder, usePlaceWorkOrder, type OrderLineInput } from './api.ts';
import { isSessionGone, userMessage } from '../../lib/errors.ts';

/** Goods (of one shop or several, and where physical ones go), or works of one author. */
export type CheckoutWhat =
  { goods: OrderLineInput[]; address_id?: number; severalShops?: boolean } | { works: number[] };

export function useCheckout() {
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const placeWorks = usePlaceWorkOrder();
  const [error, setError] = useState<string | null>(null);

  const failed = (err: Error) =>
    setError(isSessionGone(err) ? '登录已失效，请重新登录后结算' : userMessage(err, '下单失败，请稍后重试'));

  /** `onPlaced` runs once the order exists (e.g. the cart lets go of its lines). */
  const submit = (what: CheckoutWhat, method: PayMethod, onPlaced: (order: Order) => void) => {
    setError(null);
    const placed = (order: Order) => {
      onPlaced(order);
      void navigate(
        hrefs.payOrder(order.id, { query: { method: method === 'balance' ? method : undefined } }),
      );
    };
    if ('works' in what) placeWorks.mutate(what.works, { onSuccess: placed, onError: failed });
    else
      place.mutate(
        {
          lines: what.goods,
          severalShops: what.severalShops ?? false,
          ...(what.address_id === undefined ? {} : { address_id: what.address_id }),
        },
        // The first order is where one payment of them all happens.
        { onSuccess: (orders) => placed(orders[0]!), onError: failed },
      );
  };

  return {
    submit,
    pending: place.isPending || placeWorks.isPending,
    error,
    clearError: () => setError(null),
  };
}
