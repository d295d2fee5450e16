import { clsx } from 'clsx';
import { useId } from 'react';
import { Link } from 'react-router';
import { hrefs, type Money, type WorkType, WORK_TYPE_BADGE } from '@zaowu/shared';
import { Avatar } from './Avatar.tsx';
import { formatCompact, formatPrice } from '../lib/format.ts';
import { Icon } from './Icon.tsx';
import { Image } from './Image.tsx';
import { Skeleton } from './Skeleton.tsx';
import './card.css';

/** What a card shows of a work; a WorkSummary fits as it is. */
export interface CardWork {
  id: number;
  type: WorkType;
  title: string;
  cover: string | null;
  /** The author's alternative text for the cover; without it the cover is decoration beside the title. */
  cover_alt?: string;
  author: { nickname: string; avatar?: string | null };
  likes: number;
  views: number;
  /** A price in yuan ("12.50") when the work is for sale; null or absent when free. */
  price?: Money | null;
}

export interface CardProps {
  work: CardWork;
  /** Where the card leads (default /{type}/{id}). */
  to?: string;
  /** Cover width ÷ height (default 4/3); 'natural' for art in a masonry wall. */
  coverRatio?: number | 'natural';
  /** The cover's pixel size when known: keeps a natural-ratio cover from shifting the wall. */
  coverSize?: { width: number; height: number };
  /** Above the fold: load the cover at once. */
  priority?: boolean;
  /** The title's heading level inside its list (default h3, under a section's h2). */
  titleAs?: 'h2' | 'h3' | 'h4';
  className?: string;
}

/**
 * A work card (design.md §8): cover, type badge, price tag when for sale, title, author and counts. The
 * whole card is one link: the router Link sits on the title (so its accessible name is the title, as
 * WCAG 2.5.3 "label in name" wants) and stretches over the card; type, author, counts and price are
 * its description. Hover lifts the card a little; keyboard focus rings the whole card.
 */
export function Card({
  work,
  to,
  coverRatio = 4 / 3,
  coverSize,
  priority,
  titleAs: Title = 'h3',
  className,
}: CardProps) {
  const id = useId();
  const forSale = work.price !== null && work.price !== undefined && Number(work.price) > 0;
  return (
    <article className={clsx('work-card', className)}>
      <div className="work-card__cover">
        <Image
          src={work.cover}
          alt={work.cover_alt?.trim() ?? ''}
          ratio={coverRatio}
          width={coverSize?.width}
          height={coverSize?.height}
          priority={priority}
          layout="card"
        />
        <span className="work-card__type" aria-hidden="true">
          {WORK_TYPE_BADGE[work.type] ?? work.type}
        </span>
        {forSale && (
          <span className="work-card__price" aria-hidden="true">
            {formatPrice(work.price!)}
          </span>
        )}
      </div>
      <div className="work-card__body">
        <Title className="work-card__title">
          {/* The link's hit area is stretched over the whole card (::after); its name is the title. */}
          <Link
            to={to ?? hrefs.work(work.type, work.id)}
            className="work-card__link"
            aria-describedby={`${id}-desc`}
          >
            {work.title}
          </Link>
        </Title>
        <div className="work-card__meta" aria-hidden="true">
          <span className="work-card__author">
            <Avatar src={work.author.avatar} name={work.author.nickname} size={20} decorative />
            <span className="work-card__name">{work.author.nickname}</span>
          </span>
          <span className="work-card__stats">
            <span className="work-card__stat">
              <Icon name="heart" />
              {formatCompact(work.likes)}
            </span>
            <span className="work-card__stat">
              <Icon name="eye" />
              {formatCompact(work.views)}
            </span>
          </span>
        </div>
      </div>
      <span id={`${id}-desc`} className="visually-hidden">
        {[
          WORK_TYPE_BADGE[work.type],
          `作者 ${work.author.nickname}`,
          `${formatCompact(work.likes)} 赞`,
          `${formatCompact(work.views)} 次浏览`,
          forSale ? `售价 ${formatPrice(work.price!)}` : null,
        ]
          .filter(Boolean)
          .join('，')}
      </span>
    </article>
  );
}

/** A card-shaped placeholder for a loading grid (wrap the grid in a SkeletonGroup). */
export function CardSkeleton({ coverRatio = 4 / 3 }: { coverRatio?: number }) {
  return (
    <div className="work-card work-card--skeleton" aria-hidden="true">
      <Skeleton shape="rect" ratio={coverRatio} className="work-card__cover-skeleton" />
      <div className="work-card__body">
        <Skeleton width="72%" />
        <div className="work-card__meta">
          <span className="work-card__author">
            <Skeleton shape="circle" width={20} />
            <Skeleton width={56} />
          </span>
          <Skeleton width={64} />
        </div>
      </div>
    </div>
  );
}
