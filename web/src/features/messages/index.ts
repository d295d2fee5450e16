export { MessageBell } from './components/MessageBell.tsx';
export {
  messageKeys,
  toUnreadCounts,
  totalUnread,
  unreadCountsQuery,
  useUnreadCounts,
  type UnreadCounts,
} from './api.ts';
