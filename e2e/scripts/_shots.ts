import { chromium, type Page } from '@playwright/test';
const base = 'http://127.0.0.1:3917';
const post = async (p: string, data: unknown, token?: string) => {
  const r = await fetch(base + p, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(data),
  });
  const j = (await r.json()) as { code: number; msg: string; data: any };
  if (j.code !== 1) throw new Error(`${p}: ${j.msg}`);
  return j.data;
};
const get = async (p: string) => ((await (await fetch(base + p)).json()) as { data: any }).data;
// A goods item with seeded reviews.
const goodsList = await get('/api/v1.shop/goodsList?per_page=50');
let goods: any = null;
for (const g of goodsList.data) {
  const r = await get(`/api/v1.review/lists?target=goods&target_id=${g.id}`);
  if (r.summary.count >= 2 && g.stock >= 2) {
    goods = g;
    break;
  }
}
if (!goods) goods = goodsList.data.find((g: any) => g.stock >= 2);
console.log('goods', goods.id, goods.title);
const buyer = await post('/api/demo/member', { pay_password: '258036' });
const tk = buyer.token;
const rc = await post('/api/v1.user/getRechargeData', { amount: '2000.00' }, tk);
await post('/api/demo/pay', { order_no: rc.order_no }, tk);
const o = await post('/api/v1.order/addOrder', { lines: [{ goods_id: goods.id, quantity: 1 }] }, tk);
await post('/api/v1.order/payByBalance', { order_id: o.id, pay_password: '258036' }, tk);
await post('/api/demo/complete', { order_id: o.id }, tk);
const o2 = await post('/api/v1.order/addOrder', { lines: [{ goods_id: goods.id, quantity: 1 }] }, tk);
const fresh = await post('/api/demo/member', {});

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } };
for (const [device, viewport] of Object.entries(viewports)) {
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport,
      colorScheme: theme,
      locale: 'zh-CN',
      isMobile: device === 'mobile',
      hasTouch: device === 'mobile',
    });
    await context.addCookies([{ name: 'theme', value: theme, url: base }]);
    const page = await context.newPage();
    await page.route('**/api/v1.user/getGuideStatus*', (route) =>
      route.fulfill({ json: { code: 1, msg: 'ok', data: { finished: true, skipped: false } } }),
    );
    const as = async (token: string) => {
      await page.goto(base + '/favicon.svg');
      await page.evaluate((t) => {
        localStorage.setItem('token', t);
        localStorage.setItem('zaowu.tour', 'done');
      }, token);
    };
    const shot = async (name: string) => {
      await page.waitForTimeout(600);
      await page.screenshot({ path: `/tmp/i22-3-shots/${name}-${device}-${theme}.png` });
    };
    await as(tk);
    await page.goto(`${base}/goods/${goods.id}`, { waitUntil: 'networkidle' });
    const closeTour = page.getByRole('button', { name: /跳过|关闭引导/ });
    if (await closeTour.count()) await closeTour.first().click().catch(() => {});
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    await page.locator('#reviews').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(800);
    if (!(await page.getByRole('button', { name: '发表评价' }).count())) {
      await page.getByRole('button', { name: '修改评价' }).click();
      await page.getByRole('form', { name: '修改评价' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    }
    await shot('reviews-form');
    if (await page.getByRole('button', { name: '发表评价' }).count()) {
      await page.getByRole('radio', { name: '4 星 满意' }).check();
      await page.getByRole('textbox', { name: '评价内容（选填）' }).fill('包装结实，实物和图片一致，做工很细，打印出来很清晰。');
      await page.getByRole('button', { name: '发表评价' }).click();
    }
    await page.waitForTimeout(1000);
    await page.locator('#reviews').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot('reviews-list');
    await page.goto(`${base}/cart/pay/${o2.id}?method=balance`, { waitUntil: 'networkidle' });
    await shot('pay-balance');
    await as(fresh.token);
    await page.goto(`${base}/account?tab=security`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    await page.getByRole('region', { name: '支付密码' }).scrollIntoViewIfNeeded();
    await shot('security');
    await page.getByRole('button', { name: '设置支付密码' }).first().click({ timeout: 5000 }).catch(() => {});
    await page.getByRole('dialog').getByRole('button', { name: '获取验证码' }).click({ timeout: 5000 }).catch(() => {});
    await page.waitForTimeout(500);
    await shot('pay-password-dialog');
    await context.close();
  }
}
await browser.close();
