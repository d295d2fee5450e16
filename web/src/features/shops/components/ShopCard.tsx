/** A shop in the directory: banner, logo, name, rating, goods count and sales. */
import { useId } from 'react';
import { Link } from 'react-router';
import { hrefs, type Shop } from '@zaowu/shared';
import { formatCompact } from '../../../lib/format.ts';
import { Image } from '../../../components/Image.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { Rating } from './Rating.tsx';
import '../../../components/profile.css';

export function ShopCard({ shop: s, priority }: { shop: Shop; priority?: boolean }) {
  const id = useId();
  return (
    <article className="profile-card shop-card" aria-labelledby={`${id}-name`}>
      <div className="profile-card__cover shop-card__banner">
        <Image src={s.banner} alt="" ratio={8 / 3} layout="banner" priority={priority} />
      </div>
      <div className="shop-card__body">
        <Image src={s.logo} alt="" ratio={1} layout="thumb" className="shop-card__logo" />
        <h2 className="profile-card__name shop-card__name" id={`${id}-name`}>
          <Link to={hrefs.shop(s.id)} className="profile-card__link shop-card__link">
            {s.name}
          </Link>
        </h2>
        <Rating value={s.rating} count={s.rating_count} />
        <p className="shop-card__description">{s.description}</p>
        <p className="shop-card__figures">
          <span>{formatCompact(s.goods_count)} 件商品</span>
          <span aria-hidden="true">·</span>
          <span>已售 {formatCompact(s.sales)}</span>
        </p>
      </div>
    </article>
  );
}

export function ShopCardSkeleton() {
  return (
    <div className="profile-card profile-card--skeleton shop-card" aria-hidden="true">
      <Skeleton shape="rect" ratio={8 / 3} className="profile-card__cover shop-card__banner" />
      <div className="shop-card__body">
        <Skeleton shape="rect" width={56} height={56} className="shop-card__logo" />
        <Skeleton width="60%" />
        <Skeleton width="30%" />
        <Skeleton lines={2} />
      </div>
    </div>
  );
}
