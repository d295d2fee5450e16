/**
 * The buy box of a goods page (composed into /goods/{id} by app/pages/goods-id.page.tsx): a quantity
 * within the stock, 加入购物车 (the header's count goes up at once) and 立即购买 (the confirmation step,
 * then the order). Off the shelf or sold out: said so, nothing to buy.
 */
import { lazy, Suspense, useState } from 'react';
import type { GoodsDetail } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useCart } from '../../../lib/cart-state.ts';
import { formatCompact } from '../../../lib/format.ts';
import { loginDialogOpenAtom, useLoginState } from '../../../lib/session.ts';
import { useOpenedOnce } from '../../../lib/opened-once.ts';
import { useSetAtom } from '../../../lib/state.ts';
import { notify } from '../../../lib/toast.ts';
import { ORDER_QUANTITY_MAX } from '../checkout.ts';
import { useCheckout } from '../use-checkout.ts';
import { QuantityStepper } from './QuantityStepper.tsx';
import './goods-buy.css';

// The order dialog (the address form and its rules with it) loads on the first 立即购买.
const CheckoutDialog = lazy(() =>
  import('./CheckoutDialog.tsx').then((m) => ({ default: m.CheckoutDialog })),
);

export function GoodsBuy({ goods: g }: { goods: GoodsDetail }) {
  const cart = useCart();
  const login = useLoginState();
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const order = useCheckout();
  const [quantity, setQuantity] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const checkoutOpened = useOpenedOnce(confirming);
  const inCart = cart.lines.find((l) => l.goods_id === g.id)?.quantity ?? 0;
  const stock = Math.max(0, Math.floor(g.stock));
  const max = Math.min(stock, ORDER_QUANTITY_MAX);
  const offShelf = g.status !== 1;
  const soldOut = stock === 0;
  const q = Math.min(Math.max(1, quantity), Math.max(1, max));

  if (offShelf || soldOut) {
    return (
      <p className="goods-buy__closed" role="status">
        <Icon name="info" />
        {offShelf ? '该商品已下架，暂时无法购买。' : '该商品已售罄，店主补货后即可购买。'}
      </p>
    );
  }

  const add = () => {
    const result = cart.add(g, q);
    if (result.added === q) notify.success(`已加入购物车（${q} 件）`);
    else if (result.added > 0) notify.info(`库存仅剩 ${stock} 件，已加入 ${result.added} 件`);
    else notify.info(`库存仅剩 ${stock} 件，购物车里已经有 ${result.quantity} 件了`);
  };
  const buyNow = () => {
    if (login === 'visitor') {
      openLogin(true);
      return;
    }
    order.clearError();
    setConfirming(true);
  };

  return (
    <div className="goods-buy">
      <div className="goods-buy__row">
        <span className="goods-buy__label" aria-hidden="true">
          数量
        </span>
        <QuantityStepper value={q} max={max} onChange={setQuantity} label="购买数量" />
        <span className="goods-buy__stock">库存 {formatCompact(stock)} 件</span>
      </div>
      {inCart > 0 && <p className="goods-buy__in-cart">购物车中已有 {inCart} 件</p>}
      <div className="goods-buy__actions">
        <Button size="lg" onClick={add} disabled={inCart >= stock}>
          {inCart >= stock ? '已达库存上限' : '加入购物车'}
        </Button>
        <Button size="lg" variant="primary" onClick={buyNow} loading={order.pending}>
          立即购买
        </Button>
      </div>
      {checkoutOpened && (
        <Suspense fallback={null}>
          <CheckoutDialog
            open={confirming}
            onOpenChange={setConfirming}
            groups={[
              {
                key: `shop-${g.shop.id}`,
                seller: g.shop.name,
                lines: [
                  {
                    key: `goods-${g.id}`,
                    kind: 'goods',
                    title: g.title,
                    cover: g.cover,
                    price: g.price,
                    quantity: q,
                    ships: g.ships,
                  },
                ],
              },
            ]}
            pending={order.pending}
            error={order.error}
            onConfirm={(method, addressId) =>
              order.submit(
                {
                  goods: [{ goods_id: g.id, quantity: q }],
                  ...(addressId === null ? {} : { address_id: addressId }),
                },
                method,
                () => {},
              )
            }
          />
        </Suspense>
      )}
    </div>
  );
}
