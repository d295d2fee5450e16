/**
 * The 店铺 list's frame is the SPA's shop directory (shop.page.tsx, ShopCard, Rating) drawn as plain
 * HTML: the same elements, class names and text, so the SPA's stylesheets draw it where React will
 * draw its page; every shop is a link, the search a GET form, the pages links; members' text escaped
 * once.
 */
import { readFileSync } from 'node:fs';
import { spaCssFor, unknownClasses } from '../testing/spa-markup.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchRoute, type Paginated, type Shop } from '@zaowu/shared';
import { SHOPS_PAGE } from '@zaowu/shared/list-pages';
import { demoUpstream } from '../upstream.ts';
import { testConfig, TEST_FIRST_PAINT_WAIT_MS } from '../testing/fixtures.ts';
import { decodeHtml } from '../testing/html.ts';
import { firstPaint } from './frame.ts';
import * as ld from './json-ld.ts';
import { esc } from './markup.ts';
import { pageDataSource } from './page-data.ts';
import { shopsFrame } from './shops-frame.ts';

const SITE = 'https://www.zaowu.test';

const shop = (id: number, over: Partial<Shop> = {}): Shop => ({
  id,
  name: `店铺${id}`,
  logo: `/api/storage/logo/${id}.png`,
  banner: `/api/storage/banner/${id}.png`,
  description: `第 ${id} 家店的介绍`,
  owner: { id: 100 + id, nickname: `店主${id}`, avatar: '' },
  goods_count: 12_345,
  sales: 7,
  rating: 4.25,
  rating_count: 3,
  created_at: '2026-01-01T00:00:00+08:00',
  updated_at: '2026-01-02T00:00:00+08:00',
  ...over,
});

const listOf = (data: Shop[], page = 1, lastPage = 1, total = data.length): Paginated<Shop> => ({
  data,
  total,
  per_page: 12,
  current_page: page,
  last_page: lastPage,
});

/** The opening tags of the elements with this class, in order. */
const tagsWith = (html: string, cls: string) =>
  [...html.matchAll(/<[a-z][a-z0-9]*\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /\sclass="([^"]*)"/.exec(tag)?.[1]?.split(' ').includes(cls));
/** The markup of each shop's card. */
const cards = (html: string) =>
  html
    .split('<li class="ui-grid__cell">')
    .slice(1)
    .map((c) => c.slice(0, c.indexOf('</article>')));

describe('the shop list’s frame', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => shop(i + 1));

  it('is the SPA’s page: heading, search, count, a grid of cards', () => {
    const { main } = shopsFrame(listOf(twelve, 1, 1, 12), SITE);
    expect(main).toMatch(
      /^<section class="shops-page" aria-labelledby="page-title"><header class="shops-intro"><h1 id="page-title" data-fp="title">店铺<\/h1><p class="shops-intro__lead">/,
    );
    expect(main).toContain(`<p class="shops-intro__lead">${esc(SHOPS_PAGE.intro)}</p>`);
    expect(main).toContain('<p class="shops-status" role="status">共 12 家店铺</p>');
    // The SPA's Grid: at least 260 px a card, four on wide screens, one on phones.
    expect(main).toContain(
      '<ul class="ui-grid ui-grid--gap-md" aria-label="店铺列表" style="--grid-min:260px;--grid-max:4;--grid-phone:1">',
    );
    expect(cards(main)).toHaveLength(12);
    // In the SPA's order: heading, search, count, cards.
    const at = (s: string) => main.indexOf(s);
    expect(at('class="shops-intro"')).toBeLessThan(at('class="keyword-search"'));
    expect(at('class="keyword-search"')).toBeLessThan(at('class="shops-status"'));
    expect(at('class="shops-status"')).toBeLessThan(at('class="ui-grid'));
  });

  it('searches without script: a GET form to /shop with the keyword the SPA reads from the URL', () => {
    const { main } = shopsFrame(listOf(twelve), SITE);
    const form = /<form [^>]*>/.exec(main)![0];
    expect(form).toContain('role="search"');
    expect(form).toContain('aria-label="搜索店铺"');
    expect(form).toContain('class="keyword-search"');
    expect(form).toContain('action="/shop"');
    expect(form).toContain('method="get"');
    const input = /<input [^>]*>/.exec(main)![0];
    expect(input).toContain('name="keyword"');
    expect(input).toContain('class="keyword-search__input"');
    expect(input).toContain('placeholder="搜索店铺名称或介绍"');
    expect(input).toContain('maxlength="50"');
    expect(main).toContain('<label for="fp-shop-keyword" class="visually-hidden">搜索店铺</label>');
    expect(input).toContain('id="fp-shop-keyword"');
    expect(main).toMatch(
      /<button type="submit" class="btn btn--primary btn--md keyword-search__button"><svg [^>]*aria-hidden="true"><path [^>]*><\/path><\/svg>搜索<\/button><\/form>/,
    );
  });

  it('draws a search as the SPA does: the keyword in the box and the count, pages and empty state for it', () => {
    const { main } = shopsFrame(listOf(twelve, 1, 2, 13), SITE, { keyword: '数字 资产' });
    expect(main).toContain(' value="数字 资产"><button');
    expect(main).toContain('<p class="shops-status" role="status">「数字 资产」的搜索结果：共 13 家店铺</p>');
    expect(main).toContain(
      `<a class="pagination__step pagination__step--next" href="/shop?keyword=${encodeURIComponent('数字 资产')}&amp;page=2">`,
    );
    const none = shopsFrame(listOf([], 1, 0, 0), SITE, { keyword: '无人' }).main;
    expect(none).toContain(
      '<p class="empty__title">没有找到相关店铺</p><p class="empty__description">换个关键词试试，或者逛逛全部店铺。</p>',
    );
    expect(none).toContain('<a class="btn btn--primary btn--md" href="/shop">查看全部店铺</a>');
  });

  it('draws each shop as ShopCard does: banner, logo, name as its link, rating, text, figures', () => {
    const [first] = cards(shopsFrame(listOf(twelve), SITE).main);
    expect(first).toBe(
      [
        '<article class="profile-card shop-card" aria-labelledby="fp-shop-0-name">',
        '<div class="profile-card__cover shop-card__banner">',
        '<span class="ui-image ui-image--loaded " style="aspect-ratio:2.6666666666666665" data-status="loaded">',
        // In widths (shared/pictures.ts): one card across a phone, two to four wider, at most ~340 px.
        '<img class="ui-image__img ui-image__img--cover" src="/api/storage/banner/1.png"',
        ' srcset="/pic/160/api/storage/banner/1.png 160w, /pic/320/api/storage/banner/1.png 320w, /pic/480/api/storage/banner/1.png 480w, /pic/640/api/storage/banner/1.png 640w, /pic/960/api/storage/banner/1.png 960w, /pic/1280/api/storage/banner/1.png 1280w, /pic/1920/api/storage/banner/1.png 1920w"',
        ' sizes="(max-width: 599px) 100vw, (max-width: 900px) 50vw, (max-width: 1140px) 34vw, 340px"',
        ' alt="" decoding="async" fetchpriority="high">',
        '</span></div><div class="shop-card__body">',
        '<span class="ui-image ui-image--loaded shop-card__logo" style="aspect-ratio:1" data-status="loaded">',
        '<img class="ui-image__img ui-image__img--cover" src="/api/storage/logo/1.png"',
        ' srcset="/pic/160/api/storage/logo/1.png 160w, /pic/320/api/storage/logo/1.png 320w, /pic/480/api/storage/logo/1.png 480w, /pic/640/api/storage/logo/1.png 640w, /pic/960/api/storage/logo/1.png 960w, /pic/1280/api/storage/logo/1.png 1280w, /pic/1920/api/storage/logo/1.png 1920w"',
        ' sizes="72px" alt="" decoding="async" loading="lazy">',
        '</span>',
        '<h2 class="profile-card__name shop-card__name" id="fp-shop-0-name"><a class="profile-card__link shop-card__link" href="/shop/1">店铺1</a></h2>',
        '<p class="shop-rating"><span class="stars" aria-hidden="true" style="--rating:0.85">★★★★★</span>',
        '<span class="shop-rating__value" aria-hidden="true">4.3</span>',
        '<span class="shop-rating__count" aria-hidden="true">（3 条评价）</span>',
        '<span class="visually-hidden">评分 4.3 分（满分 5 分），3 条评价</span></p>',
        '<p class="shop-card__description">第 1 家店的介绍</p>',
        '<p class="shop-card__figures"><span>1.2万 件商品</span><span aria-hidden="true">·</span><span>已售 7</span></p>',
        '</div>',
      ].join(''),
    );
  });

  it('uses every class name ShopCard and Rating give their elements', () => {
    const source = (file: string) =>
      readFileSync(new URL(`../../../web/src/features/shops/components/${file}`, import.meta.url), 'utf8');
    // ShopCard itself (not its skeleton) and Rating, both with a rating and without one.
    const card = source('ShopCard.tsx').split('export function ShopCardSkeleton')[0]!;
    const names = [...`${card}${source('Rating.tsx')}`.matchAll(/className="([^"]+)"/g)].flatMap((m) =>
      m[1]!.split(' '),
    );
    expect(names.length).toBeGreaterThan(10);
    const rated = shopsFrame(listOf([shop(1)]), SITE).main;
    const unrated = shopsFrame(listOf([shop(1, { rating: 0, rating_count: 0 })]), SITE).main;
    for (const name of new Set(names)) {
      expect(tagsWith(rated, name).length + tagsWith(unrated, name).length, name).toBeGreaterThan(0);
    }
  });

  it('uses the SPA’s class names only, and the SPA’s rules draw it', () => {
    const main = [
      shopsFrame(listOf([shop(1), shop(2, { banner: '', rating_count: 0 })], 2, 3), SITE).main,
      shopsFrame(listOf([], 4, 3, 30), SITE).main,
    ].join('');
    expect(unknownClasses(main)).toEqual([]);
    const css = spaCssFor(main);
    for (const selector of [
      '.shops-intro h1 {',
      '.shops-status {',
      '.keyword-search__input {',
      '.ui-grid {',
      '.profile-card {',
      '.profile-card__link::after {',
      '.shop-card__body {',
      '.ui-image.shop-card__logo {',
      '.shop-rating__value {',
      '.stars {',
      '.shop-card__figures {',
      '.shops-pagination {',
      '.pagination {',
      '.empty__icon {',
    ]) {
      expect(css, selector).toContain(selector);
    }
  });

  it('gives the first row’s banners priority, as the SPA does, and loads the rest lazily', () => {
    const { main, lcp } = shopsFrame(listOf(twelve), SITE);
    const banners = cards(main).map((c) => /<img [^>]*>/.exec(c)![0]);
    expect(banners.map((b) => b.includes('fetchpriority="high"'))).toEqual(twelve.map((_, i) => i < 4));
    expect(banners.slice(4).every((b) => b.includes('loading="lazy"'))).toBe(true);
    // Every logo is lazy (the SPA gives them no priority).
    const logos = tagsWith(main, 'shop-card__logo');
    expect(logos).toHaveLength(12);
    // The first banner is preloaded as the page's largest picture.
    expect(lcp).toBe('/api/storage/banner/1.png');
    // Preloaded as the same set of widths the card shows (frame.ts writes imagesrcset from it).
    expect(shopsFrame(listOf(twelve), SITE).lcpLayout).toBe('banner');
  });

  it('says 暂无评分 for a shop no one has rated, and keeps a rating within 0–5', () => {
    const none = shopsFrame(listOf([shop(1, { rating: 0, rating_count: 0 })]), SITE).main;
    expect(none).toContain('<p class="shop-rating shop-rating--none">暂无评分</p>');
    expect(none).not.toContain('class="stars"');
    const over = shopsFrame(listOf([shop(1, { rating: 7, rating_count: 1 })]), SITE).main;
    expect(over).toContain('style="--rating:1"');
    expect(over).toContain('评分 5.0 分（满分 5 分），1 条评价');
  });

  it('draws a picture it may not show as the SPA’s empty box, without an <img>', () => {
    const [card] = cards(
      shopsFrame(listOf([shop(1, { banner: 'javascript:alert(1)', logo: '' })]), SITE).main,
    );
    expect(card).not.toContain('<img');
    expect(card).not.toContain('javascript:');
    expect(tagsWith(card!, 'ui-image--error')).toHaveLength(2);
    expect(shopsFrame(listOf([shop(1, { banner: '' })]), SITE).lcp).toBeNull();
  });

  it('escapes members’ text once, whatever it holds', () => {
    const texts = [
      '</script><script>alert(1)</script>',
      "$& $` $' $$ $1 $<n>",
      '"引号" & \'单\' <b>',
      '𠮷😀',
    ];
    for (const text of texts) {
      const plain = shopsFrame(listOf([shop(1, { name: 'NAME', description: 'DESC' })]), SITE).main;
      const hostile = shopsFrame(listOf([shop(1, { name: text, description: `${text}!` })]), SITE).main;
      expect(hostile).toBe(
        plain
          .split('NAME')
          .join(esc(text))
          .split('DESC')
          .join(esc(`${text}!`)),
      );
      expect(decodeHtml(/<a class="profile-card__link[^>]*>([^<]*)<\/a>/.exec(hostile)![1]!)).toBe(text);
    }
  });

  it('links the pages under the cards, where the SPA has its pagination', () => {
    const { main } = shopsFrame(listOf(twelve, 2, 5, 55), SITE);
    expect(main).toContain('<p class="shops-status" role="status">共 55 家店铺</p>');
    const pages = main.slice(main.indexOf('</ul>') + '</ul>'.length);
    expect(pages).toMatch(
      /^<nav class="pagination shops-pagination" aria-label="店铺列表分页">.*<\/nav><\/section>$/,
    );
    expect(pages).toContain('<a class="pagination__step pagination__step--prev" href="/shop">');
    expect(pages).toContain(
      '<a class="pagination__page" aria-label="第 2 页" aria-current="page" href="/shop?page=2">2</a>',
    );
    expect(pages).toContain('<a class="pagination__page" aria-label="第 3 页" href="/shop?page=3">3</a>');
    expect(pages).toContain('<a class="pagination__page" aria-label="第 5 页" href="/shop?page=5">5</a>');
    expect(pages).toContain('<a class="pagination__step pagination__step--next" href="/shop?page=3">');
    // One page: no page links.
    expect(shopsFrame(listOf(twelve), SITE).main).not.toContain('<nav');
  });

  it('past the last page, and with no shop at all, says so as the SPA’s empty state', () => {
    const past = shopsFrame(listOf([], 3, 2, 20), SITE);
    expect(past.main).toContain('<p class="shops-status" role="status">共 20 家店铺</p>');
    expect(past.main).toContain('<p class="empty__title">没有这一页</p>');
    expect(past.main).toContain('<p class="empty__description">稍后再来看看吧。</p>');
    expect(past.main).toContain(
      '<div class="empty__action"><a class="btn btn--primary btn--md" href="/shop">查看全部店铺</a></div>',
    );
    expect(past.main).not.toContain('ui-grid');
    expect(past.main).not.toContain('<nav');
    expect(past.lcp).toBeNull();
    const none = shopsFrame(listOf([], 1, 1, 0), SITE).main;
    expect(none).toContain('<p class="empty__title">还没有店铺</p>');
    expect(none).not.toContain('empty__action');
  });

  it('has the list’s head: its title (with the page), description and breadcrumbs, no picture', () => {
    expect(shopsFrame(listOf(twelve), SITE).head).toEqual({
      title: '店铺 · 造物',
      ogTitle: '店铺',
      description: SHOPS_PAGE.description,
      image: null,
      imageAlt: '店铺',
      ogType: 'website',
      jsonLd: [ld.breadcrumbs(SITE, [{ href: '/shop', text: '店铺' }])],
    });
    const second = shopsFrame(listOf(twelve, 2, 3), SITE).head;
    expect(second.title).toBe('店铺 · 第 2 页 · 造物');
    expect(second.ogTitle).toBe('店铺 · 第 2 页');
  });
});

describe('the shop list’s frame from the demo data', () => {
  let list: Paginated<Shop>;
  let frame: string;

  beforeAll(async () => {
    const upstream = await demoUpstream(testConfig());
    const data = await pageDataSource(upstream, { timeoutMs: TEST_FIRST_PAINT_WAIT_MS }).load(
      matchRoute('/shop')!,
      '',
    );
    list = data!.subject as Paginated<Shop>;
    frame = firstPaint(matchRoute('/shop')!.route, data!, SITE)!.frame;
  });

  it('draws every shop of the page, in order, each a link to its page', () => {
    expect(list.data.length).toBeGreaterThan(4);
    const drawn = cards(frame);
    expect(drawn).toHaveLength(list.data.length);
    list.data.forEach((s, i) => {
      const card = drawn[i]!;
      expect(card).toContain(
        `<a class="profile-card__link shop-card__link" href="/shop/${s.id}">${esc(s.name)}</a>`,
      );
      expect(card).toContain(`<p class="shop-card__description">${esc(s.description)}</p>`);
      expect(card).toContain(`src="${esc(s.banner)}"`);
    });
    expect(frame).toContain(`共 ${list.total} 家店铺`);
    expect(frame.match(/<h1[^>]*>/g)).toEqual(['<h1 id="page-title" data-fp="title">']);
  });
});
