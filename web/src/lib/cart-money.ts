/** A cart line's amount. Wire amounts, fen and ¥ formatting: `@zaowu/shared` money. */
import { priceFen, type Money } from '@zaowu/shared';

/** Price × quantity in fen (0 for a price that is not a plain amount). */
export function lineFen(price: Money, quantity: number): number {
  return (priceFen(price) ?? 0) * quantity;
}
