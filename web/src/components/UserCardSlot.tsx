/**
 * The user card slot (docs/decisions/010-feature-layers.md): an author's name, wherever a feature shows
 * one (comments, community threads), opens that member's card in a pop-up. The card belongs to the
 * designers feature and carries follow and message buttons, so no feature draws it: app/ provides it
 * (UserCardSlot in user-card-context.ts, set in the shell; the card's code loads on first open) and this trigger renders what it was given. Without
 * a card the name is plain text.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useContext, useState } from 'react';
import type { UserBrief } from '@zaowu/shared';
import { userCardQuery } from '../lib/user-card-query.ts';
import { UserCardContext } from './user-card-context.ts';
import { Popover } from './Popover.tsx';
import { Skeleton } from './Skeleton.tsx';
import './user-card-slot.css';

/** The card while it loads. */
export function UserCardSkeleton() {
  return (
    <div className="user-card" aria-busy="true">
      <Skeleton width="60%" height={20} />
      <Skeleton width="100%" height={14} />
      <Skeleton width="80%" height={14} />
    </div>
  );
}

/**
 * The author's name as a button that opens their card; the card (code and data) loads on first open.
 * Until then it is a plain button: a thread or a comment list has a name on every post, and a Radix
 * popover mounted for each one (its anchor and presence state, updated as it mounts) made React's first
 * commit of the page run again at once, in the same long task. The popover mounts, open, on the first
 * click (or Enter or Space), and stays for later opens.
 */
export function AuthorCardTrigger({ user, className }: { user: UserBrief; className?: string }) {
  const card = useContext(UserCardContext);
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  if (!card) return <span className={className}>{user.nickname}</span>;
  // The same name before and after: a plain button at first, the popover's trigger once used.
  const name = (closed?: { onClick: () => void }) => (
    <button
      type="button"
      className={className ?? 'user-card-trigger'}
      aria-haspopup="dialog"
      {...(closed && { 'aria-expanded': false, onClick: closed.onClick })}
    >
      {user.nickname}
    </button>
  );
  if (!opened) {
    return name({
      onClick: () => {
        // The member's card is asked for while the card's code loads, not after.
        void queryClient.prefetchQuery(userCardQuery(user.id));
        setOpened(true);
      },
    });
  }
  return (
    <Popover
      defaultOpen
      label={`${user.nickname} 的名片`}
      content={<Suspense fallback={<UserCardSkeleton />}>{card(user)}</Suspense>}
    >
      {name()}
    </Popover>
  );
}
