/**
 * Deploy detection and route prefetch, loaded right after the first render rather than in the first
 * load: nothing here is needed before the version watch's 1 s start delay anyway.
 */
export { afterStartup, reloadIfUpdated, startVersionWatch } from '../lib/versions.ts';
export { prefetcher } from './prefetch.ts';
