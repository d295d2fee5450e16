import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Message } from '@zaowu/shared';
import { Avatar } from '../../../components/Avatar.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { formatChinaDateTime, formatChinaRecent } from '../../../lib/format.ts';
import { useMarkRead } from '../notifications-api.ts';
import { messageTarget } from '../message-link.ts';
import { CooperationActions } from './CooperationActions.tsx';
import { TypeIcon } from './TypeIcon.tsx';
import './message-item.css';

/**
 * One notification. Its title is a disclosure button: opening it shows the whole text and, if it was
 * unread, marks it read (the counts drop at once). A notification about something (a work, a reply,
 * an order …) has a link to it (this site's paths only); following it marks it read too.
 */
export function MessageItem({ message: m }: { message: Message }) {
  const [open, setOpen] = useState(false);
  const markRead = useMarkRead(m.message_type);
  const contentId = useId();
  const titleId = useId();
  const openRef = useRef<HTMLButtonElement>(null);
  const target = messageTarget(m.link);

  const read = () => {
    if (!m.read && !markRead.isPending) markRead.mutate(m);
  };
  const toggle = () => {
    setOpen((o) => !o);
    read();
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
            <span className="message__title" id={titleId}>
              {m.title}
            </span>
            {!m.read && <span className="visually-hidden">（未读）</span>}
          </button>
          {m.cooperation && m.cooperation.status !== 'pending' && (
            <Badge tone={m.cooperation.status === 'approved' ? 'success' : 'neutral'}>
              {m.cooperation.status === 'approved' ? '已同意' : '已拒绝'}
            </Badge>
          )}
          <time className="message__time" dateTime={m.created_at} title={formatChinaDateTime(m.created_at)}>
            {formatChinaRecent(m.created_at)}
          </time>
        </div>
        <p id={contentId} className={clsx('message__content', !open && 'message__content--clamped')}>
          {m.content}
        </p>
        {target && (
          <Link
            to={target.to}
            className="message__go"
            aria-describedby={titleId}
            // Middle click and ctrl/⌘-click open it elsewhere: it has been read all the same.
            onClick={read}
            onAuxClick={read}
          >
            {target.label}
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              <path d="M6 3.5 10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </Link>
        )}
        {m.cooperation && <CooperationActions message={m} returnFocus={() => openRef.current} />}
      </div>
    </li>
  );
}
