/**
 * The contract the site runs against, for an operator's backend team: `/openapi.json` is
 * docs/openapi.json (OpenAPI 3.1, made from the shared contract by `pnpm run openapi`), read once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router } from 'express';

export const OPENAPI_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../docs/openapi.json',
);

export function contractRoutes(file = OPENAPI_FILE): Router {
  const router = Router();
  let body: string | null = null;
  router.get('/openapi.json', (_req, res) => {
    try {
      body ??= readFileSync(file, 'utf8');
    } catch {
      return void res.status(404).type('text/plain; charset=utf-8').send('接口文档不在这台服务器上');
    }
    // Not a page: kept out of search results.
    res.set({ 'cache-control': 'public, max-age=3600', 'x-robots-tag': 'noindex' }).type('application/json');
    res.send(body);
  });
  return router;
}
