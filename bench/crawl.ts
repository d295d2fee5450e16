/**
 * The site as a crawler that runs no JavaScript sees it: starting from `/`, it follows every same-site
 * `<a href>` of every HTML page it reaches (no member pages: robots.txt's Disallow lines are kept), and
 * compares what it reached with the sitemaps. Prints how many sitemap URLs were reached, broken links
 * (a linked page answering 4xx/5xx), soft 404s (a 200 page that says 页面不存在 or has no h1), and then
 * runs the Nu Html Checker (vnu-jar, with Debian's Java) over one page of each first-paint type and
 * prints its errors. Asserts nothing; exits 1 only when it cannot run.
 *
 *   node bench/crawl.ts [--dist web/dist] [--max 3000]
 *   node bench/crawl.ts --base http://localhost:3000 [--max 3000]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fail, startBff, webDist } from './lib/processes.ts';

const { values: opts } = parseArgs({
  options: { base: { type: 'string' }, dist: { type: 'string' }, max: { type: 'string', default: '3000' } },
});

const bff = opts.base
  ? null
  : await startBff({ env: { UPSTREAM_URL: '', WEB_DIST: webDist(opts.dist), SITE_URL: 'http://127.0.0.1' } });
const origin = opts.base?.replace(/\/$/, '') ?? bff!.origin;
const max = Number(opts.max);

async function get(url: string): Promise<{ status: number; text: string; type: string }> {
  const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
  const type = res.headers.get('content-type') ?? '';
  if (res.status >= 300 && res.status < 400) {
    const to = new URL(res.headers.get('location') ?? '/', url).href;
    await res.arrayBuffer();
    return get(to);
  }
  return {
    status: res.status,
    text: type.includes('html') || type.includes('xml') || type.includes('text') ? await res.text() : '',
    type,
  };
}

// robots.txt's rules, as a polite crawler keeps them.
const robots = (await get(`${origin}/robots.txt`)).text;
const disallowed = [...robots.matchAll(/^Disallow:\s*(\S+)/gm)].map((m) => m[1]!);
const allowed = (p: string) => !disallowed.some((d) => p.startsWith(d));

// Every URL the sitemaps list (their site URL swapped for this origin).
const sitemapUrls = new Set<string>();
const index = (await get(`${origin}/sitemap.xml`)).text;
for (const loc of [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)) {
  const part = (await get(origin + new URL(loc).pathname)).text;
  for (const url of [...part.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)) {
    const u = new URL(url.replace(/&amp;/g, '&'));
    sitemapUrls.add(u.pathname + u.search);
  }
}

const seen = new Set<string>(['/']);
const queue = ['/'];
const broken: string[] = [];
const soft404: string[] = [];
const samples = new Map<string, string>();
const linkedFrom = new Map<string, string>();
while (queue.length > 0 && seen.size <= max) {
  const p = queue.shift()!;
  const page = await get(origin + p);
  if (page.status >= 400) {
    broken.push(`${p} ${page.status} (linked from ${linkedFrom.get(p) ?? '?'})`);
    continue;
  }
  if (!page.type.includes('html')) continue;
  if (/页面不存在/.test(page.text) || !/<h1[\s>]/.test(page.text)) soft404.push(p);
  const kind = p === '/' ? '/' : p.replace(/\/\d+/g, '/{id}').replace(/\?.*$/, '?…');
  if (!samples.has(kind)) samples.set(kind, page.text);
  for (const m of page.text.matchAll(/<a\s[^>]*href="([^"#]*)(?:#[^"]*)?"/g)) {
    const href = m[1]!.replace(/&amp;/g, '&');
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const u = new URL(href, origin);
    const key = u.pathname + u.search;
    if (seen.has(key) || !allowed(u.pathname)) continue;
    seen.add(key);
    linkedFrom.set(key, p);
    queue.push(key);
  }
}

const reached = [...sitemapUrls].filter((u) => seen.has(u));
const missed = [...sitemapUrls].filter((u) => !seen.has(u));
console.log(`crawled ${seen.size} URLs from / without JavaScript (robots.txt kept)`);
console.log(`sitemap URLs reached by links: ${reached.length} of ${sitemapUrls.size}`);
if (missed.length) console.log(`  not reached, e.g.: ${missed.slice(0, 8).join(' ')}`);
console.log(
  `broken links: ${broken.length}${broken.length ? `\n  ${broken.slice(0, 10).join('\n  ')}` : ''}`,
);
console.log(
  `soft 404s (200 without an h1, or saying 页面不存在): ${soft404.length}${soft404.length ? `\n  ${soft404.slice(0, 10).join('\n  ')}` : ''}`,
);

// The Nu Html Checker over one page of each kind.
const dir = mkdtempSync(path.join(tmpdir(), 'zaowu-vnu-'));
try {
  const files = [...samples.entries()].map(([kind, html], i) => {
    const file = path.join(dir, `${i}.html`);
    writeFileSync(file, html);
    return { kind, file };
  });
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  let out = '';
  try {
    execFileSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files.map((f) => f.file)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (err) {
    out = String((err as { stderr?: Buffer }).stderr ?? '');
    if (!out.trim().startsWith('{')) fail(`the Nu Html Checker did not run: ${String(err)}`);
  }
  const messages = out ? (JSON.parse(out) as { messages: { url: string; message: string }[] }).messages : [];
  console.log(`Nu Html Checker over ${files.length} page kinds: ${messages.length} errors`);
  for (const f of files) {
    const mine = messages.filter((m) => m.url.endsWith(path.basename(f.file)));
    console.log(
      `  ${f.kind.padEnd(28)} ${mine.length}${mine.length ? ` — ${[...new Set(mine.map((m) => m.message))].slice(0, 3).join(' | ')}` : ''}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  bff?.child.kill('SIGTERM');
}
