/**
 * A goods item in a shop: cover and title (to its page), price, stock and sales, and 加入购物车. The cart never holds
 * more than the stock: a sold-out item cannot be added, and one already in the cart up to its stock
 * says so.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { hrefs, type Goods } from '@zaowu/shared';
import { Button } from '../../../components/Button.tsx';
import { formatCompact, formatPrice } from '../../../lib/format.ts';
import { Image } from '../../../components/Image.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { notify } from '../../../lib/toast.ts';
import { useCart } from '../../../lib/cart-state.ts';

export function GoodsCard({ goods: g }: { goods: Goods }) {
  const id = useId();
  const cart = useCart();
  const inCart = cart.lines.find((l) => l.goods_id === g.id)?.quantity ?? 0;
  const soldOut = g.stock <= 0;
  const full = !soldOut && inCart >= g.stock;

  const add = () => {
    const result = cart.add(g, 1);
    if (result.added > 0) notify.success('已加入购物车');
    else notify.info(`库存仅剩 ${g.stock} 件，购物车里已经有 ${result.quantity} 件了`);
  };

  return (
    <article className="goods-card" aria-labelledby={`${id}-title`}>
      <Link to={hrefs.goods(g.id)} className="goods-card__cover" tabIndex={-1} aria-hidden="true">
        <Image src={g.cover} alt="" ratio={1} layout="card" />
        {soldOut && (
          <span className="goods-card__flag" aria-hidden="true">
            已售罄
          </span>
        )}
      </Link>
      <div className="goods-card__body">
        <h3 className="goods-card__title" id={`${id}-title`}>
          <Link to={hrefs.goods(g.id)}>{g.title}</Link>
        </h3>
        <p className="goods-card__price">
          <span className="visually-hidden">价格 </span>
          {formatPrice(g.price)}
        </p>
        <p className="goods-card__figures">
          <span>{soldOut ? '暂时缺货' : `库存 ${formatCompact(g.stock)}`}</span>
          <span aria-hidden="true">·</span>
          <span>已售 {formatCompact(g.sales)}</span>
          {inCart > 0 && (
            <>
              <span aria-hidden="true">·</span>
              <span className="goods-card__in-cart">购物车中 {inCart} 件</span>
            </>
          )}
        </p>
        <Button
          variant={soldOut || full ? 'secondary' : 'primary'}
          block
          className="goods-card__add"
          disabled={soldOut || full}
          aria-label={
            soldOut ? `已售罄：${g.title}` : full ? `已达库存上限：${g.title}` : `加入购物车：${g.title}`
          }
          onClick={add}
        >
          {soldOut ? '已售罄' : full ? '已达库存上限' : '加入购物车'}
        </Button>
      </div>
    </article>
  );
}

export function GoodsCardSkeleton() {
  return (
    <div className="goods-card goods-card--skeleton" aria-hidden="true">
      <Skeleton shape="rect" ratio={1} className="goods-card__cover" />
      <div className="goods-card__body">
        <Skeleton width="80%" />
        <Skeleton width="40%" />
        <Skeleton shape="rect" height={40} />
      </div>
    </div>
  );
}
