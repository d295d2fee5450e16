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
import { once } from 'node:events';
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { ROUTES, SITEMAP_INDEX, endpoints, ok, parseSitemapPath, type SitemapName } from '@zaowu/shared';
import { memory, resetPeak, startBff, stopBffs } from './lib/processes.ts';

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
  shop: 0.03,
  goods: 0.02,
  community: 0.02,
};

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
  if (list === 'community') {
    return {
      id,
      title: `话题 ${id}：建模入门问答`,
      excerpt: '从哪里开始学建模？',
      author: brief(id),
      tags: ['新手'],
      replies: id % 40,
      views: id % 4000,
      last_reply_at: times.updated_at,
      created_at: times.created_at,
    };
  }
  if (list === 'goods') {
    return {
      id,
      shop_id: (id % 500) + 1,
      title: `商品 ${id}：手办原型`,
      cover: `https://cdn.zaowu.example/g/${id}.jpg`,
      price: '39.90',
      stock: id % 300,
      sales: id % 900,
      status: 1,
      description: '原创模型与素材。',
      created_at: times.created_at,
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
          : url.pathname === endpoints.shop.goodsList.path
            ? 'goods'
            : url.pathname === endpoints.community.lists.path
              ? 'community'
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
  const { port, pid } = await startBff({
    env: {
      SITE_URL,
      UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
      SITEMAP_TTL_MS: String(3600_000), // the warm pass must find everything fresh
    },
  });
  await new Promise((r) => setTimeout(r, 500));
  const hwmReset = resetPeak(pid);
  const before = memory(pid);

  const cold = await pass(port);
  const coldPages = pagesServed;
  const peak = memory(pid);
  const warm = await pass(port);
  const after = memory(pid);

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
  stopBffs();
  upstream.close();
}
