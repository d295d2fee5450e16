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
import {
  BOOT_ELEMENT_ID,
  BUILDS_DIR,
  LATEST_BUILD_FILE,
  ROUTES,
  RUNTIME_CONFIG_ELEMENT_ID,
} from '@zaowu/shared';
import { sheetRules, type SheetRules } from './first-paint/critical-css.ts';

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
  /**
   * Every stylesheet of a route's page (the shell's own, then the route's) with their rules, for a
   * frame that carries its own CSS and loads the sheets after its first paint; null when the build
   * cannot (no start list to load them from, or a sheet that cannot be read).
   */
  pageSheets(routeName: string): PageSheets | null;
}

interface PageSheets {
  hrefs: readonly string[];
  rules: SheetRules;
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
const BOOT = new RegExp(`(<script type="application/json" id="${BOOT_ELEMENT_ID}">)([^<]*)(</script>)`);
/** The shell's own stylesheet links (index.html's), and the per-route ones' preloads. */
const SHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">\s*/g;
const SHEET_PRELOAD = /<link rel="preload" as="style" crossorigin href="\/assets\/[\w.-]+\.css">\s*/g;

/** Changes the start list of a shell; the shell as it was when it has none or it is not ours. */
function editBoot(html: string, edit: (list: { entry: string; preload: string[]; css?: string[] }) => void) {
  const boot = BOOT.exec(html);
  if (!boot) return null;
  try {
    const list = JSON.parse(boot[2]!) as { entry: string; preload: string[]; css?: string[] };
    edit(list);
    const json = JSON.stringify(list).replace(/</g, '\\u003c');
    return html.replace(BOOT, (_m, open: string, _old: string, close: string) => `${open}${json}${close}`);
  } catch {
    return null;
  }
}

/**
 * A shell for a frame that carries its own CSS: no stylesheet link or preload holds up its first
 * paint; the start list loads the sheets after it, before the app runs. Null when the shell has no
 * start list (then the links stay).
 */
export function sheetsAfterPaint(html: string, hrefs: readonly string[]): string | null {
  const edited = editBoot(html, (list) => {
    list.css = [...hrefs];
  });
  return edited?.replace(SHEET_LINK, '').replace(SHEET_PRELOAD, '') ?? null;
}

function withPreloads(html: string, files: { js: string[]; css: string[] } | undefined): string {
  if (!files || files.js.length + files.css.length === 0) return html;
  let out = html;
  let js = files.js;
  // A build that starts after the first paint: the route's chunks join its start list, so they too
  // are fetched only once the page has been drawn, with the entry.
  if (js.length > 0) {
    const routeJs = js;
    const edited = editBoot(out, (list) => {
      list.preload = [...list.preload, ...routeJs.filter((f) => !list.preload.includes(f))];
    });
    // Not ours (or none): preload links as for any build.
    if (edited !== null) {
      out = edited;
      js = [];
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
    /** Parsed per sheet (most pages share the shell's and the UI's), then per route. */
    sheets: Map<string, SheetRules | null>;
    pages: Map<string, PageSheets | null>;
  } | null = null;
  /** One sheet's rules, read from the build once; null if it cannot be read or parsed. */
  const sheet = (href: string): SheetRules | null => {
    let rules = build!.sheets.get(href);
    if (rules === undefined) {
      try {
        rules = sheetRules([readFileSync(path.join(webDist, href), 'utf8')]);
      } catch {
        rules = null;
      }
      build!.sheets.set(href, rules);
    }
    return rules;
  };
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
            sheets: new Map(),
            pages: new Map(),
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
    pageSheets(routeName) {
      if (!build || !BOOT.test(build.html)) return null;
      let page = build.pages.get(routeName);
      if (page === undefined) {
        const own = [...build.html.matchAll(SHEET_LINK)].map((m) => m[1]!);
        const hrefs = [...own, ...(build.routes.get(routeName)?.css ?? []).filter((h) => !own.includes(h))];
        const parsed = hrefs.map(sheet);
        page = parsed.every((r) => r !== null)
          ? { hrefs, rules: { items: parsed.flatMap((r) => r!.items) } }
          : null;
        build.pages.set(routeName, page);
      }
      return page;
    },
  };
}
