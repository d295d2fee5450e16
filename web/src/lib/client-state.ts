/** App-wide client state of product.md §3 that several features read. Server data never goes here (design.md §4). */
import { atom } from './state.ts';
import type { ZoneKey } from '@zaowu/shared';

/** Set from the route name on every navigation (product.md §4). */
export const currentPageNameAtom = atom<string>('');

export type DeviceType = 'desktop' | 'mobile';
const MOBILE_MAX_WIDTH = 767;
/** Default desktop (product.md §4); set from the viewport before the first render and on resize. */
export const deviceTypeAtom = atom<DeviceType>('desktop');
/** The viewport's device type: phones are up to MOBILE_MAX_WIDTH wide (the stylesheets' breakpoint). */
export const phoneQuery = () => window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
export const viewportDeviceType = (): DeviceType => (phoneQuery().matches ? 'mobile' : 'desktop');

/** Whether any upload was started on this page: the shell loads the floating upload list only then. */
export const uploadsStartedAtom = atom(false);

/**
 * The private zone's key (folder.unlockPrivateZone): a secret, so memory only — never storage, never a
 * URL — and here rather than in the drive so that dropping the session (logout, 401) can drop it too.
 */
export const privateZoneKeyAtom = atom<ZoneKey | null>(null);
