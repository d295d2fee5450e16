/** The first paint of the 店铺 (/shop) list: a page of it, as the SPA draws it. */
import { hrefs, type Paginated, type Shop } from '@zaowu/shared';
import { formatCompact } from '@zaowu/shared/compact';
import { oneLine } from '@zaowu/shared/html-text';
import type { Built } from './detail-frames.ts';
import { listOf } from './markup.ts';
import { listPage, PAGES } from './list-frames.ts';

export function shopsFrame(list: Paginated<Shop>, siteUrl: string): Built {
  const rows = listOf(list.data).map((s) => ({
    href: hrefs.shop(s.id),
    title: s.name,
    line: oneLine(`${formatCompact(s.goods_count)} 件商品 · ${s.description}`, 120),
  }));
  return listPage(PAGES.shops, list, rows, siteUrl);
}
