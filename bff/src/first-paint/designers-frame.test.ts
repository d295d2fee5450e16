/**
 * The 设计师 list's first paint (designers-frame.ts) is the SPA's page (DesignerDirectory with
 * DesignerCard and DesignerStats) drawn from the same data: its elements, class names and texts in its
 * order, so the SPA's own rules lay it out where React's page will be; its links real links to the
 * SPA's URLs (each designer, each page, the search as a GET of ?keyword=); its controls look-alikes
 * hidden from assistive technology; member text escaped once; and the head every list has.
 */
import { classesOf, expectInOrder, spaCssFor, unknownClasses } from '../testing/spa-markup.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchRoute, parseDesignerParams, type Designer, type Paginated } from '@zaowu/shared';
import { demoUpstream } from '../upstream.ts';
import { testConfig, TEST_FIRST_PAINT_WAIT_MS } from '../testing/fixtures.ts';
import { decodeHtml } from '../testing/html.ts';
import { designersFrame } from './designers-frame.ts';
import { firstPaint } from './frame.ts';
import { pageDataSource } from './page-data.ts';
import { DESIGNERS_PAGE } from '@zaowu/shared/list-pages';

const SITE = 'https://www.zaowu.test';

function designer(id: number, over: Partial<Designer> = {}): Designer {
  return {
    id,
    nickname: `设计师${id}`,
    avatar: `/api/storage/gen/avatar/${id}.svg`,
    bio: `设计师 ${id} 的简介`,
    city: '杭州',
    specialties: ['model'],
    works_count: 12,
    followers: 345,
    likes: 6789,
    cover: `/api/storage/gen/banner/${id}.svg`,
    created_at: '2026-01-02T03:04:05+08:00',
    updated_at: '2026-01-02T03:04:05+08:00',
    ...over,
  };
}

function listOf(
  data: Designer[],
  { page = 1, last = 3, total = 26 }: { page?: number; last?: number; total?: number } = {},
): Paginated<Designer> {
  return { data, total, per_page: 12, current_page: page, last_page: last };
}

const many = (n: number, from = 1) => Array.from({ length: n }, (_, i) => designer(from + i));
/** The text of an element's content: tags dropped, escapes undone. */
const text = (html: string) => decodeHtml(html.replace(/<[^>]*>/g, ''));
/** Each match's first group. */
const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!);
/** The markup of each card. */
const cards = (html: string) => html.split('<article class="profile-card designer-card"').slice(1);
/** The page bar's markup. */
const bar = (html: string) => /<nav class="pagination[^]*?<\/nav>/.exec(html)?.[0] ?? '';

describe('the 设计师 list frame', () => {
  it('draws the SPA page in its order: intro, search, tabs, count, cards, page bar', () => {
    const { main } = designersFrame(listOf(many(2)), SITE);
    expect(main).toMatch(/^<section class="designers-page" aria-labelledby="page-title">/);
    expectInOrder(main, [
      '<header class="designers-intro"><h1 id="page-title" data-fp="title">设计师</h1><p class="designers-intro__lead">发现擅长模型、原画、动画与博客的创作者，关注他们的新作品。</p></header>',
      '<div class="designers-filters"><form role="search" aria-label="搜索设计师" class="keyword-search"',
      '<div class="designers-filters__tabs" aria-hidden="true"><div class="tabs tabs--pill" data-orientation="horizontal"><div class="tabs__list"><span class="tabs__tab" data-state="active">全部</span><span class="tabs__tab" data-state="inactive">模型</span><span class="tabs__tab" data-state="inactive">原画</span><span class="tabs__tab" data-state="inactive">动画</span><span class="tabs__tab" data-state="inactive">博客</span></div></div><div class="tabs tabs--pill" data-orientation="horizontal"><div class="tabs__list"><span class="tabs__tab" data-state="active">最热</span><span class="tabs__tab" data-state="inactive">最新</span></div></div></div></div>',
      '<p class="designers-status" role="status">共 26 位设计师</p>',
      '<ul class="ui-grid ui-grid--gap-md" style="--grid-min:260px;--grid-max:4;--grid-phone:1" aria-label="设计师列表"><li class="ui-grid__cell"><article class="profile-card designer-card"',
      '<nav class="pagination designers-pagination" aria-label="设计师列表分页">',
    ]);
    expect(main.endsWith('</nav></section>')).toBe(true);
  });

  it('searches without script: a GET of /designer?keyword=, the SPA reading the same parameter', () => {
    const { main } = designersFrame(listOf(many(1)), SITE);
    expect(main).toContain(
      '<form role="search" aria-label="搜索设计师" class="keyword-search" action="/designer" method="get"><label for="fp-designer-keyword" class="visually-hidden">搜索设计师</label><input id="fp-designer-keyword" type="search" name="keyword" class="keyword-search__input" placeholder="搜索设计师昵称、城市或简介" maxlength="50" enterkeyhint="search"><button type="submit" class="btn btn--primary btn--md keyword-search__button"><svg',
    );
    // The SPA's list reads the search the form sends as its keyword (shared list-views).
    expect(parseDesignerParams(new URLSearchParams('keyword=+山月+')).keyword).toBe('山月');
    // The search is the frame's one control: the tabs and 关注 are look-alikes, hidden from assistive
    // technology, that a click does nothing with.
    expect(all(main, /<(button|input|select|textarea)\b/g)).toEqual(['input', 'button']);
    expect(main).toContain(
      '<div class="designer-card__follow"><span class="btn btn--primary btn--sm follow-button" aria-hidden="true"><span><span class="follow-button__plus">+</span>关注</span></span></div>',
    );
  });

  it('draws a search as the SPA does: the keyword in the box and the count, pages and empty state for it', () => {
    const kw = '山月<b>"&';
    const { main } = designersFrame(listOf(many(12), { page: 2, last: 3, total: 30 }), SITE, { keyword: kw });
    expect(main).toContain(' value="山月&lt;b&gt;&quot;&amp;"><button');
    expect(main).toContain(
      '<p class="designers-status" role="status">「山月&lt;b&gt;&quot;&amp;」的搜索结果：共 30 位设计师</p>',
    );
    const q = `keyword=${encodeURIComponent(kw).replace(/%20/g, '+')}`;
    expect(main).toContain(
      `<a class="pagination__step pagination__step--prev" href="/designer?${q.replace(/&/g, '&amp;')}">`,
    );
    expect(main).toContain(`href="/designer?${q.replace(/&/g, '&amp;')}&amp;page=3">3</a>`);
    const none = designersFrame(listOf([], { last: 0, total: 0 }), SITE, { keyword: '无人' }).main;
    expect(text(none)).toContain(
      '没有找到符合条件的设计师换个关键词或领域试试，或者看看全部设计师。查看全部设计师',
    );
    expect(none).toContain('<a class="btn btn--primary btn--md" href="/designer">查看全部设计师</a>');
  });

  it('draws each designer as DesignerCard: name link, city, specialties, bio, 作品 / 粉丝 / 获赞', () => {
    const { main } = designersFrame(
      listOf([
        designer(7, {
          nickname: '阿青',
          city: '成都',
          specialties: ['art', 'animation'],
          works_count: 16,
          followers: 12_345,
          likes: 250_000_000,
        }),
        designer(8, { city: '', specialties: [], bio: '' }),
      ]),
      SITE,
    );
    const [first, second] = cards(main);
    expect(first).toContain(
      ' aria-labelledby="fp-designer-0-name"><div class="profile-card__cover designer-card__cover"><span class="ui-image',
    );
    expect(first).toContain(
      '<div class="designer-card__head"><h2 class="profile-card__name designer-card__name" id="fp-designer-0-name"><a class="profile-card__link designer-card__link" href="/designer/7">阿青</a></h2><p class="designer-card__city">成都</p></div>',
    );
    expect(first).toContain(
      '<ul class="designer-card__specialties" aria-label="擅长"><li><span class="badge badge--neutral">原画</span></li><li><span class="badge badge--neutral">动画</span></li></ul><p class="designer-card__bio">设计师 7 的简介</p>',
    );
    expect(first).toContain(
      '<dl class="designer-card__stats"><div><dt>作品</dt><dd>16</dd></div><div><dt>粉丝</dt><dd>1.2万</dd></div><div><dt>获赞</dt><dd>2.5亿</dd></div></dl></div></article>',
    );
    // No city, no specialties: nothing in their place; no bio: the SPA's line for it.
    expect(second).toContain('href="/designer/8">设计师8</a></h2></div><div class="designer-card__follow">');
    expect(second).not.toContain('designer-card__specialties');
    expect(second).toContain('<p class="designer-card__bio">这位设计师还没有写简介。</p>');
  });

  it("draws the pictures with image(): covers eager in the first row only, avatars as the SPA's load", () => {
    const list = listOf([
      ...many(5),
      designer(6, { avatar: '', cover: '' }),
      designer(7, { nickname: ' 阿青', avatar: 'javascript:alert(1)', cover: 'javascript:alert(1)' }),
    ]);
    const frame = designersFrame(list, SITE);
    const drawn = cards(frame.main);
    const img = (card: string, kind: string) =>
      new RegExp(
        `<img class="ui-image__img ui-image__img--cover" src="/api/storage/gen/${kind}/\\d+\\.svg" alt="" decoding="async" ([^>]*)>`,
      ).exec(card)?.[1];
    // The cover in the SPA's 8:3 box, decorative beside the name (alt ""), at the size it comes in
    // (the SPA's Image there has no layout, so no srcset), high priority for the first four.
    expect(drawn[0]).toContain(
      '<div class="profile-card__cover designer-card__cover"><span class="ui-image ui-image--loaded " style="aspect-ratio:2.6666666666666665" data-status="loaded"><img class="ui-image__img ui-image__img--cover" src="/api/storage/gen/banner/1.svg" alt="" decoding="async" fetchpriority="high"></span></div>',
    );
    expect(drawn.slice(0, 5).map((c) => img(c, 'banner'))).toEqual([
      'fetchpriority="high"',
      'fetchpriority="high"',
      'fetchpriority="high"',
      'fetchpriority="high"',
      'loading="lazy"',
    ]);
    expect(frame.main).not.toContain('srcset');
    // The avatar in Avatar's 64 px round box, loaded when near the screen as the SPA's.
    expect(drawn[0]).toContain(
      '<span class="avatar designer-card__avatar" style="width:64px;height:64px;font-size:27px"><span class="ui-image ui-image--loaded " style="aspect-ratio:1" data-status="loaded"><img class="ui-image__img ui-image__img--cover" src="/api/storage/gen/avatar/1.svg" alt="" decoding="async" loading="lazy"></span></span>',
    );
    expect(drawn.slice(0, 5).map((c) => img(c, 'avatar'))).toEqual(Array(5).fill('loading="lazy"'));
    // None, or one the URL rules refuse: the SPA's fallbacks (暂无图片, the name's first character).
    for (const card of drawn.slice(5)) {
      expect(card).toContain(
        '<span class="ui-image ui-image--error" style="aspect-ratio:2.6666666666666665" data-status="error"><span class="ui-image__fallback" aria-hidden="true"><svg',
      );
      expect(text(card)).toContain('暂无图片');
      expect(card).not.toContain('<img');
    }
    expect(drawn[5]).toContain('<span class="avatar__fallback" aria-hidden="true">设</span>');
    expect(drawn[6]).toContain('<span class="avatar__fallback" aria-hidden="true">阿</span>');
    expect(frame.main).not.toContain('javascript:');
    // The first cover is the page's largest picture, preloaded.
    expect(frame.lcp).toBe('/api/storage/gen/banner/1.svg');
    expect(designersFrame(listOf([designer(6, { cover: '' })]), SITE).lcp).toBeNull();
  });

  it('offers an uploaded cover in widths sized for the grid, and preloads it as the same set', () => {
    const photo = '/api/storage/uploads/ab/cover.jpg';
    const frame = designersFrame(listOf([designer(1, { cover: photo })]), SITE);
    const img =
      /<div class="profile-card__cover designer-card__cover">.*?<img ([^>]*)>/.exec(frame.main)?.[1] ?? '';
    expect(img).toContain(`srcset="/pic/160${photo} 160w, /pic/320${photo} 320w,`);
    // One card across a phone, two to four side by side wider, never more than about 340 px.
    expect(img).toContain(
      'sizes="(max-width: 599px) 100vw, (max-width: 900px) 50vw, (max-width: 1140px) 34vw, 340px"',
    );
    expect(frame.lcp).toBe(photo);
    expect(frame.lcpLayout).toBe('banner');
  });

  it("draws the SPA's page bar: 上一页, the pages, 3 / 20 for phones, 下一页, each page a link", () => {
    const first = bar(designersFrame(listOf(many(12)), SITE).main);
    expect(first).toBe(
      '<nav class="pagination designers-pagination" aria-label="设计师列表分页">' +
        '<span class="pagination__step pagination__step--prev is-disabled" aria-disabled="true"><svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" focusable="false" aria-hidden="true"><path d="M15 18l-6-6 6-6"></path></svg><span>上一页</span></span>' +
        '<ol class="pagination__pages"><li><a class="pagination__page" aria-label="第 1 页" aria-current="page" href="/designer">1</a></li><li><a class="pagination__page" aria-label="第 2 页" href="/designer?page=2">2</a></li><li><a class="pagination__page" aria-label="第 3 页" href="/designer?page=3">3</a></li></ol>' +
        '<span class="pagination__status"><span aria-hidden="true"><b>1</b> / 3</span><span class="visually-hidden">第 1 页，共 3 页</span></span>' +
        '<a class="pagination__step pagination__step--next" href="/designer?page=2"><span>下一页</span><svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" focusable="false" aria-hidden="true"><path d="M9 18l6-6-6-6"></path></svg></a></nav>',
    );
    // A later page: 上一页 a link (to the plain list from page 2), 下一页 inert on the last.
    const second = bar(designersFrame(listOf(many(12, 13), { page: 2 }), SITE).main);
    expect(second).toContain('<a class="pagination__step pagination__step--prev" href="/designer">');
    expect(second).toContain('aria-label="第 2 页" aria-current="page" href="/designer?page=2">2</a>');
    const last = bar(designersFrame(listOf(many(2, 25), { page: 3 }), SITE).main);
    expect(last).toContain(
      '<span class="pagination__step pagination__step--next is-disabled" aria-disabled="true">',
    );
    // Many pages: gaps where the SPA has them.
    const far = bar(designersFrame(listOf(many(12), { page: 10, last: 20, total: 240 }), SITE).main);
    expect(all(far, /<li[^>]*>(?:<a[^>]*>)?([^<]*)</g)).toEqual(['1', '…', '9', '10', '11', '…', '20']);
    expect(far).toContain('<li class="pagination__gap" aria-hidden="true">…</li>');
    // One page: no bar, as the SPA.
    expect(designersFrame(listOf(many(3), { last: 1, total: 3 }), SITE).main).not.toContain('pagination');
  });

  it('has the list’s head: its title (with the page), description and breadcrumbs, no picture', () => {
    expect(designersFrame(listOf(many(1, 13), { page: 2 }), SITE).head).toEqual({
      title: '设计师 · 第 2 页 · 造物',
      ogTitle: '设计师 · 第 2 页',
      description: DESIGNERS_PAGE.description,
      image: null,
      imageAlt: '设计师',
      ogType: 'website',
      jsonLd: [expect.objectContaining({ '@type': 'BreadcrumbList' })],
    });
    expect(designersFrame(listOf(many(1)), SITE).head.title).toBe('设计师 · 造物');
    expect(designersFrame(listOf([], { page: 3 }), SITE).head.title).toBe('设计师 · 第 3 页 · 造物');
    expect(designersFrame(listOf(many(1)), SITE).head.image).toBeNull();
  });

  it('draws the SPA empty states: past the last page, and no designer yet', () => {
    const past = designersFrame(listOf([], { page: 9 }), SITE);
    expect(text(past.main)).toContain('没有这一页这个列表只有 3 页。回到第一页');
    expect(past.main).toContain('<a class="btn btn--primary btn--md" href="/designer">回到第一页</a>');
    expect(past.main).not.toContain('ui-grid');
    expect(past.main).not.toContain('pagination');
    expect(past.lcp).toBeNull();
    const none = designersFrame(listOf([], { total: 0, last: 0 }), SITE).main;
    expect(text(none)).toContain('还没有设计师发布你的第一件作品，就会出现在这里。发布作品');
    expect(none).toContain('<a class="btn btn--primary btn--md" href="/publish">发布作品</a>');
    expect(none).toContain('共 0 位设计师');
  });

  it('writes member text escaped once, and only whole numbers where the page has figures', () => {
    const hostile = `</script><img src=x onerror=alert(1)>"'$&$\`$'&amp;`;
    const escaped = hostile
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;');
    const { main } = designersFrame(
      listOf([designer(1, { nickname: hostile, city: hostile, bio: hostile })]),
      SITE,
    );
    expect(main).not.toContain('<img src=x');
    expect(main).toContain(
      `href="/designer/1">${escaped}</a></h2><p class="designer-card__city">${escaped}</p>`,
    );
    expect(main).toContain(`<p class="designer-card__bio">${escaped}</p>`);
    // An upstream that answers with something other than numbers gets no markup in through them.
    const odd = {
      ...listOf([designer(1, { works_count: '<b>' as never })]),
      total: '<i>x</i>' as never,
      current_page: '<i>' as never,
      last_page: '<u>' as never,
    };
    const oddMain = designersFrame(odd, SITE).main;
    expect(oddMain).not.toMatch(/<[biu]>/);
    expect(oddMain).toContain('共 0 位设计师');
    expect(oddMain).toContain('<dt>作品</dt><dd>0</dd>');
  });

  it("uses only the SPA's class names (web/src), and the SPA's rules draw every part of it", () => {
    const { main } = designersFrame(
      listOf([designer(1), designer(2, { avatar: '', cover: '', city: '' })]),
      SITE,
    );
    expect(unknownClasses(main)).toEqual([]);
    expect(classesOf(main).size).toBeGreaterThan(50);
    // The rules the page's sheets have for it are the frame's (critical-css.ts keeps them): the
    // card's layout, the search, the tabs, the page bar, 关注.
    const css = spaCssFor(main);
    for (const selector of [
      '.designers-filters__tabs {',
      '.designers-status {',
      '.designer-card__body {',
      '.designer-card__avatar {',
      '.designer-card__stats dd {',
      '.profile-card__link::after {',
      '.keyword-search__input {',
      '.tabs--pill .tabs__tab {',
      '.pagination__step {',
      '.designers-pagination {',
      '.follow-button {',
      '.ui-grid {',
    ]) {
      expect(css, selector).toContain(selector);
    }
  });
});

describe('the 设计师 list frame with the demo data', () => {
  const config = testConfig();
  let source: ReturnType<typeof pageDataSource>;
  beforeAll(async () => {
    source = pageDataSource(await demoUpstream(config), { timeoutMs: TEST_FIRST_PAINT_WAIT_MS });
  });

  it.each([[''], ['?page=2']])('/designer%s: every designer of the page a card, in order', async (search) => {
    const data = await source.load(matchRoute('/designer')!, search);
    const list = data!.subject as Paginated<Designer>;
    expect(list.data.length).toBeGreaterThan(4);
    const paint = firstPaint(matchRoute('/designer')!.route, data!, SITE)!;
    expect(all(paint.frame, /<a class="profile-card__link designer-card__link" href="([^"]*)">/g)).toEqual(
      list.data.map((d) => `/designer/${d.id}`),
    );
    expect(paint.frame).toContain(`<p class="designers-status" role="status">共 ${list.total} 位设计师</p>`);
    expect(paint.frame).toContain('<h1 id="page-title" data-fp="title">设计师</h1>');
    expect(paint.lcpImage).toBe(list.data[0]!.cover);
    expect(paint.head.title).toBe(search ? '设计师 · 第 2 页 · 造物' : '设计师 · 造物');
    expect(paint.frame).toContain(
      search
        ? '<a class="pagination__step pagination__step--prev" href="/designer">'
        : '<a class="pagination__step pagination__step--next" href="/designer?page=2">',
    );
  });
});
