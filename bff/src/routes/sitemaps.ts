/** Serves /sitemap.xml and the seven sitemaps, each cached for SITEMAP_TTL_MS (one build at a time). */
import { Router, type Response } from 'express';
import { SITEMAPS, SITEMAP_INDEX, sitemapPath, type SitemapName } from '@zaowu/shared';
import type { Config } from '../config.ts';
import { indexXml, sitemapEntries, sitemapIndexEntries, urlsetXml } from '../sitemaps.ts';
import type { Upstream } from '../upstream.ts';

interface CacheEntry {
  at: number;
  xml: Promise<string>;
}

function sendXml(res: Response, xml: string, ttlMs: number) {
  res
    .type('application/xml; charset=utf-8')
    .set('cache-control', `public, max-age=${Math.floor(ttlMs / 1000)}`)
    .send(xml);
}

export function sitemapRoutes(config: Config, upstream: Upstream): Router {
  const router = Router();
  const cache = new Map<SitemapName, CacheEntry>();

  /** Concurrent requests share one build; a failed build is not cached. */
  const build = (name: SitemapName): Promise<string> => {
    const hit = cache.get(name);
    if (hit && Date.now() - hit.at < config.sitemapTtlMs) return hit.xml;
    const xml = sitemapEntries(name, upstream, config.siteUrl).then(urlsetXml);
    cache.set(name, { at: Date.now(), xml });
    xml.catch(() => cache.delete(name));
    return xml;
  };

  const index = indexXml(sitemapIndexEntries(config.siteUrl));
  router.get(SITEMAP_INDEX, (_req, res) => sendXml(res, index, config.sitemapTtlMs));

  for (const name of SITEMAPS) {
    router.get(sitemapPath(name), async (_req, res) => {
      try {
        sendXml(res, await build(name), config.sitemapTtlMs);
      } catch (err) {
        console.error(`[sitemap] ${name}: ${(err as Error).message}`);
        res
          .status(502)
          .type('text/plain; charset=utf-8')
          .set('cache-control', 'no-store')
          .send('服务暂时不可用');
      }
    });
  }
  return router;
}
