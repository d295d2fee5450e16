/**
 * Pictures at widths, as a phone, an attacker and an operator see them: a member's 1600 px photo comes
 * at the width asked in the format the browser takes, is drawn once, and only ever from a public
 * picture of the site's own storage; a deleted picture stops being served; a decompression bomb is
 * refused unread.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEMO_MEMBER_PATH,
  TOKEN_HEADER,
  endpoints,
  pictureWidths,
  type TestMember,
  type UploadResult,
  type WorkDetail,
} from '@zaowu/shared';
import { createApp } from '../app.ts';
import { demoUpstream, type Upstream } from '../upstream.ts';
import { testConfig } from '../testing/fixtures.ts';

const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('pictures at the width shown', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zaowu-pictures-test-'));
  const config = testConfig({ DEMO_TEST_MEMBERS: '1', PICTURE_CACHE_DIR: dir });
  let app: ReturnType<typeof createApp>;
  /** What the upstream was asked for under storage, and paths it should now answer 404 for. */
  const reads: { method: string; path: string }[] = [];
  const gone = new Set<string>();
  let member: TestMember;
  let photo: string;
  let photoBytes: Buffer;

  async function upload(name: string, bytes: Buffer): Promise<string> {
    const res = await request(app)
      .post(endpoints.upload.chunkUpload.path)
      .set(TOKEN_HEADER, member.token)
      .field('filename', name)
      .field('chunkindex', '0')
      .field('chunkcount', '1')
      .field('action', 'merge')
      .attach('file', bytes, name);
    const data = res.body.data as UploadResult;
    expect(res.body.code, res.body.msg).toBe(1);
    return data.path!;
  }

  /** Publishes an art work with the upload as its cover: the picture becomes public. */
  async function publish(signed: string): Promise<string> {
    const res = await request(app)
      .post(endpoints.works.add.path)
      .set(TOKEN_HEADER, member.token)
      .send({
        type: 'art',
        title: '雨后的城市',
        content: '<p>霓虹倒映在积水里。</p>',
        cover: signed,
        images: [signed],
        tags: ['城市'],
        license: 'ALL',
      });
    expect(res.body.code, res.body.msg).toBe(1);
    return (res.body.data as WorkDetail).cover;
  }

  const get = (url: string, accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8') =>
    request(app).get(url).set('accept', accept).buffer(true).parse(binary);

  beforeAll(async () => {
    const demo = await demoUpstream(config);
    const watched: Upstream = {
      ...demo,
      fetch: async (p, init) => {
        if (p.startsWith('/api/storage/')) {
          reads.push({ method: init?.method ?? 'GET', path: p });
          if (gone.has(p)) return Response.json({ code: 0, msg: '文件不存在', data: null }, { status: 404 });
        }
        return demo.fetch(p, init);
      },
    };
    app = createApp(config, watched);
    member = (await request(app).post(DEMO_MEMBER_PATH).send({})).body.data as TestMember;
    // A photo as a camera makes one: 1600×1200 with grain, so it does not compress to nothing.
    const noise = { type: 'gaussian', mean: 128, sigma: 30 } as const;
    photoBytes = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    photo = await publish(await upload('雨后.jpg', photoBytes));
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('draws a public photo at the width asked, in the best format the browser takes', async () => {
    expect(photo).toMatch(/^\/api\/storage\/uploads\/.+\.jpg$/);
    for (const [accept, type, format] of [
      ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
    ] as const) {
      const res = await get(`/pic/480${photo}`, accept);
      expect(res.status, accept).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers.vary).toMatch(/accept/i);
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta.format).toBe(format);
      expect([meta.width, meta.height]).toEqual([480, 360]);
      expect((res.body as Buffer).length).toBeLessThan(photoBytes.length / 4);
    }
  });

  it('is kept by browsers for a year, and asked for again gives 304', async () => {
    const first = await get(`/pic/320${photo}`);
    // The upstream serves a public upload's write-once address immutable: so are its widths.
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers.etag).toMatch(/^"[0-9a-f]{32}-320\.avif"$/);
    const again = await get(`/pic/320${photo}`).set('if-none-match', first.headers.etag!);
    expect(again.status).toBe(304);
  });

  it('is never drawn wider than the original', async () => {
    const res = await get(`/pic/1920${photo}`, 'image/jpeg');
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(1600);
  });

  it('draws each width once: many phones at once wait for one drawing, then it comes from disk', async () => {
    reads.length = 0;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(`/pic/640${photo}`, 'image/webp')));
    for (const res of answers) expect(res.status).toBe(200);
    expect(new Set(answers.map((r) => (r.body as Buffer).toString('base64'))).size).toBe(1);
    // A width not drawn yet needs the original: read once for the eight.
    expect(reads).toEqual([{ method: 'GET', path: photo }]);
    expect(readdirSync(dir).filter((f) => f.endsWith('-640.webp'))).toHaveLength(1);
    reads.length = 0;
    const later = await get(`/pic/640${photo}`, 'image/webp');
    expect(later.status).toBe(200);
    expect(reads).toHaveLength(0);
  });

  it('only redraws public pictures of the site', async () => {
    const unclaimed = await upload('私人.jpg', photoBytes);
    const bare = unclaimed.split('?')[0]!;
    const refused = [
      `/pic/480${bare}`, // a private upload: the upstream refuses it to a visitor
      `/pic/480${unclaimed}`, // its signed address: one person's
      `/pic/500${photo}`, // a width not drawn
      '/pic/480/api/storage/gen/art/1.svg', // a vector picture: sent as it is
      `/pic/480/api/storage/uploads/../v1.user/index.jpg`,
      `/pic/480/api/storage/uploads/%2e%2e/%2e%2e/v1.user/index.jpg`,
      '/pic/480/api/v1.user/index.jpg',
      '/pic/480//evil.example/a.jpg',
      '/pic/480https://evil.example/a.jpg',
    ];
    for (const url of refused) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/plain/);
    }
  });

  it('stops serving a picture within the hour once its original is gone', async () => {
    const other = await publish(await upload('晨雾.jpg', photoBytes.subarray(0)));
    expect((await get(`/pic/160${other}`)).status).toBe(200);
    gone.add(other);
    // Within the hour the drawing is served from disk without asking.
    expect((await get(`/pic/160${other}`)).status).toBe(200);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 3_601_000);
    reads.length = 0;
    const after = await get(`/pic/160${other}`);
    expect(after.status).toBe(404);
    expect(after.headers['cache-control']).toBe('no-store');
    expect(reads).toEqual([{ method: 'HEAD', path: other }]);
  });

  it('leaves a decompression bomb undecoded: the browser gets the original', async () => {
    // 7,000 × 7,000 of one colour: a small PNG that would decode to 147 MB (49 megapixels).
    const bomb = await sharp({ create: { width: 7_000, height: 7_000, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(2_000_000);
    const src = await publish(await upload('炸弹.png', bomb));
    const res = await get(`/pic/320${src}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(src);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(readdirSync(dir).filter((f) => f.endsWith('-320.avif'))).toHaveLength(1);
  });

  it('sends an SVG named .jpg as it is, never drawn (only picture formats are)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600"/></svg>',
    );
    const src = await publish(await upload('伪装.jpg', svg));
    const res = await get(`/pic/320${src}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(src);
    expect(readdirSync(dir).filter((f) => f.endsWith('-320.avif'))).toHaveLength(1);
  });

  it('the first paint offers the widths, and preloads the same set it shows', async () => {
    const seller = (await request(app).post(DEMO_MEMBER_PATH).send({ shop: true })).body.data as TestMember;
    const signed = (
      await request(app)
        .post(endpoints.upload.chunkUpload.path)
        .set(TOKEN_HEADER, seller.token)
        .field('filename', '明信片.jpg')
        .field('chunkindex', '0')
        .field('chunkcount', '1')
        .field('action', 'merge')
        .attach('file', photoBytes, '明信片.jpg')
    ).body.data.path as string;
    const goods = await request(app)
      .post(endpoints.user.addGoods.path)
      .set(TOKEN_HEADER, seller.token)
      .send({ title: '雨后城市明信片', price: '12.00', stock: 5, description: '印刷。', images: [signed] });
    expect(goods.body.code, goods.body.msg).toBe(1);
    const html = (await request(app).get(`/goods/${goods.body.data.id}`)).text;
    const main = /<span class="ui-image[^"]*goods-gallery__main"[^>]*><img ([^>]*)>/.exec(html)?.[1] ?? '';
    const srcset = /\bsrcset="([^"]+)"/.exec(main)?.[1];
    const sizes = /\bsizes="([^"]+)"/.exec(main)?.[1];
    expect(srcset).toContain('/pic/480/api/storage/uploads/');
    expect(sizes).toMatch(/100vw/);
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
    // A preload of another set would fetch a second picture.
    expect(preload).toContain(`imagesrcset="${srcset}"`);
    expect(preload).toContain(`imagesizes="${sizes}"`);
    // The list's newest card: its cover in widths, sized as a card.
    const list = (await request(app).get('/art')).text;
    expect(list).toMatch(
      /<img class="ui-image__img[^>]*srcset="\/pic\/160\/api\/storage\/uploads\/[^>]*sizes="\(max-width: 640px\) 50vw/,
    );
  });

  it('lists widths only for raster pictures of storage', () => {
    expect(pictureWidths(photo, 'card')?.srcSet ?? null).toContain(`/pic/320${photo} 320w`);
    expect(pictureWidths('/api/storage/gen/art/1.svg', 'card')?.srcSet ?? null).toBeNull();
    expect(pictureWidths(`${photo}?sig=1`, 'card')?.srcSet ?? null).toBeNull();
    expect(pictureWidths('https://evil.example/a.jpg', 'card')?.srcSet ?? null).toBeNull();
  });
});
