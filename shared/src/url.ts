/**
 * URL safety rules (product.md §5), shared by the SPA and the BFF. Every URL that reaches an href,
 * `location` or a redirect goes through one of these.
 */

/** Protocols a link may use. Anything else (javascript:, data:, vbscript:, file:, …) is refused. */
const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;

/** External hosts navigation may go to (exact host or a subdomain of it). */
export const DEFAULT_ALLOWED_HOSTS = [
  'open.weixin.qq.com',
  'graph.qq.com',
  'api.weibo.com',
  'weixin.qq.com',
  'beian.miit.gov.cn',
  // The share sheet's 微博 and QQ links (components/share/links.ts); the exact services, not all of
  // weibo.com or qq.com.
  'service.weibo.com',
  'connect.qq.com',
] as const;

/** The WeChat JS-SDK (product.md §7 "Share"): the one third-party script the pages load, allowed by the CSP. */
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

/**
 * True when `path` stays on the origin it is resolved against. "//host" and "/\host" are
 * protocol-relative: as an href, `location.href` or a React Router target they leave for `host`.
 * Callers must apply it to the parser's output too, not only to the raw text: the parser resolves
 * dot segments ("/.//x", "/%2e//x") and turns "\" into "/", which can create a leading "//".
 */
function isOwnOriginPath(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}

/** The lower-cased scheme a browser would see, or null for a relative URL. */
function schemeOf(raw: string): string | null {
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(raw.replace(STRIPPED, ''));
  return m ? `${m[1]!.toLowerCase()}:` : null;
}

/** True when the URL's protocol is one we allow (relative URLs are allowed). */
function hasSafeProtocol(raw: string): boolean {
  const scheme = schemeOf(raw);
  return scheme === null || (SAFE_PROTOCOLS as readonly string[]).includes(scheme);
}

function isHostAllowed(host: string, allowedHosts: readonly string[]): boolean {
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
  if (url.origin === origin) {
    const path = url.pathname + url.search + url.hash;
    // "https://our.site//evil.example" is ours, but its bare path would not be: refuse rather than
    // hand out a path that leaves the site once a caller uses it as a relative target.
    return isOwnOriginPath(path) ? { kind: 'internal', path } : { kind: 'refused', reason: 'invalid' };
  }
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
  if (url.origin !== new URL(origin).origin) return url.href;
  const path = url.pathname + url.search + url.hash;
  // A same-origin path starting with "//" ("/.//evil.example", "https://our.site//evil.example") gives
  // null, not the absolute href: no page of ours has an empty first segment, so it is a trick, and
  // code that turns a same-origin absolute URL back into a path (React Router's <Link> does) would
  // recreate "//evil.example".
  return isOwnOriginPath(path) ? path : null;
}

/**
 * Where to go after login: only a same-origin path ("/account?tab=1"), never another host,
 * protocol-relative "//evil.example" (also once dot segments are resolved: "/.//evil.example",
 * "/%2e//evil.example"), backslash tricks or a scheme. Anything else gives the fallback.
 */
export function safeRedirectTarget(gourl: string | null | undefined, fallback = '/'): string {
  if (typeof gourl !== 'string') return fallback;
  const cleaned = gourl.replace(STRIPPED, '');
  // The raw text must already look like a plain path; a backslash anywhere is refused outright.
  if (!isOwnOriginPath(cleaned) || cleaned.includes('\\')) return fallback;
  const base = 'http://same-origin.invalid';
  const url = parse(cleaned, base);
  if (!url || url.origin !== base) return fallback;
  // Passing the raw checks is not enough: "/.//evil.example" only becomes "//evil.example" here.
  const path = url.pathname + url.search + url.hash;
  return isOwnOriginPath(path) ? path : fallback;
}
