import type { FeatureName } from './features.ts';

/** What the BFF tells the SPA at run time (served at RUNTIME_CONFIG_PATH). Nothing secret goes here. */
export interface RuntimeConfig {
  /** Base address for API calls; '' means the site's own origin (the BFF proxies /api and /webApi). */
  apiBase: string;
  /** Absolute public origin of the site. */
  siteUrl: string;
  /** External hosts navigation may go to. */
  allowedHosts: string[];
  /** True when the BFF runs the demo upstream in-process. */
  demo: boolean;
  /** The features switched on (FEATURES); the SPA shows nothing of, and calls nothing of, the others. */
  features: FeatureName[];
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** The sitemap files of product.md §2; /sitemap.xml is the index of the others. */
export const SITEMAP_INDEX = '/sitemap.xml';
export const SITEMAPS = [
  'pages',
  'art',
  'model',
  'animation',
  'blog',
  'designer',
  'shop',
  'goods',
  'community',
] as const;
export type SitemapName = (typeof SITEMAPS)[number];
export const sitemapPath = (name: SitemapName) => `/${name}-sitemap.xml`;

/**
 * A sitemap file holds at most 50,000 URLs (sitemaps.org), so a long list is split into parts: part 1
 * keeps the product.md path (/art-sitemap.xml), further parts are /art-sitemap-2.xml, /art-sitemap-3.xml, …
 */
export const sitemapPartPath = (name: SitemapName, part: number) =>
  part === 1 ? sitemapPath(name) : `/${name}-sitemap-${part}.xml`;

/** The sitemap and part a path names, or null; each part has one path (no "-1", no leading zeros). */
export function parseSitemapPath(pathname: string): { name: SitemapName; part: number } | null {
  const m = /^\/([a-z]+)-sitemap(?:-([1-9]\d{0,8}))?\.xml$/.exec(pathname);
  const name = SITEMAPS.find((n) => n === m?.[1]);
  if (!m || !name || m[2] === '1') return null;
  return { name, part: m[2] === undefined ? 1 : Number(m[2]) };
}

/** Build-version files (written at build time into dist/builds, served by the BFF, polled by the SPA). */
export const BUILDS_DIR = 'builds';
export const LATEST_BUILD_FILE = 'latest.json';
export const LATEST_BUILD_PATH = `/${BUILDS_DIR}/${LATEST_BUILD_FILE}`;
