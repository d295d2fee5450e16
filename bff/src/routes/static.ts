/**
 * The built SPA: hashed files under /assets are immutable for a year, everything else revalidates.
 * Any other GET gets index.html, with status 200 for a path of the route table (whose parameter check
 * passes) and 404 otherwise, so crawlers and monitors see real statuses while the SPA draws the page.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { matchRoute } from '@zaowu/shared';

const YEAR_SECONDS = 365 * 24 * 3600;

export function isKnownPage(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== null && match.valid;
}

export function staticRoutes(webDist: string): Router {
  const router = Router();
  const indexFile = path.join(webDist, 'index.html');

  router.use(
    '/assets',
    express.static(path.join(webDist, 'assets'), {
      index: false,
      fallthrough: false,
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
    }),
  );
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
    }),
  );

  // index.html is read once per change of its mtime: cheap, and a rebuild is picked up without a restart.
  let cached: { mtimeMs: number; html: string } | null = null;
  const shell = (): string | null => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  };

  router.get('/{*splat}', (req, res) => {
    const html = shell();
    if (html === null) {
      res.status(503).type('text/plain; charset=utf-8').send('站点尚未构建：请先运行 pnpm run build');
      return;
    }
    res
      .status(isKnownPage(req.path) ? 200 : 404)
      .set('cache-control', 'no-cache')
      .type('html')
      .send(html);
  });
  return router;
}
