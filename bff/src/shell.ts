/**
 * The built SPA shell (web/dist/index.html), read again only when its mtime changes. Each page gets it
 * with the preload links of its own route's chunks, taken from the build manifest
 * (builds/<id>/manifest.json): the browser fetches them with the entry instead of only after the entry
 * has run and asked for them (one round trip less before the page can draw). Each variant is made and
 * compressed (Brotli, gzip) once per build and route, never per request.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BUILDS_DIR, LATEST_BUILD_FILE, ROUTES, RUNTIME_CONFIG_ELEMENT_ID } from '@zaowu/shared';

interface Shell {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

export interface ShellFile {
  /** The shell for a route of the route table (by name), or the bare shell; null before the first build. */
  read(routeName?: string): Shell | null;
  /** A route's own stylesheets (hashed /assets paths) from the build manifest. */
  stylesheets(routeName: string): readonly string[];
}

interface RouteFiles {
  js?: unknown;
  css?: unknown;
}

/** Only our own hashed assets go into a link: nothing else can come from a manifest we trust less. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

function compressed(html: string): Shell {
  const br = brotliCompressSync(html, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  });
  return { html, br, gzip: gzipSync(html, { level: 9 }) };
}

/** Each route's chunks from the build manifest; empty when there is none (an old or partial build). */
function routeFiles(webDist: string): Map<string, { js: string[]; css: string[] }> {
  const files = new Map<string, { js: string[]; css: string[] }>();
  try {
    const builds = path.join(webDist, BUILDS_DIR);
    const { id } = JSON.parse(readFileSync(path.join(builds, LATEST_BUILD_FILE), 'utf8')) as { id: string };
    const manifest = JSON.parse(
      readFileSync(path.join(builds, path.basename(id), 'manifest.json'), 'utf8'),
    ) as {
      routes?: Record<string, RouteFiles>;
    };
    const assets = (list: unknown) =>
      Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string' && ASSET.test(f)) : [];
    for (const [name, route] of Object.entries(manifest.routes ?? {})) {
      files.set(name, { js: assets(route.js), css: assets(route.css) });
    }
  } catch {
    /* no manifest: pages still work, without the head start */
  }
  return files;
}

/** The build's start list (web/build/boot-after-paint.ts): the entry and what it preloads after paint. */
const BOOT = /(<script type="application\/json" id="zaowu-boot">)([^<]*)(<\/script>)/;

function withPreloads(html: string, files: { js: string[]; css: string[] } | undefined): string {
  if (!files || files.js.length + files.css.length === 0) return html;
  let out = html;
  let js = files.js;
  // A build that starts after the first paint: the route's chunks join its start list, so they too
  // are fetched only once the page has been drawn, with the entry.
  const boot = BOOT.exec(out);
  if (boot && js.length > 0) {
    try {
      const list = JSON.parse(boot[2]!) as { entry: string; preload: string[] };
      list.preload = [...list.preload, ...js.filter((f) => !list.preload.includes(f))];
      const json = JSON.stringify(list).replace(/</g, '\\u003c');
      out = out.replace(BOOT, (_m, open: string, _old: string, close: string) => `${open}${json}${close}`);
      js = [];
    } catch {
      /* not ours: preload links as for any build */
    }
  }
  const links = [
    ...files.css.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ...js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
  return links ? out.replace('</head>', () => `  ${links}\n  </head>`) : out;
}

/**
 * The runtime config, inlined so the SPA starts without asking for it. A JSON data block is
 * never run, so the CSP needs nothing for it; `<` is escaped so nothing in it can end the element. As
 * every insertion into the shell, a function replacement: `$` in the environment's values (an
 * ALLOWED_HOSTS entry, a SITE_URL path) stays text.
 */
function withRuntimeConfig(html: string, runtimeConfig: unknown): string {
  if (runtimeConfig === undefined) return html;
  const json = JSON.stringify(runtimeConfig).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    () => `  <script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>\n  </head>`,
  );
}

/** Routes search engines may index (the route table's `index`); every other page says noindex. */
const INDEXED = new Set(ROUTES.filter((r) => r.index).map((r) => r.name));

/** A member's page, login, the showcase or an unknown path: not for search results. */
export const isNoindex = (routeName: string | undefined) => !INDEXED.has(routeName ?? '');

function withRobots(html: string, routeName: string): string {
  if (!isNoindex(routeName)) return html;
  return html.replace('</head>', () => '  <meta name="robots" content="noindex">\n  </head>');
}

export function shellFile(webDist: string, runtimeConfig?: unknown): ShellFile {
  const file = path.join(webDist, 'index.html');
  let build: {
    mtimeMs: number;
    html: string;
    routes: Map<string, { js: string[]; css: string[] }>;
    shells: Map<string, Shell>;
  } | null = null;
  return {
    read(routeName = '') {
      try {
        const { mtimeMs } = statSync(file);
        if (!build || build.mtimeMs !== mtimeMs) {
          build = {
            mtimeMs,
            html: withRuntimeConfig(readFileSync(file, 'utf8'), runtimeConfig),
            routes: routeFiles(webDist),
            shells: new Map(),
          };
        }
      } catch {
        return null;
      }
      let shell = build.shells.get(routeName);
      if (!shell) {
        shell = compressed(withRobots(withPreloads(build.html, build.routes.get(routeName)), routeName));
        build.shells.set(routeName, shell);
      }
      return shell;
    },
    stylesheets(routeName) {
      return build?.routes.get(routeName)?.css ?? [];
    },
  };
}
