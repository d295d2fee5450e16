/** Private messages as /messagebox shows them: conversations and threads from the API's pages. */
import type { Conversation, PrivateMessage, UserBrief } from '@zaowu/shared';

/**
 * The conversations in the server's order (latest message first), each person once: offset pages can
 * overlap when a new message moves someone to the top between two page loads.
 */
export function uniqueConversations(rows: readonly Conversation[]): Conversation[] {
  const seen = new Set<number>();
  return rows.filter((c) => !seen.has(c.user.id) && seen.add(c.user.id));
}

/**
 * A thread oldest first. The API pages newest first and a message being sent is put first of all, so
 * this is the pages' order reversed (not a sort by time: the browser's clock and the server's differ).
 * Each message once, where it was seen newest.
 */
export function chronological(newestFirst: readonly PrivateMessage[]): PrivateMessage[] {
  const seen = new Set<number>();
  return newestFirst.filter((m) => !seen.has(m.id) && seen.add(m.id)).reverse();
}

/** The other person of a thread, from any of its messages. */
export function partnerIn(messages: readonly PrivateMessage[], meId: number): UserBrief | undefined {
  const m = messages[0];
  return m && (m.from.id === meId ? m.to : m.from);
}
