/**
 * The sitemap files of product.md §2, at any size: /sitemap.xml indexes every part of the nine lists, and
 * a part holds at most SITEMAP_MAX_URLS URLs. Static pages come from the route table; works, designers,
 * shops, goods and community topics are read from the upstream's public lists, only the pages that cover the part asked for,
 * and written into gzip as they arrive: a build holds one upstream page and the compressed bytes,
 * never a whole list.
 */
import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import {
  MAX_PER_PAGE,
  ROUTES,
  SITEMAPS,
  endpoints,
  isEnvelope,
  routeOn,
  sitemapOn,
  sitemapPartPath,
  type FeatureName,
  type Paginated,
  type SitemapName,
} from '@zaowu/shared';
import type { Upstream } from './upstream.ts';

/** The sitemaps.org limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;
/** The largest page the upstream's lists give (the contract caps per_page at 100). */
export const UPSTREAM_MAX_PER_PAGE = MAX_PER_PAGE;
/** One upstream page may take this long; a hung API fails the build (the stale copy stays). */
const PAGE_TIMEOUT_MS = 30_000;

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

/** What a build needs: where to read, the public origin, and how to cut the lists. */
export interface SitemapContext {
  upstream: Upstream;
  siteUrl: string;
  /** URLs per file: SITEMAP_MAX_URLS, smaller only in tests. */
  maxUrls: number;
  /** Rows asked per upstream page: UPSTREAM_MAX_PER_PAGE, smaller only in tests. */
  perPage: number;
  /** The features switched on: a switched-off feature's pages and lists are left out (FEATURES). */
  features: readonly FeatureName[];
}

/** A built file, kept compressed; the ETag is of its content. */
export interface SitemapFile {
  gzip: Buffer;
  etag: string;
}

class UpstreamError extends Error {}
/** The part asked for lies past the end of its list. */
export class NoSuchPart extends Error {}

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECL = '<?xml version="1.0" encoding="UTF-8"?>\n';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** W3C datetime as the schema wants it; anything unparsable is left out rather than sent wrong. */
function lastmod(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const t = Date.parse(value);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function entryXml(tag: 'url' | 'sitemap', e: SitemapEntry): string {
  const mod = e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : '';
  return `<${tag}><loc>${xmlEscape(e.loc)}</loc>${mod}</${tag}>\n`;
}

/** A <urlset> as text pieces, one per batch of entries, so it can be written as the batches come. */
export async function* urlsetXml(
  batches: AsyncIterable<readonly SitemapEntry[]> | Iterable<readonly SitemapEntry[]>,
): AsyncGenerator<string> {
  yield `${XML_DECL}<urlset xmlns="${NS}">\n`;
  for await (const batch of batches) yield batch.map((e) => entryXml('url', e)).join('');
  yield '</urlset>\n';
}

function indexXml(entries: readonly SitemapEntry[]): string {
  return `${XML_DECL}<sitemapindex xmlns="${NS}">\n${entries.map((e) => entryXml('sitemap', e)).join('')}</sitemapindex>\n`;
}

/** Gzips text as it is produced, keeping only the compressed bytes; pulls the next piece when zlib is ready. */
async function gzipPieces(pieces: AsyncIterable<string> | Iterable<string>): Promise<SitemapFile> {
  const chunks: Buffer[] = [];
  await pipeline(pieces, createGzip(), async (gz: AsyncIterable<Buffer>) => {
    for await (const chunk of gz) chunks.push(chunk);
  });
  const gzip = Buffer.concat(chunks);
  return { gzip, etag: `W/"${createHash('sha1').update(gzip).digest('base64url')}"` };
}

// ---- the lists ------------------------------------------------------------------------------------

interface Row {
  id: number;
  updated_at?: string;
  /** A topic's: it changes when someone replies. */
  last_reply_at?: string;
}

/**
 * A paged upstream list: where it is read and where each row's page lives on the site. The page paths
 * are the routes' own (hrefs in shared/src/hrefs.ts gives the same for an id that is a number), written
 * here with the row's id as the upstream sent it, XML-escaped once and not URL-encoded: what
 * sitemaps.property.test.ts pins for an upstream that sends ids that are not numbers.
 */
interface UpstreamList {
  path: string;
  query: Record<string, string>;
  pagePath: (id: number) => string;
}

function upstreamList(name: Exclude<SitemapName, 'pages'>): UpstreamList {
  if (name === 'designer') {
    return { path: endpoints.designer.lists.path, query: {}, pagePath: (id) => `/designer/${id}` };
  }
  if (name === 'shop') return { path: endpoints.shop.lists.path, query: {}, pagePath: (id) => `/shop/${id}` };
  if (name === 'goods') {
    return { path: endpoints.shop.goodsList.path, query: {}, pagePath: (id) => `/goods/${id}` };
  }
  if (name === 'community') {
    // Newest first by their last reply: a topic's lastmod is when it last changed.
    return {
      path: endpoints.community.lists.path,
      query: { sort: 'latest' },
      pagePath: (id) => `/community/${id}`,
    };
  }
  return {
    path: endpoints.works.lists.path,
    query: { type: name, sort: 'latest' },
    pagePath: (id) => `/${name}/${id}`,
  };
}

const staticPages = (ctx: SitemapContext) =>
  ROUTES.filter((r) => r.sitemap && routeOn(r.path, ctx.features)).map((r) => r.path);

async function fetchPage(
  upstream: Upstream,
  list: UpstreamList,
  page: number,
  perPage: number,
): Promise<Paginated<Row>> {
  const qs = new URLSearchParams({ ...list.query, page: String(page), per_page: String(perPage) });
  const res = await upstream.fetch(`${list.path}?${qs}`, { signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) });
  if (!res.ok) {
    await res.body?.cancel().catch(() => {}); // frees the connection
    throw new UpstreamError(`${list.path} page ${page}: HTTP ${res.status}`);
  }
  const body: unknown = await res.json();
  if (!isEnvelope(body) || body.code !== 1) throw new UpstreamError(`${list.path}: bad envelope`);
  const data = body.data as Partial<Paginated<Row>> | null;
  if (
    !data ||
    !Array.isArray(data.data) ||
    !Number.isInteger(data.total) ||
    !Number.isInteger(data.per_page) ||
    data.per_page! < 1
  ) {
    throw new UpstreamError(`${list.path}: not a page`);
  }
  return data as Paginated<Row>;
}

/**
 * Rows [start, start + maxUrls) of an upstream list, one page at a time: page numbers come from the
 * part and the page size, so no earlier page is read. The list's total (on the first page read) says
 * whether the part exists. Should the upstream page differently from what was asked (a lower cap),
 * the page numbers are worked out again from the size it answered with.
 */
async function* listBatches(
  ctx: SitemapContext,
  list: UpstreamList,
  part: number,
): AsyncGenerator<SitemapEntry[]> {
  const start = (part - 1) * ctx.maxUrls;
  let stride = ctx.perPage;
  let page = Math.floor(start / stride) + 1;
  let first = await fetchPage(ctx.upstream, list, page, ctx.perPage);
  if (first.per_page !== stride) {
    stride = first.per_page;
    page = Math.floor(start / stride) + 1;
    first = await fetchPage(ctx.upstream, list, page, ctx.perPage);
    if (first.per_page !== stride) throw new UpstreamError(`${list.path}: per_page keeps changing`);
  }
  if (part > 1 && start >= first.total) throw new NoSuchPart(`part ${part} of ${list.path}`);
  const end = Math.min(start + ctx.maxUrls, first.total);

  for (let data = first; ;) {
    const base = (page - 1) * stride;
    const rows = data.data.slice(Math.max(0, start - base), Math.max(0, end - base));
    if (rows.length > 0) {
      yield rows.map((row) => ({
        loc: `${ctx.siteUrl}${list.pagePath(row.id)}`,
        lastmod: lastmod(row.updated_at ?? row.last_reply_at),
      }));
    }
    if (base + data.data.length >= end || page >= data.last_page || data.data.length === 0) return;
    page++;
    data = await fetchPage(ctx.upstream, list, page, ctx.perPage);
    if (data.per_page !== stride) throw new UpstreamError(`${list.path}: per_page changed mid-list`);
  }
}

function* pageBatches(ctx: SitemapContext, part: number): Generator<SitemapEntry[]> {
  const paths = staticPages(ctx);
  const start = (part - 1) * ctx.maxUrls;
  if (part > 1 && start >= paths.length) throw new NoSuchPart(`part ${part} of the static pages`);
  yield paths.slice(start, start + ctx.maxUrls).map((p) => ({ loc: `${ctx.siteUrl}${p}` }));
}

/** A switched-off feature's list: an empty part 1, no later part. */
// eslint-disable-next-line require-yield -- an empty list, or a part that does not exist
function* switchedOff(part: number): Generator<SitemapEntry[]> {
  if (part > 1) throw new NoSuchPart(`part ${part} of a switched-off list`);
}

/** How many URLs a list has: the static pages are counted, an upstream list asked for one row. */
async function countUrls(ctx: SitemapContext, name: SitemapName): Promise<number> {
  if (name === 'pages') return staticPages(ctx).length;
  if (!sitemapOn(name, ctx.features)) return 0;
  return (await fetchPage(ctx.upstream, upstreamList(name), 1, 1)).total;
}

// ---- the files ------------------------------------------------------------------------------------

/**
 * One part of one sitemap, gzipped. Part 1 always exists (an empty list gives an empty urlset); a
 * later part past the list's end throws NoSuchPart.
 */
export function buildPart(ctx: SitemapContext, name: SitemapName, part: number): Promise<SitemapFile> {
  const batches =
    name === 'pages'
      ? pageBatches(ctx, part)
      : sitemapOn(name, ctx.features)
        ? listBatches(ctx, upstreamList(name), part)
        : switchedOff(part);
  return gzipPieces(urlsetXml(batches));
}

/** Parts per list, from the lists' totals; an empty list has none and is left out of the index. */
async function countParts(ctx: SitemapContext): Promise<Map<SitemapName, number>> {
  const totals = await Promise.all(SITEMAPS.map((name) => countUrls(ctx, name)));
  return new Map(SITEMAPS.map((name, i) => [name, Math.ceil(totals[i]! / ctx.maxUrls)]));
}

/** /sitemap.xml: every part of every list, with absolute URLs. */
export async function buildIndex(ctx: SitemapContext): Promise<SitemapFile> {
  const parts = await countParts(ctx);
  const entries = SITEMAPS.flatMap((name) =>
    Array.from({ length: parts.get(name)! }, (_, i) => ({
      loc: `${ctx.siteUrl}${sitemapPartPath(name, i + 1)}`,
    })),
  );
  return gzipPieces([indexXml(entries)]);
}
