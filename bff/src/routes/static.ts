/**
 * The built SPA: hashed files under /assets are immutable for a year, everything else revalidates;
 * the build's .br and .gz copies are sent to browsers that accept them (no compressing per request).
 * Any other GET gets index.html, with status 200 for a path of the route table (whose parameter check
 * passes) and 404 otherwise, so crawlers and monitors see real statuses while the SPA draws the page.
 */
import path from 'node:path';
import { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { matchRoute } from '@zaowu/shared';
import type { ShellFile } from '../shell.ts';

const YEAR_SECONDS = 365 * 24 * 3600;

const precompressed = { enableBrotli: true, orderPreference: ['br', 'gzip'] };

export function staticRoutes(webDist: string, shell: ShellFile): Router {
  const router = Router();

  router.use(
    '/assets',
    expressStaticGzip(path.join(webDist, 'assets'), {
      ...precompressed,
      index: false,
      serveStatic: { index: false, fallthrough: false, immutable: true, maxAge: YEAR_SECONDS * 1000 },
    }),
  );
  router.use(
    expressStaticGzip(webDist, {
      ...precompressed,
      index: false,
      serveStatic: { index: false, setHeaders: (res) => res.setHeader('cache-control', 'no-cache') },
    }),
  );

  router.get('/{*splat}', (req, res) => {
    const match = matchRoute(req.path);
    const known = match !== null && match.valid;
    const page = shell.read(known ? match.route.name : undefined);
    if (page === null) {
      res.status(503).type('text/plain; charset=utf-8').send('站点尚未构建：请先运行 pnpm run build');
      return;
    }
    res
      .status(known ? 200 : 404)
      .set('cache-control', 'no-cache')
      .type('html')
      .vary('Accept-Encoding');
    // Brotli whenever it is accepted (browsers list gzip first at equal quality), else gzip; a client
    // that names no encoding (curl, monitors) gets plain HTML.
    const encoding = !req.headers['accept-encoding']
      ? 'identity'
      : req.acceptsEncodings('br') || req.acceptsEncodings('gzip', 'identity');
    if (encoding === 'br' || encoding === 'gzip') {
      res.set('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
    } else {
      res.send(page.html);
    }
  });
  return router;
}
