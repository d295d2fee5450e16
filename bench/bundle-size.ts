/**
 * Prints the gzip size of the JavaScript the home page loads on first visit: the entry script and
 * every module it preloads, as listed in index.html, plus the home route's own chunks from the build
 * manifest (builds/<id>/manifest.json, route 'index'); then each route's own chunks, and every chunk.
 * Run after `pnpm run build`:  node bench/bundle-size.ts [--dist <dir>]   (default web/dist)
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync, brotliCompressSync } from 'node:zlib';

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

const BUDGET_KB = 150;
const { values: args } = parseArgs({ options: { dist: { type: 'string' } } });
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

const fromHtml = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1]!);
const firstLoad = [...new Set([...fromHtml, ...home.js])];

const kb = (n: number) => (n / 1024).toFixed(1);
function sizes(file: string) {
  const buf = readFileSync(path.join(dist, file.replace(/^\//, '')));
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length, br: brotliCompressSync(buf).length };
}
const gzipTotal = (files: string[]) => files.reduce((sum, f) => sum + sizes(f).gzip, 0);

console.log(`Build ${manifest.id} (${new Date(manifest.timestamp).toISOString()}) in ${dist}\n`);
let total = { raw: 0, gzip: 0, br: 0 };
console.log("First load of / (JavaScript: index.html's entry and modulepreloads, then route 'index'):");
for (const file of firstLoad) {
  const s = sizes(file);
  total = { raw: total.raw + s.raw, gzip: total.gzip + s.gzip, br: total.br + s.br };
  const tag = fromHtml.includes(file) ? '' : '  (route index)';
  console.log(
    `  ${file.padEnd(48)} ${kb(s.raw).padStart(8)} KB  gzip ${kb(s.gzip).padStart(7)} KB  br ${kb(s.br).padStart(7)} KB${tag}`,
  );
}
console.log(
  `  total: ${kb(total.raw)} KB raw, ${kb(total.gzip)} KB gzip (budget ${BUDGET_KB} KB: ${((total.gzip / 1024 / BUDGET_KB) * 100).toFixed(0)}%), ${kb(total.br)} KB brotli`,
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
  console.log(`  ${f.padEnd(48)} gzip ${kb(s.gzip).padStart(7)} KB`);
}
