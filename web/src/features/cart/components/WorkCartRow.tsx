/** A work in the cart: tick, cover, title (to its page), price (and what changed), 删除. Bought once. */
import { hrefs } from '@zaowu/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { Image } from '../../../components/Image.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { LinePrice } from './LinePrice.tsx';
import type { WorkCartItem } from '../work-lines.ts';

const GONE_NOTES = {
  deleted: '作品已删除，无法购买',
  free: '作品已改为免费，可在作品页直接下载',
} as const;

export function WorkCartRow({
  item,
  selected,
  onSelect,
  onRemove,
}: {
  item: WorkCartItem;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const { work, price, priceWas, state, selectable } = item;
  const href = hrefs.work(work.work_type, work.work_id);
  const gone = state.kind === 'gone';
  return (
    <li className={gone ? 'cart-line is-inactive' : 'cart-line'} aria-labelledby={`${id}-title`}>
      <Checkbox
        className="cart-line__check"
        label={<span className="visually-hidden">选择「{work.title}」</span>}
        checked={selected}
        disabled={!selectable}
        onCheckedChange={(v) => onSelect(v === true)}
      />
      <Link to={href} className="cart-line__cover" tabIndex={-1} aria-hidden="true">
        <Image src={work.cover} alt="" ratio={4 / 3} />
      </Link>
      <div className="cart-line__info">
        <h3 className="cart-line__title" id={`${id}-title`}>
          {state.kind === 'gone' && state.why === 'deleted' ? (
            work.title
          ) : (
            <Link to={href}>{work.title}</Link>
          )}
        </h3>
        <LinePrice label="价格" price={price} priceWas={priceWas} />
        {state.kind === 'gone' && <p className="cart-line__note is-bad">{GONE_NOTES[state.why]}</p>}
      </div>
      <p className="cart-line__qty cart-line__kind">
        <Badge>数字作品</Badge>
      </p>
      <p className="cart-line__subtotal">
        <span className="visually-hidden">小计 </span>
        {formatMoney(price)}
      </p>
      <Button
        variant="ghost"
        size="sm"
        className="cart-line__remove"
        aria-label={`删除「${work.title}」`}
        onClick={onRemove}
      >
        删除
      </Button>
    </li>
  );
}
