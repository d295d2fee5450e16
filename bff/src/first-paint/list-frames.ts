/**
 * First paints of the community, shop and designer lists: the heading and intro the SPA shows, then
 * each topic, shop or designer as a link with its line of text, and the list's page links, so a
 * crawler that runs no JavaScript reaches every topic, shop (and its goods) and designer.
 */
import { SITE_NAME, type Designer, type Paginated, type Shop, type Topic } from '@zaowu/shared';
import { formatCompact } from '@zaowu/shared/compact';
import type { Built } from './detail-frames.ts';
import * as ld from './json-ld.ts';
import { esc, listOf, pager, squash } from './markup.ts';

interface Copy {
  title: string;
  intro: string;
  base: string;
}

const COPY = {
  topics: {
    title: '社区',
    intro: '和创作者们聊建模、原画、动画与接单经验：提问、分享、交流作品。',
    base: '/community',
  },
  shops: {
    title: '店铺',
    intro: '逛逛创作者的小店：模型资源、笔刷素材、实物周边，一站买齐。',
    base: '/shop',
  },
  designers: {
    title: '设计师',
    intro: '发现擅长 3D 模型、原画、动画与博客的创作者，关注他们的新作品。',
    base: '/designer',
  },
} satisfies Record<string, Copy>;

function listPage(
  copy: Copy,
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
    main: `<section class="fp-list"><header class="fp-list__head"><h1 data-fp="title">${esc(copy.title)}</h1><p class="fp-list__intro">${esc(copy.intro)}</p></header><ul class="fp-list__items">${items}</ul>${pager(copy.base, list.current_page, list.last_page)}</section>`,
    lcp: null,
    head: {
      title: `${copy.title}${page} · ${SITE_NAME}`,
      ogTitle: `${copy.title}${page}`,
      description: copy.intro,
      image: null,
      imageAlt: copy.title,
      ogType: 'website',
      jsonLd: [ld.breadcrumbs(siteUrl, [{ href: copy.base, text: copy.title }])],
    },
  };
}

export function topicsFrame(list: Paginated<Topic>, siteUrl: string): Built {
  const rows = listOf(list.data).map((t) => ({
    href: `/community/${t.id}`,
    title: t.title,
    line: squash(`${t.author.nickname} · ${formatCompact(t.replies)} 回复 · ${t.excerpt}`, 120),
  }));
  return listPage(COPY.topics, list, rows, siteUrl);
}

export function shopsFrame(list: Paginated<Shop>, siteUrl: string): Built {
  const rows = listOf(list.data).map((s) => ({
    href: `/shop/${s.id}`,
    title: s.name,
    line: squash(`${formatCompact(s.goods_count)} 件商品 · ${s.description}`, 120),
  }));
  return listPage(COPY.shops, list, rows, siteUrl);
}

export function designersFrame(list: Paginated<Designer>, siteUrl: string): Built {
  const rows = listOf(list.data).map((d) => ({
    href: `/designer/${d.id}`,
    title: d.nickname,
    line: squash(`${formatCompact(d.works_count)} 件作品 · ${d.bio}`, 120),
  }));
  return listPage(COPY.designers, list, rows, siteUrl);
}
