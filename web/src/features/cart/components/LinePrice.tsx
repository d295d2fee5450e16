/** A cart line's price, and the price it had when added when that changed (价格已变动). */
import type { Money } from '@zaowu/shared';
import { formatMoney } from '../../../lib/format.ts';

export function LinePrice({
  label,
  price,
  priceWas,
}: {
  label: string;
  price: Money;
  priceWas: Money | null;
}) {
  return (
    <p className="cart-line__price">
      <span className="visually-hidden">{label} </span>
      {formatMoney(price)}
      {priceWas && (
        <span className="cart-line__was">
          <span className="visually-hidden">，加入时为 </span>
          <s>{formatMoney(priceWas)}</s>
          <span className="cart-line__changed">价格已变动</span>
        </span>
      )}
    </p>
  );
}
