/** What a request is, by its path: for figures and spans that stay few (a class, never a URL). */
import { PROXIED_PREFIXES, parseSitemapPath } from '@zaowu/shared';

/** /api and /webApi: what the BFF forwards to the upstream. */
export function isProxied(pathname: string): boolean {
  return PROXIED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export type RouteClass = 'api-proxy' | 'asset' | 'page' | 'picture' | 'sitemap' | 'ops';

export function routeClass(pathname: string): RouteClass {
  if (isProxied(pathname)) return 'api-proxy';
  if (pathname.startsWith('/pic/') || pathname.startsWith('/og/')) return 'picture';
  if (pathname === '/sitemap.xml' || parseSitemapPath(pathname)) return 'sitemap';
  if (['/healthz', '/readyz', '/metrics', '/runtime-config.json', '/openapi.json'].includes(pathname))
    return 'ops';
  // A file name with an extension (scripts, styles, icons, robots.txt …); pages have none.
  if (/\.[a-z0-9]{1,8}$/i.test(pathname) || pathname.startsWith('/assets/')) return 'asset';
  return 'page';
}
