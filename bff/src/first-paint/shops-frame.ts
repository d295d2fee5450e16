/**
 * The first paint of the 店铺 (/shop) list: a page of it as the SPA's shop directory draws it
 * (web/src/features/shops/routes/shop.page.tsx with ShopCard and Rating), with the SPA's elements and
 * class names, so the page's own stylesheets draw the frame and React's page lands on it. The search is
 * a plain GET form (the SPA reads ?keyword= from the URL), the page links are links; the newest goods
 * under the list (新上架好物) come with the app, which asks for them.
 */
import { hrefs, shopListHref, type ListSearch, type Paginated, type Shop } from '@zaowu/shared';
import { formatCompact } from '@zaowu/shared/compact';
import { SHOPS_PAGE as copy } from '@zaowu/shared/list-pages';
import type { Built } from './detail-frames.ts';
import { listHead, PAGES } from './list-frames.ts';
import { emptyState, esc, image, keywordSearch, listOf, pagination, picture, wholeNumber } from './markup.ts';

const base = hrefs.shops();

/** The SPA's KeywordSearch on this page: its label and placeholder (shop.page.tsx). */
const SEARCH_LABEL = '搜索店铺';
const SEARCH_PLACEHOLDER = '搜索店铺名称或介绍';
/** Banners loaded at once, as the SPA's list gives priority to its first cards (a row of four). */
const EAGER_BANNERS = 4;

/** The shop's rating as the SPA's Rating draws it: stars, the figure and its reviews, or 暂无评分. */
function rating(value: number, reviews: number): string {
  const count = wholeNumber(reviews);
  if (count === 0) return '<p class="shop-rating shop-rating--none">暂无评分</p>';
  const score = Math.max(0, Math.min(5, Number(value) || 0));
  const text = score.toFixed(1);
  return `<p class="shop-rating"><span class="stars" aria-hidden="true" style="--rating:${score / 5}">★★★★★</span><span class="shop-rating__value" aria-hidden="true">${text}</span><span class="shop-rating__count" aria-hidden="true">（${count} 条评价）</span><span class="visually-hidden">评分 ${text} 分（满分 5 分），${count} 条评价</span></p>`;
}

/** A shop's card as the SPA's ShopCard draws it: banner, logo, name (the link), rating, text, figures. */
function shopCard(s: Shop, index: number, siteUrl: string): string {
  const nameId = `fp-shop-${index}-name`;
  const banner = image(picture(s.banner, siteUrl), 8 / 3, {
    eager: index < EAGER_BANNERS,
    layout: 'banner',
  });
  const logo = image(picture(s.logo, siteUrl), 1, {
    className: 'shop-card__logo',
    eager: false,
    layout: 'thumb',
  });
  return `<article class="profile-card shop-card" aria-labelledby="${nameId}"><div class="profile-card__cover shop-card__banner">${banner}</div><div class="shop-card__body">${logo}<h2 class="profile-card__name shop-card__name" id="${nameId}"><a class="profile-card__link shop-card__link" href="${esc(hrefs.shop(s.id))}">${esc(s.name)}</a></h2>${rating(s.rating, s.rating_count)}<p class="shop-card__description">${esc(s.description)}</p><p class="shop-card__figures"><span>${formatCompact(s.goods_count)} 件商品</span><span aria-hidden="true">·</span><span>已售 ${formatCompact(s.sales)}</span></p></div></article>`;
}

/** The page's empty state (the SPA's Empty): past the last page, or no shop yet. */
function empty(page: number, keyword: string | undefined): string {
  const [title, description] = keyword
    ? ['没有找到相关店铺', '换个关键词试试，或者逛逛全部店铺。']
    : [page > 1 ? '没有这一页' : '还没有店铺', '稍后再来看看吧。'];
  return emptyState(
    title,
    description,
    keyword || page > 1 ? { href: base, label: '查看全部店铺' } : undefined,
  );
}

export function shopsFrame(list: Paginated<Shop>, siteUrl: string, { keyword }: ListSearch = {}): Built {
  const shops = listOf(list.data);
  const page = wholeNumber(list.current_page, 1);
  // The search as the SPA's KeywordSearch, working without script: a GET of /shop?keyword=….
  const search = keywordSearch({
    action: base,
    label: SEARCH_LABEL,
    placeholder: SEARCH_PLACEHOLDER,
    id: 'fp-shop-keyword',
    value: keyword,
  });
  const cells = shops.map((s, i) => `<li class="ui-grid__cell">${shopCard(s, i, siteUrl)}</li>`).join('');
  // The page links as the SPA's Pagination, under the cards.
  const pages = pagination(page, wholeNumber(list.last_page, 1), (n) => shopListHref({ keyword, page: n }), {
    label: '店铺列表分页',
    className: 'shops-pagination',
  });
  const results =
    shops.length > 0
      ? `<ul class="ui-grid ui-grid--gap-md" aria-label="店铺列表" style="--grid-min:260px;--grid-max:4;--grid-phone:1">${cells}</ul>${pages}`
      : empty(page, keyword);
  return {
    main: `<section class="shops-page" aria-labelledby="page-title"><header class="shops-intro"><h1 id="page-title" data-fp="title">${esc(copy.title)}</h1><p class="shops-intro__lead">${esc(copy.intro)}</p></header>${search}<p class="shops-status" role="status">${keyword ? `「${esc(keyword)}」的搜索结果：` : ''}共 ${wholeNumber(list.total)} 家店铺</p>${results}</section>`,
    lcp: shops[0] ? picture(shops[0].banner, siteUrl) : null,
    lcpLayout: 'banner',
    head: listHead(PAGES.shops, page, siteUrl),
  };
}
