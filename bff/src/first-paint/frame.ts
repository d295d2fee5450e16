/**
 * What a public page carries before any JavaScript runs (DESIGN §4 "First paint"):
 * - its own <title>, description, canonical link and Open Graph tags, for crawlers and link previews
 *   that run no JavaScript;
 * - a static frame in #root: the header's outline and the top of the page (the home intro and banner,
 *   a list's heading, a work's title and cover, a designer's or shop's banner and name), with the SPA's
 *   own class names and exact image boxes, so the largest paint comes from the HTML and React's first
 *   render (which replaces it) lands on the same layout;
 * - a preload of the page's largest picture;
 * - the first queries' answers as JSON (escaped), which the SPA puts into its query client.
 * Every text is HTML-escaped, every picture address passes the shared URL rules.
 */
import {
  FIRST_PAINT_STATE_ID,
  SITE_NAME,
  WORK_TYPES,
  coverAlt,
  escapeHtml,
  safeHref,
  type DesignerDetail,
  type FirstPaintState,
  type HomeData,
  type RouteDef,
  type ShopDetail,
  type WorkDetail,
  type WorkSummary,
  type WorkType,
  type Paginated,
  formatMoney,
  workGallery,
} from '@zaowu/shared';
import { formatChinaLongDate } from '@zaowu/shared/china-time';
import { formatCompact } from '@zaowu/shared/compact';
import { LIST_PAGES, artRatio, eagerCover, type ListPageCopy } from '@zaowu/shared/list-pages';
import { formatReadingTime, htmlToText, readingTime } from '@zaowu/shared/reading-time';
import type { PageData } from './page-data.ts';

/** Text or an attribute value, escaped for HTML. */
const esc = escapeHtml;

/**
 * JSON for a <script type="application/json">: `<`, `>` and `&` as \u escapes, so no `</script>` or
 * `<!--` in the data can end the element or change how it is parsed; U+2028/2029 escaped as well.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A picture address from upstream data as it may appear in the page (same-origin path or http(s)). */
function picture(raw: unknown, siteUrl: string): string | null {
  if (typeof raw !== 'string' || raw === '') return null;
  const href = safeHref(raw, siteUrl);
  return href && (href.startsWith('/') || /^https?:/i.test(href)) ? href : null;
}
const absolute = (href: string, siteUrl: string) => new URL(href, siteUrl).href;

/** One line of at most `max` characters, cut between characters (never inside an emoji or 𠮷's pair). */
const squash = (s: string, max = 160) => {
  const chars = [...s.replace(/\s+/g, ' ').trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};

const TYPE_LABEL = Object.fromEntries(WORK_TYPES.map((t) => [t.type, t.label])) as Record<WorkType, string>;

interface Head {
  title: string;
  description: string | null;
  image: string | null;
  ogType: 'website' | 'article' | 'profile';
}

export interface FirstPaint {
  head: Head;
  /** Inner HTML of #root. */
  frame: string;
  /** The largest picture, preloaded with high priority. */
  lcpImage: string | null;
  /** The frame's own style rules, for the head (a <style> in the body is invalid HTML). */
  css?: string;
  state: FirstPaintState;
}

function header(): string {
  // The header's own boxes (so the page below starts where React's header ends); the menu, search and
  // member tools arrive with React.
  return `<div class="header"><div class="header__inner"><span class="icon-button header__menu" aria-hidden="true"><svg viewBox="0 0 24 24" width="22" height="22"><path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z"/></svg></span><a class="logo" href="/">造物</a></div></div>`;
}

/** A fixed-ratio picture as the SPA's Image component draws it once loaded. */
function image(src: string | null, ratio: number, className: string, alt = '', eager = true): string {
  const load = eager ? 'fetchpriority="high"' : 'loading="lazy"';
  const img = src
    ? `<img class="ui-image__img ui-image__img--cover" src="${esc(src)}" alt="${esc(alt)}" decoding="async" ${load}>`
    : '';
  return `<span class="ui-image ui-image--${src ? 'loaded' : 'error'} ${className}" style="aspect-ratio:${ratio}" data-status="${src ? 'loaded' : 'error'}">${img}</span>`;
}

function layout(main: string): string {
  return `<div class="layout" data-first-paint="">${header()}<main id="main" class="main" tabindex="-1">${main}</main></div>`;
}

function homeFrame(home: HomeData, siteUrl: string): { main: string; lcp: string | null } {
  const banner = home.banners[0];
  const src = picture(banner?.image, siteUrl);
  const types = WORK_TYPES.map(
    (t) =>
      `<li><a href="/${t.type}" class="home-type home-type--${t.type}"><span class="home-type__badge" aria-hidden="true">${esc(t.badge === t.label ? t.label.slice(0, 1) : t.badge)}</span><span class="home-type__text"><span class="home-type__label">${esc(t.label)}</span></span></a></li>`,
  ).join('');
  const bannerHtml = banner
    ? `<div class="carousel"><div class="carousel__viewport"><div class="carousel__slide is-active"><span class="carousel__link">${image(src, 12 / 5, 'carousel__image')}<span class="carousel__caption"><span class="carousel__title">${esc(banner.title)}</span></span></span></div></div></div>`
    : '';
  return {
    main: `<div class="home"><div class="home-hero"><section class="home-intro"><h1 class="home-intro__title" data-fp="title">发现好作品，遇见好创作者</h1><p class="home-intro__lead">3D 模型、原画、动画与博客的创作社区和交易平台。</p><nav class="home-intro__types" aria-label="作品分类"><ul>${types}</ul></nav></section><div class="home-hero__banner">${bannerHtml}</div></div></div>`,
    lcp: src,
  };
}

/** An icon's box (15 px, as the page's icons): its drawing comes with React. */
const ICON = '<svg viewBox="0 0 24 24" width="15" height="15" aria-hidden="true" focusable="false"></svg>';

/** The work's meta line with the page's own texts (so it wraps as the page's does on phones). */
function workMeta(work: WorkDetail): string {
  const items = [
    `<li><time datetime="${esc(work.created_at)}">发布于 ${esc(formatChinaLongDate(work.created_at))}</time></li>`,
  ];
  if (work.type === 'blog') {
    items.push(
      `<li class="tabular">${esc(formatReadingTime(readingTime(htmlToText(work.content ?? ''))))}</li>`,
    );
  }
  items.push(
    `<li class="tabular">${ICON}${formatCompact(work.views)} 次浏览</li>`,
    `<li class="tabular">${ICON}${formatCompact(work.likes)} 人点赞</li>`,
    `<li class="tabular">${ICON}${formatCompact(work.favorites)} 人收藏</li>`,
    `<li class="tabular"><a class="wd-comments-jump" href="#comments">${ICON}${formatCompact(work.comments)} 条评论</a></li>`,
  );
  return `<ul class="wd__meta" aria-label="作品数据">${items.join('')}</ul>`;
}

function workFrame(work: WorkDetail, siteUrl: string): { main: string; lcp: string | null } {
  // What the page shows first, with the page's own alt: an art work's gallery opens on its first picture.
  const first =
    work.type === 'art'
      ? (workGallery(work)[0] ?? { src: '', alt: '' })
      : { src: work.cover, alt: coverAlt(work) };
  const cover = picture(first.src, siteUrl);
  const img = (attrs: string) =>
    `<img ${attrs} src="${esc(cover ?? '')}" alt="${esc(first.alt)}" decoding="async" fetchpriority="high" data-fp="media">`;
  const media =
    work.is_mature || !cover
      ? ''
      : work.type === 'blog'
        ? `<div class="wd-blog"><figure class="wd-blog__cover">${img('width="1200" height="900"')}</figure></div>`
        : work.type === 'art'
          ? `<div class="wd-gallery"><div class="wd-gallery__stage"><span class="wd-gallery__main">${img('')}</span></div></div>`
          : work.type === 'model'
            ? `<div class="wd-viewer"><div class="wd-viewer-poster">${img('class="wd-viewer-poster__img"')}</div></div>`
            : '';
  return {
    main: `<article class="wd wd--${esc(work.type)}"><nav class="wd-crumbs" aria-label="当前位置"><a href="/">首页</a><span aria-hidden="true">/</span><a href="/${esc(work.type)}">${esc(TYPE_LABEL[work.type] ?? '')}</a></nav><div class="wd__layout"><div class="wd__main"><header class="wd__header"><h1 class="wd__title" data-fp="title">${esc(work.title)}</h1>${workMeta(work)}</header>${media}</div></div></article>`,
    lcp: media ? cover : null,
  };
}

function profileFrame(
  kind: 'designer' | 'shop',
  name: string,
  coverRaw: string,
  badgeRaw: string,
  text: string,
  siteUrl: string,
): { main: string; lcp: string | null } {
  const cover = picture(coverRaw, siteUrl);
  const badgeSrc = picture(badgeRaw, siteUrl);
  // The avatar (designer) or logo (shop) box beside the name, as the SPA draws it.
  const badge =
    kind === 'designer'
      ? `<span class="avatar designer-hero__avatar" style="width:96px;height:96px;font-size:40px">${badgeSrc ? `<img class="avatar__image" src="${esc(badgeSrc)}" alt="">` : ''}</span>`
      : image(badgeSrc, 1, 'shop-hero__logo');
  return {
    main: `<article class="${kind}-page"><header class="profile-hero ${kind}-hero">${image(cover, 5, 'profile-hero__cover')}<div class="profile-hero__main ${kind}-hero__main">${badge}<div class="profile-hero__who ${kind}-hero__who"><h1 class="profile-hero__name ${kind}-hero__name" data-fp="title">${esc(name)}</h1></div></div>${text ? `<p class="${kind}-hero__${kind === 'shop' ? 'description' : 'bio'}">${esc(text)}</p>` : ''}</header></article>`,
    lcp: cover,
  };
}

const BADGE = Object.fromEntries(WORK_TYPES.map((t) => [t.type, t.badge])) as Record<WorkType, string>;

/** A work card as the list draws it (Card + WorkTile), without the parts that need React. */
function card(work: WorkSummary, ratio: number, siteUrl: string, eager: boolean): string {
  const cover = picture(work.cover, siteUrl);
  const price =
    work.price !== null && Number(work.price) > 0
      ? `<span class="work-card__price" aria-hidden="true">${esc(formatMoney(work.price))}</span>`
      : '';
  const mature = work.is_mature
    ? `<span class="work-tile__mature" style="aspect-ratio:${ratio}"><span class="work-tile__mature-label">成人内容</span></span>`
    : '';
  return `<div class="work-tile${work.is_mature ? ' work-tile--mature' : ''}"><div class="work-tile__card"><article class="work-card"><div class="work-card__cover">${image(cover, ratio, '', work.cover_alt?.trim() ?? '', eager)}<span class="work-card__type" aria-hidden="true">${esc(BADGE[work.type] ?? '')}</span>${price}</div><div class="work-card__body"><h2 class="work-card__title"><a class="work-card__link" href="/${esc(work.type)}/${work.id}">${esc(work.title)}</a></h2><div class="work-card__meta" aria-hidden="true"><span class="work-card__author"><span class="avatar" style="width:20px;height:20px;font-size:8px"></span><span class="work-card__name">${esc(work.author.nickname)}</span></span><span class="work-card__stats"><span class="work-card__stat">${formatCompact(work.likes)}</span><span class="work-card__stat">${formatCompact(work.views)}</span></span></div></div></article>${mature}</div></div>`;
}

/**
 * A list page as a phone first shows it: heading, search (a plain GET form, so it works without
 * JavaScript), the count and sort row, and the first cards. Wider screens show the filter rows above
 * the cards, which the frame does not draw: there the frame stops after the search.
 */
function listFrame(
  copy: ListPageCopy,
  type: WorkType,
  list: Paginated<WorkSummary> | undefined,
  siteUrl: string,
): { main: string; lcp: string | null } {
  // The whole first page: a masonry's columns balance over all its cards, so fewer would place them
  // differently from the SPA's list.
  const works = list?.data ?? [];
  const masonry = works.length > 0 && works.every((w) => w.type === 'art');
  const tiles = works
    .map((w, i) => card(w, masonry ? artRatio(w.id) : 4 / 3, siteUrl, eagerCover(i, works.length, masonry)))
    .map((t) => `<li class="${masonry ? 'ui-masonry__tile' : 'ui-grid__cell'}">${t}</li>`)
    .join('');
  const grid = masonry
    ? `<ul class="ui-masonry" style="--masonry-min:220px;--masonry-max:5">${tiles}</ul>`
    : `<ul class="ui-grid ui-grid--gap-md" style="--grid-min:200px;--grid-max:5;--grid-phone:2">${tiles}</ul>`;
  const search = `<form role="search" class="works-search" action="/${type}" method="get" aria-label="${esc(copy.searchLabel)}"><label for="fp-keyword" class="visually-hidden">${esc(copy.searchLabel)}</label><svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="1.8" aria-hidden="true" class="works-search__icon"><path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4"></path></svg><input id="fp-keyword" name="keyword" class="works-search__input" placeholder="${esc(copy.searchLabel)}" maxlength="50" type="search"><button type="submit" class="works-search__button">搜索</button></form>`;
  const toolbar = list
    ? `<div class="works-toolbar fp-phone-only"><p class="works-toolbar__count">共 ${list.total} 件作品</p><span class="btn btn--secondary btn--sm works-toolbar__filter"><svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"></svg>筛选</span><div class="tabs tabs--pill works-toolbar__sort"><div class="tabs__list"><span class="tabs__tab" data-state="active">最新</span><span class="tabs__tab" data-state="inactive">最热</span></div></div></div><div class="works-results fp-phone-only">${grid}</div>`
    : '';
  return {
    main: `<section class="works-page"><header class="works-page__head"><div class="works-page__titles"><h1 class="works-page__title" data-fp="title">${esc(copy.title)}</h1><p class="works-page__intro">${esc(copy.intro)}</p></div>${search}</header>${toolbar}</section>`,
    lcp: works[0] && !works[0].is_mature ? picture(works[0].cover, siteUrl) : null,
  };
}

/** The page's first paint from its data, or null when there is nothing to draw it from. */
export function firstPaint(route: RouteDef, data: PageData, siteUrl: string): FirstPaint | null {
  const state: FirstPaintState = { queries: data.queries };
  const subject = data.subject;
  if (subject == null) return null;
  let built: { main: string; lcp: string | null };
  let head: Head;
  if (data.kind === 'home') {
    const home = subject as HomeData;
    built = homeFrame(home, siteUrl);
    head = {
      title: `${SITE_NAME} · 首页 · 创作者的作品社区`,
      description:
        '造物是 3D 模型、原画、动画与博客的创作社区和交易平台：发现好作品，关注设计师，逛创作者的店铺。',
      image: built.lcp,
      ogType: 'website',
    };
  } else if (data.kind === 'work') {
    const work = subject as WorkDetail;
    built = workFrame(work, siteUrl);
    head = {
      title: `${work.title} · ${route.title} · ${SITE_NAME}`,
      description: squash(
        work.description || `${work.author.nickname}的${TYPE_LABEL[work.type] ?? ''}作品「${work.title}」`,
      ),
      image: work.is_mature ? null : picture(work.cover, siteUrl),
      ogType: 'article',
    };
  } else if (data.kind === 'designer') {
    const d = subject as DesignerDetail;
    built = profileFrame('designer', d.nickname, d.cover, d.avatar, d.bio, siteUrl);
    head = {
      title: `${d.nickname} · 设计师主页 · ${SITE_NAME}`,
      description: squash(d.bio || `${d.nickname}在造物的作品主页`),
      image: picture(d.cover, siteUrl) ?? picture(d.avatar, siteUrl),
      ogType: 'profile',
    };
  } else if (data.kind === 'shop') {
    const s = subject as ShopDetail;
    built = profileFrame('shop', s.name, s.banner, s.logo, s.description, siteUrl);
    head = {
      title: `${s.name} · 店铺详情 · ${SITE_NAME}`,
      description: squash(s.description || `${s.name}，造物上的创作者店铺`),
      image: picture(s.banner, siteUrl) ?? picture(s.logo, siteUrl),
      ogType: 'website',
    };
  } else {
    const type = route.name as WorkType;
    const copy = LIST_PAGES[type];
    built = listFrame(copy, type, subject as Paginated<WorkSummary>, siteUrl);
    head = {
      title: `${copy.title} · ${SITE_NAME}`,
      description: copy.description || null,
      image: null,
      ogType: 'website',
    };
  }
  const css =
    data.kind === 'works-list'
      ? '@media (min-width: 768px) { .fp-phone-only { display: none; } }'
      : undefined;
  return { head, frame: layout(built.main), lcpImage: built.lcp, state, ...(css ? { css } : {}) };
}

/** Head tags for a page: title, description, canonical, Open Graph. */
function headTags(head: Head, canonical: string, siteUrl: string): string {
  const tags = [
    `<link rel="canonical" href="${esc(canonical)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:title" content="${esc(head.title)}">`,
    `<meta property="og:type" content="${head.ogType}">`,
    `<meta property="og:url" content="${esc(canonical)}">`,
  ];
  if (head.description) tags.push(`<meta property="og:description" content="${esc(head.description)}">`);
  if (head.image) tags.push(`<meta property="og:image" content="${esc(absolute(head.image, siteUrl))}">`);
  return tags.join('\n    ');
}

/**
 * The shell with the page's head, the frame and the inlined state. Every insertion is a function
 * replacement: a replacement string would read `$&`, `$\`` and `$'` in a member's text (escaping
 * leaves `$` alone) as "paste a piece of the page here".
 */
export function renderShell(
  html: string,
  paint: FirstPaint,
  opts: { canonical: string; siteUrl: string; stylesheets: readonly string[] },
): string {
  let out = html.replace(/<title>[^<]*<\/title>/, () => `<title>${esc(paint.head.title)}</title>`);
  const description = paint.head.description;
  if (description) {
    out = out.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${esc(description)}" />`,
    );
  }
  const extra = [
    headTags(paint.head, opts.canonical, opts.siteUrl),
    ...opts.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${esc(href)}">`),
    paint.css ? `<style>${paint.css}</style>` : '',
    paint.lcpImage
      ? `<link rel="preload" as="image" fetchpriority="high" href="${esc(paint.lcpImage)}">`
      : '',
    `<script type="application/json" id="${FIRST_PAINT_STATE_ID}">${scriptJson(paint.state)}</script>`,
  ].filter(Boolean);
  out = out.replace('</head>', () => `  ${extra.join('\n    ')}\n  </head>`);
  return out.replace('<div id="root"></div>', () => `<div id="root">${paint.frame}</div>`);
}
