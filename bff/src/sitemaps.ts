/**
 * The eight sitemap files of SPEC §2: /sitemap.xml indexes the seven others. Static pages come from the
 * route table; works, designers and shops are paged through the upstream's public lists.
 */
import {
  ROUTES,
  SITEMAPS,
  endpoints,
  isEnvelope,
  sitemapPath,
  type Paginated,
  type SitemapName,
  type WorkType,
} from '@zaowu/shared';
import type { Upstream } from './upstream.ts';

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const PER_PAGE = 100;

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
  return `<${tag}><loc>${xmlEscape(e.loc)}</loc>${mod}</${tag}>`;
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${entries.map((e) => entryXml('url', e)).join('\n')}\n</urlset>\n`;
}

export function indexXml(entries: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n${entries.map((e) => entryXml('sitemap', e)).join('\n')}\n</sitemapindex>\n`;
}

export class UpstreamError extends Error {}

interface Row {
  id: number;
  updated_at?: string;
}

/** Every row of a paged upstream list, page by page. */
async function* pagedRows(
  upstream: Upstream,
  path: string,
  query: Record<string, string>,
): AsyncGenerator<Row> {
  for (let page = 1; ; page++) {
    const qs = new URLSearchParams({ ...query, page: String(page), per_page: String(PER_PAGE) });
    const res = await upstream.fetch(`${path}?${qs}`);
    if (!res.ok) throw new UpstreamError(`${path}: HTTP ${res.status}`);
    const body: unknown = await res.json();
    if (!isEnvelope(body) || body.code !== 1) throw new UpstreamError(`${path}: bad envelope`);
    const data = body.data as Paginated<Row>;
    yield* data.data;
    if (page >= data.last_page || data.data.length === 0) return;
  }
}

async function listEntries(
  upstream: Upstream,
  siteUrl: string,
  path: string,
  query: Record<string, string>,
  pagePath: (id: number) => string,
): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for await (const row of pagedRows(upstream, path, query)) {
    entries.push({ loc: `${siteUrl}${pagePath(row.id)}`, lastmod: lastmod(row.updated_at) });
  }
  return entries;
}

const WORK_SITEMAPS: readonly WorkType[] = ['art', 'model', 'animation', 'blog'];

export async function sitemapEntries(
  name: SitemapName,
  upstream: Upstream,
  siteUrl: string,
): Promise<SitemapEntry[]> {
  if (name === 'pages') {
    return ROUTES.filter((r) => r.sitemap).map((r) => ({ loc: `${siteUrl}${r.path}` }));
  }
  if ((WORK_SITEMAPS as readonly string[]).includes(name)) {
    return listEntries(
      upstream,
      siteUrl,
      endpoints.works.lists.path,
      { type: name, sort: 'latest' },
      (id) => `/${name}/${id}`,
    );
  }
  if (name === 'designer') {
    return listEntries(upstream, siteUrl, endpoints.designer.lists.path, {}, (id) => `/designer/${id}`);
  }
  return listEntries(upstream, siteUrl, endpoints.shop.lists.path, {}, (id) => `/shop/${id}`);
}

export function sitemapIndexEntries(siteUrl: string): SitemapEntry[] {
  return SITEMAPS.map((name) => ({ loc: `${siteUrl}${sitemapPath(name)}` }));
}
