/**
 * Bytes of the LCP picture on a 390 px phone (3× pixels, as the phones of that width have) for `/art` and
 * `/goods/{id}` when their picture is a member's photo: a 1333×1000 JPEG with a camera's grain, published
 * as an art work's cover and a goods item's picture on a fresh demo BFF. Each page is opened in Debian's
 * chromium (Playwright) with an empty cache; the LCP element's picture and its bytes on the wire are
 * read from the page's own performance entries. With --old, an older checkout (a worktree with its own
 * node_modules and web/dist) is measured the same way in the same run, as the "before".
 *   node bench/pictures.ts [--old <checkout>] [--dist <dir>] [--width 390] [--dpr 3]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_MEMBER_PATH, TOKEN_HEADER, endpoints, type TestMember, type UploadResult } from '@zaowu/shared';
import { startBff, webDist, type Bff } from './lib/processes.ts';
import { formatTable } from './lib/table.ts';

const { values: args } = parseArgs({
  options: {
    old: { type: 'string' },
    dist: { type: 'string' },
    width: { type: 'string', default: '390' },
    dpr: { type: 'string', default: '3' },
  },
});
const viewport = { width: Number(args.width), height: 844 };
const dpr = Number(args.dpr);

/** A photo as a phone camera leaves it, after an editor's 1333 px export: grain that does not compress away. */
async function photo(): Promise<Buffer> {
  const [w, h] = [1333, 1000];
  const sky = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#2b3a67"/><stop offset="1" stop-color="#f2a65a"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${Array.from(
      { length: 40 },
      (_, i) =>
        `<rect x="${(i * 97) % w}" y="${500 + ((i * 53) % 300)}" width="${40 + ((i * 31) % 80)}" height="${h}" fill="#${(0x202840 + i * 0x030303).toString(16)}"/>`,
    ).join('')}</svg>`,
  );
  const base = await sharp(sky).removeAlpha().raw().toBuffer();
  const grain = await sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 14 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < base.length; i++) base[i] = Math.max(0, Math.min(255, base[i]! + grain[i]! - 128));
  return sharp(base, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function ok<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 1) throw new Error(`${res.url}: ${body.msg}`);
  return body.data;
}

/** A seller with a shop publishes the photo as an art work's cover and as a goods item's picture. */
async function publish(bff: Bff, jpeg: Buffer): Promise<{ goodsId: number }> {
  const seller = await ok<TestMember>(
    await fetch(bff.origin + DEMO_MEMBER_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ shop: true }),
    }),
  );
  const auth = { [TOKEN_HEADER]: seller.token };
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), '雨后.jpg');
  for (const [k, v] of Object.entries({
    filename: '雨后.jpg',
    chunkindex: '0',
    chunkcount: '1',
    action: 'merge',
  }))
    form.set(k, v);
  const up = await ok<UploadResult>(
    await fetch(bff.origin + endpoints.upload.chunkUpload.path, {
      method: 'POST',
      headers: auth,
      body: form,
    }),
  );
  const json = { ...auth, 'content-type': 'application/json' };
  // Four works, so the first screen of /art is the photos (2 columns × 2 rows on a phone).
  for (const title of ['雨后的城市', '雨后的城市·二', '雨后的城市·三', '雨后的城市·四']) {
    await ok(
      await fetch(bff.origin + endpoints.works.add.path, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          type: 'art',
          title,
          content: '<p>霓虹倒映在积水里。</p>',
          cover: up.path,
          images: [up.path],
          tags: ['城市'],
          license: 'ALL',
        }),
      }),
    );
  }
  const goods = await ok<{ id: number }>(
    await fetch(bff.origin + endpoints.user.addGoods.path, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        title: '雨后城市明信片',
        price: '12.00',
        stock: 5,
        description: '印刷。',
        images: [up.path],
      }),
    }),
  );
  return { goodsId: goods.id };
}

interface Lcp {
  url: string;
  bytes: number;
  type: string;
  /** Every picture the page loaded (lazy ones below the fold are not loaded). */
  allBytes: number;
}

/** The LCP element's picture and its bytes (the response body as sent), in a fresh context. */
async function lcpPicture(browser: Browser, url: string): Promise<Lcp> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: dpr,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const sizes = new Map<string, { bytes: number; type: string }>();
  const loading: Promise<unknown>[] = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() !== 'image') return;
    // Bytes of the body on the wire (compressed, as a phone pays for them).
    loading.push(
      Promise.all([req.sizes(), req.response()]).then(([s, res]) =>
        sizes.set(req.url(), { bytes: s.responseBodySize, type: res?.headers()['content-type'] ?? '' }),
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const lcpUrl = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { url?: string };
          resolve(last?.url ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(''), 3000);
      }),
  );
  await Promise.all(loading);
  await context.close();
  // The picture may have come through a redirect (/pic → original): its final address holds the bytes.
  const hit = sizes.get(lcpUrl) ?? { bytes: 0, type: '' };
  const allBytes = [...sizes.values()].reduce((n, s) => n + s.bytes, 0);
  return { url: new URL(lcpUrl || url).pathname, ...hit, allBytes };
}

const sides = [
  ...(args.old ? [{ name: 'before', checkout: path.resolve(args.old) }] : []),
  { name: args.old ? 'after' : 'this build', checkout: undefined as string | undefined },
];
const jpeg = await photo();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const rows: string[][] = [];
for (const side of sides) {
  const cache = mkdtempSync(path.join(tmpdir(), 'zaowu-bench-pictures-'));
  const dist = side.checkout ? path.join(side.checkout, 'web/dist') : webDist(args.dist);
  const bff = await startBff({
    env: { UPSTREAM_URL: '', WEB_DIST: dist, DEMO_TEST_MEMBERS: '1', PICTURE_CACHE_DIR: cache },
    ...(side.checkout ? { checkout: side.checkout } : {}),
  });
  const { goodsId } = await publish(bff, jpeg);
  for (const pagePath of ['/art', `/goods/${goodsId}`]) {
    // The first visit draws the widths; the second is what every later visitor gets.
    for (const visit of ['first', 'later']) {
      const lcp = await lcpPicture(browser, bff.origin + pagePath);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      rows.push([side.name, pagePath, visit, lcp.url, lcp.type, kb(lcp.bytes), kb(lcp.allBytes)]);
    }
  }
  bff.child.kill();
  rmSync(cache, { recursive: true, force: true });
}
await browser.close();
console.log(
  `LCP picture on a ${viewport.width} px phone at ${dpr}× (original: ${(jpeg.length / 1024).toFixed(1)} KB JPEG, 1333×1000)\n`,
);
const columns = ['build', 'page', 'visit', 'LCP picture', 'type'].map((title) => ({ title }));
const figures = [
  { title: 'LCP bytes', right: true },
  { title: 'all pictures', right: true },
];
console.log(formatTable([...columns, ...figures], rows, true));
