/**
 * Page tracking (product.md §4): every navigation is reported to a pluggable tracker. Baidu Tongji's `_hmt`
 * queue when the page has one; nothing otherwise. Tests install their own tracker.
 */
export type Tracker = (path: string) => void;

declare global {
  interface Window {
    _hmt?: unknown[][];
  }
}

const baiduTracker: Tracker = (path) => {
  if (Array.isArray(window._hmt)) window._hmt.push(['_trackPageview', path]);
};

let tracker: Tracker = baiduTracker;

export function setTracker(next: Tracker): void {
  tracker = next;
}

export function trackPageView(path: string): void {
  try {
    tracker(path);
  } catch (err) {
    console.error('[tracking]', err);
  }
}
