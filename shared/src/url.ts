/**
 * URL safety rules (SPEC §5), shared by the SPA and the BFF. Every URL that reaches an href,
 * `location` or a redirect goes through one of these.
 */

/** Protocols a link may use. Anything else (javascript:, data:, vbscript:, file:, …) is refused. */
export const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;
export const DANGEROUS_PROTOCOLS = ['javascript:', 'data:', 'vbscript:', 'file:'] as const;

/** External hosts navigation may go to (exact host or a subdomain of it). */
export const DEFAULT_ALLOWED_HOSTS = [
  'open.weixin.qq.com',
  'graph.qq.com',
  'api.weibo.com',
  'weixin.qq.com',
  'beian.miit.gov.cn',
] as const;

/** The WeChat JS-SDK (SPEC §7 "Share"): the one third-party script the pages load, allowed by the CSP. */
export const WX_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
export const WECHAT_SDK_ORIGIN = new URL(WX_SDK_URL).origin;

// Browsers drop these before parsing a URL, so "java\tscript:" is still javascript:.
// eslint-disable-next-line no-control-regex
const STRIPPED = /[\u0000-\u001F\u007F\s]+/g;

function parse(raw: string, base: string): URL | null {
  try {
    return new URL(raw.replace(STRIPPED, ''), base);
  } catch {
    return null;
  }
}

/** The lower-cased scheme a browser would see, or null for a relative URL. */
export function schemeOf(raw: string): string | null {
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(raw.replace(STRIPPED, ''));
  return m ? `${m[1]!.toLowerCase()}:` : null;
}

/** True when the URL's protocol is one we allow (relative URLs are allowed). */
export function hasSafeProtocol(raw: string): boolean {
  const scheme = schemeOf(raw);
  return scheme === null || (SAFE_PROTOCOLS as readonly string[]).includes(scheme);
}

export function isHostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  const h = host.toLowerCase();
  return allowedHosts.some((a) => h === a || h.endsWith(`.${a}`));
}

export interface UrlPolicy {
  /** The site's own origin, e.g. https://www.zaowu.com. */
  origin: string;
  allowedHosts?: readonly string[];
}

export type UrlVerdict =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; href: string }
  | { kind: 'refused'; reason: 'protocol' | 'host' | 'invalid' };

/** Classifies a URL for navigation: same-origin path, allowed external address, or refused. */
export function checkNavigation(raw: string, policy: UrlPolicy): UrlVerdict {
  if (typeof raw !== 'string' || raw.trim() === '') return { kind: 'refused', reason: 'invalid' };
  if (!hasSafeProtocol(raw)) return { kind: 'refused', reason: 'protocol' };
  const url = parse(raw, policy.origin);
  if (!url) return { kind: 'refused', reason: 'invalid' };
  const origin = new URL(policy.origin).origin;
  if (url.origin === origin) return { kind: 'internal', path: url.pathname + url.search + url.hash };
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'external', href: url.href };
  if (isHostAllowed(url.hostname, policy.allowedHosts ?? DEFAULT_ALLOWED_HOSTS)) {
    return { kind: 'external', href: url.href };
  }
  return { kind: 'refused', reason: 'host' };
}

/**
 * An href safe to render from user content: same-origin paths and http(s)/mailto/tel links pass
 * (external links still get rel="noopener" from the renderer); anything else gives null.
 */
export function safeHref(raw: string | null | undefined, origin: string): string | null {
  if (!raw || !hasSafeProtocol(raw)) return null;
  const url = parse(raw, origin);
  if (!url) return null;
  return url.origin === new URL(origin).origin ? url.pathname + url.search + url.hash : url.href;
}

/**
 * Where to go after login: only a same-origin path ("/account?tab=1"), never another host,
 * protocol-relative "//evil.example", backslash tricks or a scheme. Anything else gives the fallback.
 */
export function safeRedirectTarget(gourl: string | null | undefined, fallback = '/'): string {
  if (typeof gourl !== 'string') return fallback;
  const cleaned = gourl.replace(STRIPPED, '');
  if (!cleaned.startsWith('/') || cleaned.startsWith('//') || cleaned.includes('\\')) return fallback;
  const base = 'http://same-origin.invalid';
  const url = parse(cleaned, base);
  if (!url || url.origin !== base) return fallback;
  return url.pathname + url.search + url.hash;
}
