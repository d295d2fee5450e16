/** Route rules (shared ROUTE_RULES) as HTTP redirects, query string kept; refused targets fall through. */
import { Router } from 'express';
import { resolveRouteRule } from '@zaowu/shared';
import type { Config } from '../config.ts';

export function redirectRoutes(config: Config): Router {
  const router = Router();
  const policy = { origin: config.siteUrl, allowedHosts: config.allowedHosts };
  router.get('/{*splat}', (req, res, next) => {
    const target = resolveRouteRule(req.path, policy);
    if (!target) return next();
    const query = req.originalUrl.slice(req.path.length);
    const location =
      target.kind === 'internal' ? target.path + (target.path.includes('?') ? '' : query) : target.href;
    res.set('cache-control', target.permanent ? 'public, max-age=3600' : 'no-cache');
    res.redirect(target.permanent ? 301 : 302, location);
  });
  return router;
}
