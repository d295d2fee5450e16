/**
 * Every public page type as a crawler or a link preview gets it, without JavaScript (issue 23): its own
 * title, description and canonical; og:title/description and a raster og:image with its size (fetched
 * here and measured); twitter:card; an h1 and its main content in the HTML; JSON-LD that parses and
 * keeps schema.org's and the search engines' rules for its type. A missing item is a real 404.
 */
import request from 'supertest';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml, FIRST_PAINT_STATE_ID } from '@zaowu/shared';
import { ICON_PATHS } from '@zaowu/shared/icon-paths';
import { createApp } from '../app.ts';
import { demoUpstream } from '../upstream.ts';
import { testConfig } from '../testing/fixtures.ts';
import { decodeHtml } from '../testing/html.ts';

const SITE = 'https://www.zaowu.test';
const SITE_TITLE = '造物 · 创作者的作品社区';
const SHELL =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><meta name="description" content="造物 — 创作社区" />' +
  `<title>${SITE_TITLE}</title></head><body><div id="root"></div></body></html>`;

const first = (html: string, re: RegExp) => {
  const m = re.exec(html);
  return m ? decodeHtml(m[1]!) : null;
};
const meta = (html: string, attr: 'name' | 'property', key: string) =>
  first(html, new RegExp(`<meta ${attr}="${key.replace(/[:+]/g, '\\$&')}" content="([^"]*)"`));
const textOf = (html: string) => decodeHtml(html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' '));

type Ld = Record<string, unknown>;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/;
const ABSOLUTE = /^https:\/\/www\.zaowu\.test\//;

/**
 * schema.org's and Google's rules for each type we publish (what a rich result needs): the type exists,
 * its required properties are there with the right kind of value, addresses are absolute.
 */
function checkLd(ld: Ld, where: string): string[] {
  const errors: string[] = [];
  const need = (cond: unknown, what: string) => {
    if (!cond) errors.push(`${where} ${String(ld['@type'])}: ${what}`);
  };
  const person = (p: unknown, what: string) => {
    const o = p as Ld | undefined;
    need(
      o?.['@type'] === 'Person' && typeof o.name === 'string' && o.name !== '',
      `${what} is a named Person`,
    );
    need(typeof o?.url === 'string' && ABSOLUTE.test(o.url), `${what} has an absolute url`);
  };
  need(ld['@context'] === 'https://schema.org', '@context is https://schema.org');
  const type = ld['@type'];
  switch (type) {
    case 'BreadcrumbList': {
      const items = ld.itemListElement as Ld[];
      need(Array.isArray(items) && items.length >= 2, 'at least two ListItems');
      items?.forEach((item, i) => {
        need(item['@type'] === 'ListItem' && item.position === i + 1, `ListItem ${i + 1} in position`);
        need(typeof item.name === 'string' && item.name !== '', `ListItem ${i + 1} named`);
        need(typeof item.item === 'string' && ABSOLUTE.test(item.item), `ListItem ${i + 1} absolute item`);
      });
      break;
    }
    case 'Product': {
      need(typeof ld.name === 'string' && ld.name !== '', 'name');
      const offer = ld.offers as Ld;
      need(offer?.['@type'] === 'Offer', 'an Offer');
      need(/^\d+(\.\d+)?$/.test(String(offer?.price)), 'a numeric price');
      need(offer?.priceCurrency === 'CNY', 'priceCurrency CNY');
      need(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/.test(String(offer?.availability)), 'availability');
      need(
        Array.isArray(ld.image) && (ld.image as string[]).every((u) => ABSOLUTE.test(u)),
        'absolute images',
      );
      break;
    }
    case '3DModel':
    case 'VisualArtwork':
    case 'VideoObject':
    case 'BlogPosting': {
      need(typeof ld.name === 'string' || typeof ld.headline === 'string', 'name or headline');
      person(ld.author, 'author');
      need(ISO.test(String(ld.datePublished)), 'datePublished in ISO 8601');
      need(typeof ld.url === 'string' && ABSOLUTE.test(ld.url), 'absolute url');
      if (type === 'VideoObject') {
        need(ISO.test(String(ld.uploadDate)), 'uploadDate');
        need(typeof ld.thumbnailUrl === 'string' && ABSOLUTE.test(ld.thumbnailUrl), 'thumbnailUrl');
        need(typeof ld.description === 'string' && ld.description !== '', 'description');
      }
      if (ld.offers) need((ld.offers as Ld).priceCurrency === 'CNY', 'offers in CNY');
      break;
    }
    case 'ProfilePage':
      person(ld.mainEntity, 'mainEntity');
      break;
    case 'Store':
      need(typeof ld.name === 'string' && ld.name !== '', 'name');
      need(typeof ld.url === 'string' && ABSOLUTE.test(ld.url), 'absolute url');
      break;
    case 'DiscussionForumPosting':
      need(typeof ld.headline === 'string' && ld.headline !== '', 'headline');
      need(typeof ld.text === 'string' && ld.text !== '', 'text');
      person(ld.author, 'author');
      need(ISO.test(String(ld.datePublished)), 'datePublished');
      for (const c of (ld.comment as Ld[] | undefined) ?? []) person(c.author, 'a comment’s author');
      break;
    case 'CollectionPage':
      need(typeof ld.name === 'string' && ld.name !== '', 'name');
      break;
    case 'WebSite': {
      need(ld.url === `${SITE}/`, 'the site’s url');
      const action = ld.potentialAction as Ld;
      need(action?.['@type'] === 'SearchAction', 'a SearchAction');
      need(String((action?.target as Ld)?.urlTemplate).includes('{search_term_string}'), 'a url template');
      need(action?.['query-input'] === 'required name=search_term_string', 'query-input');
      break;
    }
    default:
      errors.push(`${where}: unexpected @type ${String(type)}`);
  }
  return errors;
}

describe('every public page type without JavaScript', () => {
  const config = testConfig();
  let app: ReturnType<typeof createApp>;
  const paths = new Map<string, string>();
  const api = async <T>(path: string): Promise<T> => {
    const res = await request(app).get(path);
    expect(res.body.code, path).toBe(1);
    return res.body.data as T;
  };

  beforeAll(async () => {
    const { copyFileSync, mkdirSync, writeFileSync } = await import('node:fs');
    writeFileSync(`${config.webDist}/index.html`, SHELL);
    // The site's card, as the build copies it from web/public.
    mkdirSync(`${config.webDist}/og`);
    copyFileSync(
      new URL('../../../web/public/og/site.png', import.meta.url),
      `${config.webDist}/og/site.png`,
    );
    app = createApp(config, await demoUpstream(config));
    for (const type of ['model', 'art', 'animation', 'blog']) {
      const list = await api<{ data: { id: number; is_mature: boolean }[] }>(
        `/api/v1.works/lists?type=${type}&per_page=5`,
      );
      paths.set(type, `/${type}/${list.data.find((w) => !w.is_mature)!.id}`);
    }
    const designers = await api<{ data: { id: number }[] }>('/api/v1.designer/lists?per_page=1');
    paths.set('designer', `/designer/${designers.data[0]!.id}`);
    const shops = await api<{ data: { id: number }[] }>('/api/v1.shop/lists?per_page=1');
    paths.set('shop', `/shop/${shops.data[0]!.id}`);
    const shop = await api<{ goods: { id: number }[] }>(`/api/v1.shop/detail?id=${shops.data[0]!.id}`);
    paths.set('goods', `/goods/${shop.goods[0]!.id}`);
    const topics = await api<{ data: { id: number }[] }>('/api/v1.community/lists?per_page=1');
    paths.set('topic', `/community/${topics.data[0]!.id}`);
    for (const [kind, detail] of [
      ['collection', '/api/v1.collection/detail'],
      ['note', '/api/v1.note/detail'],
    ] as const) {
      for (let id = 1; id < 60 && !paths.has(kind); id++) {
        if ((await request(app).get(`${detail}?id=${id}`)).body.code === 1) paths.set(kind, `/${kind}/${id}`);
      }
    }
    paths.set('share', `/share/model/${paths.get('model')!.split('/')[2]}`);
    paths.set('home', '/');
    paths.set('list', '/art');
    for (const page of ['community', 'shop', 'designer', 'explore', 'recommend', 'agreement', 'privacy']) {
      paths.set(`/${page}`, `/${page}`);
    }
  }, 60_000);

  const kinds: [string, string[]][] = [
    ['home', ['WebSite']],
    ['list', ['BreadcrumbList']],
    ['model', ['BreadcrumbList', '3DModel']],
    ['art', ['BreadcrumbList', 'VisualArtwork']],
    ['animation', ['BreadcrumbList', 'VideoObject']],
    ['blog', ['BreadcrumbList', 'BlogPosting']],
    ['designer', ['BreadcrumbList', 'ProfilePage']],
    ['shop', ['BreadcrumbList', 'Store']],
    ['goods', ['BreadcrumbList', 'Product']],
    ['topic', ['BreadcrumbList', 'DiscussionForumPosting']],
    ['collection', ['CollectionPage']],
    ['note', ['BlogPosting']],
    ['share', []],
    ['/community', ['BreadcrumbList']],
    ['/shop', ['BreadcrumbList']],
    ['/designer', ['BreadcrumbList']],
    ['/explore', ['BreadcrumbList']],
    ['/recommend', ['BreadcrumbList']],
    ['/agreement', ['BreadcrumbList']],
    ['/privacy', ['BreadcrumbList']],
  ];

  it.each(kinds)('%s: its own head, share card, h1, content and structured data', async (kind, types) => {
    const path = paths.get(kind)!;
    expect(path, kind).toBeTruthy();
    const res = await request(app).get(path);
    expect(res.status, path).toBe(200);
    const html = res.text;
    const pageTitle = first(html, /<title>([^<]*)<\/title>/)!;
    expect(pageTitle === SITE_TITLE && kind !== 'home', `${path} keeps the site-wide title`).toBe(false);
    expect(meta(html, 'name', 'description'), path).not.toBe('造物 — 创作社区');
    const canonical = first(html, /<link rel="canonical" href="([^"]*)">/);
    // A share card's page names the item's own page as the one to index.
    expect(canonical, path).toBe(
      kind === 'share' ? `${SITE}${paths.get('model')}` : `${SITE}${path === '/' ? '/' : path}`,
    );
    expect(meta(html, 'property', 'og:title'), path).toBeTruthy();
    expect(meta(html, 'property', 'og:description'), path).toBeTruthy();
    expect(meta(html, 'property', 'og:locale')).toBe('zh_CN');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    // The card: a raster of the size it says, fetched as a preview bot would.
    const image = meta(html, 'property', 'og:image')!;
    expect(image, path).toMatch(ABSOLUTE);
    const width = Number(meta(html, 'property', 'og:image:width'));
    const height = Number(meta(html, 'property', 'og:image:height'));
    let card = await request(app).get(new URL(image).pathname).buffer(true);
    if (card.status === 302) card = await request(app).get(card.headers.location!).buffer(true);
    expect(card.status, image).toBe(200);
    expect(card.headers['content-type'], image).toMatch(/^image\/(jpeg|png)$/);
    expect(card.headers['content-type']).toBe(meta(html, 'property', 'og:image:type'));
    const size = await sharp(card.body as Buffer).metadata();
    expect([size.width, size.height], image).toEqual([width, height]);
    expect(width / height).toBeCloseTo(1.91, 1);
    expect(meta(html, 'property', 'og:image:alt'), path).toBeTruthy();
    // An h1 and the page's words in the HTML.
    const root = html.split('<div id="root">')[1]!;
    const h1 = first(root, /<h1[^>]*>([^<]+)<\/h1>/);
    expect(h1, path).toBeTruthy();
    expect(textOf(root).length, path).toBeGreaterThan(h1!.length + 40);
    // Structured data: each block parses and keeps its type's rules.
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Ld,
    );
    expect(
      blocks.map((b) => b['@type']),
      path,
    ).toEqual(types);
    expect(blocks.flatMap((b) => checkLd(b, path))).toEqual([]);
  });

  it('a goods item: its price, shop and description in the HTML, and a Product with its offer', async () => {
    const path = paths.get('goods')!;
    const goods = await api<{
      title: string;
      description: string;
      price: string;
      shop: { id: number; name: string };
    }>(`/api/v1.shop/goodsDetail?id=${path.split('/')[2]}`);
    const html = (await request(app).get(path)).text;
    const text = textOf(html);
    expect(text).toContain(goods.title);
    expect(text).toContain(goods.description.slice(0, 30));
    expect(html).toContain(`href="/shop/${goods.shop.id}"`);
    const product = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Ld)
      .find((b) => b['@type'] === 'Product')!;
    expect((product.offers as Ld).price).toBe(String(goods.price));
  });

  it("a goods item's reviews give its Product stars; an item nobody rated has none", async () => {
    const productOf = async (id: number) =>
      [
        ...(await request(app).get(`/goods/${id}`)).text.matchAll(
          /<script type="application\/ld\+json">([^<]*)<\/script>/g,
        ),
      ]
        .map((m) => JSON.parse(m[1]!) as Ld)
        .find((b) => b['@type'] === 'Product')!;
    const all = await api<{ data: { id: number }[] }>('/api/v1.shop/goodsList?per_page=100');
    const summaries = await Promise.all(
      all.data.map(async ({ id }) => ({
        id,
        summary: (
          await api<{ summary: { average: number; count: number } }>(
            `/api/v1.review/lists?target=goods&target_id=${id}&page=1&per_page=1`,
          )
        ).summary,
      })),
    );
    const rated = summaries.find((s) => s.summary.count > 0)!;
    const unrated = summaries.find((s) => s.summary.count === 0)!;
    expect(rated, 'the seed has a reviewed goods item').toBeDefined();
    expect((await productOf(rated.id)).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: rated.summary.average,
      reviewCount: rated.summary.count,
      bestRating: 5,
      worstRating: 1,
    });
    expect((await productOf(unrated.id)).aggregateRating).toBeUndefined();
  });

  it('a topic: its opening post as text, its author and tags as links', async () => {
    const path = paths.get('topic')!;
    const detail = await api<{
      topic: { title: string; content: string; author: { id: number }; tags: string[] };
    }>(`/api/v1.community/detail?id=${path.split('/')[2]}&page=1&per_page=20`);
    const html = (await request(app).get(path)).text;
    const opening = detail.topic.content
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    expect(textOf(html)).toContain(decodeHtml(opening).slice(0, 20));
    expect(html).toContain(`href="/designer/${detail.topic.author.id}"`);
    for (const tag of detail.topic.tags)
      expect(html).toContain(`href="/community?tag=${encodeURIComponent(tag)}"`);
    // Member HTML never goes into the frame as markup.
    expect(html.split('<div id="root">')[1]).not.toMatch(/<(img|script|iframe|style)\b/i);
  });

  it("a blog's frame keeps the author's paragraphs and headings as paragraphs, not one run of text", async () => {
    const path = paths.get('blog')!;
    const detail = await api<{ content: string }>(`/api/v1.works/detail?id=${path.split('/')[2]}`);
    const blocks = [...detail.content.matchAll(/<(p|h[1-6])\b[^>]*>([\s\S]*?)<\/\1>/g)]
      .map((m) =>
        decodeHtml(m[2]!.replace(/<[^>]*>/g, ' '))
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter(Boolean);
    expect(blocks.length).toBeGreaterThan(2);
    const html = (await request(app).get(path)).text;
    const section = html.split('class="wd-fp__text"')[1]!.split('</div>')[0]!;
    const paragraphs = [...section.matchAll(/<p>([^<]*)<\/p>/g)].map((m) => decodeHtml(m[1]!));
    for (const block of blocks) expect(paragraphs).toContain(block);
  });

  it('a work links its author and tags; a designer links their works; a shop its goods', async () => {
    const work = (await request(app).get(paths.get('model')!)).text;
    expect(work).toMatch(/<a href="\/designer\/\d+">/);
    // The meta line's 条评论 link has its target before React runs.
    expect(work).toContain('href="#comments"');
    expect(work).toContain('id="comments"');
    // The meta line's figures carry the SPA's glyphs (an eye, a heart, a star, a speech bubble), not
    // empty boxes that fill in when React lands.
    const metaLine = work.split('<ul class="wd__meta" aria-label="作品数据">')[1]!.split('</ul>')[0]!;
    const glyphs = [...metaLine.matchAll(/<svg [^>]*width="15"[^>]*><path d="([^"]+)"><\/path><\/svg>/g)].map(
      (m) => m[1],
    );
    expect(glyphs).toEqual([
      'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
      'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z',
      'M12 3.8l2.5 5.1 5.6.8-4 3.9.9 5.6-5-2.6-5 2.6.9-5.6-4-3.9 5.6-.8z',
      'M4.5 5.5h15a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H10l-4.5 3.5v-3.5h-1a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1z',
    ]);
    expect(textOf(metaLine)).toMatch(/次浏览 .* 人点赞 .* 人收藏 .* 条评论/);
    const designer = (await request(app).get(paths.get('designer')!)).text;
    expect(designer).toMatch(/<a href="\/(model|art|animation|blog)\/\d+">/);
    const shop = (await request(app).get(paths.get('shop')!)).text;
    expect(shop).toMatch(/<a href="\/goods\/\d+">/);
  });

  it('lists link every topic, shop and designer; a legal page has its whole text', async () => {
    const topics = await api<{ data: { id: number }[] }>('/api/v1.community/lists?per_page=20');
    const community = (await request(app).get('/community')).text;
    for (const t of topics.data) expect(community).toContain(`href="/community/${t.id}"`);
    const shops = await api<{ data: { id: number }[] }>('/api/v1.shop/lists?per_page=20');
    const shopList = (await request(app).get('/shop')).text;
    for (const s of shops.data) expect(shopList).toContain(`href="/shop/${s.id}"`);
    const privacy = (await request(app).get('/privacy')).text;
    expect(privacy).toContain('<h2 id="cookies">');
    expect(textOf(privacy)).toContain('返回目录');
  });

  it('a list links its pages; ?page=N is a page of its own, filters and sort lead to the plain list', async () => {
    const list = (await request(app).get('/art')).text;
    expect(list).toContain('<a href="/art?page=2">');
    const second = await request(app).get('/art?page=2');
    expect(second.status).toBe(200);
    expect(first(second.text, /<link rel="canonical" href="([^"]*)">/)).toBe(`${SITE}/art?page=2`);
    expect(first(second.text, /<title>([^<]*)<\/title>/)).toBe('原画 · 第 2 页 · 造物');
    expect(second.text).toContain('<a href="/art" ');
    for (const filtered of [
      '/art?sort=hot',
      '/art?tag=%E5%9C%BA%E6%99%AF',
      '/art?page=2&sort=hot',
      '/explore?tag=x',
    ]) {
      const res = await request(app).get(filtered);
      const plain = filtered.split('?')[0];
      expect(first(res.text, /<link rel="canonical" href="([^"]*)">/), filtered).toBe(`${SITE}${plain}`);
    }
    // A page that has no pages of its own is one URL whatever its query says.
    for (const path of ['/?page=2', '/privacy?page=3', `${paths.get('model')!}?page=2`]) {
      const res = await request(app).get(path);
      expect(first(res.text, /<link rel="canonical" href="([^"]*)">/), path).toBe(
        `${SITE}${path.split('?')[0]}`,
      );
    }
  });

  it('a filtered or sorted list is drawn as its URL asks: its works, its sort, chips and page links that keep it', async () => {
    // What a visitor who follows a shared /model?tag=…&sort=hot link sees without JavaScript.
    const tags = await api<{ name: string }[]>('/api/v1.works/getWorksTags?type=model');
    const tag = tags[0]!.name;
    const hot = await api<{ data: { id: number }[]; total: number; last_page: number }>(
      `/api/v1.works/lists?type=model&tag=${encodeURIComponent(tag)}&sort=hot&page=1&per_page=20`,
    );
    expect(hot.data.length).toBeGreaterThan(1);
    const path = `/model?sort=hot&tag=${encodeURIComponent(tag)}`;
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    const frame = res.text.split('<div id="root">')[1] ?? '';
    // Its works, in the hot order the API gives.
    const ids = [...frame.matchAll(/<a class="work-card__link" href="\/model\/(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect([...new Set(ids)]).toEqual(hot.data.map((w) => w.id));
    expect(textOf(frame)).toContain(`共 ${hot.total} 件作品`);
    expect(frame).toMatch(/<span class="tabs__tab" data-state="active">最热<\/span>/);
    // Its name, as the SPA's document title and share card give it; the canonical is the plain list.
    expect(first(res.text, /<title>([^<]*)<\/title>/)).toBe(`${tag} · 模型 · 造物`);
    expect(meta(res.text, 'property', 'og:title')).toBe(`${tag} · 模型`);
    expect(first(res.text, /<link rel="canonical" href="([^"]*)">/)).toBe(`${SITE}/model`);
    // The tag's chip links to the same view without it, as the SPA writes that URL.
    expect(textOf(frame)).toContain(`移除筛选： 标签： ${tag}`);
    expect(frame).toContain('<a class="active-filter" href="/model?sort=hot">');
    // The chip's × and the phone's 筛选 button are drawn as the SPA draws them, not left as empty boxes.
    expect(frame).toContain(
      `<span class="active-filter__value">${escapeHtml(tag)}</span><svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" focusable="false" aria-hidden="true"><path d="${ICON_PATHS.close}"></path></svg></a>`,
    );
    expect(frame).toContain(
      '<span class="btn btn--secondary btn--sm works-toolbar__filter"><svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" focusable="false" aria-hidden="true"><path d="M4 7h10M18 7h2M4 17h4M12 17h8M14 5v4M8 15v4"></path></svg>筛选',
    );
    if (hot.last_page > 1) {
      expect(frame).toContain(`href="/model?tag=${encodeURIComponent(tag)}&amp;sort=hot&amp;page=2"`);
    }
    // The SPA finds this view's answer under its own key, so its first render is this list.
    const state = JSON.parse(
      first(
        res.text,
        new RegExp(`<script type="application/json" id="${FIRST_PAINT_STATE_ID}">([^<]*)</script>`),
      )!,
    ) as { queries: { key: unknown[] }[] };
    expect(state.queries.map((q) => q.key)).toContainEqual([
      'works',
      'list',
      { sort: 'hot', page: 1, per_page: 20, type: 'model', tag },
    ]);
  });

  it('a search on 发现 says what was searched for; nothing found offers to clear the search', async () => {
    const found = await request(app).get('/explore?keyword=%E9%9D%92%E7%93%B7');
    expect(found.status).toBe(200);
    expect(first(found.text, /<h1[^>]*>([^<]*)<\/h1>/)).toBe('"青瓷" 的搜索结果');
    expect(found.text).toMatch(/<input id="fp-keyword" name="keyword"[^>]* value="青瓷">/);
    expect(first(found.text, /<title>([^<]*)<\/title>/)).toBe('"青瓷" 的搜索结果 · 发现 · 造物');
    // The designers and shops the search finds, above the works as the SPA shows them, each a link;
    // the SPA gets the same answer under its own key (no second call, nothing moves when it draws).
    const people = await api<{ designers: { id: number }[]; shops: { id: number }[] }>(
      '/api/v1.works/search?keyword=%E6%A8%A1%E5%9E%8B&per_page=1',
    );
    expect(people.designers.length).toBeGreaterThan(0);
    expect(people.shops.length).toBeGreaterThan(0);
    const withPeople = await request(app).get('/explore?keyword=%E6%A8%A1%E5%9E%8B');
    const found2 = withPeople.text.split('<div id="root">')[1] ?? '';
    const section = (id: string) => found2.split(`aria-labelledby="${id}"`)[1]?.split('</section>')[0] ?? '';
    expect(textOf(found2)).toContain('相关设计师');
    expect(
      [...section('search-designers').matchAll(/href="\/designer\/(\d+)"/g)].map((m) => Number(m[1])),
    ).toEqual(people.designers.slice(0, 6).map((d) => d.id));
    expect([...section('search-shops').matchAll(/href="\/shop\/(\d+)"/g)].map((m) => Number(m[1]))).toEqual(
      people.shops.slice(0, 6).map((d) => d.id),
    );
    expect(found2.indexOf('search-people')).toBeLessThan(found2.indexOf('work-card__link'));
    expect(withPeople.text).toContain('"key":["works","search","模型"]');
    // A search that finds nobody draws no empty headings.
    expect(found.text).not.toContain('相关设计师');
    const none = await request(app).get('/explore?keyword=zzqqxxnothing');
    expect(none.status).toBe(200);
    expect(textOf(none.text)).toContain('没有找到符合条件的作品');
    expect(none.text).toContain('<a class="btn btn--primary btn--md" href="/explore">清除筛选</a>');
    // Its icon is drawn, the magnifier the SPA's Empty shows for a search (not an empty box that
    // fills in when React lands).
    expect(none.text).toContain(
      `<span class="empty__icon" aria-hidden="true"><svg viewBox="0 0 24 24" width="36" height="36" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" focusable="false" aria-hidden="true"><path d="${ICON_PATHS.search}"></path></svg></span><p class="empty__title">没有找到符合条件的作品</p>`,
    );
  });

  it('推荐 is drawn as a visitor sees it: each work with its reason, the type tabs as links, 加载更多 to the next page', async () => {
    const all = await api<{ data: { id: number; reason: string }[]; total: number; last_page: number }>(
      '/api/v1.works/recommend?page=1&per_page=20',
    );
    expect(all.last_page).toBeGreaterThan(1);
    const res = await request(app).get('/recommend');
    const frame = res.text.split('<div id="root">')[1] ?? '';
    const text = textOf(frame);
    // The visitor's line and the way to a personal list, as the SPA shows them before a login.
    expect(text).toContain('社区热门与精选作品。登录后，推荐会根据你的关注和收藏而变。');
    expect(frame).toContain('href="/login?gourl=%2Frecommend">登录获取个性推荐</a>');
    expect(text).toContain(`已显示 ${all.data.length} / ${all.total} 件`);
    // Every work of the answer, in its order, each followed by the reason it is recommended.
    const drawn = [...frame.matchAll(/href="\/\w+\/(\d+)">[\s\S]*?推荐理由：<\/span>([^<]*)<\/p>/g)];
    expect(drawn.map((m) => [Number(m[1]), m[2]])).toEqual(all.data.map((w) => [w.id, w.reason]));
    expect(frame).toMatch(
      /<a class="tabs__tab" data-state="active" aria-current="page" href="\/recommend">全部<\/a>/,
    );
    expect(frame).toContain('<a class="btn btn--secondary btn--lg" href="/recommend?page=2">加载更多</a>');
    // The SPA's list grows from this page with 加载更多: it gets it as its first page, under its own key.
    const state = JSON.parse(
      first(
        res.text,
        new RegExp(`<script type="application/json" id="${FIRST_PAINT_STATE_ID}">([^<]*)</script>`),
      )!,
    ) as {
      queries: { key: unknown[]; data: { pages: { data: { id: number }[] }[]; pageParams: number[] } }[];
    };
    const handed = state.queries.find((q) => JSON.stringify(q.key) === '["works","recommend","all"]');
    expect(handed?.data.pageParams).toEqual([1]);
    expect(handed?.data.pages.map((p) => p.data.map((w) => w.id))).toEqual([all.data.map((w) => w.id)]);

    // One type: its tab is the current one, and the works are the API's for that type.
    const art = await api<{ data: { id: number; type: string }[]; total: number }>(
      '/api/v1.works/recommend?page=1&per_page=20&type=art',
    );
    const one = await request(app).get('/recommend?type=art');
    const artFrame = one.text.split('<div id="root">')[1] ?? '';
    expect(artFrame).toMatch(
      /data-state="active" aria-current="page" href="\/recommend\?type=art">原画<\/a>/,
    );
    const ids = [...artFrame.matchAll(/<a class="work-card__link" href="\/art\/(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(ids).toEqual(art.data.map((w) => w.id));
    expect(textOf(artFrame)).toContain(`已显示 ${art.data.length} / ${art.total} 件`);
    expect(first(one.text, /<title>([^<]*)<\/title>/)).toBe('原画 · 推荐 · 造物');
    expect(meta(one.text, 'property', 'og:title')).toBe('原画 · 推荐');
    expect(first(one.text, /<link rel="canonical" href="([^"]*)">/)).toBe(`${SITE}/recommend`);

    // The last page says so and sends the reader on to 发现.
    const last = await request(app).get(`/recommend?page=${all.last_page}`);
    expect(last.text).toContain('已经到底了，去<a href="/explore">发现</a>看看更多作品吧');
    expect(last.text).not.toContain('加载更多');
  });

  it('every URL in the sitemaps: its own title and canonical, a sized share card, twitter:card, an h1', async () => {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeHtml(m[1]!));
    const urls: string[] = [];
    for (const part of locs((await request(app).get('/sitemap.xml')).text)) {
      urls.push(...locs((await request(app).get(new URL(part).pathname)).text));
    }
    expect(urls.length).toBeGreaterThan(400);
    const titles = new Map<string, string>();
    const problems: string[] = [];
    for (const url of urls) {
      const { pathname } = new URL(url);
      const res = await request(app).get(pathname);
      const html = res.text;
      const title = first(html, /<title>([^<]*)<\/title>/) ?? '';
      const card = meta(html, 'property', 'og:image') ?? '';
      const checks: [boolean, string][] = [
        [res.status === 200, `status ${res.status}`],
        [title !== '' && title !== SITE_TITLE, 'its own title'],
        [first(html, /<link rel="canonical" href="([^"]*)">/) === url, 'canonical is the sitemap URL'],
        [
          !!meta(html, 'name', 'description') && meta(html, 'name', 'description') !== '造物 — 创作社区',
          'description',
        ],
        [/^https:\/\/www\.zaowu\.test\/og\/.+\.(jpg|png)$/.test(card), `raster og:image (${card})`],
        [
          meta(html, 'property', 'og:image:width') === '1200' &&
            meta(html, 'property', 'og:image:height') === '630',
          'card size',
        ],
        [meta(html, 'name', 'twitter:card') === 'summary_large_image', 'twitter:card'],
        [/<h1[^>]*>[^<]+<\/h1>/.test(html.split('<div id="root">')[1] ?? ''), 'an h1 in the frame'],
      ];
      for (const [ok, what] of checks) if (!ok) problems.push(`${pathname}: ${what}`);
      if (titles.has(title)) problems.push(`${pathname}: same title as ${titles.get(title)}`);
      titles.set(title, pathname);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it.each([
    '/goods/99999',
    '/community/99999',
    '/collection/99999',
    '/note/99999',
    '/share/model/999999',
    '/share/designer/999999',
  ])('%s: a missing item answers 404, not a page that says so', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(404);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).not.toContain('rel="canonical"');
  });

  it('share cards: a missing page 404s; a picture the URL rules refuse gives the site card', async () => {
    expect((await request(app).get('/og/model/999999.jpg')).status).toBe(404);
    expect((await request(app).get('/og/login/1.jpg')).status).toBe(404);
    const card = await request(app).get(`/og${paths.get('model')}.jpg`);
    expect(card.status).toBe(200);
    expect(card.headers['content-type']).toBe('image/jpeg');
    expect(card.headers['cache-control']).toBe('public, max-age=3600');
  });
});
