/**
 * First paints of the community, shop and designer lists: the heading and intro the SPA shows, then
 * each topic, shop or designer as a link with its line of text, and the list's page links, so a
 * crawler that runs no JavaScript reaches every topic, shop (and its goods) and designer.
 */
import { hrefs, SITE_NAME, type Designer, type Paginated, type Shop, type Topic } from '@zaowu/shared';
import { formatCompact } from '@zaowu/shared/compact';
import type { Built } from './detail-frames.ts';
import * as ld from './json-ld.ts';
import { esc, listOf, pager } from './markup.ts';
import { oneLine } from '@zaowu/shared/html-text';
import { COMMUNITY_PAGE, DESIGNERS_PAGE, SHOPS_PAGE, type PageCopy } from '@zaowu/shared/list-pages';

/** Each list's copy (the SPA's own), its path, and the class of the SPA page's heading block. */
const PAGES = {
  topics: { copy: COMMUNITY_PAGE, base: '/community', head: 'community-intro' },
  shops: { copy: SHOPS_PAGE, base: '/shop', head: 'shops-intro' },
  designers: { copy: DESIGNERS_PAGE, base: '/designer', head: 'designers-intro' },
} satisfies Record<string, { copy: PageCopy; base: string; head: string }>;

function listPage(
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

export function topicsFrame(list: Paginated<Topic>, siteUrl: string): Built {
  const rows = listOf(list.data).map((t) => ({
    href: hrefs.topic(t.id),
    title: t.title,
    line: oneLine(`${t.author.nickname} · ${formatCompact(t.replies)} 回复 · ${t.excerpt}`, 120),
  }));
  return listPage(PAGES.topics, list, rows, siteUrl);
}

export function shopsFrame(list: Paginated<Shop>, siteUrl: string): Built {
  const rows = listOf(list.data).map((s) => ({
    href: hrefs.shop(s.id),
    title: s.name,
    line: oneLine(`${formatCompact(s.goods_count)} 件商品 · ${s.description}`, 120),
  }));
  return listPage(PAGES.shops, list, rows, siteUrl);
}

export function designersFrame(list: Paginated<Designer>, siteUrl: string): Built {
  const rows = listOf(list.data).map((d) => ({
    href: hrefs.designer(d.id),
    title: d.nickname,
    line: oneLine(`${formatCompact(d.works_count)} 件作品 · ${d.bio}`, 120),
  }));
  return listPage(PAGES.designers, list, rows, siteUrl);
}
