/**
 * 关注 / 已关注 toggle (aria-pressed). Members see their relation (user.relation) and toggle it
 * optimistically; visitors get the login dialog. While followed, hover or keyboard focus shows
 * 取消关注. The accessible name carries the person's name and every text the button can show.
 * 拉黑 either way (the relation says so) makes it 无法关注: a click says why, in the server's words,
 * and sends nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { FOLLOW_MSGS, type FollowState } from '@zaowu/shared';
import { useSetAtom } from '../../../lib/state.ts';
import { clsx } from 'clsx';
import { Button } from '../../../components/Button.tsx';
import { notify } from '../../../lib/toast.ts';
import { loginDialogOpenAtom, overviewQuery, useLoginState } from '../../../lib/session.ts';
import { relationQuery, useToggleFollow } from '../api.ts';
import './follow-button.css';

export interface FollowButtonProps {
  userId: number;
  /** The person's name, for the accessible label (关注 {name}). */
  name: string;
  size?: 'sm' | 'md';
}

/** Why the member cannot follow this person, or null: a block either way, the member's own said first. */
function blockOf(relation: FollowState | undefined): string | null {
  if (relation?.blocked_by_me) return FOLLOW_MSGS.blockedByMe;
  if (relation?.blocked_me) return FOLLOW_MSGS.blockedMe;
  return null;
}

export function FollowButton({ userId, name, size = 'sm' }: FollowButtonProps) {
  const loginState = useLoginState();
  const loggedIn = loginState === 'member';
  const openLogin = useSetAtom(loginDialogOpenAtom);
  const me = useQuery({ ...overviewQuery(), enabled: loggedIn });
  const isSelf = loggedIn && me.data?.userinfo.id === userId;
  const relation = useQuery({ ...relationQuery(userId), enabled: loggedIn && !isSelf });
  const toggle = useToggleFollow(userId, name);

  // Nobody follows themselves.
  if (isSelf) return null;

  const following = loggedIn && relation.data?.following === true;
  const blocked = loggedIn ? blockOf(relation.data) : null;

  // Blocking ended any follow, so a blocked relation is never one being followed.
  if (blocked && !following)
    return (
      <Button
        size={size}
        variant="secondary"
        className="follow-button follow-button--blocked"
        aria-disabled="true"
        aria-label={`无法关注 ${name}：${blocked}`}
        title={blocked}
        data-follow-user={userId}
        onClick={() => notify.info(blocked)}
      >
        <span aria-hidden="true">无法关注</span>
      </Button>
    );

  const onClick = () => {
    // Until the login check answers, a click is neither a member's nor a visitor's.
    if (loginState === 'checking') return;
    if (!loggedIn) {
      openLogin(true);
      return;
    }
    // The relation is not known yet (or the mutation is running): a second click waits.
    if (relation.isPending || toggle.isPending) return;
    toggle.mutate(!following);
  };

  return (
    <Button
      size={size}
      variant={following ? 'secondary' : 'primary'}
      className={clsx('follow-button', following && 'follow-button--on')}
      aria-pressed={following}
      aria-label={following ? `已关注 ${name}，点击取消关注` : `关注 ${name}`}
      aria-busy={
        loginState === 'checking' || (loggedIn && relation.isPending) || toggle.isPending || undefined
      }
      data-follow-user={userId}
      onClick={onClick}
    >
      {following ? (
        <>
          <span className="follow-button__idle" aria-hidden="true">
            已关注
          </span>
          <span className="follow-button__hover" aria-hidden="true">
            取消关注
          </span>
        </>
      ) : (
        <span aria-hidden="true">
          <span className="follow-button__plus">+</span>关注
        </span>
      )}
    </Button>
  );
}
