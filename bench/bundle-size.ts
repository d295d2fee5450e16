/**
 * Prints the gzip size of the JavaScript the home page loads on first visit: the entry script and
 * every module it preloads, as listed in web/dist/index.html, plus the per-chunk sizes of the build.
 * Run after `pnpm run build`:  node bench/bundle-size.ts
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, brotliCompressSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const firstLoad = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1]!);

const kb = (n: number) => (n / 1024).toFixed(1);
function sizes(file: string) {
  const buf = readFileSync(path.join(dist, file));
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length, br: brotliCompressSync(buf).length };
}

let total = { raw: 0, gzip: 0, br: 0 };
console.log('First load of / (JavaScript):');
for (const file of firstLoad) {
  const s = sizes(file.replace(/^\//, ''));
  total = { raw: total.raw + s.raw, gzip: total.gzip + s.gzip, br: total.br + s.br };
  console.log(
    `  ${file.padEnd(48)} ${kb(s.raw).padStart(8)} KB  gzip ${kb(s.gzip).padStart(7)} KB  br ${kb(s.br).padStart(7)} KB`,
  );
}
console.log(
  `  total: ${kb(total.raw)} KB raw, ${kb(total.gzip)} KB gzip (budget ${BUDGET_KB} KB: ${((total.gzip / 1024 / BUDGET_KB) * 100).toFixed(0)}%), ${kb(total.br)} KB brotli`,
);

console.log('\nAll JavaScript chunks:');
const chunks = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
for (const f of chunks.sort()) {
  const s = sizes(path.join('assets', f));
  console.log(`  ${f.padEnd(48)} gzip ${kb(s.gzip).padStart(7)} KB`);
}
