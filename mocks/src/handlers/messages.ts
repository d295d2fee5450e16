/** Notifications: unread counts per type, lists, marking read, settings, cooperation audit. */
import { MESSAGE_TYPES, type MessageConfigEntry, type MessageType, type UnreadCount } from '@zaowu/shared';
import { requestSchemas } from '@zaowu/shared/requests';
import { notify } from '../store/notify.ts';
import type { Db } from '../store/types.ts';
import { message } from '../store/views/inbox.ts';
import { paginate } from '../store/views/paginate.ts';
import { reject, route, type ModuleRoutes } from './route.ts';
import { workLink } from '../store/links.ts';

function configOf(db: Db, userId: number): Map<MessageType, boolean> {
  let c = db.messageConfig.get(userId);
  if (!c) {
    c = new Map(MESSAGE_TYPES.map(({ type }) => [type, true]));
    db.messageConfig.set(userId, c);
  }
  return c;
}

function configList(db: Db, userId: number): MessageConfigEntry[] {
  const c = configOf(db, userId);
  return MESSAGE_TYPES.map(({ type }) => ({ message_type: type, enabled: c.get(type) ?? true }));
}

export const messageRoutes = {
  countAllUnread: route(requestSchemas['message.countAllUnread'], (_q, { db, me }): UnreadCount[] => {
    const counts = new Map<MessageType, number>();
    for (const m of db.messages.values()) {
      if (m.user_id === me.id && !m.read) counts.set(m.message_type, (counts.get(m.message_type) ?? 0) + 1);
    }
    return MESSAGE_TYPES.map(({ type }) => ({ message_type: type, message_count: counts.get(type) ?? 0 }));
  }),

  byType: route(requestSchemas['message.byType'], (q, { db, me }) => {
    const rows = [...db.messages.values()]
      .filter((m) => m.user_id === me.id && m.message_type === q.messageType)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return paginate(rows, q, (m) => message(db, m));
  }),

  setRead: route(requestSchemas['message.setRead'], (q, { db, me }) => {
    if (q.id !== undefined) {
      const m = db.messages.get(q.id);
      if (!m || m.user_id !== me.id || m.message_type !== q.messageType) reject('消息不存在');
      m.read = true;
      return null;
    }
    for (const m of db.messages.values())
      if (m.user_id === me.id && m.message_type === q.messageType) m.read = true;
    return null;
  }),

  configEdit: route(
    requestSchemas['message.configEdit'],
    ({ configs }, { db, me }) => {
      const c = configOf(db, me.id);
      for (const entry of configs) c.set(entry.message_type, entry.enabled);
      return configList(db, me.id);
    },
    '设置已保存',
  ),

  configGet: route(requestSchemas['message.configGet'], (_q, { db, me }) => configList(db, me.id)),

  audit: route(
    requestSchemas['message.audit'],
    ({ id: cooperationId, status }, { db, clock, me }) => {
      const c = db.cooperations.get(cooperationId);
      if (!c || c.owner_id !== me.id) reject('合作申请不存在');
      if (c.status !== 'pending') reject('该申请已处理，请勿重复操作');
      c.status = status;
      for (const m of db.messages.values())
        if (m.cooperation_id === c.id && m.user_id === me.id) m.read = true;
      const work = db.works.get(c.work_id);
      const approved = status === 'approved';
      notify(db, clock, c.applicant_id, {
        type: 7,
        title: approved ? '合作申请已通过' : '合作申请未通过',
        content: approved
          ? `${me.nickname} 同意了你对作品《${work?.title ?? ''}》的合作申请，快去私信沟通细节吧。`
          : `${me.nickname} 婉拒了你对作品《${work?.title ?? ''}》的合作申请。`,
        from_id: me.id,
        cooperation_id: c.id,
        link: work ? workLink(work) : null,
      });
      return null;
    },
    '已处理',
  ),
} satisfies ModuleRoutes<'message'>;
