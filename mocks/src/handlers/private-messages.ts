/**
 * 私信 (/messagebox): send one, the member's conversations with unread counts, mark one conversation
 * read, and the unread total the header badge adds to the ten notification types. The thread itself is
 * user.messageList with with_user (user-lists.ts).
 *
 * Blocking (拉黑): blockUser blocks or unblocks someone (idempotent), blockState says both ways for one
 * person. sendMessage refuses a blocked pair right after the missing-user check, with the sender's own
 * block said first. Blocking deletes no message: the thread and the conversation stay as they were;
 * it ends follows both ways (store/blocks.ts).
 */
import { PRIVATE_MESSAGES_PER_WINDOW, PRIVATE_MESSAGE_MSGS, PRIVATE_MESSAGE_WINDOW_MS } from '@zaowu/shared';
import { privateMessageInputSchema } from '@zaowu/shared/private-messages';
import { requestSchemas } from '@zaowu/shared/requests';
import { hasBlocked, setBlocked } from '../store/blocks.ts';
import { nextId } from '../store/db.ts';
import { takePostingSlot, type PostingLimit } from '../store/rate-limit.ts';
import { iso } from '../store/time.ts';
import { conversationsOf, privateMessage, privateUnreadOf } from '../store/views/inbox.ts';
import { paginate } from '../store/views/paginate.ts';
import { reject, route, type ModuleRoutes } from './route.ts';

const PRIVATE_MESSAGE_LIMIT: PostingLimit = {
  kind: 'private-message',
  max: PRIVATE_MESSAGES_PER_WINDOW,
  windowMs: PRIVATE_MESSAGE_WINDOW_MS,
  msg: PRIVATE_MESSAGE_MSGS.tooFast,
};

export const privateMessageRoutes = {
  sendMessage: route(
    privateMessageInputSchema,
    ({ to_user_id, content }, { db, clock, me }) => {
      if (to_user_id === me.id) reject(PRIVATE_MESSAGE_MSGS.self);
      if (!db.users.has(to_user_id)) reject(PRIVATE_MESSAGE_MSGS.missing);
      if (hasBlocked(db, me.id, to_user_id)) reject(PRIVATE_MESSAGE_MSGS.blockedByMe);
      if (hasBlocked(db, to_user_id, me.id)) reject(PRIVATE_MESSAGE_MSGS.blockedMe);
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

  conversations: route(requestSchemas['user.conversations'], (q, { db, me }) =>
    paginate(conversationsOf(db, me.id), q, (c) => c),
  ),

  readConversation: route(requestSchemas['user.readConversation'], ({ user_id }, { db, me }) => {
    if (!db.users.has(user_id)) reject(PRIVATE_MESSAGE_MSGS.missing);
    for (const m of db.privateMessages.values()) {
      if (m.from_id === user_id && m.to_id === me.id) m.read = true;
    }
    return { unread: privateUnreadOf(db, me.id) };
  }),

  privateUnread: route(requestSchemas['user.privateUnread'], (_q, { db, me }) => ({
    unread: privateUnreadOf(db, me.id),
  })),

  blockUser: route(
    requestSchemas['user.blockUser'],
    ({ user_id, blocked }, { db, clock, me }) => {
      if (user_id === me.id) reject(PRIVATE_MESSAGE_MSGS.blockSelf);
      if (!db.users.has(user_id)) reject(PRIVATE_MESSAGE_MSGS.missing);
      setBlocked(db, clock, me.id, user_id, blocked);
      return { blocked };
    },
    '拉黑设置已更新',
  ),

  blockState: route(requestSchemas['user.blockState'], ({ user_id }, { db, me }) => {
    if (!db.users.has(user_id)) reject(PRIVATE_MESSAGE_MSGS.missing);
    return { blocked_by_me: hasBlocked(db, me.id, user_id), blocked_me: hasBlocked(db, user_id, me.id) };
  }),
} satisfies Partial<ModuleRoutes<'user'>>;
