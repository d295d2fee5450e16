/**
 * What the first paints of the community, shop and designer lists share (topics-frame.ts,
 * shops-frame.ts, designers-frame.ts): each list's copy and path, and the head of a page of it.
 * Each frame draws its list as the SPA's own page, so a crawler that runs no JavaScript reaches every
 * topic, shop (and its goods) and designer, and React's page lands where the frame was.
 */
import { SITE_NAME } from '@zaowu/shared';
import type { Built } from './detail-frames.ts';
import * as ld from './json-ld.ts';
import { COMMUNITY_PAGE, DESIGNERS_PAGE, SHOPS_PAGE, type PageCopy } from '@zaowu/shared/list-pages';

/** Each list's copy (the SPA's own) and its path. */
export const PAGES = {
  topics: { copy: COMMUNITY_PAGE, base: '/community' },
  shops: { copy: SHOPS_PAGE, base: '/shop' },
  designers: { copy: DESIGNERS_PAGE, base: '/designer' },
} satisfies Record<string, { copy: PageCopy; base: string }>;

/**
 * The head of a page of a list: its title (with the page number past the first; `name` for a view the
 * SPA names otherwise, a tag's `#tag · 社区`), description, trail.
 */
export function listHead(
  { copy, base }: (typeof PAGES)[keyof typeof PAGES],
  page: number,
  siteUrl: string,
  name: string = copy.title,
): Built['head'] {
  const nth = page > 1 ? ` · 第 ${page} 页` : '';
  return {
    title: `${name}${nth} · ${SITE_NAME}`,
    ogTitle: `${name}${nth}`,
    description: copy.description,
    image: null,
    imageAlt: copy.title,
    ogType: 'website',
    jsonLd: [ld.breadcrumbs(siteUrl, [{ href: base, text: copy.title }])],
  };
}
