/**
 * Share cards: `/og/{page}/{id}.jpg` is a page's picture as a 1200×630 JPEG the BFF draws
 * (bff/src/routes/og-image.ts); a page with no picture of its own has the site's card. The frame's
 * og:image and the SPA's (after JavaScript) come from here, so a link preview sees one picture.
 */

/** A share card's size: the 1.91:1 every platform shows whole. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The site's card for pages with no picture of their own (a raster, as every platform accepts). */
export const OG_SITE_CARD = '/og/site.png';

/** The pages that have a card of their own, by the first segment of their path. */
export const OG_CARD_PATH =
  /^\/og\/(model|art|animation|blog|designer|shop|goods|collection|note)\/([1-9]\d{0,15})\.jpg$/;

/** The card's URL for a page path (`/model/285` → `/og/model/285.jpg`), or null when it has none. */
export function ogImagePath(pagePath: string): string | null {
  const m = /^\/([a-z]+)\/([1-9]\d{0,15})$/.exec(pagePath);
  const path = m ? `/og/${m[1]}/${m[2]}.jpg` : null;
  return path && OG_CARD_PATH.test(path) ? path : null;
}

/** A card's media type: the site's card is a PNG, the drawn ones JPEG. */
export const ogCardType = (card: string) => (card === OG_SITE_CARD ? 'image/png' : 'image/jpeg');

/** A page's share picture: its card when it has a picture and a card, else the site's. */
export function ogCard(pagePath: string, hasPicture: boolean): string {
  return (hasPicture && ogImagePath(pagePath)) || OG_SITE_CARD;
}
