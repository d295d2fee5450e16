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
