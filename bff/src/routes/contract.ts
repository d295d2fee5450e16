/**
 * The contract the site runs against, for an operator's backend team: `/openapi.json` is
 * docs/openapi.json (OpenAPI 3.1, made from the shared contract by `pnpm run openapi`), read once;
 * `/openapi` is a readable page of it (Redoc's standalone bundle, served from this server: no CDN,
 * no inline script, the site's CSP unchanged). Neither is a page for search engines.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router } from 'express';

const API_DOCS_PATH = '/openapi';
const REDOC_BUNDLE = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

/** The page: Redoc reads /openapi.json itself; nothing inline but the markup. */
const API_DOCS_HTML = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>造物 API 文档</title>
<style>body { margin: 0; }</style>
</head>
<body>
<redoc spec-url="/openapi.json" hide-hostname="true" native-scrollbars="true"></redoc>
<script src="${API_DOCS_PATH}/redoc.standalone.js"></script>
</body>
</html>
`;

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
  router.get(API_DOCS_PATH, (_req, res) => {
    res.set({ 'cache-control': 'public, max-age=3600', 'x-robots-tag': 'noindex' }).type('html');
    res.send(API_DOCS_HTML);
  });
  router.get(`${API_DOCS_PATH}/redoc.standalone.js`, (_req, res) => {
    res.set({ 'cache-control': 'public, max-age=86400', 'x-robots-tag': 'noindex' });
    // The package sits under node_modules/.pnpm: a dot folder, which send refuses by default.
    res.type('text/javascript').sendFile(REDOC_BUNDLE, { dotfiles: 'allow' });
  });
  return router;
}
