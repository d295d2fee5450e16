/**
 * The frame carries its own CSS (decision 012): its first paint waits for no stylesheet, it looks as
 * the whole sheets would draw it, and the sheets come after that paint, once each.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { demoUpstream } from '../upstream.ts';
import { testConfig, writeBuildManifest } from '../testing/fixtures.ts';
import { criticalCss, frameTokens, sheetRules } from './critical-css.ts';

const crit = (sheets: string[], html: string) => criticalCss(sheetRules(sheets), frameTokens(html));

describe('the rules a frame keeps', () => {
  const html =
    '<header class="header"><a class="logo" href="/">造物</a></header><main id="main"><h1 class="t">x</h1></main>';

  it('keeps what names only its tags, classes and ids; leaves out what names something else', () => {
    const css = crit(['.header{a:1}.footer{b:2}h1{c:3}table{d:4}#main{e:5}#other{f:6}'], html);
    expect(css).toBe('.header{a:1}h1{c:3}#main{e:5}');
  });

  it('needs every name of a selector, in any one selector of a list', () => {
    expect(crit(['.header .logo{a:1}.header .nav{b:2}.nav,.logo{c:3}h1.t{d:4}h2.t{e:5}'], html)).toBe(
      '.header .logo{a:1}.nav,.logo{c:3}h1.t{d:4}',
    );
  });

  it('keeps states and what pseudo-classes hold, which only the browser can tell', () => {
    expect(crit(['.logo:hover{a:1}.logo:not(.nav){b:2}.header:has(.menu){c:3}.logo::after{d:4}'], html)).toBe(
      '.logo:hover{a:1}.logo:not(.nav){b:2}.header:has(.menu){c:3}.logo::after{d:4}',
    );
  });

  it('always keeps the themes’ variables and everything that names no element', () => {
    const css = crit([':root{--a:1}[data-theme=dark]{--a:2}*{box-sizing:border-box}.x{b:1}'], html);
    expect(css).toBe(':root{--a:1}[data-theme=dark]{--a:2}*{box-sizing:border-box}');
  });

  it('keeps a media query with what it holds for the frame, and drops one that holds nothing', () => {
    const css = crit(
      ['@media (width<=767px){.header{a:1}.footer{b:2}}@media print{.footer{c:3}}.t{d:4}'],
      html,
    );
    expect(css).toBe('@media (width<=767px){.header{a:1}}.t{d:4}');
  });

  it('keeps the order of the sheets and of their rules, so the cascade is theirs', () => {
    expect(crit(['.t{color:red}.logo{a:1}', '.t{color:blue}'], html)).toBe(
      '.t{color:red}.logo{a:1}.t{color:blue}',
    );
  });

  it('keeps an animation that a kept rule runs, and @font-face', () => {
    const css = crit(
      [
        '@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}' +
          '.logo{animation:spin 1s linear}.footer{animation:fade 1s}@font-face{font-family:x;src:url(/x.woff2)}',
      ],
      html,
    );
    expect(css).toBe(
      '@keyframes spin{to{transform:rotate(1turn)}}.logo{animation:spin 1s linear}@font-face{font-family:x;src:url(/x.woff2)}',
    );
  });

  it('cannot end the <style> it is inlined in', () => {
    const css = crit(['.logo::after{content:"</style><script>x</script>"}.footer{content:"</STYLE>"}'], html);
    expect(css).toMatch(/^\.logo::after\{content:"/);
    expect(css).not.toMatch(/<\/style/i);
  });

  it('reads the tags, classes and ids of the markup, with the document’s own elements', () => {
    const tokens = frameTokens('<section class="a  b" id="s"><img class="c" src="x"></section>');
    expect([...tokens].sort()).toEqual([
      '#root',
      '#s',
      '.a',
      '.b',
      '.c',
      't:body',
      't:div',
      't:html',
      't:img',
      't:section',
    ]);
  });
});

describe('a framed page from a build that starts after its first paint', () => {
  const config = testConfig();
  const boot = { entry: '/assets/index-e1.js', preload: ['/assets/framework-f1.js'] };
  const SHELL =
    '<!doctype html><html lang="zh-CN"><head><meta name="description" content="造物" /><title>造物</title>' +
    `<script type="application/json" id="zaowu-boot">${JSON.stringify(boot)}</script>` +
    '<script>/* loader */</script>\n<link rel="stylesheet" crossorigin href="/assets/index-s1.css">\n' +
    '</head><body><div id="root"></div></body></html>';
  writeFileSync(path.join(config.webDist, 'index.html'), SHELL);
  writeFileSync(
    path.join(config.webDist, 'assets', 'index-s1.css'),
    ':root{--bg:#fff}.header{top:0}.toast{z-index:9}',
  );
  writeFileSync(
    path.join(config.webDist, 'assets', 'model-s2.css'),
    '.wd__title{font-size:30px}.review-form{gap:4px}@media (width<=767px){.wd__title{font-size:24px}}',
  );
  writeBuildManifest(config.webDist, 'b1', {
    entry: { js: ['/assets/index-e1.js'], css: ['/assets/index-s1.css'] },
    routes: {
      'model-id': { module: 'm.tsx', js: ['/assets/model-j1.js'], css: ['/assets/model-s2.css'] },
      account: { module: 'a.tsx', js: ['/assets/account-j1.js'], css: ['/assets/model-s2.css'] },
    },
  });
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    app = createApp(config, await demoUpstream(config));
  });

  it('links no stylesheet, inlines the frame’s rules, and lists the sheets for after the paint', async () => {
    const list = await request(app).get('/api/v1.works/lists?type=model&per_page=1');
    const id = list.body.data.data[0].id as number;
    const res = await request(app).get(`/model/${id}`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h1 class="wd__title"/);
    expect(res.text).not.toMatch(/<link rel="(?:stylesheet|preload)"[^>]*\.css/);
    const style = /<style id="zaowu-frame-css">([\s\S]*?)<\/style>/.exec(res.text)?.[1];
    expect(style).toBe(
      ':root{--bg:#fff}.header{top:0}.wd__title{font-size:30px}@media (width<=767px){.wd__title{font-size:24px}}',
    );
    const start = JSON.parse(
      /<script type="application\/json" id="zaowu-boot">([^<]*)<\/script>/.exec(res.text)![1]!,
    );
    expect(start).toEqual({
      entry: '/assets/index-e1.js',
      preload: ['/assets/framework-f1.js', '/assets/model-j1.js'],
      css: ['/assets/index-s1.css', '/assets/model-s2.css'],
    });
  });

  it('keeps the links on a page the app draws alone (no frame to paint first)', async () => {
    const res = await request(app).get('/account');
    expect(res.text).toContain('<link rel="stylesheet" crossorigin href="/assets/index-s1.css">');
    expect(res.text).toContain('<link rel="preload" as="style" crossorigin href="/assets/model-s2.css">');
    expect(res.text).not.toContain('"css":');
  });
});
