/** One cart line: tick, cover, title, price (and what changed), quantity, subtotal, 删除. */
import { hrefs } from '@zaowu/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { Image } from '../../../components/Image.tsx';
import { formatFen } from '../../../lib/format.ts';
import { LinePrice } from './LinePrice.tsx';
import type { CartItem } from '../checkout.ts';
import { lineFen } from '../../../lib/cart-money.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

function Note({ item, id, onFix }: { item: CartItem; id: string; onFix: (quantity: number) => void }) {
  const { state, line, max } = item;
  switch (state.kind) {
    case 'gone':
      return (
        <p id={id} className="cart-line__note is-bad">
          商品已下架，无法购买
        </p>
      );
    case 'soldout':
      return (
        <p id={id} className="cart-line__note is-bad">
          已售罄，暂时无法购买
        </p>
      );
    case 'short':
      return (
        <p id={id} className="cart-line__note is-bad">
          库存仅剩 {state.stock} 件
          <button type="button" className="cart-line__fix" onClick={() => onFix(state.stock)}>
            改为 {state.stock} 件
          </button>
        </p>
      );
    case 'ok':
      return line.quantity >= max ? (
        <p id={id} className="cart-line__note">
          {max < state.stock ? `每单最多购买 ${max} 件` : `库存仅剩 ${state.stock} 件`}
        </p>
      ) : null;
    default:
      return null;
  }
}

export function CartLineRow({
  item,
  selected,
  onSelect,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const { line, price, priceWas, state, max, selectable } = item;
  const noteId = `${id}-note`;
  const hasNote =
    state.kind === 'gone' ||
    state.kind === 'soldout' ||
    state.kind === 'short' ||
    (state.kind === 'ok' && line.quantity >= max);
  const inactive = state.kind === 'gone' || state.kind === 'soldout';

  return (
    <li className={inactive ? 'cart-line is-inactive' : 'cart-line'} aria-labelledby={`${id}-title`}>
      <Checkbox
        className="cart-line__check"
        label={<span className="visually-hidden">选择「{line.title}」</span>}
        checked={selected}
        disabled={!selectable}
        onCheckedChange={(v) => onSelect(v === true)}
      />
      <Link to={hrefs.goods(line.goods_id)} className="cart-line__cover" tabIndex={-1} aria-hidden="true">
        <Image src={line.cover} alt="" ratio={1} />
      </Link>
      <div className="cart-line__info">
        <h3 className="cart-line__title" id={`${id}-title`}>
          <Link to={hrefs.goods(line.goods_id)}>{line.title}</Link>
        </h3>
        <LinePrice label="单价" price={price} priceWas={priceWas} />
        {hasNote && <Note item={item} id={noteId} onFix={onQuantity} />}
      </div>
      <QuantityStepper
        className="cart-line__qty"
        value={line.quantity}
        max={max}
        label={`「${line.title}」的购买数量`}
        disabled={inactive}
        describedBy={hasNote ? noteId : undefined}
        onChange={onQuantity}
      />
      <p className="cart-line__subtotal">
        <span className="visually-hidden">小计 </span>
        {formatFen(lineFen(price, line.quantity))}
      </p>
      <Button
        variant="ghost"
        size="sm"
        className="cart-line__remove"
        aria-label={`删除「${line.title}」`}
        onClick={onRemove}
      >
        删除
      </Button>
    </li>
  );
}
