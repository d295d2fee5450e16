/**
 * The user card an author's name opens (components/UserCardSlot.tsx): the designers feature's card with
 * the follow and messages features' buttons. Its own chunk, loaded when a card is first opened.
 */
import type { UserBrief } from '@zaowu/shared';
// The card's module, not designers' index: the index also carries the designer pages (and their CSS).
import { UserCard } from '../features/designers/components/UserCard.tsx';
import { FollowButton } from '../features/follow/index.ts';
import { MessageButton } from '../features/messages/index.ts';

export default function AppUserCard({ user }: { user: UserBrief }) {
  return (
    <UserCard
      user={user}
      actions={(d) => (
        <>
          <FollowButton userId={d.id} name={d.nickname} size="sm" />
          <MessageButton userId={d.id} name={d.nickname} size="sm" />
        </>
      )}
    />
  );
}
