/**
 * The static limit page of the Lighthouse bench: a page served by the same BFF that shows only a
 * heading and the home banner image, with no JavaScript. What it scores is the best this network and
 * machine allow for a page whose LCP is that image; the app's pages are compared with it. It is written
 * into a copy of the build that only the bench serves, never into the product.
 */
import { CODE_OK, endpoints, isEnvelope, safeHref, type HomeData } from '@zaowu/shared';

export const LIMIT_PATH = '/limit.html';
/** Set on the page's <html>: how the bench tells its limit page from the SPA shell a site falls back to. */
const MARKER = 'data-bench-limit';
/** The home carousel shows banners at 12:5 (BannerCarousel); the limit page draws its image the same. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 500;
const MAX_JSON_BYTES = 4 * 1024 * 1024;
const MAX_HTML_BYTES = 256 * 1024;

export interface Banner {
  title: string;
  /** A same-origin path or an http(s) URL, checked by the shared URL rules. */
  image: string;
}

/** Reads at most `limit` bytes of a response body as text; a longer body is an error. */
async function boundedText(res: Response, limit: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body ?? []) {
    size += chunk.byteLength;
    if (size > limit) {
      await res.body?.cancel();
      throw new Error(`${res.url}: body larger than ${limit} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The first home banner, from the home call through the BFF; checks that its image loads. */
export async function homeBanner(origin: string): Promise<Banner> {
  const url = `${origin}${endpoints.works.home.path}`;
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
  const body: unknown = JSON.parse(await boundedText(res, MAX_JSON_BYTES));
  if (!isEnvelope(body) || body.code !== CODE_OK) throw new Error(`GET ${url}: not a success envelope`);
  const first = (body.data as HomeData | null)?.banners?.[0];
  if (!first) throw new Error(`GET ${url}: the home data has no banner`);
  const image = safeHref(first.image, origin);
  if (!image || /^mailto:|^tel:/i.test(image)) {
    throw new Error(`the first banner's image is not an http(s) URL or a same-origin path: ${first.image}`);
  }
  const imageUrl = new URL(image, origin);
  const img = await fetch(imageUrl, { signal: AbortSignal.timeout(15_000) });
  await img.body?.cancel();
  const type = img.headers.get('content-type') ?? '';
  if (!img.ok || !type.startsWith('image/')) {
    throw new Error(`the banner image ${imageUrl.href} answers HTTP ${img.status} (${type || 'no type'})`);
  }
  return { title: first.title, image };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * A minimal valid page: zh-CN, a title and description (so SEO scores as a real page would), the
 * viewport, a heading and the banner at the carousel's size, loaded at once with high priority as the
 * home page's first banner is (a 12:5 box, the image cropped to it, so it never shifts when it loads).
 * Its one inline <style> is allowed by the BFF's CSP (style-src).
 */
export function limitPageHtml(banner: Banner): string {
  const title = escapeHtml(banner.title);
  return `<!doctype html>
<html lang="zh-CN" ${MARKER}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>造物 · 性能参照页</title>
<meta name="description" content="性能测试的参照页：只有标题和首页横幅图，没有脚本。">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body { margin: 0; font-family: system-ui, sans-serif; color: #1f2329; background: #fff; }
h1 { margin: 16px; font-size: 20px; line-height: 1.4; }
main { max-width: ${BANNER_WIDTH}px; margin: 0 auto; }
img { display: block; width: 100%; height: auto; aspect-ratio: ${BANNER_WIDTH} / ${BANNER_HEIGHT}; object-fit: cover; }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<img src="${escapeHtml(banner.image)}" alt="${title}" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fetchpriority="high">
</main>
</body>
</html>
`;
}

/** Whether a running site serves the bench's limit page (and not its SPA shell for an unknown path). */
export async function servesLimitPage(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}${LIMIT_PATH}`, { signal: AbortSignal.timeout(15_000) });
    if (!res.ok) {
      await res.body?.cancel();
      return false;
    }
    return (await boundedText(res, MAX_HTML_BYTES)).includes(MARKER);
  } catch {
    return false;
  }
}
