/**
 * What the first paints of the community, shop and designer lists share (topics-frame.ts,
 * shops-frame.ts, designers-frame.ts): each list's copy and path, and a page of it drawn as the
 * heading and intro the SPA shows, then each entry as a link with its line of text, and the list's
 * page links, so a crawler that runs no JavaScript reaches every topic, shop (and its goods) and
 * designer.
 */
import { SITE_NAME, type Paginated } from '@zaowu/shared';
import type { Built } from './detail-frames.ts';
import * as ld from './json-ld.ts';
import { esc, pager } from './markup.ts';
import { COMMUNITY_PAGE, DESIGNERS_PAGE, SHOPS_PAGE, type PageCopy } from '@zaowu/shared/list-pages';

/** Each list's copy (the SPA's own), its path, and the class of the SPA page's heading block. */
export const PAGES = {
  topics: { copy: COMMUNITY_PAGE, base: '/community', head: 'community-intro' },
  shops: { copy: SHOPS_PAGE, base: '/shop', head: 'shops-intro' },
  designers: { copy: DESIGNERS_PAGE, base: '/designer', head: 'designers-intro' },
} satisfies Record<string, { copy: PageCopy; base: string; head: string }>;

export function listPage(
  { copy, base, head }: (typeof PAGES)[keyof typeof PAGES],
  list: Paginated<unknown>,
  rows: { href: string; title: string; line: string }[],
  siteUrl: string,
): Built {
  const page = list.current_page > 1 ? ` · 第 ${list.current_page} 页` : '';
  const items = rows
    .map(
      (r) =>
        `<li class="fp-list__item"><h2 class="fp-list__title"><a href="${esc(r.href)}">${esc(r.title)}</a></h2>${r.line ? `<p class="fp-list__line">${esc(r.line)}</p>` : ''}</li>`,
    )
    .join('');
  return {
    main: `<section class="fp-list"><header class="fp-list__head ${head}"><h1 data-fp="title">${esc(copy.title)}</h1><p class="fp-list__intro ${head}__lead">${esc(copy.intro)}</p></header><ul class="fp-list__items">${items}</ul>${pager(base, list.current_page, list.last_page)}</section>`,
    lcp: null,
    head: {
      title: `${copy.title}${page} · ${SITE_NAME}`,
      ogTitle: `${copy.title}${page}`,
      description: copy.description,
      image: null,
      imageAlt: copy.title,
      ogType: 'website',
      jsonLd: [ld.breadcrumbs(siteUrl, [{ href: base, text: copy.title }])],
    },
  };
}
