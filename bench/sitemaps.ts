/**
 * Sitemaps at scale: the BFF (a child process) in front of a synthetic upstream in this script that
 * answers the works, designer and shop list endpoints as the contract shapes them (per_page capped at
 * 100), generating rows on the fly: 1,000,000 items by default, split over the six lists. Fetches
 * /sitemap.xml and every part it names, with Accept-Encoding: gzip, twice: a cold pass (every file
 * built from the upstream) and a warm one (from the BFF's cache). Checks that the parts hold every
 * item once, and prints items, parts, bytes (gzip as sent, raw XML), the two passes' wall times,
 * upstream pages read, and the BFF's RSS before the cold pass and its peak (VmHWM, reset after
 * start-up). Linux only. MB = 2^20 bytes.
 *   node bench/sitemaps.ts [--items <n>] [--concurrency <n>]
 *   (default 1000000 items, 4 parts fetched at a time)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { ROUTES, SITEMAP_INDEX, endpoints, ok, parseSitemapPath, type SitemapName } from '@zaowu/shared';

const MB = 1024 * 1024;
const MAX_PER_PAGE = 100;
const SITE_URL = 'https://www.zaowu.example';
/** How the items are shared out over the lists. */
const SHARES: Record<Exclude<SitemapName, 'pages'>, number> = {
  art: 0.55,
  model: 0.15,
  animation: 0.05,
  blog: 0.1,
  designer: 0.1,
  shop: 0.05,
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    items: { type: 'string', default: '1000000' },
    concurrency: { type: 'string', default: '4' },
  },
});
const items = Number(args.items);
if (!Number.isInteger(items) || items < 0) throw new Error('--items must be a whole number');
const concurrency = Number(args.concurrency);
if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('--concurrency must be ≥ 1');

const lists = Object.keys(SHARES) as (keyof typeof SHARES)[];
const totals = new Map(lists.map((name) => [name, Math.floor(items * SHARES[name])]));
totals.set('art', totals.get('art')! + items - [...totals.values()].reduce((a, b) => a + b, 0));

// ---- the synthetic upstream: rows made per page, shaped like the contract's --------------------------

const BASE_TIME = Date.parse('2026-11-01T00:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');
const brief = (id: number) => ({
  id,
  nickname: `设计师${id}`,
  avatar: `https://cdn.zaowu.example/a/${id}.jpg`,
});

function row(list: keyof typeof SHARES, id: number) {
  const times = { created_at: iso(BASE_TIME - id * 60_000), updated_at: iso(BASE_TIME - id * 30_000) };
  if (list === 'designer') {
    return {
      ...brief(id),
      bio: '专注三维角色与场景设计。',
      city: '杭州',
      specialties: ['model', 'art'],
      works_count: id % 300,
      followers: id % 9000,
      likes: id % 50_000,
      cover: `https://cdn.zaowu.example/c/${id}.jpg`,
      ...times,
    };
  }
  if (list === 'shop') {
    return {
      id,
      name: `造物小店 ${id}`,
      logo: `https://cdn.zaowu.example/l/${id}.png`,
      banner: `https://cdn.zaowu.example/b/${id}.jpg`,
      description: '原创模型与素材。',
      owner: brief(id),
      goods_count: id % 120,
      sales: id % 7000,
      rating: 4.5,
      ...times,
    };
  }
  return {
    id,
    type: list,
    title: `作品 ${id}：山水之间`,
    cover: `https://cdn.zaowu.example/w/${id}.jpg`,
    author: brief((id % 5000) + 1),
    likes: id % 1000,
    views: id % 100_000,
    favorites: id % 500,
    price: id % 7 === 0 ? '19.90' : null,
    is_mature: false,
    license: 'BY-NC',
    ...times,
  };
}

let pagesServed = 0;
const upstream: Server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://upstream');
  const list: keyof typeof SHARES | null =
    url.pathname === endpoints.works.lists.path
      ? (lists.find((l) => l === url.searchParams.get('type')) ?? null)
      : url.pathname === endpoints.designer.lists.path
        ? 'designer'
        : url.pathname === endpoints.shop.lists.path
          ? 'shop'
          : null;
  if (!list) {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ code: 0, msg: '接口不存在', data: null }));
    return;
  }
  pagesServed++;
  const total = totals.get(list)!;
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Number(url.searchParams.get('per_page')) || 20));
  const data = [];
  for (let i = (page - 1) * perPage; i < Math.min(page * perPage, total); i++) data.push(row(list, i + 1));
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(ok({ total, per_page: perPage, current_page: page, last_page: lastPage, data })));
});
upstream.listen(0, '127.0.0.1');
await once(upstream, 'listening');
const upstreamPort = (upstream.address() as AddressInfo).port;

// ---- the BFF, a child process --------------------------------------------------------------------

let bff: ChildProcess | null = null;
function cleanUp() {
  bff?.kill();
  bff = null;
  upstream.close();
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/** Starts the BFF and waits until its port takes connections (its log level is left to it). */
async function startBff(): Promise<number> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bff/src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL,
      UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
      SITEMAP_TTL_MS: String(3600_000), // the warm pass must find everything fresh
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  bff = child;
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`BFF exited with ${exited}`);
    if (Date.now() > deadline) throw new Error('BFF did not start within 60 s');
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return port;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** kB fields of /proc/<pid>/status, in MB. */
function status(pid: number): { rss: number; hwm: number } {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1]) / 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

// ---- the client ----------------------------------------------------------------------------------

const agent = new Agent({ keepAlive: true, maxSockets: concurrency });

function get(port: number, pathname: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: pathname, agent, headers: { 'accept-encoding': 'gzip' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${pathname}: HTTP ${res.statusCode}`));
          else if (res.headers['content-encoding'] !== 'gzip') reject(new Error(`${pathname}: not gzipped`));
          else resolve({ headers: res.headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

interface Pass {
  ms: number;
  parts: number;
  urls: number;
  gzipBytes: number;
  rawBytes: number;
  urlsPerList: Map<SitemapName, number>;
}

/** The index, then every part it names, `concurrency` at a time; counts what came back. */
async function pass(port: number): Promise<Pass> {
  const t0 = performance.now();
  const index = await get(port, SITEMAP_INDEX);
  const parts = [
    ...gunzipSync(index.body)
      .toString('utf8')
      .matchAll(/<loc>([^<]+)<\/loc>/g),
  ].map((m) => new URL(m[1]!).pathname);
  const result: Pass = {
    ms: 0,
    parts: parts.length,
    urls: 0,
    gzipBytes: index.body.length,
    rawBytes: gunzipSync(index.body).length,
    urlsPerList: new Map(),
  };
  let next = 0;
  const worker = async () => {
    while (next < parts.length) {
      const pathname = parts[next++]!;
      const { body } = await get(port, pathname);
      const xml = gunzipSync(body).toString('utf8');
      const urls = xml.split('<url>').length - 1;
      const name = parseSitemapPath(pathname)!.name;
      result.urls += urls;
      result.gzipBytes += body.length;
      result.rawBytes += Buffer.byteLength(xml);
      result.urlsPerList.set(name, (result.urlsPerList.get(name) ?? 0) + urls);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  result.ms = performance.now() - t0;
  return result;
}

// ---- the run --------------------------------------------------------------------------------------

try {
  const port = await startBff();
  const pid = bff!.pid!;
  await new Promise((r) => setTimeout(r, 500));
  let hwmReset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
  } catch {
    hwmReset = false;
  }
  const before = status(pid);

  const cold = await pass(port);
  const coldPages = pagesServed;
  const peak = status(pid);
  const warm = await pass(port);
  const after = status(pid);

  const staticPages = ROUTES.filter((r) => r.sitemap).length;
  const expected = new Map<SitemapName, number>([['pages', staticPages], ...totals]);
  const complete = [...expected].every(
    ([name, n]) => cold.urlsPerList.get(name) === n && warm.urlsPerList.get(name) === n,
  );
  const mb = (n: number) => `${n.toFixed(1).padStart(7)} MB`;
  const secs = (ms: number) => `${(ms / 1000).toFixed(2).padStart(7)} s`;

  console.log(
    `BFF sitemaps over a synthetic upstream of ${items} items, ${concurrency} parts fetched at a time\n`,
  );
  console.log(
    `  items     ${items} (${lists.map((l) => `${l} ${totals.get(l)}`).join(', ')}) + ${staticPages} static pages`,
  );
  console.log(
    `  URLs      ${cold.urls} in the parts ${complete ? '(every list complete)' : '✖ MISMATCH with the lists'}`,
  );
  console.log(`  files     1 index + ${cold.parts} parts`);
  console.log(
    `  bytes     ${mb(cold.gzipBytes / MB)} gzip (as sent)   ${mb(cold.rawBytes / MB)} raw XML   (${(cold.rawBytes / cold.gzipBytes).toFixed(1)}×)`,
  );
  console.log(
    `  cold      ${secs(cold.ms)}   (index + every part built; ${coldPages} upstream pages read, ${Math.round(cold.urls / (cold.ms / 1000))} URLs/s)`,
  );
  console.log(
    `  warm      ${secs(warm.ms)}   (all from the cache; ${pagesServed - coldPages} upstream pages read)`,
  );
  console.log(`  BFF RSS   before ${mb(before.rss)}   (started, idle)`);
  console.log(
    `            peak   ${mb(Math.max(peak.hwm, after.hwm))}   (VmHWM${hwmReset ? ', reset after start-up' : ', since start: clear_refs failed'})`,
  );
  console.log(`            after  ${mb(after.rss)}   (the cache holds the gzip bytes)`);
  if (!complete || warm.parts !== cold.parts) process.exitCode = 1;
} finally {
  agent.destroy();
  cleanUp();
}
