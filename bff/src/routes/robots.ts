/**
 * robots.txt: every crawler may read the public pages; member pages, login and the component
 * showcase are disallowed (the route table's `index: false` pages, shared `disallowedPrefixes`), and
 * the sitemap index is named so a crawler finds every work, designer, shop and topic. The API is
 * disallowed but for its public pictures (covers, avatars: what image search and link previews show),
 * which the longer `Allow` rule wins for.
 */
import { Router } from 'express';
import { STORAGE_PREFIX, disallowedPrefixes } from '@zaowu/shared';
import type { Config } from '../config.ts';

function robotsBody(siteUrl: string): string {
  return [
    'User-agent: *',
    `Allow: ${STORAGE_PREFIX}/`,
    // …but not a signed address (a buyer's whole video or model), should one ever reach a crawler.
    `Disallow: ${STORAGE_PREFIX}/*?`,
    ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');
}

export function robotsRoutes(config: Pick<Config, 'siteUrl'>): Router {
  const router = Router();
  const body = robotsBody(config.siteUrl);
  router.get('/robots.txt', (_req, res) => {
    res.set('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(body);
  });
  return router;
}
