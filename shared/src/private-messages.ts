/**
 * Private message (私信) rules and the schema of user.sendMessage's input, shared by the composer (so a
 * message that cannot go is never sent) and the demo upstream (which checks again, with the same
 * Chinese messages).
 *
 * The text is a plain-text field (plain-text.ts: cleaned, counted in code points).
 */
import * as z from './zod.ts';
import { plainTextRule } from './plain-text.ts';
import { id } from './input-fields.ts';

export const PRIVATE_MESSAGE_MAX = 1000;
/** At most this many private messages a member may send per PRIVATE_MESSAGE_WINDOW_MS. */
export const PRIVATE_MESSAGES_PER_WINDOW = 20;
export const PRIVATE_MESSAGE_WINDOW_MS = 60_000;

export const PRIVATE_MESSAGE_MSGS = {
  empty: '请输入私信内容',
  tooLong: `私信不能超过 ${PRIVATE_MESSAGE_MAX} 个字`,
  self: '不能给自己发私信',
  missing: '用户不存在',
  tooFast: '私信发得太频繁了，请稍后再试',
  /** The sender blocked the recipient (拉黑). */
  blockedByMe: '你已将对方拉黑，解除后才能发私信',
  /** The recipient blocked the sender. */
  blockedMe: '对方已拒收你的私信',
  blockSelf: '不能拉黑自己',
} as const;

const privateMessageRule = plainTextRule(PRIVATE_MESSAGE_MAX, PRIVATE_MESSAGE_MSGS);

/** The message as it is sent (cleaned), or why it cannot be. */
export const checkPrivateMessage = privateMessageRule.check;

/** user.sendMessage. */
export const privateMessageInputSchema = z.object({
  to_user_id: id('用户'),
  content: privateMessageRule.schema,
});
