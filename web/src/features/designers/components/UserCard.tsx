/**
 * A member's public card (POST /api/user/index), the body of the pop-up an author's name opens
 * (components/UserCardSlot.tsx): the avatar, bio, city, 作品 / 粉丝 / 获赞, the actions app/ passes in
 * (follow, message) and the way to the full profile.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hrefs, type UserBrief } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Button } from '../../../components/Button.tsx';
import { UserCardSkeleton } from '../../../components/UserCardSlot.tsx';
import { userCardQuery } from '../../../lib/user-card-query.ts';
import { DesignerStats } from './DesignerStats.tsx';
import '../user-card.css';

/** Who the card's actions are for: the card's own id and name. */
export interface CardPerson {
  id: number;
  nickname: string;
}

export function UserCard({
  user,
  actions,
}: {
  user: UserBrief;
  /** Buttons before 查看主页 (app/ passes 关注 and 私信). */
  actions: (person: CardPerson) => ReactNode;
}) {
  const card = useQuery(userCardQuery(user.id));
  if (card.isPending) return <UserCardSkeleton />;
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
        {actions(d)}
        <Button asChild size="sm" variant="ghost">
          <Link to={hrefs.designer(d.id)}>查看主页</Link>
        </Button>
      </div>
    </div>
  );
}
