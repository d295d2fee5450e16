/**
 * Browser checks for sharing, kept apart from the share feature's wechat.ts so that the shell can
 * decide cheaply whether to load any WeChat code at all.
 */

/** WeChat's in-app browser says "MicroMessenger" in its user agent. */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export function isIOS(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}

/**
 * The address the page was first opened at. WeChat on iOS keeps this address for the whole visit
 * (history.pushState does not change it), so the JS-SDK signature there must be made for it.
 * Captured when the shell's modules load, before the router changes the address.
 */
export const ENTRY_URL = typeof window === 'undefined' ? '' : window.location.href;

export function withoutHash(url: string): string {
  const i = url.indexOf('#');
  return i === -1 ? url : url.slice(0, i);
}

export function absoluteUrl(url: string | undefined, base: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, base).href;
  } catch {
    return undefined;
  }
}
