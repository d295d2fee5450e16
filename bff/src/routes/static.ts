/**
 * The built SPA: hashed files under /assets are immutable for a year, everything else revalidates;
 * the build's .br and .gz copies are sent to browsers that accept them (no compressing per request).
 * Any other GET gets index.html, with status 200 for a path of the route table (whose parameter check
 * passes) and 404 otherwise, so crawlers and monitors see real statuses while the SPA draws the page.
 */
import path from 'node:path';
import { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import {
  escapeHtml,
  matchRoute,
  pageNumber,
  routeOn,
  themeFromCookies,
  type RouteDef,
  type Theme,
} from '@zaowu/shared';
import type { Config } from '../config.ts';
import { criticalCss, frameTokens } from '../first-paint/critical-css.ts';
import { firstPaint, renderShell, type FirstPaint } from '../first-paint/frame.ts';
import type { PageData, PageDataSource } from '../first-paint/page-data.ts';
import { isNoindex, sheetsAfterPaint, type ShellFile } from '../shell.ts';

const YEAR_SECONDS = 365 * 24 * 3600;

const precompressed = { enableBrotli: true, orderPreference: ['br', 'gzip'] };

/**
 * A page's one URL: its path, with `?page=N` where the pages of a list or a thread are pages of their
 * own; any filter or sort in the query leads to the plain list (search engines show one URL for it).
 */
function canonicalUrl(pathname: string, search: string, route: RouteDef, siteUrl: string): string {
  const page = pageNumber(new URLSearchParams(search).get('page'));
  const filtered = [...new URLSearchParams(search).keys()].some((k) => k !== 'page');
  const query = route.paged && page > 1 && !filtered ? `?page=${page}` : '';
  return new URL(pathname + query, siteUrl).href;
}

export function staticRoutes(
  config: Pick<Config, 'webDist' | 'siteUrl' | 'features'>,
  shell: ShellFile,
  pageData: PageDataSource,
): Router {
  const { webDist } = config;
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

  /** An answer of an unexpected shape (a real upstream's change) costs the frame, never the page. */
  const safeFirstPaint = (
    route: RouteDef,
    data: PageData,
    pagePath: string,
    log: { warn: (o: object, m: string) => void },
  ) => {
    try {
      return firstPaint(route, data, config.siteUrl, pagePath);
    } catch (err) {
      log.warn({ err, route: route.name }, 'first paint skipped: unexpected upstream data');
      return null;
    }
  };

  /**
   * A page with its frame. The frame carries its own CSS (first-paint/critical-css.ts) and the sheets
   * load after its first paint, from the start list; a build without one keeps the stylesheet links.
   */
  const framedPage = (
    html: string,
    paint: FirstPaint,
    routeName: string,
    canonical: string,
    theme: Theme,
  ) => {
    const opts = { canonical, siteUrl: config.siteUrl, theme };
    const sheets = shell.pageSheets(routeName);
    const shellHtml = sheets && sheetsAfterPaint(html, sheets.hrefs);
    if (!sheets || !shellHtml)
      return renderShell(html, paint, { ...opts, stylesheets: shell.stylesheets(routeName) });
    const frameCss = criticalCss(sheets.rules, frameTokens(paint.frame));
    return renderShell(shellHtml, paint, { ...opts, stylesheets: [], frameCss });
  };

  // Browsers and crawlers ask for /favicon.ico whatever the page says: the PNG, which all of them read.
  router.get('/favicon.ico', (_req, res) => {
    res.set('cache-control', 'public, max-age=86400').redirect(301, '/favicon-32.png');
  });

  router.get('/{*splat}', async (req, res) => {
    const match = matchRoute(req.path);
    // A switched-off feature's pages are not on the site (FEATURES).
    let known = match !== null && match.valid && routeOn(match.route.path, config.features);
    const page = shell.read(match && known ? match.route.name : undefined);
    if (page === null) {
      res.status(503).type('text/plain; charset=utf-8').send('站点尚未构建：请先运行 pnpm run build');
      return;
    }
    // Public pages: their first data, head tags and static frame (first-paint/). Never slower than
    // the bare shell by more than the data's short timeout; without data, the bare shell.
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const data = match && known ? await pageData.load(match, search) : null;
    if (data?.missing) known = false;
    const paint =
      match && data && !data.missing ? safeFirstPaint(match.route, data, req.path, req.log) : null;
    res
      .status(known ? 200 : 404)
      .set('cache-control', 'no-cache')
      .type('html')
      .vary('Accept-Encoding');
    // Also as a header: a crawler that reads no HTML (or a 404's) still sees it.
    if (isNoindex(known && match ? match.route.name : undefined)) res.set('x-robots-tag', 'noindex');
    const canonical = match && known ? canonicalUrl(req.path, search, match.route, config.siteUrl) : null;
    if (paint && match && canonical) {
      // Drawn in the reader's theme (their cookie), so the page is the same with or without script.
      res.vary('Cookie');
      const theme = themeFromCookies(req.headers.cookie);
      res.send(framedPage(page.html, paint, match.route.name, canonical, theme));
      return;
    }
    if (canonical && !isNoindex(match?.route.name)) {
      // A public page drawn by the SPA alone (a filtered list, a legal page): its one URL all the same.
      const link = `<link rel="canonical" href="${escapeHtml(canonical)}">`;
      res.send(page.html.replace('</head>', () => `  ${link}\n  </head>`));
      return;
    }
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
