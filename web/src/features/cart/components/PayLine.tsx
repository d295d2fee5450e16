import type { ReactNode } from 'react';
import { Image } from '../../../components/Image.tsx';
import { formatFen, formatMoney } from '../../../lib/format.ts';
import { lineFen } from '../../../lib/cart-money.ts';

/** One line of what is paid for, in the 确认订单 dialog and on the payment page. */
export function PayLine({
  cover,
  title,
  kind,
  price,
  quantity,
}: {
  cover: string;
  /** The title, or a link to the item. */
  title: ReactNode;
  kind: 'work' | 'goods';
  price: string;
  quantity: number;
}) {
  return (
    <li className="pay-line">
      <Image src={cover} alt="" ratio={1} className="pay-line__cover" />
      <span className="pay-line__title">{title}</span>
      <span className="pay-line__qty">
        {kind === 'work' ? `数字作品 · ${formatMoney(price)}` : `${formatMoney(price)} × ${quantity}`}
      </span>
      <span className="pay-line__sum">
        <span className="visually-hidden">小计 </span>
        {formatFen(lineFen(price, quantity))}
      </span>
    </li>
  );
}
