/** The shared URL rules (product.md §5) bound to this site's origin and the runtime allow-list. */
import { checkNavigation, safeHref, safeRedirectTarget, type UrlVerdict } from '@zaowu/shared';
import { runtimeConfig } from './runtime-config.ts';

function policy() {
  return { origin: window.location.origin, allowedHosts: runtimeConfig().allowedHosts };
}

export function classifyUrl(raw: string): UrlVerdict {
  return checkNavigation(raw, policy());
}

/** An href safe to render from user content, or null (dangerous protocol / unparsable). */
export function userHref(raw: string | null | undefined): string | null {
  return safeHref(raw, window.location.origin);
}

/** Leaves the site only for an allow-listed host; returns false (and does nothing) otherwise. */
export function goExternal(raw: string): boolean {
  const verdict = classifyUrl(raw);
  if (verdict.kind !== 'external') return false;
  window.location.assign(verdict.href);
  return true;
}

export { safeRedirectTarget };
