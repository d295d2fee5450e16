/** Feedback (意见反馈): the footer's entry; the dialog itself is loaded on first use. */
export { FeedbackEntry } from './components/FeedbackEntry.tsx';
