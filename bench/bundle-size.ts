/**
 * Prints the size of the JavaScript a first visit loads, gzip and brotli: for each main route, the
 * entry script and every module index.html preloads, plus the route's own chunks from the build
 * manifest (builds/<id>/manifest.json); the home page file by file against its budget; then each
 * route's own chunks, and every chunk.
 * Run after `pnpm run build`:  node bench/bundle-size.ts [--dist <dir>] [--markdown]   (default web/dist)
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { ROUTES } from '@zaowu/shared';
import { formatTable } from './lib/table.ts';

interface FileSet {
  js: string[];
  css: string[];
}
interface BuildManifest {
  id: string;
  timestamp: number;
  entry: FileSet;
  routes: Record<string, FileSet & { module: string }>;
}

/** First-load JavaScript of `/`, gzip (issue 14). */
const BUDGET_KB = 130;
/** The main pages, by route name (shared/src/routes.ts): the ones Lighthouse measures. */
const MAIN_ROUTES = ['index', 'art', 'model-id', 'blog-id', 'designer-id', 'shop-id'];

const { values: args } = parseArgs({
  options: { dist: { type: 'string' }, markdown: { type: 'boolean', default: false } },
});
const dist = args.dist
  ? path.resolve(args.dist)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const latest = JSON.parse(readFileSync(path.join(dist, 'builds/latest.json'), 'utf8')) as { id: string };
const manifest = JSON.parse(
  readFileSync(path.join(dist, 'builds', latest.id, 'manifest.json'), 'utf8'),
) as BuildManifest;
const home = manifest.routes.index;
if (!home) throw new Error(`build ${manifest.id} has no 'index' route`);

/** The attributes of every `<tag …>` in the page, whatever their order and quoting. */
function tags(name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map((tag) =>
    Object.fromEntries(
      [...tag[1]!.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].map((a) => [
        a[1]!.toLowerCase(),
        a[2] ?? a[3] ?? a[4] ?? '',
      ]),
    ),
  );
}
/**
 * What every page loads before its route: index.html's module scripts and modulepreloads, or, in a
 * build that starts after the first paint, its start list (web/build/boot-after-paint.ts).
 */
const boot = /<script type="application\/json" id="zaowu-boot">([^<]*)<\/script>/.exec(html)?.[1];
const bootList = boot ? (JSON.parse(boot) as { entry: string; preload: string[] }) : null;
const fromHtml = [
  ...(bootList ? [bootList.entry, ...bootList.preload] : []),
  ...tags('script')
    .filter((a) => a.type === 'module' && a.src)
    .map((a) => a.src!),
  ...tags('link')
    .filter((a) => a.rel === 'modulepreload' && a.href)
    .map((a) => a.href!),
];
const cssFromHtml = tags('link')
  .filter((a) => a.rel === 'stylesheet' && a.href?.startsWith('/'))
  .map((a) => a.href!);

const kb = (n: number) => (n / 1024).toFixed(1);
const sizeCache = new Map<string, { raw: number; gzip: number; br: number }>();
function sizes(file: string) {
  let s = sizeCache.get(file);
  if (!s) {
    const buf = readFileSync(path.join(dist, file.replace(/^\//, '')));
    s = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length, br: brotliCompressSync(buf).length };
    sizeCache.set(file, s);
  }
  return s;
}
function total(files: string[]) {
  return files.reduce(
    (sum, f) => {
      const s = sizes(f);
      return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, br: sum.br + s.br };
    },
    { raw: 0, gzip: 0, br: 0 },
  );
}
const gzipTotal = (files: string[]) => total(files).gzip;
const budget = (gzip: number) => `${((gzip / 1024 / BUDGET_KB) * 100).toFixed(0)}%`;

console.log(`Build ${manifest.id} (${new Date(manifest.timestamp).toISOString()}) in ${dist}\n`);

console.log(
  "First load per main route (JavaScript: index.html's entry and modulepreloads, then the route's own chunks; KB):",
);
const routeRows = MAIN_ROUTES.map((name) => {
  const pattern = ROUTES.find((r) => r.name === name)?.path ?? '?';
  const route = manifest.routes[name];
  if (!route) return [name, pattern, '–', '–', '–', '–', '–', '(not in the manifest)'];
  const js = [...new Set([...fromHtml, ...route.js])];
  const t = total(js);
  return [
    name,
    pattern,
    String(js.length),
    kb(t.raw),
    kb(t.gzip),
    kb(t.br),
    kb(gzipTotal([...new Set([...cssFromHtml, ...route.css])])),
    name === 'index' ? `${budget(t.gzip)} of ${BUDGET_KB} KB gzip` : '',
  ];
});
console.log(
  formatTable(
    [
      { title: 'route' },
      { title: 'path' },
      { title: 'files', right: true },
      { title: 'raw', right: true },
      { title: 'gzip', right: true },
      { title: 'brotli', right: true },
      { title: 'css gzip', right: true },
      { title: 'budget' },
    ],
    routeRows,
    args.markdown,
  ),
);

const firstLoad = [...new Set([...fromHtml, ...home.js])];
console.log("\nFirst load of / file by file (index.html's entry and modulepreloads, then route 'index'):");
for (const file of firstLoad) {
  const s = sizes(file);
  const tag = fromHtml.includes(file) ? '' : '  (route index)';
  console.log(
    `  ${file.padEnd(48)} ${kb(s.raw).padStart(8)} KB  gzip ${kb(s.gzip).padStart(7)} KB  br ${kb(s.br).padStart(7)} KB${tag}`,
  );
}
const homeTotal = total(firstLoad);
console.log(
  `  total: ${kb(homeTotal.raw)} KB raw, ${kb(homeTotal.gzip)} KB gzip (budget ${BUDGET_KB} KB: ${budget(homeTotal.gzip)}), ${kb(homeTotal.br)} KB brotli`,
);

console.log(
  "\nEach route's own chunks, beyond the entry (gzip; shared chunks count in every route using them):",
);
for (const [name, route] of Object.entries(manifest.routes)) {
  const chunks = route.js.map((f) => `${path.basename(f)} ${kb(sizes(f).gzip)}`).join(', ');
  console.log(
    `  ${name.padEnd(24)} js ${kb(gzipTotal(route.js)).padStart(6)} KB  css ${kb(gzipTotal(route.css)).padStart(5)} KB  ${chunks}`,
  );
}

console.log('\nAll JavaScript chunks:');
const chunks = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
for (const f of chunks.sort()) {
  const s = sizes(path.join('assets', f));
  console.log(`  ${f.padEnd(48)} gzip ${kb(s.gzip).padStart(7)} KB  br ${kb(s.br).padStart(7)} KB`);
}
