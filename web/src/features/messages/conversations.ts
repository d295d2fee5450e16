/** Private messages grouped into conversations, one per person the member has written with. */
import type { PrivateMessage, UserBrief } from '@zaowu/shared';

export interface Conversation {
  with: UserBrief;
  /** The newest message either way. */
  last: PrivateMessage;
  /** Messages to the member not read yet. */
  unread: number;
}

/** Newest conversation first; each message counted once even if pages overlap. */
export function toConversations(messages: readonly PrivateMessage[], meId: number): Conversation[] {
  const byPerson = new Map<number, Conversation>();
  const seen = new Set<number>();
  for (const m of messages) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    const other = m.from.id === meId ? m.to : m.from;
    const c = byPerson.get(other.id) ?? { with: other, last: m, unread: 0 };
    if (newer(m, c.last)) c.last = m;
    if (m.to.id === meId && m.from.id !== meId && !m.read) c.unread += 1;
    byPerson.set(other.id, c);
  }
  return [...byPerson.values()].sort((a, b) => (newer(a.last, b.last) ? -1 : newer(b.last, a.last) ? 1 : 0));
}

function newer(a: PrivateMessage, b: PrivateMessage): boolean {
  const d = Date.parse(a.created_at) - Date.parse(b.created_at);
  return d > 0 || (d === 0 && a.id > b.id);
}

/** A thread's messages oldest first (the API pages newest first). */
export function chronological(messages: readonly PrivateMessage[]): PrivateMessage[] {
  const unique = new Map(messages.map((m) => [m.id, m]));
  return [...unique.values()].sort((a, b) => (newer(a, b) ? 1 : newer(b, a) ? -1 : 0));
}
