/**
 * Private message (私信) rules and the schema of user.sendMessage's input, shared by the composer (so a
 * message that cannot go is never sent) and the demo upstream (which checks again, with the same
 * Chinese messages).
 *
 * Length is counted in code points, as people count what they see: an emoji is one, not the two
 * UTF-16 units String#length would count. Invisible and control characters are removed first
 * (cleanText), so a message of only such characters is empty.
 */
import * as z from './zod.ts';
import { cleanText } from './invisible.ts';
import { id } from './work-input.ts';

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

/** Characters as people count them (code points). */
export function codePointLength(text: string): number {
  return [...text].length;
}

export type PrivateMessageCheck = { ok: true; value: string } | { ok: false; message: string };

/** A message as it is stored: line breaks as \n, invisible and control characters dropped, trimmed. */
export function normalizePrivateMessage(raw: string): string {
  return cleanText(raw);
}

/** The message as it is sent (normalized), or why it cannot be. */
export function checkPrivateMessage(raw: string): PrivateMessageCheck {
  const value = normalizePrivateMessage(raw);
  if (value === '') return { ok: false, message: PRIVATE_MESSAGE_MSGS.empty };
  if (codePointLength(value) > PRIVATE_MESSAGE_MAX)
    return { ok: false, message: PRIVATE_MESSAGE_MSGS.tooLong };
  return { ok: true, value };
}

/** A message's text: checked by checkPrivateMessage, and given on as it is stored (normalized). */
const privateMessageContent = z.string({ error: PRIVATE_MESSAGE_MSGS.empty }).transform((raw, ctx) => {
  const checked = checkPrivateMessage(raw);
  if (checked.ok) return checked.value;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
});

/** user.sendMessage. */
export const privateMessageInputSchema = z.object({
  to_user_id: id('用户'),
  content: privateMessageContent,
});
