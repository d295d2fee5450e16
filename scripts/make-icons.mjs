/**
 * Makes the site's raster icons and share card from its SVG logo (run once when the logo changes; the
 * files are committed): favicon-32.png and favicon-192/512.png for browsers and the web manifest,
 * apple-touch-icon.png (180 px, no transparency) for iOS, and og/site.png, the 1200×630 share card of
 * pages that have no picture of their own (WeChat, Weibo, Facebook and X take no SVG).
 *   node scripts/make-icons.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharp = createRequire(path.join(root, 'mocks/package.json'))('sharp');
const pub = path.join(root, 'web/public');
const logo = readFileSync(path.join(pub, 'favicon.svg'));

const png = (size) =>
  sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 });
for (const size of [32, 192, 512]) await png(size).toFile(path.join(pub, `favicon-${size}.png`));
// iOS draws transparency black: the logo on the brand colour, corners filled.
await sharp({ create: { width: 180, height: 180, channels: 3, background: '#e0482f' } })
  .composite([{ input: await png(180).toBuffer() }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(pub, 'apple-touch-icon.png'));

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff4ef"/><stop offset="1" stop-color="#ffe1d6"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(120 165) scale(4.5)"><rect width="64" height="64" rx="14" fill="#e0482f"/><path d="M18 20h28v6H27l19 18v6H18v-6h19L18 26z" fill="#fff"/></g>
  <text x="470" y="300" font-family="Noto Sans CJK SC, Noto Sans SC, sans-serif" font-size="120" font-weight="700" fill="#1f1f24">造物</text>
  <text x="474" y="390" font-family="Noto Sans CJK SC, Noto Sans SC, sans-serif" font-size="44" fill="#4a4a52">创作者的作品社区</text>
  <text x="474" y="450" font-family="Noto Sans CJK SC, Noto Sans SC, sans-serif" font-size="30" fill="#6b6b74">3D 模型 · 原画 · 动画 · 博客 · 创作者店铺</text>
</svg>`;
await sharp(Buffer.from(card))
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(pub, 'og/site.png'));

writeFileSync(
  path.join(pub, 'manifest.webmanifest'),
  `${JSON.stringify(
    {
      name: '造物 · 创作者的作品社区',
      short_name: '造物',
      description: '3D 模型、原画、动画与博客的创作社区和交易平台',
      lang: 'zh-CN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#e0482f',
      icons: [
        { src: '/favicon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/favicon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  )}\n`,
);
console.log('icons, share card and manifest written to web/public');
