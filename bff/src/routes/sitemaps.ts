/**
 * Serves /sitemap.xml and every part of the nine sitemaps (/art-sitemap.xml, /art-sitemap-2.xml, …),
 * each file cached gzipped for SITEMAP_TTL_MS. Past the TTL the stale copy is still served at once
 * while one rebuild runs in the background, so a crawler never waits on a rebuild of a large list;
 * only a first build is waited for, and concurrent requests share it.
 */
import { createGunzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import { SITEMAP_INDEX, UPSTREAM_UNAVAILABLE_MSG, parseSitemapPath } from '@zaowu/shared';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import {
  NoSuchPart,
  SITEMAP_MAX_URLS,
  UPSTREAM_MAX_PER_PAGE,
  buildIndex,
  buildPart,
  type SitemapContext,
  type SitemapFile,
} from '../sitemaps.ts';
import type { Upstream } from '../upstream.ts';

/** Tests cut the lists smaller to see them split; production uses the defaults. */
export type SitemapOptions = Partial<Pick<SitemapContext, 'maxUrls' | 'perPage'>>;

interface Entry {
  file?: SitemapFile;
  /** When file was built. */
  at: number;
  /** The build under way, shared by everyone who waits for it. */
  building?: Promise<SitemapFile>;
}

/** Stale-while-revalidate: a copy of any age is served at once; past the TTL it starts one rebuild. */
class FileCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly logger: Logger;
  constructor(ttlMs: number, logger: Logger) {
    this.ttlMs = ttlMs;
    this.logger = logger;
  }

  get(key: string, build: () => Promise<SitemapFile>): Promise<SitemapFile> {
    const entry = this.entries.get(key);
    if (entry?.file) {
      if (!entry.building && Date.now() - entry.at >= this.ttlMs) {
        this.run(entry, build).catch((err: unknown) => {
          // A part that no longer exists is forgotten; anything else keeps the stale copy and is
          // retried on a later request.
          if (err instanceof NoSuchPart) this.entries.delete(key);
          else
            this.logger.error(
              { sitemap: key, err: errorText(err) },
              'sitemap refresh failed; serving the stale copy',
            );
        });
      }
      return Promise.resolve(entry.file);
    }
    if (entry?.building) return entry.building;
    const fresh: Entry = { at: 0 };
    this.entries.set(key, fresh);
    const built = this.run(fresh, build);
    // With no copy a failure is not cached: the next request tries again.
    built.catch(() => {
      if (this.entries.get(key) === fresh && !fresh.file) this.entries.delete(key);
    });
    return built;
  }

  private run(entry: Entry, build: () => Promise<SitemapFile>): Promise<SitemapFile> {
    const building = build()
      .then((file) => {
        entry.file = file;
        entry.at = Date.now();
        return file;
      })
      .finally(() => {
        entry.building = undefined;
      });
    entry.building = building;
    return building;
  }
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The cached bytes as they are when the client takes gzip, else gunzipped on the way out. */
function sendFile(req: Request, res: Response, file: SitemapFile, ttlMs: number, logger: Logger) {
  res
    .type('application/xml; charset=utf-8')
    .set('cache-control', `public, max-age=${Math.floor(ttlMs / 1000)}`)
    .set('etag', file.etag)
    .vary('Accept-Encoding');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    res.set('content-encoding', 'gzip').set('content-length', String(file.gzip.length));
    res.end(req.method === 'HEAD' ? undefined : file.gzip);
    return;
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const gunzip = createGunzip();
  pipeline(gunzip, res).catch((err: unknown) => {
    logger.error({ path: req.path, err: errorText(err) }, 'sitemap sending failed');
  });
  gunzip.end(file.gzip);
}

export function sitemapRoutes(
  config: Config,
  upstream: Upstream,
  logger: Logger,
  options: SitemapOptions = {},
): Router {
  const router = Router();
  const ctx: SitemapContext = {
    upstream,
    siteUrl: config.siteUrl,
    maxUrls: options.maxUrls ?? SITEMAP_MAX_URLS,
    perPage: options.perPage ?? UPSTREAM_MAX_PER_PAGE,
    features: config.features,
  };
  const cache = new FileCache(config.sitemapTtlMs, logger);

  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: Promise<SitemapFile>;
    if (req.path === SITEMAP_INDEX) {
      file = cache.get('index', () => buildIndex(ctx));
    } else {
      const target = parseSitemapPath(req.path);
      if (!target) return next();
      const { name, part } = target;
      file = cache.get(`${name}-${part}`, () => buildPart(ctx, name, part));
    }
    try {
      sendFile(req, res, await file, config.sitemapTtlMs, logger);
    } catch (err) {
      if (err instanceof NoSuchPart) {
        res.status(404).type('text/plain; charset=utf-8').set('cache-control', 'no-store').send('Not Found');
        return;
      }
      logger.error({ path: req.path, err: errorText(err) }, 'sitemap build failed');
      res
        .status(502)
        .type('text/plain; charset=utf-8')
        .set('cache-control', 'no-store')
        .send(UPSTREAM_UNAVAILABLE_MSG);
    }
  });
  return router;
}
