/**
 * Pictures at the size shown: `/pic/{width}/api/storage/…` is an uploaded raster picture (JPEG, PNG,
 * WebP, AVIF) redrawn by the BFF at that width, as AVIF, WebP or JPEG by the browser's Accept
 * (bff/src/routes/pictures.ts). The SPA's Image and the first-paint frame put these in `srcset` with the
 * `sizes` the layout gives the picture, so a 390 px phone loads a picture near 390 px × its pixel ratio
 * instead of the uploaded 4000 px original. A vector picture (SVG) is sent as it is: it is already the
 * right size at every width, and compressed it is a few KB.
 */
import { STORAGE_PREFIX } from './endpoints.ts';

/** The widths drawn: enough steps that a picture is at most ~1.5× the size shown. */
const PICTURE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** `/pic/{width}{storage path}`; the storage path is a public raster upload, with no query. */
export const PICTURE_PATH = /^\/pic\/(\d{1,4})(\/api\/storage\/[^?#]+)$/;

const RASTER = /\.(?:jpe?g|png|webp|avif)$/i;

/**
 * One of the site's own storage files, which the BFF may read through the upstream (share cards,
 * widths): no query (a signed address is one person's), nothing spelled to climb out of storage, not
 * even %2e%2e%2f for an upstream that decodes before it resolves.
 */
export const isStorageFile = (src: string) =>
  src.startsWith(`${STORAGE_PREFIX}/`) && !/[?#\\]|\.\.|\/\/|%(?:2e|2f|5c)/i.test(src);

/** A picture the BFF redraws at widths: a storage file that is a raster by its name. */
export const isRedrawable = (src: string) => isStorageFile(src) && RASTER.test(src);

export const isPictureWidth = (n: number): n is PictureWidth =>
  (PICTURE_WIDTHS as readonly number[]).includes(n);

/**
 * `sizes` of the layouts pictures are shown in (at the breakpoints of the pages' CSS): a card in a
 * grid of 2 on a phone, 3–5 on a wide screen; a designer's cover or a shop's banner in the directories'
 * grid of 1 on a phone, 2–4 wider (columns of at least 260 px, at most about 340 px); a detail page's
 * main picture, full width on a phone.
 */
const PICTURE_SIZES = {
  card: '(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 280px',
  banner: '(max-width: 599px) 100vw, (max-width: 900px) 50vw, (max-width: 1140px) 34vw, 340px',
  detail: '(max-width: 900px) 100vw, 760px',
  thumb: '72px',
} as const;
export type PictureLayout = keyof typeof PICTURE_SIZES;

/**
 * `srcSet` and `sizes` of a picture shown in a layout — the SPA spreads them on an <img>, the frames
 * write them as attributes — or null when it is not redrawn (no layout, vector, another site's, signed).
 */
export function pictureWidths(
  src: string | null | undefined,
  layout: PictureLayout | undefined,
): { srcSet: string; sizes: string } | null {
  if (!layout || !src || !isRedrawable(src)) return null;
  return {
    srcSet: PICTURE_WIDTHS.map((w) => `/pic/${w}${src} ${w}w`).join(', '),
    sizes: PICTURE_SIZES[layout],
  };
}
