/**
 * Build version files, written into web/dist by web/build/build-info.ts (product.md §7 last line):
 * `/builds/latest.json` ({ id, timestamp }) revalidates on every request, since the SPA polls it to
 * notice a deploy; `/builds/<id>/manifest.json` never changes for its id, so it is cached for a year.
 * Anything else under /builds, unknown ids included, is a JSON 404; nothing outside dist/builds is served.
 */
import path from 'node:path';
import { Router, type Response } from 'express';
import { BUILDS_DIR, LATEST_BUILD_FILE, LATEST_BUILD_PATH } from '@zaowu/shared';

const BUILDS_PATH = `/${BUILDS_DIR}`;
const YEAR_MS = 365 * 24 * 3600 * 1000;
/** What build-info.ts makes (a short hex hash); anything else cannot name a file of ours. */
const BUILD_ID = /^[A-Za-z0-9_-]{1,64}$/;

function notFound(res: Response): void {
  res.status(404).set('cache-control', 'no-cache').json({ error: 'Not Found' });
}

export function buildsRoutes(webDist: string): Router {
  const root = path.join(webDist, BUILDS_DIR);
  const router = Router();

  const send = (
    res: Response,
    file: string,
    options: { maxAge?: number; immutable?: boolean; noCache?: boolean },
  ) => {
    res.sendFile(
      file,
      {
        root,
        dotfiles: 'deny',
        ...(options.noCache
          ? { cacheControl: false, headers: { 'cache-control': 'no-cache' } }
          : { maxAge: options.maxAge, immutable: options.immutable }),
      },
      (err?: Error & { status?: number; statusCode?: number }) => {
        if (!err || res.headersSent) return;
        const status = err.status ?? err.statusCode ?? 500;
        if (status === 404 || status === 403) return notFound(res);
        res.status(500).set('cache-control', 'no-cache').json({ error: 'Internal Server Error' });
      },
    );
  };

  router.get(LATEST_BUILD_PATH, (_req, res) => {
    send(res, LATEST_BUILD_FILE, { noCache: true });
  });

  router.get(`${BUILDS_PATH}/:id/manifest.json`, (req, res) => {
    const { id } = req.params;
    if (!BUILD_ID.test(id)) return notFound(res);
    send(res, `${id}/manifest.json`, { maxAge: YEAR_MS, immutable: true });
  });

  // Nothing else under /builds: not other files, not the SPA shell.
  router.use(BUILDS_PATH, (_req, res) => notFound(res));
  return router;
}
