/**
 * A user as the wire names them beside their works, comments, orders and messages. Its own module, so
 * that works, comments and people can all use it without importing each other in a circle.
 */
import type { UserBrief } from '@zaowu/shared';
import type { Db } from '../types.ts';

export function userBrief(db: Db, id: number): UserBrief {
  const u = db.users.get(id);
  if (!u) return { id, nickname: '已注销用户', avatar: '' };
  return { id: u.id, nickname: u.nickname, avatar: u.avatar };
}
