/**
 * The 社区 list's first paint (topics-frame.ts) is the SPA's page (community.page.tsx with TopicRow)
 * drawn from the same data: its elements, class names and texts in its order, its links real links to
 * the SPA's URLs, its controls look-alikes hidden from assistive technology, member text escaped once,
 * and the head every list has.
 */
import { classesOf, expectInOrder, unknownClasses } from '../testing/spa-markup.ts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { matchRoute, topicListHref, type Paginated, type Topic } from '@zaowu/shared';
import { demoUpstream } from '../upstream.ts';
import { testConfig, TEST_FIRST_PAINT_WAIT_MS } from '../testing/fixtures.ts';
import { decodeHtml } from '../testing/html.ts';
import { firstPaint } from './frame.ts';
import { pageDataSource } from './page-data.ts';
import { topicsFrame } from './topics-frame.ts';
import { COMMUNITY_PAGE } from '@zaowu/shared/list-pages';

const SITE = 'https://www.zaowu.test';
/** The BFF's clock in these tests: 2026-12-01 12:00 in Beijing. */
const NOW = Date.parse('2026-12-01T12:00:00+08:00');
const MINUTE = 60_000;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

function topic(id: number, over: Partial<Topic> = {}): Topic {
  return {
    id,
    title: `话题 ${id}`,
    excerpt: `话题 ${id} 的开头`,
    author: { id: 100 + id, nickname: `作者${id}`, avatar: `/api/storage/gen/avatar/${id}.svg` },
    tags: [],
    replies: 3,
    views: 40,
    last_reply_at: ago(5 * MINUTE),
    created_at: ago(60 * MINUTE),
    ...over,
  };
}

function listOf(
  data: Topic[],
  { page = 1, last = 2, total = 33 }: { page?: number; last?: number; total?: number } = {},
): Paginated<Topic> {
  return { data, total, per_page: 20, current_page: page, last_page: last };
}

/** The text of an element's content: tags dropped, escapes undone. */
const text = (html: string) => decodeHtml(html.replace(/<[^>]*>/g, ''));
/** Each match's first group. */
const all = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!);
/** The markup of each topic row. */
const rows = (html: string) => html.split('<article class="topic-row"').slice(1);

describe('the 社区 list frame', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('draws the SPA page in its order: intro, 发起话题, tabs, chips, count, rows, page links', () => {
    const { main } = topicsFrame(listOf([topic(1, { tags: ['讨论'] }), topic(2)]), SITE);
    expect(main).toMatch(/^<section class="community-page" aria-labelledby="page-title">/);
    expectInOrder(main, [
      '<header class="community-intro"><div><h1 id="page-title" data-fp="title">社区</h1><p class="community-intro__lead">和创作者们聊建模、原画、动画与接单经验：提问、分享、交流作品。</p></div>',
      '<span class="btn btn--primary btn--md community-intro__new" aria-hidden="true"><svg',
      '<div class="community-toolbar"><div class="tabs tabs--pill" data-orientation="horizontal" aria-hidden="true"><div class="tabs__list"><span class="tabs__tab" data-state="active">最新</span><span class="tabs__tab" data-state="inactive">最热</span></div></div></div>',
      '<nav class="community-tags" aria-label="按标签筛选">',
      '<p class="community-status" role="status">共 33 个话题</p>',
      '<ul class="topic-list" aria-label="话题列表">',
      '<nav class="pagination community-pagination" aria-label="话题列表分页">',
    ]);
    expect(text(main)).toContain('发起话题');
    // Nothing in the frame needs the app to be used: no button, no form control.
    expect(main).not.toMatch(/<(button|input|select|textarea)\b/);
  });

  it('draws each topic as TopicRow: its link, excerpt, author, tags and figures', () => {
    const { main } = topicsFrame(
      listOf([
        topic(7, { title: 'Blender 绑定', tags: ['求助', 'Blender'], replies: 12345, views: 1024 }),
        topic(8, { excerpt: '', tags: [], author: { id: 5, nickname: ' 阿青', avatar: '' } }),
      ]),
      SITE,
    );
    const [first, second] = rows(main);
    expect(first).toContain(
      ' aria-labelledby="topic-7-title"><div class="topic-row__main"><h2 class="topic-row__title" id="topic-7-title"><a href="/community/7">Blender 绑定</a></h2><p class="topic-row__excerpt">话题 7 的开头</p>',
    );
    // The avatar as the SPA's Avatar shows it once loaded, the picture drawn by image() (lazily).
    expect(first).toContain(
      '<div class="topic-row__meta"><span class="topic-row__author"><span class="avatar" style="width:22px;height:22px;font-size:9px"><span class="ui-image ui-image--loaded',
    );
    expect(first).toMatch(
      /<img class="ui-image__img ui-image__img--cover" src="\/api\/storage\/gen\/avatar\/7\.svg" alt="" decoding="async" loading="lazy"><\/span><\/span>作者7<\/span>/,
    );
    expect(first).toContain(
      '<ul class="topic-tags" aria-label="标签"><li><a class="topic-tag" href="/community?tag=%E6%B1%82%E5%8A%A9">#求助</a></li><li><a class="topic-tag" href="/community?tag=Blender">#Blender</a></li></ul>',
    );
    expect(first).toContain(
      '<dl class="topic-row__stats"><div><dt>回复</dt><dd>1.2万</dd></div><div><dt>浏览</dt><dd>1024</dd></div><div class="topic-row__last"><dt>最后回复</dt><dd><time',
    );
    // No excerpt, no tags: nothing in their place; no picture: the name's first character.
    expect(second).not.toContain('topic-row__excerpt');
    expect(second).not.toContain('topic-tags');
    expect(second).toContain(
      '<span class="avatar" style="width:22px;height:22px;font-size:9px"><span class="avatar__fallback" aria-hidden="true">阿</span></span> 阿青</span>',
    );
  });

  it('says when the last reply came as the SPA does, with the exact time beside it', () => {
    const times = [
      [ago(20_000), '刚刚'],
      [ago(5 * MINUTE), '5 分钟前'],
      [ago(3 * 60 * MINUTE), '3 小时前'],
      [ago(2 * 24 * 60 * MINUTE), '2 天前'],
      ['2026-10-31T19:40:07+08:00', '2026-10-31'],
    ] as const;
    const { main } = topicsFrame(listOf(times.map(([at], i) => topic(i + 1, { last_reply_at: at }))), SITE);
    const said = all(main, /<div class="topic-row__last"><dt>最后回复<\/dt><dd>(<time[^>]*>[^<]*<\/time>)/g);
    expect(said.map(text)).toEqual(times.map(([, words]) => words));
    expect(said[4]).toBe(
      '<time datetime="2026-10-31T19:40:07+08:00" title="2026-10-31 19:40">2026-10-31</time>',
    );
  });

  it("offers the SPA's chips: the ten tags most used on the page, then in Chinese order, as links", () => {
    const used = [
      ['Blender', 3],
      ['求助', 3],
      ['材质', 2],
      ['动画', 2],
      ['AE', 2],
      ['建模', 1],
      ['讨论', 1],
      ['分享', 1],
      ['工具', 1],
      ['新手', 1],
      ['绘画', 1],
      ['Substance Painter', 1],
    ] as const;
    const topics = [1, 2, 3].map((id) =>
      topic(id, { tags: used.filter(([, n]) => n >= id).map(([tag]) => tag) }),
    );
    const { main } = topicsFrame(listOf(topics), SITE);
    const chips = main
      .split('<nav class="community-tags" aria-label="按标签筛选"><ul>')[1]!
      .split('</nav>')[0]!;
    expect(all(chips, /<a class="topic-chip"[^>]*>([^<]*)<\/a>/g)).toEqual([
      '全部',
      '#求助',
      '#Blender',
      '#材质',
      '#动画',
      '#AE',
      '#分享',
      '#工具',
      '#绘画',
      '#建模',
      '#讨论',
    ]);
    // 全部 is the view drawn; each chip is the SPA's link to its tag's list (the shared topicListHref).
    expect(chips).toContain('<li><a class="topic-chip" aria-current="page" href="/community">全部</a></li>');
    expect(chips).toContain('<a class="topic-chip" href="/community?tag=%E6%B1%82%E5%8A%A9">#求助</a>');
    expect(all(chips, /aria-current/g)).toHaveLength(1);
    // A tag out of the ten still links as the SPA writes it (the shared topicListHref), a space as %20.
    expect(main).toContain(
      `<a class="topic-tag" href="${topicListHref({ tag: 'Substance Painter' })}">#Substance Painter</a>`,
    );
    expect(main).toContain('href="/community?tag=Substance%20Painter"');
    // No tags on the page: no chips, as the SPA.
    expect(topicsFrame(listOf([topic(1)]), SITE).main).not.toContain('community-tags');
  });

  it("draws a tag's view as the SPA does: 正在看 #tag, its chip current (first when not popular), its pages and empty state", () => {
    const tagged = listOf([topic(5, { tags: ['材质'] })], { page: 1, last: 2 });
    const latest = [topic(1, { tags: ['讨论'] })];
    const { main } = topicsFrame(tagged, SITE, latest, { tag: '材质' });
    expect(main).toContain(
      '<p class="community-active-tag">正在看 <strong>#材质</strong><a class="community-active-tag__clear" href="/community"><svg',
    );
    expect(all(main, /<a class="topic-chip"[^>]*>([^<]*)<\/a>/g)).toEqual(['全部', '#材质', '#讨论']);
    expect(main).toContain(
      `<a class="topic-chip" aria-current="page" href="/community?tag=${encodeURIComponent('材质')}">#材质</a>`,
    );
    expect(main).not.toContain('<a class="topic-chip" aria-current="page" href="/community">全部</a>');
    expect(main).toContain(`href="/community?tag=${encodeURIComponent('材质')}&amp;page=2">2</a>`);
    const none = topicsFrame(listOf([], { last: 0, total: 0 }), SITE, latest, { tag: '<空>' }).main;
    expect(none).toContain(
      '<p class="empty__title">还没有 #&lt;空&gt; 的话题</p><p class="empty__description">看看全部话题吧。</p>',
    );
    expect(none).toContain('<a class="btn btn--primary btn--md" href="/community">查看全部话题</a>');
    // Its title as the SPA's (usePageTitle): the tag first.
    expect(topicsFrame(tagged, SITE, latest, { tag: '材质' }).head.title).toBe('#材质 · 社区 · 造物');
  });

  it("on a later page draws the chips from the newest topics' first page, none without it", () => {
    const second = listOf([topic(21, { tags: ['分享'] })], { page: 2 });
    const { main } = topicsFrame(second, SITE);
    expect(main).not.toContain('community-tags');
    expect(main).toContain('<p class="community-status" role="status">共 33 个话题</p>');
    expect(main).toContain('<a class="pagination__step pagination__step--prev" href="/community">');
    expect(main).toContain('aria-label="第 2 页" aria-current="page" href="/community?page=2">2</a>');
    const withLatest = topicsFrame(second, SITE, [topic(1, { tags: ['讨论'] })]).main;
    expect(all(withLatest, /<a class="topic-chip"[^>]*>([^<]*)<\/a>/g)).toEqual(['全部', '#讨论']);
  });

  it('has the list’s head: its title (with the page), description and breadcrumbs, no picture', () => {
    expect(topicsFrame(listOf([topic(21)], { page: 2 }), SITE).head).toEqual({
      title: '社区 · 第 2 页 · 造物',
      ogTitle: '社区 · 第 2 页',
      description: COMMUNITY_PAGE.description,
      image: null,
      imageAlt: '社区',
      ogType: 'website',
      jsonLd: [expect.objectContaining({ '@type': 'BreadcrumbList' })],
    });
    expect(topicsFrame(listOf([topic(1)]), SITE).head.title).toBe('社区 · 造物');
    expect(topicsFrame(listOf([], { page: 3 }), SITE).head.title).toBe('社区 · 第 3 页 · 造物');
    expect(topicsFrame(listOf([]), SITE).lcp).toBeNull();
  });

  it('draws the SPA empty states: past the last page, and no topic yet', () => {
    const past = topicsFrame(listOf([], { page: 4, last: 2 }), SITE).main;
    expect(text(past)).toContain('没有这一页看看全部话题吧。查看全部话题');
    expect(past).toContain('<a class="btn btn--primary btn--md" href="/community">查看全部话题</a>');
    expect(past).not.toContain('topic-list');
    const none = topicsFrame(listOf([], { total: 0, last: 1 }), SITE).main;
    expect(text(none)).toContain('社区还很安静来发起第一个话题吧。');
    expect(none).not.toContain('empty__action');
    expect(none).toContain('共 0 个话题');
    expect(none).not.toContain('pagination');
  });

  it('writes member text escaped once, whatever it holds', () => {
    const hostile = `</script><img src=x onerror=alert(1)>"'$&$\`$'&amp;`;
    const escaped = hostile
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;');
    const { main } = topicsFrame(
      listOf([
        topic(1, {
          title: hostile,
          excerpt: hostile,
          tags: [hostile],
          author: { id: 1, nickname: hostile, avatar: 'javascript:alert(1)' },
        }),
      ]),
      SITE,
    );
    expect(main).not.toContain('<img src=x');
    expect(main).not.toContain('javascript:');
    expect(main).toContain(`<a href="/community/1">${escaped}</a>`);
    expect(main).toContain(`<p class="topic-row__excerpt">${escaped}</p>`);
    expect(main).toContain(
      `<span class="avatar__fallback" aria-hidden="true">&lt;</span></span>${escaped}</span>`,
    );
    expect(main).toContain(`#${escaped}</a>`);
    const href = all(main, /<a class="topic-tag" href="([^"]*)"/g)[0]!;
    expect(new URL(decodeHtml(href), SITE).searchParams.get('tag')).toBe(hostile);
  });

  it("writes the upstream's counts and page numbers only as whole numbers", () => {
    const odd = {
      data: [topic(1)],
      total: '<b>9</b>',
      per_page: 20,
      current_page: '2"><x',
      last_page: 3.5,
    } as unknown as Paginated<Topic>;
    const { main } = topicsFrame(odd, SITE);
    expect(main).not.toMatch(/<b>|<x/);
    expect(main).toContain('共 0 个话题');
    // An unreadable page is page 1 of one page: no page bar to draw.
    expect(main).not.toContain('pagination');
  });

  it("uses only the SPA's class names (web/src)", () => {
    const { main } = topicsFrame(
      listOf([topic(1, { tags: ['讨论'] }), topic(2, { author: { id: 1, nickname: '无图', avatar: '' } })]),
      SITE,
    );
    expect(unknownClasses(main)).toEqual([]);
    expect(classesOf(main).size).toBeGreaterThan(30);
  });
});

describe('the 社区 list frame with the demo data', () => {
  const config = testConfig();
  let source: ReturnType<typeof pageDataSource>;
  beforeAll(async () => {
    source = pageDataSource(await demoUpstream(config), { timeoutMs: TEST_FIRST_PAINT_WAIT_MS });
  });

  it.each([[''], ['?page=2']])('/community%s: every topic of the page a row, in order', async (search) => {
    const data = await source.load(matchRoute('/community')!, search);
    const list = data!.subject as Paginated<Topic>;
    expect(list.data.length).toBeGreaterThan(0);
    const paint = firstPaint(matchRoute('/community')!.route, data!, SITE)!;
    expect(all(paint.frame, /<h2 class="topic-row__title" id="topic-\d+-title"><a href="([^"]*)">/g)).toEqual(
      list.data.map((t) => `/community/${t.id}`),
    );
    expect(paint.frame).toContain(`<p class="community-status" role="status">共 ${list.total} 个话题</p>`);
    expect(paint.frame).toContain('<h1 id="page-title" data-fp="title">社区</h1>');
    // The chips on every page: a later page asks for the newest topics' first page too.
    expect(paint.frame).toContain('<nav class="community-tags" aria-label="按标签筛选">');
    expect(paint.frame).toContain(
      search
        ? '<a class="pagination__step pagination__step--prev" href="/community">'
        : '<a class="pagination__step pagination__step--next" href="/community?page=2">',
    );
  });
});
