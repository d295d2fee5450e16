import { clsx } from 'clsx';
import { Link } from 'react-router';
import { WORK_TYPES, hrefs, type Designer, type Shop } from '@zaowu/shared';
import { Avatar } from '../Avatar.tsx';
import { Badge } from '../Badge.tsx';
import { formatCompact } from '../../lib/format.ts';
import { Image } from '../Image.tsx';
import './works-ui.css';

const typeLabel = (t: string) => WORK_TYPES.find((w) => w.type === t)?.label ?? t;

export interface DesignerCardProps {
  designer: Pick<
    Designer,
    'id' | 'nickname' | 'avatar' | 'cover' | 'specialties' | 'followers' | 'works_count'
  >;
  /** compact: one row (search results); full: a card with the designer's cover (home). */
  variant?: 'full' | 'compact';
  titleAs?: 'h3' | 'h4';
}

/** A designer: portrait, name, what they make, followers; the whole card links to /designer/{id}. */
export function DesignerCard({ designer: d, variant = 'full', titleAs: Title = 'h3' }: DesignerCardProps) {
  return (
    <article className={clsx('person-card', `person-card--${variant}`)}>
      {variant === 'full' && <Image src={d.cover} alt="" ratio={16 / 7} className="person-card__cover" />}
      <div className="person-card__body">
        <Avatar
          src={d.avatar}
          name={d.nickname}
          size={variant === 'full' ? 56 : 44}
          decorative
          className="person-card__avatar"
        />
        <div className="person-card__text">
          <Title className="person-card__name">
            <Link to={hrefs.designer(d.id)} className="person-card__link">
              {d.nickname}
            </Link>
          </Title>
          {d.specialties.length > 0 && (
            <p className="person-card__tags">
              <span className="visually-hidden">擅长：</span>
              {d.specialties.map((s) => (
                <Badge key={s}>{typeLabel(s)}</Badge>
              ))}
            </p>
          )}
          <p className="person-card__meta">
            <span>
              <b>{formatCompact(d.followers)}</b> 粉丝
            </span>
            <span>
              <b>{formatCompact(d.works_count)}</b> 作品
            </span>
          </p>
        </div>
      </div>
    </article>
  );
}

export interface ShopCardProps {
  shop: Pick<Shop, 'id' | 'name' | 'logo' | 'banner' | 'rating' | 'goods_count' | 'sales'>;
  variant?: 'full' | 'compact';
  titleAs?: 'h3' | 'h4';
}

/** A shop: logo, name, rating and sales; the whole card links to /shop/{id}. */
export function ShopCard({ shop: s, variant = 'full', titleAs: Title = 'h3' }: ShopCardProps) {
  return (
    <article className={clsx('person-card', 'person-card--shop', `person-card--${variant}`)}>
      {variant === 'full' && <Image src={s.banner} alt="" ratio={16 / 7} className="person-card__cover" />}
      <div className="person-card__body">
        <span className="person-card__logo">
          <Image src={s.logo} alt="" ratio={1} />
        </span>
        <div className="person-card__text">
          <Title className="person-card__name">
            <Link to={hrefs.shop(s.id)} className="person-card__link">
              {s.name}
            </Link>
          </Title>
          <p className="person-card__meta">
            <span className="person-card__rating">
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">评分</span>
              <b>{s.rating.toFixed(1)}</b>
            </span>
            <span>
              <b>{formatCompact(s.goods_count)}</b> 件商品
            </span>
            <span>
              已售 <b>{formatCompact(s.sales)}</b>
            </span>
          </p>
        </div>
      </div>
    </article>
  );
}
