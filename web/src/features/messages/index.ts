export { MessageBell } from './components/MessageBell.tsx';
export { MessageButton, conversationHref, type MessageButtonProps } from './components/MessageButton.tsx';
export {
  messageKeys,
  privateUnreadQuery,
  toUnreadCounts,
  totalUnread,
  unreadCountsQuery,
  usePrivateUnread,
  useUnreadCounts,
  type UnreadCounts,
} from './api.ts';
