/**
 * Screenshots for looking at what we build, as a user would: each path at desktop 1440×900 and
 * mobile 390×844, light and dark. Needs a running site (npm start).
 *   node e2e/scripts/screenshots.ts [--base http://localhost:3000] [--out e2e/screenshots] /path …
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1]! : fallback;
};
const base = flag('--base', 'http://localhost:3000');
const out = flag('--out', 'e2e/screenshots');
const login = args.includes('--login') ? (args.splice(args.indexOf('--login'), 1), true) : false;
const paths = args.length > 0 ? args : ['/'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } };
for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport,
      colorScheme: theme,
      locale: 'zh-CN',
      isMobile: device === 'mobile',
      hasTouch: device === 'mobile',
      deviceScaleFactor: 1,
    });
    await context.addCookies([{ name: 'theme', value: theme, url: base }]);
    const page = await context.newPage();
    if (login) {
      const res = await page.request.post(`${base}/api/v1.user/login`, {
        data: { account: '13800138000', password: 'zaowu123' },
      });
      const token = ((await res.json()) as { data: { token: string } }).data.token;
      await page.addInitScript((t) => localStorage.setItem('token', t), token);
    }
    for (const p of paths) {
      await page.goto(`${base}${p}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const name = `${p.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${device}-${theme}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: false });
      console.log(path.join(out, name));
    }
    await context.close();
  }
}
await browser.close();
