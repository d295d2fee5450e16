/**
 * First paints of the detail pages beyond works, designers and shops: a goods item, a community topic,
 * a collection, a note and a share card. Each gives its head (title as the SPA's usePageTitle sets it,
 * og:title as its useShareMeta sets it), its JSON-LD and a frame with the page's own class names: the
 * heading, the largest picture and the main text, with links to the author, shop, tags and works, so a
 * crawler that runs no JavaScript reads the page and can follow it. Member HTML (a topic's posts, a
 * note) goes in as plain text only: never markup from a member in the frame.
 */
import {
  hrefs,
  SITE_NAME,
  formatMoney,
  type CollectionDetail,
  type GoodsDetail,
  type Note,
  type ShareTarget,
  type TopicDetail,
  type PictureLayout,
  type ReviewPage,
  type UserBrief,
} from '@zaowu/shared';
import { formatChinaDateTime } from '@zaowu/shared/china-time';
import { formatCompact } from '@zaowu/shared/compact';
import { htmlText, oneLine } from '@zaowu/shared/html-text';
import { esc, image, pager, picture, textParagraphs } from './markup.ts';
import * as ld from './json-ld.ts';

export interface Head {
  /** The document title (the SPA's usePageTitle gives the same once it runs). */
  title: string;
  /** The item's own short title for share cards (the SPA's useShareMeta gives the same). */
  ogTitle: string;
  description: string | null;
  image: string | null;
  imageAlt: string;
  ogType: 'website' | 'article' | 'profile';
  /** article:published_time and article:author for articles. */
  published?: string;
  author?: UserBrief;
  /** JSON-LD objects (schema.org), one script each. */
  jsonLd: object[];
  /** The page's canonical path when it is another page's (a share card's item). */
  canonicalPath?: string;
}

export interface Built {
  main: string;
  lcp: string | null;
  /** How the LCP picture is laid out, when it comes in widths (its preload names the same srcset). */
  lcpLayout?: PictureLayout;
  head: Head;
}

/** A member's name as a link to their page. */
const person = (u: UserBrief) => `<a href="${esc(hrefs.designer(u.id))}">${esc(u.nickname)}</a>`;

const crumbs = (label: string, className: string, items: { href?: string; text: string }[]) =>
  `<nav aria-label="${label}" class="${className}">${items
    .map((i) =>
      i.href
        ? `<a href="${esc(i.href)}">${esc(i.text)}</a>`
        : `<span aria-current="page">${esc(i.text)}</span>`,
    )
    .join('<span aria-hidden="true">/</span>')}</nav>`;

export function goodsFrame(g: GoodsDetail, url: string, siteUrl: string, reviews?: ReviewPage): Built {
  const cover = picture(g.images[0] ?? g.cover, siteUrl);
  const alt = `${g.title}，第 1 张图，共 ${g.images.length} 张`;
  const state = g.status !== 1 ? '已下架' : g.stock > 0 ? '现货' : '暂时缺货';
  // The row of pictures under the main one (buttons once React runs), so the page keeps its height.
  const thumbs =
    g.images.length > 1
      ? `<div class="goods-gallery__thumbs" aria-hidden="true">${g.images
          .map(
            (src, i) =>
              `<span class="goods-gallery__thumb" style="display:block${i === 0 ? ';border-color:var(--accent)' : ''}">${image(picture(src, siteUrl), 1, { eager: false, layout: 'thumb' })}</span>`,
          )
          .join('')}</div>`
      : '';
  const crumbItems = [
    { href: '/shop', text: '店铺' },
    { href: hrefs.shop(g.shop.id), text: g.shop.name },
    { text: '商品详情' },
  ];
  const main = `<article class="goods-detail">${crumbs('位置', 'goods-crumbs', crumbItems)}<div class="goods-page"><div class="goods-gallery">${image(cover, 1, { className: 'goods-gallery__main', alt, layout: 'detail' })}${thumbs}</div><div class="goods-info"><h1 class="goods-info__title" data-fp="title">${esc(g.title)}</h1><p class="goods-info__price"><span class="visually-hidden">价格 </span>${esc(formatMoney(g.price))}</p><p class="goods-info__figures"><span>已售 ${formatCompact(g.sales)}</span><span aria-hidden="true">·</span><span>${state}</span></p><p class="goods-info__shop">店铺：<a href="${esc(hrefs.shop(g.shop.id))}">${esc(g.shop.name)}</a></p></div></div><section class="goods-description"><h2>商品详情</h2>${g.description ? `<p class="goods-description__text">${esc(g.description)}</p>` : '<p class="muted">店主还没有填写商品介绍。</p>'}</section></article>`;
  return {
    main,
    lcp: cover,
    lcpLayout: 'detail',
    head: {
      // The shop in the title: two shops may sell an item of the same name.
      title: `${g.title} · ${g.shop.name} · 商品详情 · ${SITE_NAME}`,
      ogTitle: g.title,
      description: oneLine(g.description || `${g.shop.name}的商品「${g.title}」，${formatMoney(g.price)}`),
      image: cover,
      imageAlt: g.title,
      ogType: 'website',
      jsonLd: [
        ld.breadcrumbs(siteUrl, [...crumbItems.slice(0, 2), { href: url, text: g.title }]),
        ld.product(g, url, siteUrl, reviews?.summary),
      ],
    },
  };
}

export function topicFrame(detail: TopicDetail, page: number, url: string, siteUrl: string): Built {
  const t = detail.topic;
  const tags = t.tags.length
    ? `<ul class="topic-tags" aria-label="标签">${t.tags
        .map(
          (tag) =>
            `<li><a class="topic-tag" href="${esc(hrefs.community({ query: { tag } }))}">#${esc(tag)}</a></li>`,
        )
        .join('')}</ul>`
    : '';
  const posts = [...detail.posts.data];
  if (page === 1 && posts[0]?.floor !== 1) {
    posts.unshift({ id: 0, floor: 1, author: t.author, content: t.content, created_at: t.created_at });
  }
  const thread = posts
    .map(
      (p) =>
        `<li><article id="post-${p.floor}" class="thread-post${p.floor === 1 ? ' thread-post--op' : ''}" aria-label="${p.floor === 1 ? '主楼' : `${p.floor} 楼`}，${esc(p.author.nickname)}"><header class="thread-post__head"><div class="thread-post__who"><span class="thread-post__name">${person(p.author)}</span><time class="thread-post__time" datetime="${esc(p.created_at)}">${esc(formatChinaDateTime(p.created_at))}</time></div><span class="thread-post__floor" aria-hidden="true">#${p.floor}</span></header><div class="thread-post__content">${textParagraphs(p.content)}</div></article></li>`,
    )
    .join('');
  // Every page of a long thread is in reach: the first, the last and those around this one.
  const pages = pager(hrefs.topic(t.id), page, detail.posts.last_page, {
    className: 'fp-pager community-pagination',
    label: '帖子分页',
  });
  const main = `<article class="topic-page">${crumbs('位置', 'topic-crumbs', [{ href: '/community', text: '社区' }, { text: '话题' }])}<header class="topic-head"><h1 class="topic-head__title" data-fp="title">${esc(t.title)}</h1><div class="topic-head__meta">${tags}<span>${person(t.author)} 发布于 <time datetime="${esc(t.created_at)}">${esc(formatChinaDateTime(t.created_at))}</time></span><span>${formatCompact(t.views)} 浏览</span><span>${formatCompact(t.replies)} 回复</span></div></header><div><ol class="thread" aria-label="帖子">${thread}</ol></div>${pages}</article>`;
  const text = t.excerpt || htmlText(t.content);
  return {
    main,
    lcp: null,
    head: {
      title: `${t.title} · 社区话题 · ${SITE_NAME}`,
      ogTitle: t.title,
      description: oneLine(text || `${t.author.nickname}在造物社区发起的话题`),
      image: null,
      imageAlt: t.title,
      ogType: 'article',
      published: t.created_at,
      author: t.author,
      jsonLd: [
        ld.breadcrumbs(siteUrl, [
          { href: '/community', text: '社区' },
          { href: url, text: t.title },
        ]),
        ld.forumPosting(detail, url, siteUrl),
      ],
    },
  };
}

export function collectionFrame(c: CollectionDetail, url: string, siteUrl: string, cards: string): Built {
  const cover = picture(c.cover, siteUrl);
  const main = `<article class="collection-page"><header class="collection-hero">${image(cover, 3, { className: 'collection-hero__cover' })}<div class="collection-hero__text"><p class="collection-hero__kicker">合集 · ${c.works_count} 个作品</p><h1 class="collection-hero__title" data-fp="title">${esc(c.title)}</h1>${c.description ? `<p class="collection-hero__description">${esc(c.description)}</p>` : ''}<p class="collection-hero__curator"><span>策展人</span> ${person(c.curator)}</p></div></header><section class="collection-works"><h2>收录作品</h2>${cards}</section></article>`;
  return {
    main,
    lcp: cover,
    head: {
      title: `${c.title} · 合集 · ${SITE_NAME}`,
      ogTitle: c.title,
      description: oneLine(
        c.description || `${c.curator.nickname}策展的合集「${c.title}」，收录 ${c.works_count} 个作品`,
      ),
      image: cover,
      imageAlt: c.title,
      ogType: 'website',
      jsonLd: [ld.collectionPage(c, url, siteUrl)],
    },
  };
}

export function noteFrame(n: Note, url: string, siteUrl: string): Built {
  const cover = picture(n.cover, siteUrl);
  const work = n.work
    ? `<section class="note-page__work"><h2>相关作品</h2><p><a href="${esc(hrefs.work(n.work.type, n.work.id))}">${esc(n.work.title)}</a></p></section>`
    : '';
  const main = `<article class="note-page">${cover ? image(cover, 16 / 9, { className: 'note-page__cover' }) : ''}<header class="note-page__head"><h1 class="note-page__title" data-fp="title">${esc(n.title)}</h1><p class="note-page__meta"><span class="note-page__author">${person(n.author)}</span><time datetime="${esc(n.created_at)}">${esc(formatChinaDateTime(n.created_at))}</time><span>${formatCompact(n.views)} 次浏览</span></p></header><div class="note-page__content">${textParagraphs(n.content)}</div>${work}</article>`;
  const text = htmlText(n.content);
  return {
    main,
    lcp: cover,
    head: {
      title: `${n.title} · 笔记 · ${SITE_NAME}`,
      ogTitle: n.title,
      description: oneLine(text || n.title),
      image: cover,
      imageAlt: n.title,
      ogType: 'article',
      published: n.created_at,
      author: n.author,
      jsonLd: [ld.blogPosting(n.title, text, n.author, n.created_at, cover, url, siteUrl)],
    },
  };
}

/** The landing card of a share link (shared `shareTarget`, as the SPA's share page draws it). */
export function shareFrame(item: ShareTarget, siteUrl: string): Built {
  const cover = picture(item.cover, siteUrl);
  const description = oneLine(item.description || `${item.role} ${item.person.nickname}`, 80);
  const main = `<section class="share"><article class="share-card"><div class="share-card__cover">${cover ? `<img src="${esc(cover)}" alt="" width="640" height="480" fetchpriority="high">` : ''}${item.mature ? '<p class="share-card__mature">成人内容，打开后确认年满 18 岁即可查看</p>' : ''}<span class="badge share-card__kind">${esc(item.kind)}</span></div><div class="share-card__body"><h1 class="share-card__title" data-fp="title">${esc(item.title)}</h1><p class="share-card__person"><span><span class="muted">${item.role}</span> ${person(item.person)}</span></p>${item.description ? `<p class="share-card__description">${esc(item.description)}</p>` : ''}<p><a class="btn btn--primary btn--lg btn--block" href="${esc(item.href)}">打开查看</a></p></div></article><p class="share__more"><a href="/">逛逛造物，发现更多好作品</a></p></section>`;
  return {
    main,
    lcp: cover,
    head: {
      title: `${item.title} · 分享 · ${SITE_NAME}`,
      ogTitle: item.title,
      description,
      image: cover,
      imageAlt: item.title,
      ogType: 'website',
      jsonLd: [],
      canonicalPath: item.href,
    },
  };
}
