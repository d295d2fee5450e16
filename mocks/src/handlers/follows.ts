/** Following people: follow, unfollow, and whether the member follows someone. */
import * as z from '@zaowu/shared/zod';
import type { FollowResult } from '@zaowu/shared';
import { notify } from '../store/notify.ts';
import { iso } from '../store/time.ts';
import type { Call } from './route.ts';
import type { UserRow } from '../store/types.ts';
import { followerCount } from '../store/views/people.ts';
import { id } from './params.ts';
import { reject, route, type ModuleRoutes } from './route.ts';
import { memberLink } from '../store/links.ts';

const target = z.object({ user_id: id('用户') });

/** The user to (un)follow: never the member, and someone who exists. */
function other({ db, me }: Call, userId: number): UserRow {
  if (userId === me.id) reject('不能关注自己');
  const u = db.users.get(userId);
  if (!u) reject('用户不存在');
  return u;
}

const follows = ({ db }: Call, follower: number, followee: number) =>
  db.follows.findIndex((f) => f.follower_id === follower && f.followee_id === followee);

export const followRoutes = {
  follow: route(
    target,
    ({ user_id }, call): FollowResult => {
      const { db, clock, me } = call;
      const u = other(call, user_id);
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
    target,
    ({ user_id }, call): FollowResult => {
      const u = other(call, user_id);
      const at = follows(call, call.me.id, u.id);
      if (at >= 0) call.db.follows.splice(at, 1);
      return { following: false, followers: followerCount(call.db, u) };
    },
    '已取消关注',
  ),

  relation: route(target, ({ user_id }, call) => {
    const { db, me } = call;
    if (!db.users.has(user_id)) reject('用户不存在');
    return { following: user_id !== me.id && follows(call, me.id, user_id) >= 0 };
  }),
} satisfies Partial<ModuleRoutes<'user'>>;
