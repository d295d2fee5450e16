export { WatchLaterButton } from './WatchLaterButton.tsx';
export { WatchLaterList } from './WatchLaterList.tsx';
export { WATCH_LATER_KEY } from './state.ts';
