/** A designer in the directory: cover banner, avatar, name, city, specialties, counts and 关注. */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { hrefs, type Designer, WORK_TYPE_LABEL } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { Image } from '../../../components/Image.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { DesignerStats } from './DesignerStats.tsx';
import '../../../components/profile.css';

/** The card's 关注, which app/ passes in (the follow feature's button). */
export type FollowSlot = (designer: Designer) => ReactNode;

export function DesignerCard({
  designer: d,
  priority,
  follow,
}: {
  designer: Designer;
  priority?: boolean;
  follow: FollowSlot;
}) {
  const id = useId();
  return (
    <article className="profile-card designer-card" aria-labelledby={`${id}-name`}>
      <div className="profile-card__cover designer-card__cover">
        <Image src={d.cover} alt="" ratio={8 / 3} layout="banner" priority={priority} />
      </div>
      <div className="designer-card__body">
        <Avatar src={d.avatar} name={d.nickname} size={64} decorative className="designer-card__avatar" />
        <div className="designer-card__head">
          <h2 className="profile-card__name designer-card__name" id={`${id}-name`}>
            {/* The name's link stretches over the card; the follow button sits above it. */}
            <Link to={hrefs.designer(d.id)} className="profile-card__link designer-card__link">
              {d.nickname}
            </Link>
          </h2>
          {d.city && <p className="designer-card__city">{d.city}</p>}
        </div>
        <div className="designer-card__follow">{follow(d)}</div>
        {d.specialties.length > 0 && (
          <ul className="designer-card__specialties" aria-label="擅长">
            {d.specialties.map((t) => (
              <li key={t}>
                <Badge>{WORK_TYPE_LABEL[t] ?? t}</Badge>
              </li>
            ))}
          </ul>
        )}
        <p className="designer-card__bio">{d.bio || '这位设计师还没有写简介。'}</p>
        <DesignerStats designer={d} className="designer-card__stats" />
      </div>
    </article>
  );
}

export function DesignerCardSkeleton() {
  return (
    <div className="profile-card profile-card--skeleton designer-card" aria-hidden="true">
      <Skeleton shape="rect" ratio={8 / 3} className="profile-card__cover designer-card__cover" />
      <div className="designer-card__body">
        <Skeleton shape="circle" width={64} className="designer-card__avatar" />
        <div className="designer-card__head">
          <Skeleton width="50%" />
          <Skeleton width="30%" />
        </div>
        <Skeleton lines={2} />
        <Skeleton width="80%" />
      </div>
    </div>
  );
}
