/**
 * Redirects before the SPA: a page asked for by another name than its canonical one (`/index.html`,
 * `/model/285/`) goes there for good (301), so crawlers see one URL per page; then the route rules
 * (shared ROUTE_RULES), query string kept; refused targets fall through.
 */
import { Router } from 'express';
import { matchRoute, resolveRouteRule, safeRedirectTarget } from '@zaowu/shared';
import type { Config } from '../config.ts';

/** The canonical path of a page asked for by another name, or null when the path is its own. */
function canonicalPath(pathname: string): string | null {
  if (pathname === '/index.html') return '/';
  if (pathname.length < 2 || !pathname.endsWith('/')) return null;
  const bare = pathname.replace(/\/+$/, '');
  return bare !== '' && matchRoute(bare) ? bare : null;
}

export function redirectRoutes(config: Config): Router {
  const router = Router();
  const policy = { origin: config.siteUrl, allowedHosts: config.allowedHosts };
  router.get('/{*splat}', (req, res, next) => {
    const query = req.originalUrl.slice(req.path.length);
    const canonical = canonicalPath(req.path);
    if (canonical !== null) {
      // Through the shared URL rules: only a same-origin path ("//evil.example/" is never one).
      const location = canonical + query;
      if (safeRedirectTarget(location, '') === location) {
        res.set('cache-control', 'public, max-age=3600');
        return res.redirect(301, location);
      }
    }
    const target = resolveRouteRule(req.path, policy);
    if (!target) return next();
    const location =
      target.kind === 'internal' ? target.path + (target.path.includes('?') ? '' : query) : target.href;
    res.set('cache-control', target.permanent ? 'public, max-age=3600' : 'no-cache');
    res.redirect(target.permanent ? 301 : 302, location);
  });
  return router;
}
