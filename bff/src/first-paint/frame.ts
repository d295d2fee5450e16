/**
 * What a public page carries before any JavaScript runs (design.md §4 "First paint"):
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
  FRAME_CSS_ELEMENT_ID,
  hrefs,
  SITE_NAME,
  WORK_TYPES,
  coverAlt,
  type CollectionDetail,
  type DesignerDetail,
  type FirstPaintState,
  type GoodsDetail,
  type Note,
  type Topic,
  type TopicDetail,
  type HomeData,
  type RouteDef,
  type ShopDetail,
  type WorkDetail,
  type WorkSummary,
  type RecommendedWork,
  type SearchResult,
  type WorkType,
  type Paginated,
  type ReviewPage,
  formatMoney,
  workGallery,
  OG_HEIGHT,
  OG_SITE_CARD,
  OG_WIDTH,
  ogCardType,
  ogImagePath,
  shareTarget,
  shareTargetKind,
  WORK_TYPE_LABEL,
  WORK_TYPE_BADGE,
  type PictureLayout,
  SORT_OPTIONS,
  activeFilters,
  clearedFilters,
  filtersToSearch,
  withFilters,
  type WorksFilters,
  DEFAULT_THEME,
  THEME_COLORS,
  type Theme,
} from '@zaowu/shared';
import { formatChinaLongDate } from '@zaowu/shared/china-time';
import { formatCompact } from '@zaowu/shared/compact';
import {
  EXPLORE_PAGE,
  LIST_PAGES,
  RECOMMEND_PAGE,
  artRatio,
  recommendTitle,
  eagerCover,
  searchHeading,
  worksListTitle,
  type ListPageCopy,
} from '@zaowu/shared/list-pages';
import { htmlText, oneLine } from '@zaowu/shared/html-text';
import { formatReadingTime, readingTime } from '@zaowu/shared/reading-time';
import type { PageData } from './page-data.ts';
import {
  collectionFrame,
  goodsFrame,
  noteFrame,
  shareFrame,
  topicFrame,
  type Head,
} from './detail-frames.ts';
import * as ld from './json-ld.ts';
import { designersFrame } from './designers-frame.ts';
import { shopsFrame } from './shops-frame.ts';
import { topicsFrame } from './topics-frame.ts';
import { legalFrame } from './legal-frame.ts';
import {
  icon,
  emptyState,
  withWholeCounts,
  absolute,
  esc,
  image,
  listOf,
  pager,
  picture,
  scriptJson,
  textParagraphs,
  widthsAttrs,
} from './markup.ts';

/** A page's main markup and its largest picture (with its layout, when it comes in widths). */
type Drawn = { main: string; lcp: string | null; lcpLayout?: PictureLayout };

export interface FirstPaint {
  head: Head;
  /** Inner HTML of #root. */
  frame: string;
  /** The largest picture, preloaded with high priority. */
  lcpImage: string | null;
  /** Its layout when it comes in widths: the preload names the same srcset as the <img>. */
  lcpLayout?: PictureLayout;
  /** The frame's own style rules, for the head (a <style> in the body is invalid HTML). */
  css?: string;
  state: FirstPaintState;
}

function header(): string {
  // The header's own boxes (so the page below starts where React's header ends); the menu, search and
  // member tools arrive with React.
  return `<div class="header"><div class="header__inner"><span class="icon-button header__menu" aria-hidden="true"><svg viewBox="0 0 24 24" width="22" height="22"><path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z"/></svg></span><a class="logo" href="/">造物</a></div></div>`;
}

/**
 * The rules of the frame's own parts (the lists of links, page links, the footer), which no React page
 * draws: the design tokens of the app's stylesheet, so they read as the site in both themes.
 */
const FRAME_CSS = [
  '.fp-links ul,.fp-pager ul,.fp-footer ul{list-style:none;margin:0;padding:0}',
  '.fp-links{max-width:1200px;margin:var(--space-6,24px) auto;padding:0 var(--space-4,16px)}',
  '.fp-links h2{font-size:1.0625rem}',
  '.fp-links ul,.fp-pager ul,.fp-footer ul{display:flex;flex-wrap:wrap;gap:var(--space-2,8px) var(--space-4,16px)}',
  '.fp-pager{margin:var(--space-5,20px) 0}',
  '.fp-footer{border-top:1px solid var(--border);margin-top:var(--space-8,32px);padding:var(--space-5,20px) var(--space-4,16px);font-size:.875rem}',
  '.fp-footer a,.fp-pager a,.fp-links a{color:var(--text-muted)}',
  '.wd-fp__tags{list-style:none;margin:var(--space-3,12px) 0;padding:0;display:flex;flex-wrap:wrap;gap:var(--space-2,8px)}',
  '.wd-fp__tags a{display:inline-block;padding:2px 10px;border-radius:999px;background:var(--surface-2);color:var(--text-muted);text-decoration:none;font-size:.875rem}',
  '.wd-fp__comments h2{font-size:1.125rem}',
  // Tabs drawn as links (推荐's types), where the SPA has buttons.
  'a.tabs__tab{text-decoration:none}',
].join('');

/** The site's sections and papers, as links under the page (the SPA's menu and footer give them). */
const SITE_LINKS = [
  ['/art', '原画'],
  ['/model', '模型'],
  ['/animation', '动画'],
  ['/blog', '博客'],
  ['/community', '社区'],
  ['/designer', '设计师'],
  ['/shop', '店铺'],
  ['/explore', '发现'],
  ['/recommend', '推荐'],
  ['/agreement', '用户协议'],
  ['/privacy', '隐私政策'],
  ['/identity_agreement', '实名认证服务协议'],
] as const;

function layout(main: string): string {
  const links = SITE_LINKS.map(([href, text]) => `<li><a href="${href}">${text}</a></li>`).join('');
  return `<div class="layout" data-first-paint="">${header()}<main id="main" class="main" tabindex="-1">${main}</main><footer class="fp-footer"><nav aria-label="站点导航"><ul>${links}</ul></nav></footer></div>`;
}

function homeFrame(home: HomeData, siteUrl: string): Drawn {
  const banner = home.banners[0];
  const src = picture(banner?.image, siteUrl);
  const types = WORK_TYPES.map(
    (t) =>
      `<li><a href="${esc(hrefs.works(t.type))}" class="home-type home-type--${t.type}"><span class="home-type__badge" aria-hidden="true">${esc(t.badge === t.label ? t.label.slice(0, 1) : t.badge)}</span><span class="home-type__text"><span class="home-type__label">${esc(t.label)}</span></span></a></li>`,
  ).join('');
  const bannerHtml = banner
    ? `<div class="carousel"><div class="carousel__viewport"><div class="carousel__slide is-active"><span class="carousel__link">${image(src, 12 / 5, { className: 'carousel__image' })}<span class="carousel__caption"><span class="carousel__title">${esc(banner.title)}</span></span></span></div></div></div>`
    : '';
  return {
    main: `<div class="home"><div class="home-hero"><section class="home-intro"><h1 class="home-intro__title" data-fp="title">发现好作品，遇见好创作者</h1><p class="home-intro__lead">3D 模型、原画、动画与博客的创作社区和交易平台。</p><nav class="home-intro__types" aria-label="作品分类"><ul>${types}</ul></nav></section><div class="home-hero__banner">${bannerHtml}</div></div></div>`,
    lcp: src,
  };
}

/** The work's meta line with the page's own texts (so it wraps as the page's does on phones). */
function workMeta(work: WorkDetail): string {
  const items = [
    `<li><time datetime="${esc(work.created_at)}">发布于 ${esc(formatChinaLongDate(work.created_at))}</time></li>`,
  ];
  if (work.type === 'blog') {
    items.push(
      `<li class="tabular">${esc(formatReadingTime(readingTime(htmlText(work.content ?? ''))))}</li>`,
    );
  }
  items.push(
    `<li class="tabular">${icon('eye', 15)}${formatCompact(work.views)} 次浏览</li>`,
    `<li class="tabular">${icon('heart', 15)}${formatCompact(work.likes)} 人点赞</li>`,
    `<li class="tabular">${icon('star', 15)}${formatCompact(work.favorites)} 人收藏</li>`,
    `<li class="tabular"><a class="wd-comments-jump" href="#comments">${icon('bubble', 15)}${formatCompact(work.comments)} 条评论</a></li>`,
  );
  return `<ul class="wd__meta" aria-label="作品数据">${items.join('')}</ul>`;
}

/** The work's author, words and tags as links and text (the SPA shows them beside and below). */
function workText(work: WorkDetail): string {
  // A blog's blocks, or the description's lines (plain text in which each line break is the author's).
  const body = textParagraphs(
    work.type === 'blog' ? (work.content ?? '') : esc(work.description).replace(/\n/g, '<br>'),
  );
  const tags = listOf(work.tags).length
    ? `<ul class="wd-fp__tags" aria-label="标签">${listOf(work.tags)
        .map((t) => `<li><a href="${esc(hrefs.explore({ query: { tag: t } }))}">#${esc(t)}</a></li>`)
        .join('')}</ul>`
    : '';
  // #comments (the meta line's link) lands here before React draws the comments in its place.
  return `<section class="wd-fp" aria-label="作品信息"><p class="wd-fp__author">作者 <a href="${esc(hrefs.designer(work.author.id))}">${esc(work.author.nickname)}</a></p>${body ? `<div class="wd-fp__text">${body}</div>` : ''}${tags}</section><section id="comments" class="wd-fp__comments"><h2>评论（${formatCompact(work.comments)}）</h2></section>`;
}

function workFrame(work: WorkDetail, siteUrl: string): Drawn {
  // What the page shows first, with the page's own alt: an art work's gallery opens on its first picture.
  const first =
    work.type === 'art'
      ? (workGallery(work)[0] ?? { src: '', alt: '' })
      : { src: work.cover, alt: coverAlt(work) };
  const cover = picture(first.src, siteUrl);
  // An art work's picture comes in widths, as the SPA's gallery shows it.
  const layout = work.type === 'art' ? ('detail' as const) : undefined;
  const img = (attrs: string) =>
    `<img ${attrs} src="${esc(cover ?? '')}"${widthsAttrs(cover, layout)} alt="${esc(first.alt)}" decoding="async" fetchpriority="high" data-fp="media">`;
  const media =
    work.is_mature || !cover
      ? ''
      : work.type === 'blog'
        ? `<div class="wd-blog"><figure class="wd-blog__cover">${img('width="1200" height="900"')}</figure></div>`
        : work.type === 'art'
          ? `<div class="wd-gallery"><div class="wd-gallery__stage"><span class="wd-gallery__main">${img('')}</span></div></div>`
          : work.type === 'model'
            ? `<div class="wd-viewer"><div class="wd-viewer-poster">${img('class="wd-viewer-poster__img"')}</div></div>`
            : // The player's box with its poster over it (its stylesheet comes with the player: the
              // rules inline, as video-player.css draws them). The poster is placed as React places
              // it, so React's is the same paint to the pixel, not a new, larger one.
              `<div class="wd-video" style="overflow:hidden;border-radius:var(--radius-card);background:#000"><div class="wd-video__stage" style="position:relative"><div class="wd-video__player" style="display:block;width:100%;max-height:72vh;aspect-ratio:16/9"></div>${img('class="wd-video__poster" style="position:absolute;inset:0;width:100%;height:100%;object-fit:contain"')}</div></div>`;
  return {
    main: `<article class="wd wd--${esc(work.type)}"><nav class="wd-crumbs" aria-label="当前位置"><a href="/">首页</a><span aria-hidden="true">/</span><a href="${esc(hrefs.works(work.type))}">${esc(WORK_TYPE_LABEL[work.type] ?? '')}</a></nav><div class="wd__layout"><div class="wd__main"><header class="wd__header"><h1 class="wd__title" data-fp="title">${esc(work.title)}</h1>${workMeta(work)}</header>${media}${workText(work)}</div></div></article>`,
    lcp: media ? cover : null,
    lcpLayout: layout,
  };
}

function profileFrame(
  kind: 'designer' | 'shop',
  name: string,
  coverRaw: string,
  badgeRaw: string,
  text: string,
  siteUrl: string,
  links: string,
): Drawn {
  const cover = picture(coverRaw, siteUrl);
  const badgeSrc = picture(badgeRaw, siteUrl);
  // The avatar (designer) or logo (shop) box beside the name, as the SPA draws it.
  const badge =
    kind === 'designer'
      ? `<span class="avatar designer-hero__avatar" style="width:96px;height:96px;font-size:40px">${badgeSrc ? `<img class="avatar__image" src="${esc(badgeSrc)}" alt="">` : ''}</span>`
      : image(badgeSrc, 1, { className: 'shop-hero__logo' });
  return {
    main: `<article class="${kind}-page"><header class="profile-hero ${kind}-hero">${image(cover, 5, { className: 'profile-hero__cover' })}<div class="profile-hero__main ${kind}-hero__main">${badge}<div class="profile-hero__who ${kind}-hero__who"><h1 class="profile-hero__name ${kind}-hero__name" data-fp="title">${esc(name)}</h1></div></div>${text ? `<p class="${kind}-hero__${kind === 'shop' ? 'description' : 'bio'}">${esc(text)}</p>` : ''}</header>${links}</article>`,
    lcp: cover,
  };
}

/** A work card as the list draws it (Card + WorkTile), without the parts that need React. */
function card(work: WorkSummary, ratio: number, siteUrl: string, eager: boolean, footer = ''): string {
  const cover = picture(work.cover, siteUrl);
  const price =
    work.price !== null && Number(work.price) > 0
      ? `<span class="work-card__price" aria-hidden="true">${esc(formatMoney(work.price))}</span>`
      : '';
  const mature = work.is_mature
    ? `<span class="work-tile__mature" style="aspect-ratio:${ratio}"><span class="work-tile__mature-label">成人内容</span></span>`
    : '';
  return `<div class="work-tile${work.is_mature ? ' work-tile--mature' : ''}"><div class="work-tile__card"><article class="work-card"><div class="work-card__cover">${image(cover, ratio, { alt: work.cover_alt?.trim() ?? '', eager, layout: 'card' })}<span class="work-card__type" aria-hidden="true">${esc(WORK_TYPE_BADGE[work.type] ?? '')}</span>${price}</div><div class="work-card__body"><h2 class="work-card__title"><a class="work-card__link" href="${esc(hrefs.work(work.type, work.id))}">${esc(work.title)}</a></h2><div class="work-card__meta" aria-hidden="true"><span class="work-card__author"><span class="avatar" style="width:20px;height:20px;font-size:8px"></span><span class="work-card__name">${esc(work.author.nickname)}</span></span><span class="work-card__stats"><span class="work-card__stat">${formatCompact(work.likes)}</span><span class="work-card__stat">${formatCompact(work.views)}</span></span></div></div></article>${mature}</div>${footer}</div>`;
}

/**
 * A list's works as the SPA's WorkGrid lays them out: a masonry when every work is 原画, else a grid;
 * `footer` draws a line under each card (推荐's reason).
 */
function worksGrid<W extends WorkSummary>(
  works: readonly W[],
  siteUrl: string,
  opts: { masonry: boolean; label?: string; footer?: (work: W) => string },
): string {
  const { masonry, label, footer } = opts;
  const tiles = works
    .map((w, i) =>
      card(w, masonry ? artRatio(w.id) : 4 / 3, siteUrl, eagerCover(i, works.length, masonry), footer?.(w)),
    )
    .map((t) => `<li class="${masonry ? 'ui-masonry__tile' : 'ui-grid__cell'}">${t}</li>`)
    .join('');
  const named = label ? ` aria-label="${esc(label)}"` : '';
  return masonry
    ? `<ul class="ui-masonry"${named} style="--masonry-min:220px;--masonry-max:5">${tiles}</ul>`
    : `<ul class="ui-grid ui-grid--gap-md"${named} style="--grid-min:200px;--grid-max:5;--grid-phone:2">${tiles}</ul>`;
}

/** Links to a list of pages under a heading (a designer's works, a shop's goods). */
function linkList(title: string, items: { href: string; text: string }[]): string {
  if (items.length === 0) return '';
  return `<section class="fp-links" aria-label="${esc(title)}"><h2>${esc(title)}</h2><ul>${items
    .map((i) => `<li><a href="${esc(i.href)}">${esc(i.text)}</a></li>`)
    .join('')}</ul></section>`;
}

/**
 * A list page as a phone first shows it: heading, search (a plain GET form, so it works without
 * JavaScript), the count and sort row, and the first cards. Wider screens show the filter rows above
 * the cards, which the frame does not draw: there, while the app starts, the frame stops after the
 * search (a grid drawn without the rows would jump down when they come); a browser that runs no script
 * gets the count, the cards and the page links at every width.
 */
function listFrame(
  copy: ListPageCopy,
  base: string,
  list: Paginated<WorkSummary> | undefined,
  siteUrl: string,
  view: {
    filters: WorksFilters;
    fixedType?: WorkType;
    heading: string;
    /** What a search on 发现 found besides works. */
    people?: Pick<SearchResult, 'designers' | 'shops'>;
  },
): Drawn {
  // The whole first page: a masonry's columns balance over all its cards, so fewer would place them
  // differently from the SPA's list.
  const works = list?.data ?? [];
  const masonry = works.length > 0 && works.every((w) => w.type === 'art');
  const { filters, fixedType } = view;
  const chosen = activeFilters(filters, fixedType);
  // Links to other views of this list, as the SPA writes them (WorksBrowser): one view, one URL.
  const viewHref = (f: WorksFilters) => base + filtersToSearch(f, fixedType);
  const clearHref = viewHref(clearedFilters(filters, fixedType));
  const results =
    works.length > 0
      ? worksGrid(works, siteUrl, { masonry })
      : emptyResults(list, chosen.length > 0, viewHref({ ...filters, page: 1 }), clearHref);
  const keyword = filters.keyword;
  const search = `<form role="search" class="works-search" action="${esc(base)}" method="get" aria-label="${esc(copy.searchLabel)}"><label for="fp-keyword" class="visually-hidden">${esc(copy.searchLabel)}</label><svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="1.8" aria-hidden="true" class="works-search__icon"><path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4"></path></svg><input id="fp-keyword" name="keyword" class="works-search__input" placeholder="${esc(copy.searchLabel)}" maxlength="50" type="search"${keyword ? ` value="${esc(keyword)}"` : ''}><button type="submit" class="works-search__button">搜索</button></form>`;
  const sort = filters.sort;
  const sortTabs = SORT_OPTIONS.map(
    (o) =>
      `<span class="tabs__tab" data-state="${o.value === sort ? 'active' : 'inactive'}">${esc(o.label)}</span>`,
  ).join('');
  // The chosen filters as the SPA's chips (ActiveFilters), each a link to the list without it.
  const chips =
    chosen.length > 0
      ? `<div class="active-filters"><ul class="active-filters__list" aria-label="已选筛选条件">${chosen
          .map(
            (f) =>
              `<li><a class="active-filter" href="${esc(viewHref(withFilters(filters, { [f.key]: undefined })))}"><span class="visually-hidden">移除筛选：</span><span class="active-filter__label">${esc(f.label)}：</span><span class="active-filter__value">${esc(f.value)}</span>${icon('close', 14)}</a></li>`,
          )
          .join(
            '',
          )}${chosen.length > 1 ? `<li><a class="active-filters__clear" href="${esc(clearHref)}">清除全部</a></li>` : ''}</ul></div>`
      : '';
  const toolbar = list
    ? `<div class="works-toolbar fp-phone-only"><p class="works-toolbar__count">共 ${list.total} 件作品</p><span class="btn btn--secondary btn--sm works-toolbar__filter">${icon('filter', 16)}筛选${chosen.length > 0 ? `<span class="works-toolbar__filter-count" aria-hidden="true">${chosen.length}</span>` : ''}</span><div class="tabs tabs--pill works-toolbar__sort"><div class="tabs__list">${sortTabs}</div></div></div>${chips ? `<div class="fp-phone-only">${chips}</div>` : ''}<div class="works-results fp-phone-only">${results}</div>`
    : '';
  const pages =
    list && works.length > 0
      ? pager(base, list.current_page, list.last_page, { href: (n) => viewHref({ ...filters, page: n }) })
      : '';
  const people = searchPeople(view.people);
  return {
    main: `<section class="works-page"><header class="works-page__head"><div class="works-page__titles"><h1 class="works-page__title" data-fp="title">${esc(view.heading)}</h1><p class="works-page__intro">${esc(copy.intro)}</p></div>${search}</header>${people ? `<div class="fp-phone-only">${people}</div>` : ''}${toolbar}${pages ? `<div class="fp-phone-only">${pages}</div>` : ''}</section>`,
    lcp: works[0] && !works[0].is_mature ? picture(works[0].cover, siteUrl) : null,
    lcpLayout: 'card',
  };
}

/**
 * 推荐 as a visitor first sees it (the SPA's recommend page): the heading and the visitor's line with
 * 登录获取个性推荐, the type tabs and 已显示 N / M 件, the works each with the reason it is here, and
 * 加载更多. Without script the tabs are links to each type, and 加载更多 the link to the next page.
 */
function recommendFrame(
  list: Paginated<RecommendedWork>,
  type: WorkType | undefined,
  siteUrl: string,
): Drawn {
  const works = list.data;
  const masonry = type === 'art';
  const reason = (w: RecommendedWork) =>
    `<p class="rec-reason"><span class="rec-reason__mark" aria-hidden="true"></span><span class="visually-hidden">推荐理由：</span>${esc(w.reason)}</p>`;
  const tabs = [{ type: undefined, label: '全部' }, ...WORK_TYPES]
    .map(
      (t) =>
        `<a class="tabs__tab" data-state="${t.type === type ? 'active' : 'inactive'}"${t.type === type ? ' aria-current="page"' : ''} href="${esc(hrefs.recommend({ query: { type: t.type } }))}">${esc(t.label)}</a>`,
    )
    .join('');
  const page = list.current_page;
  const next =
    page < list.last_page
      ? `<a class="btn btn--secondary btn--lg" href="${esc(hrefs.recommend({ query: { type, page: page + 1 } }))}">加载更多</a>`
      : '<p class="rec-more__end">已经到底了，去<a href="/explore">发现</a>看看更多作品吧</p>';
  const results =
    works.length > 0
      ? `${worksGrid(works, siteUrl, { masonry, label: '推荐作品', footer: reason })}<div class="rec-more">${next}</div>`
      : emptyState('暂时没有可推荐的作品', '关注几位设计师、收藏喜欢的作品，推荐会越来越懂你。', {
          href: hrefs.explore(),
          label: '去发现作品',
        });
  const count = page > 1 ? `第 ${page} 页，共 ${list.total} 件` : `已显示 ${works.length} / ${list.total} 件`;
  return {
    main: `<section class="works-page"><header class="works-page__head"><div class="works-page__titles"><h1 class="works-page__title" data-fp="title">${esc(RECOMMEND_PAGE.title)}</h1><p class="works-page__intro">${esc(RECOMMEND_PAGE.intro)}</p></div><a class="btn btn--secondary btn--md" href="${esc(hrefs.login({ query: { gourl: hrefs.recommend({ query: { type } }) } }))}">${esc(RECOMMEND_PAGE.login)}</a></header><div class="works-toolbar works-toolbar--tabs"><nav class="tabs tabs--line rec-tabs" aria-label="作品类型"><div class="tabs__list">${tabs}</div></nav><p class="works-toolbar__count">${count}</p></div><div class="works-results">${results}</div></section>`,
    lcp: works[0] && !works[0].is_mature ? picture(works[0].cover, siteUrl) : null,
    lcpLayout: 'card',
  };
}

/**
 * The designers and shops a search on 发现 finds, above the works, as the SPA's SearchPeople draws
 * them (compact cards, at most six of each; their small pictures come with the app). Nothing when
 * there are none.
 */
function searchPeople(found: Pick<SearchResult, 'designers' | 'shops'> | undefined): string {
  const designers = found?.designers.slice(0, 6) ?? [];
  const shops = found?.shops.slice(0, 6) ?? [];
  const group = (id: string, title: string, items: string[]) =>
    items.length > 0
      ? `<section class="search-people__group" aria-labelledby="${id}"><h2 id="${id}" class="search-people__title">${title}</h2><ul class="search-people__list">${items.map((i) => `<li>${i}</li>`).join('')}</ul></section>`
      : '';
  const name = (href: string, text: string) =>
    `<h3 class="person-card__name"><a class="person-card__link" href="${esc(href)}">${esc(text)}</a></h3>`;
  const designerCards = designers.map(
    (d) =>
      `<article class="person-card person-card--compact"><div class="person-card__body"><span class="avatar person-card__avatar" style="width:44px;height:44px;font-size:18px"></span><div class="person-card__text">${name(hrefs.designer(d.id), d.nickname)}${
        d.specialties.length > 0
          ? `<p class="person-card__tags"><span class="visually-hidden">擅长：</span>${d.specialties
              .map((t) => `<span class="badge badge--neutral">${esc(WORK_TYPE_LABEL[t] ?? t)}</span>`)
              .join('')}</p>`
          : ''
      }<p class="person-card__meta"><span><b>${formatCompact(d.followers)}</b> 粉丝</span><span><b>${formatCompact(d.works_count)}</b> 作品</span></p></div></div></article>`,
  );
  const shopCards = shops.map(
    (sh) =>
      `<article class="person-card person-card--shop person-card--compact"><div class="person-card__body"><span class="person-card__logo"><span class="ui-image" style="aspect-ratio:1"></span></span><div class="person-card__text">${name(hrefs.shop(sh.id), sh.name)}<p class="person-card__meta"><span class="person-card__rating"><span aria-hidden="true">★</span><span class="visually-hidden">评分</span><b>${sh.rating.toFixed(1)}</b></span><span><b>${formatCompact(sh.goods_count)}</b> 件商品</span><span>已售 <b>${formatCompact(sh.sales)}</b></span></p></div></div></article>`,
  );
  const groups =
    group('search-designers', '相关设计师', designerCards) + group('search-shops', '相关店铺', shopCards);
  return groups ? `<div class="search-people">${groups}</div>` : '';
}

/** The list's empty state, as the SPA's (WorksResults): past the last page, nothing matches, or none yet. */
function emptyResults(
  list: Paginated<WorkSummary> | undefined,
  filtered: boolean,
  firstPageHref: string,
  clearHref: string,
): string {
  if (list && list.total > 0) {
    return emptyState('这一页没有作品了', `这个列表一共 ${list.last_page} 页。`, {
      href: firstPageHref,
      label: '回到第 1 页',
    });
  }
  return filtered
    ? emptyState(
        '没有找到符合条件的作品',
        '换个关键词，或去掉几个筛选条件再试试。',
        { href: clearHref, label: '清除筛选' },
        'search',
      )
    : emptyState('这里还没有作品', '来发布第一件作品吧。', { href: '/publish', label: '发布作品' });
}

/** The page's first paint from its data, or null when there is nothing to draw it from. */
export function firstPaint(
  route: RouteDef,
  data: PageData,
  siteUrl: string,
  pagePath: string = new URL(siteUrl).pathname,
): FirstPaint | null {
  const state: FirstPaintState = { queries: data.queries };
  if (data.kind === 'legal') {
    const legal = legalFrame(route.name, siteUrl);
    return legal && { head: legal.head, frame: layout(legal.main), lcpImage: null, state, css: FRAME_CSS };
  }
  const subject = data.subject;
  if (subject == null) return null;
  const pageUrl = absolute(pagePath, siteUrl);
  let built: Drawn;
  let head: Head;
  const plain = (b: Drawn, h: Head) => {
    built = b;
    head = h;
  };
  if (data.kind === 'home') {
    const home = subject as HomeData;
    built = homeFrame(home, siteUrl);
    const title = `${SITE_NAME} · 首页 · 创作者的作品社区`;
    head = {
      title,
      ogTitle: title,
      description:
        '造物是 3D 模型、原画、动画与博客的创作社区和交易平台：发现好作品，关注设计师，逛创作者的店铺。',
      image: built.lcp,
      imageAlt: home.banners[0]?.title ?? SITE_NAME,
      ogType: 'website',
      jsonLd: [ld.website(siteUrl)],
    };
  } else if (data.kind === 'work') {
    const work = subject as WorkDetail;
    built = workFrame(work, siteUrl);
    head = {
      title: `${work.title} · ${route.title} · ${SITE_NAME}`,
      ogTitle: work.title,
      description: oneLine(
        work.description ||
          `${work.author.nickname}的${WORK_TYPE_LABEL[work.type] ?? ''}作品「${work.title}」`,
      ),
      image: work.is_mature ? null : picture(work.cover, siteUrl),
      imageAlt: coverAlt(work),
      ogType: 'article',
      published: work.created_at,
      author: work.author,
      jsonLd: [
        ld.breadcrumbs(siteUrl, [
          { href: hrefs.works(work.type), text: WORK_TYPE_LABEL[work.type] ?? '作品' },
          { href: pagePath, text: work.title },
        ]),
        ld.work(work, pageUrl, siteUrl),
      ],
    };
  } else if (data.kind === 'designer') {
    const d = subject as DesignerDetail;
    const works = listOf(d.recent_works).map((w) => ({ href: hrefs.work(w.type, w.id), text: w.title }));
    built = profileFrame(
      'designer',
      d.nickname,
      d.cover,
      d.avatar,
      d.bio,
      siteUrl,
      linkList('最新作品', works),
    );
    head = {
      title: `${d.nickname} · 设计师主页 · ${SITE_NAME}`,
      ogTitle: d.nickname,
      description: oneLine(d.bio || `${d.nickname}在造物的作品主页`),
      image: picture(d.cover, siteUrl) ?? picture(d.avatar, siteUrl),
      imageAlt: d.nickname,
      ogType: 'profile',
      jsonLd: [
        ld.breadcrumbs(siteUrl, [
          { href: '/designer', text: '设计师' },
          { href: pagePath, text: d.nickname },
        ]),
        ld.designer(d, pageUrl, siteUrl),
      ],
    };
  } else if (data.kind === 'shop') {
    const s = subject as ShopDetail;
    const goods = listOf(s.goods).map((g) => ({
      href: hrefs.goods(g.id),
      text: `${g.title} ${formatMoney(g.price)}`,
    }));
    built = profileFrame(
      'shop',
      s.name,
      s.banner,
      s.logo,
      s.description,
      siteUrl,
      linkList('店铺商品', goods),
    );
    head = {
      title: `${s.name} · 店铺详情 · ${SITE_NAME}`,
      ogTitle: s.name,
      description: oneLine(s.description || `${s.name}，造物上的创作者店铺`),
      image: picture(s.banner, siteUrl) ?? picture(s.logo, siteUrl),
      imageAlt: s.name,
      ogType: 'website',
      jsonLd: [
        ld.breadcrumbs(siteUrl, [
          { href: '/shop', text: '店铺' },
          { href: pagePath, text: s.name },
        ]),
        ld.store(s, pageUrl, siteUrl),
      ],
    };
  } else if (data.kind === 'goods') {
    const g = goodsFrame(
      subject as GoodsDetail,
      pageUrl,
      siteUrl,
      data.extra?.reviews as ReviewPage | undefined,
    );
    plain(g, g.head);
  } else if (data.kind === 'topic') {
    const page = Number(data.queries[0]?.key[3]) || 1;
    const t = topicFrame(subject as TopicDetail, page, pageUrl, siteUrl);
    plain(t, t.head);
  } else if (data.kind === 'collection') {
    const c = subject as CollectionDetail;
    const cards = c.works.length
      ? `<ul class="ui-grid ui-grid--gap-md" style="--grid-min:200px;--grid-max:5;--grid-phone:2">${c.works
          .map((w, i) => `<li class="ui-grid__cell">${card(w, 4 / 3, siteUrl, i < 2)}</li>`)
          .join('')}</ul>`
      : '<p class="muted">合集里还没有作品。</p>';
    const b = collectionFrame(c, pageUrl, siteUrl, cards);
    plain(b, b.head);
  } else if (data.kind === 'note') {
    const n = noteFrame(subject as Note, pageUrl, siteUrl);
    plain(n, n.head);
  } else if (data.kind === 'topics') {
    const latest = data.extra?.latest as Paginated<Topic> | undefined;
    const b = topicsFrame(subject as Paginated<Topic>, siteUrl, latest?.data, data.search);
    plain(b, b.head);
  } else if (data.kind === 'shops' || data.kind === 'designers') {
    const draw = { shops: shopsFrame, designers: designersFrame }[data.kind];
    const b = draw(subject as never, siteUrl, data.search);
    plain(b, b.head);
  } else if (data.kind === 'recommend') {
    const type = data.view?.type;
    const list = withWholeCounts(subject as Paginated<RecommendedWork>);
    built = recommendFrame(list, type, siteUrl);
    const title = recommendTitle(type, list.current_page);
    head = {
      title: `${title} · ${SITE_NAME}`,
      ogTitle: title,
      description: RECOMMEND_PAGE.description,
      image: built.lcp,
      imageAlt: RECOMMEND_PAGE.title,
      ogType: 'website',
      jsonLd: [ld.breadcrumbs(siteUrl, [{ href: route.path, text: RECOMMEND_PAGE.title }])],
    };
  } else if (data.kind === 'share') {
    const item = shareTarget(
      shareTargetKind(pagePath.split('/')[2] ?? ''),
      subject as DesignerDetail | ShopDetail | WorkDetail,
    );
    const b = shareFrame(item, siteUrl);
    plain(b, b.head);
  } else {
    const fixedType = route.name === 'explore' ? undefined : (route.name as WorkType);
    const copy = route.name === 'explore' ? EXPLORE_PAGE : LIST_PAGES[fixedType!];
    const list = withWholeCounts(subject as Paginated<WorkSummary>);
    // The view the URL asks for (shared firstPage reads it as the SPA does).
    const filters: WorksFilters = data.view ?? { sort: 'latest', page: list.current_page };
    const search = route.name === 'explore' && filters.keyword ? searchHeading(filters.keyword) : undefined;
    const title = worksListTitle(copy, { ...filters, page: list.current_page }, search);
    built = listFrame(copy, route.path, list, siteUrl, {
      filters,
      fixedType,
      heading: search ?? copy.title,
      people: data.extra?.people as SearchResult | undefined,
    });
    head = {
      title: `${title} · ${SITE_NAME}`,
      ogTitle: title,
      description: copy.description || null,
      image: built.lcp,
      imageAlt: copy.title,
      ogType: 'website',
      jsonLd: [ld.breadcrumbs(siteUrl, [{ href: route.path, text: copy.title }])],
    };
  }
  const css = [
    FRAME_CSS,
    data.kind === 'works-list'
      ? '@media (min-width: 768px) and (scripting: enabled) { .fp-phone-only { display: none; } }'
      : '',
  ].join('');
  return {
    head: head!,
    frame: layout(built!.main),
    lcpImage: built!.lcp,
    lcpLayout: built!.lcpLayout,
    state,
    css,
  };
}

/** Head tags for a page: canonical, Open Graph, Twitter card, article facts, JSON-LD. */
function headTags(head: Head, canonical: string, siteUrl: string): string {
  // The page's picture as a 1200×630 JPEG card (routes/og-image.ts), else the site's 1200×630 PNG.
  const card = head.image ? ogImagePath(new URL(canonical).pathname) : null;
  const image = absolute(card ?? OG_SITE_CARD, siteUrl);
  const tags = [
    `<link rel="canonical" href="${esc(canonical)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:locale" content="zh_CN">`,
    `<meta property="og:title" content="${esc(head.ogTitle)}">`,
    `<meta property="og:type" content="${head.ogType}">`,
    `<meta property="og:url" content="${esc(canonical)}">`,
    `<meta property="og:image" content="${esc(image)}">`,
    `<meta property="og:image:type" content="${ogCardType(card ?? OG_SITE_CARD)}">`,
    `<meta property="og:image:width" content="${OG_WIDTH}">`,
    `<meta property="og:image:height" content="${OG_HEIGHT}">`,
    `<meta property="og:image:alt" content="${esc(card ? head.imageAlt : SITE_NAME)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${esc(head.ogTitle)}">`,
    `<meta name="twitter:image" content="${esc(image)}">`,
  ];
  if (head.description) {
    tags.push(
      `<meta property="og:description" content="${esc(head.description)}">`,
      `<meta name="twitter:description" content="${esc(head.description)}">`,
    );
  }
  if (head.ogType === 'article' && head.published) {
    tags.push(`<meta property="article:published_time" content="${esc(head.published)}">`);
  }
  if (head.ogType === 'article' && head.author) {
    tags.push(
      `<meta property="article:author" content="${esc(absolute(hrefs.designer(head.author.id), siteUrl))}">`,
    );
  }
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
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
  opts: {
    canonical: string;
    siteUrl: string;
    stylesheets: readonly string[];
    /** The frame's own rules (critical-css.ts), inlined in place of stylesheet links. */
    frameCss?: string;
    /**
     * The reader's theme (their theme cookie): the shell's boot script applies it before the first
     * paint, but a reader without script sees only what is written here.
     */
    theme?: Theme;
  },
): string {
  let out = html.replace(/<title>[^<]*<\/title>/, () => `<title>${esc(paint.head.title)}</title>`);
  const theme = opts.theme ?? DEFAULT_THEME;
  if (theme !== DEFAULT_THEME) {
    out = out
      .replace(/(<html\b[^>]*\sdata-theme=")[^"]*"/, (_, start: string) => `${start}${theme}"`)
      .replace(
        /(<meta name="theme-color" content=")[^"]*"/,
        (_, start: string) => `${start}${THEME_COLORS[theme]}"`,
      );
  }
  const description = paint.head.description;
  if (description) {
    out = out.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${esc(description)}" />`,
    );
  }
  const extra = [
    headTags(
      paint.head,
      paint.head.canonicalPath ? absolute(paint.head.canonicalPath, opts.siteUrl) : opts.canonical,
      opts.siteUrl,
    ),
    ...opts.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${esc(href)}">`),
    // The start-up loader puts the page's sheets right after it (web/build/boot-after-paint.ts).
    opts.frameCss ? `<style id="${FRAME_CSS_ELEMENT_ID}">${opts.frameCss}</style>` : '',
    paint.css ? `<style>${paint.css}</style>` : '',
    paint.lcpImage
      ? `<link rel="preload" as="image" fetchpriority="high" href="${esc(paint.lcpImage)}"${widthsAttrs(paint.lcpImage, paint.lcpLayout, 'image')}>`
      : '',
    `<script type="application/json" id="${FIRST_PAINT_STATE_ID}">${scriptJson(paint.state)}</script>`,
  ].filter(Boolean);
  out = out.replace('</head>', () => `  ${extra.join('\n    ')}\n  </head>`);
  return out.replace('<div id="root"></div>', () => `<div id="root">${paint.frame}</div>`);
}
