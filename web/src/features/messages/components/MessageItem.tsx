import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';
import type { Message } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { useMarkRead } from '../api.ts';
import { fullTime, messageTime } from '../time.ts';
import { CooperationActions } from './CooperationActions.tsx';
import { TypeIcon } from './TypeIcon.tsx';

/**
 * One notification. Its title is a disclosure button: opening it shows the whole text and, if it was
 * unread, marks it read (the counts drop at once).
 */
export function MessageItem({ message: m }: { message: Message }) {
  const [open, setOpen] = useState(false);
  const markRead = useMarkRead(m.message_type);
  const contentId = useId();
  const openRef = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    setOpen((o) => !o);
    if (!m.read) markRead.mutate(m);
  };

  return (
    <li className={clsx('message', !m.read && 'message--unread')} data-message-id={m.id}>
      <span className="message__icon">
        {m.from ? (
          <Avatar src={m.from.avatar} name={m.from.nickname} size={40} decorative />
        ) : (
          <TypeIcon type={m.message_type} />
        )}
      </span>
      <div className="message__main">
        <div className="message__head">
          <button
            ref={openRef}
            type="button"
            className="message__open"
            aria-expanded={open}
            aria-controls={contentId}
            onClick={toggle}
          >
            {!m.read && <span className="message__dot" aria-hidden="true" />}
            <span className="message__title">{m.title}</span>
            {!m.read && <span className="visually-hidden">（未读）</span>}
          </button>
          {m.cooperation && m.cooperation.status !== 'pending' && (
            <Badge tone={m.cooperation.status === 'approved' ? 'success' : 'neutral'}>
              {m.cooperation.status === 'approved' ? '已同意' : '已拒绝'}
            </Badge>
          )}
          <time className="message__time" dateTime={m.created_at} title={fullTime(m.created_at)}>
            {messageTime(m.created_at)}
          </time>
        </div>
        <p id={contentId} className={clsx('message__content', !open && 'message__content--clamped')}>
          {m.content}
        </p>
        {m.cooperation && <CooperationActions message={m} onDone={() => openRef.current?.focus()} />}
      </div>
    </li>
  );
}
