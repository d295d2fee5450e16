/** The first paint of the 设计师 (/designer) list: a page of it, as the SPA draws it. */
import { hrefs, type Designer, type Paginated } from '@zaowu/shared';
import { formatCompact } from '@zaowu/shared/compact';
import { oneLine } from '@zaowu/shared/html-text';
import type { Built } from './detail-frames.ts';
import { listOf } from './markup.ts';
import { listPage, PAGES } from './list-frames.ts';

export function designersFrame(list: Paginated<Designer>, siteUrl: string): Built {
  const rows = listOf(list.data).map((d) => ({
    href: hrefs.designer(d.id),
    title: d.nickname,
    line: oneLine(`${formatCompact(d.works_count)} 件作品 · ${d.bio}`, 120),
  }));
  return listPage(PAGES.designers, list, rows, siteUrl);
}
