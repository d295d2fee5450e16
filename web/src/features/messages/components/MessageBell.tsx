import { Link } from 'react-router';
import { CountBadge, formatCount } from '../../../components/Badge.tsx';
import { totalUnread, usePrivateUnread, useUnreadCounts } from '../api.ts';

/**
 * The header bell: unread across the ten notification types plus unread private messages (私信 are
 * not one of the ten; they have a count of their own), capped at 99+.
 */
export function MessageBell() {
  const { data } = useUnreadCounts();
  const { data: privateUnread } = usePrivateUnread();
  const total = (data ? totalUnread(data) : 0) + (privateUnread ?? 0);
  const label = total > 0 ? `消息，${formatCount(total)} 条未读` : '消息';
  return (
    <Link to="/message" className="icon-button" aria-label={label} title="消息" data-tour="messages">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      <CountBadge count={total} />
    </Link>
  );
}
