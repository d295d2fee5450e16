/**
 * 私信 (/messagebox): send one, the member's conversations with unread counts, mark one conversation
 * read, and the unread total the header badge adds to the ten notification types. The thread itself is
 * user.messageList with with_user (user-lists.ts).
 *
 * Blocking: the product has no block list (no table, no call to block someone), so nothing is refused
 * for it. When one comes, sendMessage refuses a blocked pair right after the missing-user check, with a
 * msg of its own (e.g. 对方已设置不接收你的私信).
 */
import * as z from 'zod';
import {
  PRIVATE_MESSAGES_PER_WINDOW,
  PRIVATE_MESSAGE_MSGS,
  PRIVATE_MESSAGE_WINDOW_MS,
  checkPrivateMessage,
} from '@zaowu/shared';
import { nextId } from '../store/db.ts';
import { takePostingSlot, type PostingLimit } from '../store/rate-limit.ts';
import { iso } from '../store/time.ts';
import { conversationsOf, privateMessage, privateUnreadOf } from '../store/views/inbox.ts';
import { paginate } from '../store/views/paginate.ts';
import { id, page } from './params.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

export const PRIVATE_MESSAGE_LIMIT: PostingLimit = {
  kind: 'private-message',
  max: PRIVATE_MESSAGES_PER_WINDOW,
  windowMs: PRIVATE_MESSAGE_WINDOW_MS,
  msg: PRIVATE_MESSAGE_MSGS.tooFast,
};

/** Trimmed, 1–1000 code points (the composer checks the same rule before sending). */
const content = z.string({ error: PRIVATE_MESSAGE_MSGS.empty }).transform((raw, ctx) => {
  const checked = checkPrivateMessage(raw);
  if (checked.ok) return checked.value;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
});

export const privateMessageRoutes = {
  sendMessage: route(
    z.object({ to_user_id: id('用户'), content }),
    ({ to_user_id, content }, { db, clock, me }) => {
      if (to_user_id === me.id) reject(PRIVATE_MESSAGE_MSGS.self);
      if (!db.users.has(to_user_id)) reject(PRIVATE_MESSAGE_MSGS.missing);
      // Only a message that would go counts against the limit.
      const tooFast = takePostingSlot(db, clock, me.id, PRIVATE_MESSAGE_LIMIT);
      if (tooFast) reject(tooFast);
      const row = {
        id: nextId(db, 'privateMessages'),
        from_id: me.id,
        to_id: to_user_id,
        content,
        read: false,
        created_at: iso(clock.now()),
      };
      db.privateMessages.set(row.id, row);
      return privateMessage(db, row);
    },
    '发送成功',
  ),

  conversations: route(z.object({ ...page }), (q, { db, me }) =>
    paginate(conversationsOf(db, me.id), q, (c) => c),
  ),

  readConversation: route(z.object({ user_id: id('用户') }), ({ user_id }, { db, me }) => {
    if (!db.users.has(user_id)) reject(PRIVATE_MESSAGE_MSGS.missing);
    for (const m of db.privateMessages.values()) {
      if (m.from_id === user_id && m.to_id === me.id) m.read = true;
    }
    return { unread: privateUnreadOf(db, me.id) };
  }),

  privateUnread: route(z.object({}), (_q, { db, me }) => ({ unread: privateUnreadOf(db, me.id) })),
} satisfies Partial<ModuleRoutes<'user'>>;
