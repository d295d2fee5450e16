import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:4400';
const args = ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'];
const pages: [string, string, ((p: any) => Promise<void>)?][] = [
  ['model-free', '/model/273', async (p) => { await p.getByRole('region', { name: '作品文件' }).scrollIntoViewIfNeeded(); }],
  ['model-paid', '/model/269', async (p) => { await p.getByRole('region', { name: '作品文件' }).scrollIntoViewIfNeeded(); }],
  ['comments', '/model/273', async (p) => { await p.getByRole('textbox', { name: '评论' }).scrollIntoViewIfNeeded(); }],
  ['messagebox', '/messagebox', async (p) => { await p.locator('a[href^="/messagebox?with="]').first().click(); await p.waitForTimeout(800); }],
  ['message', '/message'],
  ['topic-new', '/community', async (p) => { await p.getByRole('button', { name: '发起话题' }).click(); await p.waitForTimeout(600); }],
  ['security', '/account?tab=security'],
  ['designer', '/designer/8'],
];
const login = await (await fetch(`${BASE}/api/v1.user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: '13900139000', password: 'zaowu123' }) })).json();
const token = login.data.token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });
const only = process.argv[2];
for (const [vw, vh, tag] of [[1440, 900, 'd'], [390, 844, 'm']] as const) {
  for (const theme of ['light', 'dark']) {
    const ctx = await browser.newContext({ viewport: { width: vw, height: vh }, isMobile: tag === 'm', hasTouch: tag === 'm', deviceScaleFactor: 1, locale: 'zh-CN', colorScheme: theme as any });
    await ctx.addCookies([{ name: 'theme', value: theme, url: BASE }]);
    await ctx.addInitScript((t) => { localStorage.setItem('token', t); }, token);
    await ctx.route('**/api/v1.user/getGuideStatus', (r) => r.fulfill({ json: { code: 1, msg: '', data: { finished: true, skipped: false } } }));
    const page = await ctx.newPage();
    for (const [name, path, act] of pages) {
      if (only && !name.startsWith(only)) continue;
      await page.goto(BASE + path);
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(700);
      try { if (act) await act(page); } catch (e) { console.log(name, 'act failed', String(e).slice(0, 200)); }
      await page.screenshot({ path: `/tmp/shots/${name}-${tag}-${theme}.png` });
    }
    await ctx.close();
  }
}
await browser.close();
