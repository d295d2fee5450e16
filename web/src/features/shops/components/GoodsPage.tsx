/**
 * /goods/{id}: a goods item's pictures, price, stock and sales, its description and the shop selling
 * it; a quantity within the stock, 加入购物车 (the header's count goes up at once) and 立即购买 (the
 * confirmation step, then the order). Off the shelf or sold out: said so, nothing to buy. Below, the
 * buyers' 评价 with their average. A missing id is the 404 page.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { hrefs, type GoodsDetail } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { formatCompact, formatMoney } from '../../../lib/format.ts';
import { Image } from '../../../components/Image.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useShareMeta } from '../../../lib/share-meta.ts';
import { goodsDetailQuery } from '../api.ts';
import { Rating } from './Rating.tsx';
import '../shops.css';

/** The pictures: one large, the others as thumbnails (arrow keys move between them). */
function Gallery({ goods: g }: { goods: GoodsDetail }) {
  const [index, setIndex] = useState(0);
  const images = g.images.length > 0 ? g.images : [g.cover];
  const current = images[Math.min(index, images.length - 1)]!;
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + images.length) % images.length;
    setIndex(next);
    e.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  return (
    <div className="goods-gallery">
      <Image
        src={current}
        alt={`${g.title}，第 ${index + 1} 张图，共 ${images.length} 张`}
        ratio={1}
        priority
        layout="detail"
        className="goods-gallery__main"
      />
      {images.length > 1 && (
        <div className="goods-gallery__thumbs" role="group" aria-label="商品图片" onKeyDown={onKey}>
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              className="goods-gallery__thumb"
              aria-label={`第 ${i + 1} 张图`}
              aria-pressed={i === index}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setIndex(i)}
            >
              <Image src={src} alt="" ratio={1} layout="thumb" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function ShopCard({ shop: s }: { shop: GoodsDetail['shop'] }) {
  return (
    <section className="goods-shop" aria-labelledby="goods-shop-name">
      <Image src={s.logo} alt="" ratio={1} className="goods-shop__logo" />
      <div className="goods-shop__who">
        <h2 id="goods-shop-name" className="goods-shop__name">
          {s.name}
        </h2>
        <Rating value={s.rating} count={s.rating_count} />
        <p className="goods-shop__meta">
          <Avatar src={s.owner.avatar} name={s.owner.nickname} size={20} decorative />
          店主 {s.owner.nickname} · 在售 {formatCompact(s.goods_count)} · 已售 {formatCompact(s.sales)}
        </p>
      </div>
      <Button asChild size="sm">
        <Link to={hrefs.shop(s.id)}>进店逛逛</Link>
      </Button>
    </section>
  );
}

/** What app/ puts on the goods page from other features: the buy box (cart) and the 评价 (reviews). */
export interface GoodsPageSlots {
  buy: (goods: GoodsDetail) => ReactNode;
  reviews: (goods: GoodsDetail) => ReactNode;
}

/** The page of /goods/{id} (app/pages/goods-id.page.tsx passes the slots). */
export function GoodsPage({ buy, reviews }: GoodsPageSlots) {
  const id = Number(useParams().id);
  const detail = useQuery(goodsDetailQuery(id));
  const g = detail.data;
  // The shop in the title: two shops may sell an item of the same name (the BFF's first paint says the same).
  usePageTitle(g ? `${g.title} · ${g.shop.name} · 商品详情` : '商品详情', g?.description || undefined);
  // Its first photo, else the cover: the picture the server's share card is drawn from.
  useShareMeta(g ? { title: g.title, description: g.description, image: g.images[0] || g.cover } : null);

  if (detail.isPending) {
    return (
      <SkeletonGroup label="正在加载商品…">
        <div className="goods-page">
          <Skeleton shape="rect" ratio={1} className="goods-gallery" />
          <div className="goods-info">
            <Skeleton width="70%" height={30} />
            <Skeleton width="30%" height={36} />
            <Skeleton lines={3} />
            <Skeleton shape="rect" height={48} />
          </div>
        </div>
      </SkeletonGroup>
    );
  }
  if (!g) {
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title" className="visually-hidden">
          商品详情
        </h1>
        <LoadError title="商品加载失败" error={detail.error} onRetry={() => void detail.refetch()} />
      </section>
    );
  }

  return (
    <article className="goods-detail" aria-labelledby="page-title">
      <nav aria-label="位置" className="goods-crumbs">
        <Link to="/shop">店铺</Link>
        <span aria-hidden="true">/</span>
        <Link to={hrefs.shop(g.shop.id)}>{g.shop.name}</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">商品详情</span>
      </nav>
      <div className="goods-page">
        <Gallery goods={g} />
        <div className="goods-info">
          <h1 id="page-title" className="goods-info__title">
            {g.title}
          </h1>
          <p className="goods-info__price">
            <span className="visually-hidden">价格 </span>
            {formatMoney(g.price)}
          </p>
          <p className="goods-info__figures">
            <span>已售 {formatCompact(g.sales)}</span>
            <span aria-hidden="true">·</span>
            <span>{g.status !== 1 ? '已下架' : g.stock > 0 ? '现货' : '暂时缺货'}</span>
          </p>
          {buy(g)}
          <ShopCard shop={g.shop} />
        </div>
      </div>
      <section className="goods-description" aria-labelledby="goods-description-title">
        <h2 id="goods-description-title">商品详情</h2>
        {g.description ? (
          <p className="goods-description__text">{g.description}</p>
        ) : (
          <p className="muted">店主还没有填写商品介绍。</p>
        )}
      </section>
      {reviews(g)}
    </article>
  );
}
