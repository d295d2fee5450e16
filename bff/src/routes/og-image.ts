/**
 * Share-card pictures every platform accepts: `/og/{page}/{id}.jpg` is the page's picture (a work's
 * cover, a designer's banner, a goods item's photo …) as a 1200×630 JPEG, cropped to the card's 1.91:1
 * from the middle. WeChat, Weibo, Facebook and X take no SVG and crop other shapes badly; the demo's
 * pictures are SVG. A page with no picture (or one the URL rules refuse) points at the site's card.
 *
 * Bounded like any body the BFF reads: only the site's public storage paths, read through the upstream
 * with no token (so only public files), at most 10 MB in 5 s, at most 40 megapixels decoded, two drawn at
 * a time (a queue of 16, then 503); many previews of one page at once wait for one drawing. Each card is
 * kept in memory (a few hundred, ~50 KB each) for an hour; a page whose picture could not be drawn gets
 * the site's card for a minute, then is tried again.
 */
import { Router, type Response } from 'express';
import {
  OG_CARD_PATH,
  OG_HEIGHT,
  OG_SITE_CARD,
  OG_WIDTH,
  isStorageFile,
  matchRoute,
  routeOn,
} from '@zaowu/shared';
import type { Config } from '../config.ts';
import type { PageDataSource } from '../first-paint/page-data.ts';
import { ogPicture } from '../first-paint/og-picture.ts';
import type { Upstream } from '../upstream.ts';
import { BusyError, MAX_INPUT_PIXELS, inFlight, readPicture, type Drawing } from './drawing.ts';

const CACHE_MS = 3600_000;
const FAILED_CACHE_MS = 60_000;
const CACHE_MAX = 300;

export function ogImageRoutes(
  config: Pick<Config, 'siteUrl' | 'features'>,
  upstream: Upstream,
  pageData: PageDataSource,
  drawing: Drawing,
): Router {
  const router = Router();
  const cache = new Map<string, { until: number; jpeg: Buffer | null; failed: boolean }>();
  const once = inFlight<Buffer | null>();
  const draw = (src: string) =>
    drawing.run(async (): Promise<Buffer> => {
      const { default: sharp } = await import('sharp');
      const { bytes } = await readPicture(upstream, src);
      const open = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, density: 144 });
      const { width = 0, height = 0 } = await open().metadata();
      const ratio = height > 0 ? width / height : 0;
      const jpeg = { quality: 82, mozjpeg: true } as const;
      // About the card's shape already (a banner, a wide cover): filled, cut at the edges.
      if (ratio >= 1.6 && ratio <= 2.3) {
        return await open()
          .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover' })
          .flatten({ background: '#ffffff' })
          .jpeg(jpeg)
          .toBuffer();
      }
      // Square, tall or very wide: the whole picture, over a blurred fill of itself.
      const whole = await open()
        .resize(OG_WIDTH, OG_HEIGHT, { fit: 'inside' })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer();
      return await open()
        .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .blur(24)
        .modulate({ brightness: 0.92 })
        .composite([{ input: whole, gravity: 'center' }])
        .jpeg(jpeg)
        .toBuffer();
    });

  /** The site's card: for an hour when the page has no picture, a minute when its picture failed. */
  const fallback = (res: Response, failed: boolean) =>
    res
      .set('cache-control', `public, max-age=${failed ? FAILED_CACHE_MS / 1000 : CACHE_MS / 1000}`)
      .redirect(302, OG_SITE_CARD);

  router.get(OG_CARD_PATH, async (req, res) => {
    const [, kind, id] = OG_CARD_PATH.exec(req.path)!;
    const match = matchRoute(`/${kind}/${id}`);
    if (!match?.valid || !routeOn(match.route.path, config.features)) return void res.status(404).end();
    const key = `${kind}/${id}`;
    const hit = cache.get(key);
    let jpeg: Buffer | null;
    let failed: boolean;
    if (hit && hit.until > Date.now()) ({ jpeg, failed } = hit);
    else {
      const data = await pageData.load(match, '');
      if (data?.missing) return void res.status(404).type('text/plain; charset=utf-8').send('没有这张图');
      const src = data?.subject ? ogPicture(data.kind, data.subject, config.siteUrl) : null;
      jpeg = null;
      // No data (the upstream slow) or a picture that could not be drawn: tried again soon.
      failed = !data;
      if (src && isStorageFile(src)) {
        try {
          jpeg = await once(key, () => draw(src));
        } catch (err) {
          if (err instanceof BusyError) {
            return void res
              .status(503)
              .set('retry-after', '5')
              .type('text/plain; charset=utf-8')
              .send('服务器繁忙');
          }
          req.log.warn({ err, page: key }, 'share card not drawn');
          failed = true;
        }
      }
      // No data (upstream slow) is not kept: the next preview tries again. A picture that failed is
      // tried again after a minute.
      if (data?.subject) {
        if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
        cache.set(key, { until: Date.now() + (failed ? FAILED_CACHE_MS : CACHE_MS), jpeg, failed });
      }
    }
    if (!jpeg) return fallback(res, failed);
    res.set('cache-control', 'public, max-age=3600').type('image/jpeg').send(jpeg);
  });
  return router;
}
