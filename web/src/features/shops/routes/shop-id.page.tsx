/** /shop/{id}: the shop's banner, logo, owner, description and rating, and its goods with 加入购物车. */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { hrefs, type ShopDetail } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { formatCompact } from '../../../lib/format.ts';
import { Grid } from '../../../components/Grid.tsx';
import { Image } from '../../../components/Image.tsx';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCart } from '../../../lib/cart-state.ts';
import { useShareMeta } from '../../../lib/share-meta.ts';
import { shopDetailQuery } from '../api.ts';
import { GoodsCard, GoodsCardSkeleton } from '../components/GoodsCard.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Rating } from '../components/Rating.tsx';
import '../../../components/profile.css';
import '../shops.css';

function ShopHero({ shop: s }: { shop: ShopDetail }) {
  return (
    <header className="profile-hero shop-hero">
      <Image src={s.banner} alt="" ratio={5} priority className="profile-hero__cover" />
      <div className="profile-hero__main shop-hero__main">
        <Image src={s.logo} alt={`${s.name}的标志`} ratio={1} className="shop-hero__logo" priority />
        <div className="profile-hero__who shop-hero__who">
          <h1 id="page-title" className="profile-hero__name shop-hero__name">
            {s.name}
          </h1>
          <Rating value={s.rating} count={s.rating_count} />
          <p className="shop-hero__owner">
            <span className="muted">店主</span>
            <Link to={hrefs.designer(s.owner.id)} className="shop-hero__owner-link">
              <Avatar src={s.owner.avatar} name={s.owner.nickname} size={24} decorative />
              {s.owner.nickname}
            </Link>
          </p>
        </div>
        <dl className="profile-stats">
          <div>
            <dt>在售商品</dt>
            <dd>{formatCompact(s.goods_count)}</dd>
          </div>
          <div>
            <dt>累计销量</dt>
            <dd>{formatCompact(s.sales)}</dd>
          </div>
        </dl>
      </div>
      {s.description && <p className="shop-hero__description">{s.description}</p>}
    </header>
  );
}

function CartLink() {
  const cart = useCart();
  return (
    <Button asChild variant="secondary" size="md">
      <Link to="/cart">
        购物车
        {cart.count > 0 && <span className="shops-cart-count">{cart.count}</span>}
        {cart.count > 0 && <span className="visually-hidden"> 件商品</span>}
      </Link>
    </Button>
  );
}

export function Component() {
  const id = Number(useParams().id);
  const detail = useQuery(shopDetailQuery(id));
  const s = detail.data;
  usePageTitle(s ? `${s.name} · 店铺详情` : '店铺详情', s?.description || undefined);
  useShareMeta(s ? { title: s.name, description: s.description, image: s.banner || s.logo } : null);

  if (detail.isPending) {
    return (
      <SkeletonGroup label="正在加载店铺…">
        <div className="profile-hero shop-hero">
          <Skeleton shape="rect" ratio={5} className="profile-hero__cover" />
          <div className="profile-hero__main shop-hero__main">
            <Skeleton shape="rect" width={88} height={88} className="shop-hero__logo" />
            <div className="profile-hero__who shop-hero__who">
              <Skeleton width={200} height={28} />
              <Skeleton width={120} />
            </div>
          </div>
        </div>
        <Grid minItemWidth={180} maxColumns={5} list={false}>
          {Array.from({ length: 5 }, (_, i) => (
            <GoodsCardSkeleton key={i} />
          ))}
        </Grid>
      </SkeletonGroup>
    );
  }
  if (!s) {
    return (
      <section aria-labelledby="page-title">
        <h1 id="page-title" className="visually-hidden">
          店铺详情
        </h1>
        <LoadError title="店铺加载失败" error={detail.error} onRetry={() => void detail.refetch()} />
      </section>
    );
  }

  const goods = s.goods.filter((g) => g.status === 1);
  return (
    <article className="shop-page" aria-labelledby="page-title">
      <ShopHero shop={s} />
      <section aria-labelledby="goods-title" className="shop-goods">
        <div className="shop-goods__head">
          <h2 id="goods-title">全部商品</h2>
          <CartLink />
        </div>
        {goods.length === 0 ? (
          <Empty
            title="店铺还没有上架商品"
            description="去其他店铺逛逛吧。"
            action={
              <Button asChild variant="primary">
                <Link to="/shop">逛逛其他店铺</Link>
              </Button>
            }
          />
        ) : (
          <Grid minItemWidth={180} maxColumns={5} aria-labelledby="goods-title">
            {goods.map((g) => (
              <GoodsCard key={g.id} goods={g} />
            ))}
          </Grid>
        )}
      </section>
    </article>
  );
}
