/** Answers about notices and private messages, and 拉黑 (beside private-messages.ts). */
import * as z from './zod.ts';
import { time, count, messageType } from './answer-fields.ts';
import { userBrief } from './account-answers.ts';

export const privateMessage = z.strictObject({
  id: z.number().int(),
  from: userBrief,
  to: userBrief,
  content: z.string(),
  read: z.boolean(),
  created_at: time,
});
/** A conversation in /messagebox: the other person, the newest message either way, unread to me. */
export const conversation = z.strictObject({
  user: userBrief,
  last: privateMessage,
  /** Messages from them the member has not read. */
  unread: count,
});
/** The member's unread private messages, all conversations together (the header badge adds it). */
export const privateUnread = z.strictObject({ unread: count });
/**
 * 拉黑 between the member and another user, either way (user.blockState). Either one stops private
 * messages both ways; what was already written stays.
 */
export const blockState = z.strictObject({
  /** The member blocked them: nothing can be sent until the member unblocks. */
  blocked_by_me: z.boolean(),
  /** They blocked the member: what the member sends is refused. */
  blocked_me: z.boolean(),
});
export const blockResult = z.strictObject({ blocked: z.boolean() });
export const unreadCount = z.strictObject({ message_type: messageType, message_count: count });
export const message = z.strictObject({
  id: z.number().int(),
  message_type: messageType,
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  from: userBrief.nullable(),
  /** For cooperation applications (type 7): the application to audit. */
  cooperation: z
    .strictObject({
      id: z.number().int(),
      work_id: z.number().int(),
      status: z.enum(['pending', 'approved', 'rejected']),
    })
    .nullable(),
  /**
   * The site path of what the message is about (a work, a comment on it as /model/5#comment-12, an
   * order, a topic, a certification), or null. Goes through the URL rules before it is a link.
   */
  link: z.string().startsWith('/').nullable(),
  created_at: time,
});
export const messageConfigEntry = z.strictObject({ message_type: messageType, enabled: z.boolean() });
