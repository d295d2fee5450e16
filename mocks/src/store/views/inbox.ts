/** Notifications and private messages. */
import type { Conversation, Message, PrivateMessage } from '@zaowu/shared';
import type { Db, MessageRow, PrivateMessageRow } from '../types.ts';
import { userBrief } from './user-brief.ts';

export function message(db: Db, m: MessageRow): Message {
  const c = m.cooperation_id === null ? undefined : db.cooperations.get(m.cooperation_id);
  return {
    id: m.id,
    message_type: m.message_type,
    title: m.title,
    content: m.content,
    read: m.read,
    from: m.from_id === null ? null : userBrief(db, m.from_id),
    cooperation: c ? { id: c.id, work_id: c.work_id, status: c.status } : null,
    link: m.link,
    created_at: m.created_at,
  };
}

export function privateMessage(db: Db, m: PrivateMessageRow): PrivateMessage {
  return {
    id: m.id,
    from: userBrief(db, m.from_id),
    to: userBrief(db, m.to_id),
    content: m.content,
    read: m.read,
    created_at: m.created_at,
  };
}

const newestFirst = (a: PrivateMessageRow, b: PrivateMessageRow) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** The member's private messages either way, newest first. */
function privateMessagesOf(db: Db, meId: number): PrivateMessageRow[] {
  return [...db.privateMessages.values()]
    .filter((m) => m.from_id === meId || m.to_id === meId)
    .sort(newestFirst);
}

/** One conversation per person the member has written with, the latest message first. */
export function conversationsOf(db: Db, meId: number): Conversation[] {
  const byPerson = new Map<number, { last: PrivateMessageRow; unread: number }>();
  // Newest first, so the first message seen with each person is the conversation's last.
  for (const m of privateMessagesOf(db, meId)) {
    const other = m.from_id === meId ? m.to_id : m.from_id;
    const c = byPerson.get(other) ?? { last: m, unread: 0 };
    if (m.to_id === meId && !m.read) c.unread += 1;
    byPerson.set(other, c);
  }
  return [...byPerson.entries()].map(([other, c]) => ({
    user: userBrief(db, other),
    last: privateMessage(db, c.last),
    unread: c.unread,
  }));
}

/** Private messages to the member not read yet (the header badge adds these to the ten types). */
export function privateUnreadOf(db: Db, meId: number): number {
  let n = 0;
  for (const m of db.privateMessages.values()) if (m.to_id === meId && !m.read) n += 1;
  return n;
}
