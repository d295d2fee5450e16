export { WatchLaterButton, type WatchLaterButtonProps } from './WatchLaterButton.tsx';
export { WatchLaterList, type WatchLaterListProps } from './WatchLaterList.tsx';
export { useWatchLater, type WatchLater } from './useWatchLater.ts';
export {
  WATCH_LATER_KEY,
  WATCH_LATER_MAX,
  watchLaterAtom,
  type WatchLaterEntry,
  type WatchLaterWork,
} from './state.ts';
