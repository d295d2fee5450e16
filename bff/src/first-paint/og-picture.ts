/** The picture a page's share card is made from (routes/og-image.ts), by the kind of its first page. */
import type {
  CollectionDetail,
  DesignerDetail,
  FirstPageKind,
  GoodsDetail,
  Note,
  ShopDetail,
  WorkDetail,
} from '@zaowu/shared';
import { picture } from './markup.ts';

/** A share card's size: the 1.91:1 every platform shows whole. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The pages that have a card of their own (routes/og-image.ts), by the first segment of their path. */
export const OG_CARD_PATH =
  /^\/og\/(model|art|animation|blog|designer|shop|goods|collection|note)\/([1-9]\d{0,15})\.jpg$/;

/** The card's URL for a page path (`/model/285` → `/og/model/285.jpg`), or null when it has none. */
export function ogImagePath(pagePath: string): string | null {
  const m = /^\/([a-z]+)\/([1-9]\d{0,15})$/.exec(pagePath);
  const path = m ? `/og/${m[1]}/${m[2]}.jpg` : null;
  return path && OG_CARD_PATH.test(path) ? path : null;
}

export function ogPicture(kind: FirstPageKind, subject: unknown, siteUrl: string): string | null {
  switch (kind) {
    case 'work': {
      const w = subject as WorkDetail;
      // A mature work's cover stays out of link previews.
      return w.is_mature ? null : picture(w.cover, siteUrl);
    }
    case 'designer': {
      const d = subject as DesignerDetail;
      return picture(d.cover, siteUrl) ?? picture(d.avatar, siteUrl);
    }
    case 'shop': {
      const s = subject as ShopDetail;
      return picture(s.banner, siteUrl) ?? picture(s.logo, siteUrl);
    }
    case 'goods': {
      const g = subject as GoodsDetail;
      return picture(Array.isArray(g.images) ? g.images[0] : undefined, siteUrl) ?? picture(g.cover, siteUrl);
    }
    case 'collection':
      return picture((subject as CollectionDetail).cover, siteUrl);
    case 'note':
      return picture((subject as Note).cover, siteUrl);
    default:
      return null;
  }
}
