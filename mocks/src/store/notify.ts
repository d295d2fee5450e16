/** Sends a member a notification, unless they switched that type off in their message settings. */
import type { MessageType } from '@zaowu/shared';
import { nextId } from './db.ts';
import { iso, type Clock } from './time.ts';
import type { Db } from './types.ts';

export interface Notice {
  type: MessageType;
  title: string;
  content: string;
  from_id?: number | null;
  cooperation_id?: number | null;
  /** The site path of what it is about (a work, a comment on it, an order, a topic …), if anything. */
  link?: string | null;
}

export function notify(db: Db, clock: Clock, userId: number, n: Notice): void {
  // System notices (type 1) cannot be switched off.
  if (n.type !== 1 && db.messageConfig.get(userId)?.get(n.type) === false) return;
  const id = nextId(db, 'messages');
  db.messages.set(id, {
    id,
    user_id: userId,
    message_type: n.type,
    title: n.title,
    content: n.content,
    read: false,
    from_id: n.from_id ?? null,
    cooperation_id: n.cooperation_id ?? null,
    link: n.link ?? null,
    created_at: iso(clock.now()),
  });
}

/** The type-7 notice an author gets for an application (seeded and made by works.cooperate alike). */
export function cooperationText(applicant: string, work: string, note: string, contact: string): string {
  return `${applicant} 申请合作你的作品《${work}》：“${note}”（联系方式：${contact}）`;
}
