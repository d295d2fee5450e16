/** Notifications and private messages. */
import type { Message, PrivateMessage } from '@zaowu/shared';
import type { Db, MessageRow, PrivateMessageRow } from '../types.ts';
import { userBrief } from './people.ts';

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
