/**
 * Issue 21: a member's work titled 晨光$`习作 defaced every public page that showed it, because the
 * escaped title was the replacement string of String.replace, and `$\``, `$'` and `$&` there copy
 * pieces of the page. Here a new member publishes such a work through the API, and every page that
 * draws it is one document, with the title exactly as typed.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER_PATH, FIRST_PAINT_STATE_ID, TOKEN_HEADER, endpoints } from '@zaowu/shared';
import { createApp } from '../app.ts';
import { demoUpstream } from '../upstream.ts';
import { testConfig } from '../testing/fixtures.ts';
import { decodeHtml } from '../testing/html.ts';

const SHELL =
  '<!doctype html><html lang="zh-CN"><head><meta name="description" content="造物 — 创作社区" />' +
  '<title>造物 · 创作者的作品社区</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script></body></html>';

const TITLE = '晨光$`习作';
const DESCRIPTION = "$' 与 $& 与 $$ 与 $1：不是替换模式";

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const ogTitleOf = (html: string) => /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1];
const count = (html: string, s: string) => html.split(s).length - 1;

describe('a work titled 晨光$`习作', () => {
  const config = testConfig({ DEMO_TEST_MEMBERS: '1' });
  writeFileSync(path.join(config.webDist, 'index.html'), SHELL);
  let app: ReturnType<typeof createApp>;
  let work: { id: number; author: { id: number; nickname: string } };

  beforeAll(async () => {
    app = createApp(config, await demoUpstream(config));
    const member = await request(app).post(DEMO_MEMBER_PATH).send({});
    expect(member.body.code).toBe(1);
    const added = await request(app)
      .post(endpoints.works.add.path)
      .set(TOKEN_HEADER, member.body.data.token as string)
      .send({
        type: 'art',
        title: TITLE,
        description: DESCRIPTION,
        cover: '/api/storage/gen/art/3.svg',
        license: 'BY',
        images: ['/api/storage/gen/art/3.svg'],
      });
    expect(added.body).toMatchObject({ code: 1, data: { title: TITLE } });
    work = added.body.data as typeof work;
  });

  it.each(['/', '/art', 'work', 'author'])(
    '%s is one document that shows the title as typed',
    async (which) => {
      const page =
        which === 'work' ? `/art/${work.id}` : which === 'author' ? `/designer/${work.author.id}` : which;
      const res = await request(app).get(page);
      expect(res.status).toBe(200);
      const html = res.text;
      expect(count(html.toLowerCase(), '<!doctype html>'), page).toBe(1);
      expect(count(html, '<title>'), page).toBe(1);
      expect(count(html, `id="${FIRST_PAINT_STATE_ID}"`), page).toBe(1);
      expect(count(html, '<div id="root">'), page).toBe(1);
      // The page's data carries the work, so a `$` pattern in it had the whole page to copy from.
      expect(html, page).toContain(JSON.stringify(TITLE).slice(1, -1));
      // Each page's own title, whole, in <title>: the work's page is named after it.
      const pageTitle = {
        '/': '造物 · 首页 · 创作者的作品社区',
        '/art': '原画 · 造物',
        work: '晨光$`习作 · 原画详情 · 造物',
        author: `${work.author.nickname} · 设计师主页 · 造物`,
      }[which];
      expect(decodeHtml(titleOf(html)!), page).toBe(pageTitle);
      // og:title: the page's own name, whole, as the SPA's share card gives it once it runs.
      const ogTitle = {
        '/': '造物 · 首页 · 创作者的作品社区',
        '/art': '原画',
        work: '晨光$`习作',
        author: work.author.nickname,
      }[which];
      expect(decodeHtml(ogTitleOf(html)!), page).toBe(ogTitle);
      if (which === 'work') {
        expect(titleOf(html)).toBe('晨光$`习作 · 原画详情 · 造物');
        expect(html).toContain('<h1 class="wd__title" data-fp="title">晨光$`习作</h1>');
        expect(html).toContain(
          `<meta name="description" content="$&#39; 与 $&amp; 与 $$ 与 $1：不是替换模式" />`,
        );
        expect(decodeHtml(/<meta property="og:description" content="([^"]*)">/.exec(html)![1]!)).toBe(
          DESCRIPTION,
        );
      }
      if (which === '/art') expect(html).toContain(`>晨光$\`习作</a></h2>`);
    },
  );
});
