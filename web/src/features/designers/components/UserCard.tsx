/**
 * A member's public card in a pop-up (POST /api/user/index): opened from an author's name, it shows
 * the avatar, bio, city, 作品 / 粉丝 / 获赞, a follow button and the way to the full profile.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { hrefs, type UserBrief } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { Popover } from '../../../components/Popover.tsx';
import { Skeleton } from '../../../components/Skeleton.tsx';
import { FollowButton } from '../../follow/index.ts';
import { MessageButton } from '../../messages/index.ts';
import { userCardQuery } from '../api.ts';
import { DesignerStats } from './DesignerStats.tsx';
import '../user-card.css';

function CardBody({ user }: { user: UserBrief }) {
  const card = useQuery(userCardQuery(user.id));
  if (card.isPending)
    return (
      <div className="user-card" aria-busy="true">
        <Skeleton width="60%" height={20} />
        <Skeleton width="100%" height={14} />
        <Skeleton width="80%" height={14} />
      </div>
    );
  if (card.isError)
    return (
      <div className="user-card">
        <p className="muted">名片加载失败</p>
        <Button size="sm" onClick={() => void card.refetch()}>
          重试
        </Button>
      </div>
    );
  const d = card.data;
  return (
    <div className="user-card">
      <div className="user-card__head">
        <Avatar src={d.avatar} name={d.nickname} size={48} decorative />
        <div className="user-card__who">
          <strong>{d.nickname}</strong>
          {d.city && <span className="muted">{d.city}</span>}
        </div>
      </div>
      {d.bio && <p className="user-card__bio">{d.bio}</p>}
      <DesignerStats designer={d} className="user-card__stats" />
      <div className="user-card__actions">
        <FollowButton userId={d.id} name={d.nickname} size="sm" />
        <MessageButton userId={d.id} name={d.nickname} size="sm" />
        <Button asChild size="sm" variant="ghost">
          <Link to={hrefs.designer(d.id)}>查看主页</Link>
        </Button>
      </div>
    </div>
  );
}

/** The author's name as a button that opens their card; the card loads on first open. */
export function UserCardTrigger({ user, className }: { user: UserBrief; className?: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      label={`${user.nickname} 的名片`}
      onOpenChange={(open) => open && setOpened(true)}
      content={opened ? <CardBody user={user} /> : null}
    >
      <button type="button" className={className ?? 'user-card-trigger'} aria-haspopup="dialog">
        {user.nickname}
      </button>
    </Popover>
  );
}
