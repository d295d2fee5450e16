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
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** The sitemap files of SPEC §2; /sitemap.xml is the index of the others. */
export const SITEMAP_INDEX = '/sitemap.xml';
export const SITEMAPS = ['pages', 'art', 'model', 'animation', 'blog', 'designer', 'shop'] as const;
export type SitemapName = (typeof SITEMAPS)[number];
export const sitemapPath = (name: SitemapName) => `/${name}-sitemap.xml`;

/** Build-version files (written at build time into dist/builds, served by the BFF, polled by the SPA). */
export const BUILDS_DIR = 'builds';
export const LATEST_BUILD_FILE = 'latest.json';
export const LATEST_BUILD_PATH = `/${BUILDS_DIR}/${LATEST_BUILD_FILE}`;
