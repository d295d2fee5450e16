/** The first paint of the 社区 (/community) list: a page of it, as the SPA draws it. */
import { hrefs, type Paginated, type Topic } from '@zaowu/shared';
import { formatCompact } from '@zaowu/shared/compact';
import { oneLine } from '@zaowu/shared/html-text';
import type { Built } from './detail-frames.ts';
import { listOf } from './markup.ts';
import { listPage, PAGES } from './list-frames.ts';

export function topicsFrame(list: Paginated<Topic>, siteUrl: string): Built {
  const rows = listOf(list.data).map((t) => ({
    href: hrefs.topic(t.id),
    title: t.title,
    line: oneLine(`${t.author.nickname} · ${formatCompact(t.replies)} 回复 · ${t.excerpt}`, 120),
  }));
  return listPage(PAGES.topics, list, rows, siteUrl);
}
