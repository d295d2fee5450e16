/**
 * Following people: follow, unfollow, and the member's relation to someone (following, and 拉黑 either
 * way). A block either way rules following out: blocking ended the follows (store/blocks.ts), and
 * neither may follow the other again until it is lifted.
 */
import { FOLLOW_MSGS, type FollowResult, type FollowState } from '@zaowu/shared';
import { requestSchemas } from '@zaowu/shared/requests';
import { hasBlocked } from '../store/blocks.ts';
import { notify } from '../store/notify.ts';
import { iso } from '../store/time.ts';
import type { Call } from './route.ts';
import type { UserRow } from '../store/types.ts';
import { followerCount } from '../store/views/people.ts';
import { reject, route, type ModuleRoutes } from './route.ts';
import { memberLink } from '../store/links.ts';

/** The user to (un)follow: never the member, and someone who exists. */
function other({ db, me }: Call, userId: number): UserRow {
  if (userId === me.id) reject(FOLLOW_MSGS.self);
  const u = db.users.get(userId);
  if (!u) reject(FOLLOW_MSGS.missing);
  return u;
}

const follows = ({ db }: Call, follower: number, followee: number) =>
  db.follows.findIndex((f) => f.follower_id === follower && f.followee_id === followee);

export const followRoutes = {
  follow: route(
    requestSchemas['user.follow'],
    ({ user_id }, call): FollowResult => {
      const { db, clock, me } = call;
      const u = other(call, user_id);
      if (hasBlocked(db, me.id, u.id)) reject(FOLLOW_MSGS.blockedByMe);
      if (hasBlocked(db, u.id, me.id)) reject(FOLLOW_MSGS.blockedMe);
      if (follows(call, me.id, u.id) < 0) {
        db.follows.push({ follower_id: me.id, followee_id: u.id, followed_at: iso(clock.now()) });
        notify(db, clock, u.id, {
          type: 6,
          title: '新粉丝',
          content: `${me.nickname} 关注了你`,
          from_id: me.id,
          link: memberLink(db, me.id),
        });
      }
      return { following: true, followers: followerCount(db, u) };
    },
    '关注成功',
  ),

  unfollow: route(
    requestSchemas['user.unfollow'],
    ({ user_id }, call): FollowResult => {
      const u = other(call, user_id);
      const at = follows(call, call.me.id, u.id);
      if (at >= 0) call.db.follows.splice(at, 1);
      return { following: false, followers: followerCount(call.db, u) };
    },
    '已取消关注',
  ),

  relation: route(requestSchemas['user.relation'], ({ user_id }, call): FollowState => {
    const { db, me } = call;
    if (!db.users.has(user_id)) reject(FOLLOW_MSGS.missing);
    return {
      following: user_id !== me.id && follows(call, me.id, user_id) >= 0,
      blocked_by_me: hasBlocked(db, me.id, user_id),
      blocked_me: hasBlocked(db, user_id, me.id),
    };
  }),
} satisfies Partial<ModuleRoutes<'user'>>;
