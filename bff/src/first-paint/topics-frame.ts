/**
 * The first paint of the 社区 (/community) list: a page of it as the SPA draws it
 * (web/src/features/community/routes/community.page.tsx with TopicRow), with the SPA's elements and
 * class names, so the page's own stylesheets draw the frame and React's page lands on it. 发起话题 and
 * the sort tabs need the app: they are drawn as they look, hidden from assistive technology; the tag
 * chips, each topic's tags and the page links are links, as in the SPA.
 */
import { hrefs, topicListHref, type ListSearch, type Paginated, type Topic } from '@zaowu/shared';
import { formatChinaAgo, formatChinaDateTime } from '@zaowu/shared/china-time';
import { formatCompact } from '@zaowu/shared/compact';
import { popularTags } from '@zaowu/shared/topic-tags';
import type { Built } from './detail-frames.ts';
import { listHead, PAGES } from './list-frames.ts';
import { emptyState, esc, icon, image, listOf, pagination, picture, wholeNumber } from './markup.ts';

const { copy, base } = PAGES.topics;

/** The SPA's sort tabs (community.page.tsx); the frame draws the default, 最新. */
const SORT_TABS = [
  { value: 'latest', label: '最新' },
  { value: 'hot', label: '最热' },
] as const;
const SORT = 'latest';

/** The chips under the tabs (PopularTags): 全部, then each tag's list; the view's own is current. */
function tagChips(popular: readonly string[], active: string | undefined): string {
  const tags = active && !popular.includes(active) ? [active, ...popular] : popular;
  if (tags.length === 0) return '';
  const current = (on: boolean) => (on ? ' aria-current="page"' : '');
  const chips = [
    `<li><a class="topic-chip"${current(!active)} href="${esc(topicListHref({}))}">全部</a></li>`,
    ...tags.map(
      (tag) =>
        `<li><a class="topic-chip"${current(tag === active)} href="${esc(topicListHref({ tag }))}">#${esc(tag)}</a></li>`,
    ),
  ];
  return `<nav class="community-tags" aria-label="按标签筛选"><ul>${chips.join('')}</ul></nav>`;
}

/** The SPA's Avatar (22 px, decorative beside the name): the picture, or the name's first character. */
function avatar(src: string | null, name: string): string {
  const inner = src
    ? image(src, 1, { eager: false })
    : `<span class="avatar__fallback" aria-hidden="true">${esc(Array.from(name.trim())[0] ?? '?')}</span>`;
  return `<span class="avatar" style="width:22px;height:22px;font-size:9px">${inner}</span>`;
}

/** A topic as the SPA's TopicRow draws it: title (the link), excerpt, author, tags, and its figures. */
function topicRow(t: Topic, siteUrl: string, now: number): string {
  const titleId = `topic-${t.id}-title`;
  const tags = listOf(t.tags);
  const tagList =
    tags.length > 0
      ? `<ul class="topic-tags" aria-label="标签">${tags
          .map(
            (tag) => `<li><a class="topic-tag" href="${esc(topicListHref({ tag }))}">#${esc(tag)}</a></li>`,
          )
          .join('')}</ul>`
      : '';
  const excerpt = t.excerpt ? `<p class="topic-row__excerpt">${esc(t.excerpt)}</p>` : '';
  const author = `<span class="topic-row__author">${avatar(picture(t.author.avatar, siteUrl), t.author.nickname)}${esc(t.author.nickname)}</span>`;
  const last = `<time datetime="${esc(t.last_reply_at)}" title="${esc(formatChinaDateTime(t.last_reply_at))}">${esc(formatChinaAgo(t.last_reply_at, now))}</time>`;
  const stats = `<dl class="topic-row__stats"><div><dt>回复</dt><dd>${formatCompact(t.replies)}</dd></div><div><dt>浏览</dt><dd>${formatCompact(t.views)}</dd></div><div class="topic-row__last"><dt>最后回复</dt><dd>${last}</dd></div></dl>`;
  return `<article class="topic-row" aria-labelledby="${titleId}"><div class="topic-row__main"><h2 class="topic-row__title" id="${titleId}"><a href="${esc(hrefs.topic(t.id))}">${esc(t.title)}</a></h2>${excerpt}<div class="topic-row__meta">${author}${tagList}</div></div>${stats}</article>`;
}

/** The page's empty state (the SPA's Empty): past the last page, a tag with no topic, or no topic yet. */
function empty(page: number, tag: string | undefined): string {
  return emptyState(
    page > 1 ? '没有这一页' : tag ? `还没有 #${tag} 的话题` : '社区还很安静',
    tag || page > 1 ? '看看全部话题吧。' : '来发起第一个话题吧。',
    tag || page > 1 ? { href: base, label: '查看全部话题' } : undefined,
  );
}

/**
 * `latest` is the newest topics' first page when the list drawn is another page: the SPA takes its tag
 * chips from that page. Without it a later page has none, as the SPA's first render, which asks for it.
 */
export function topicsFrame(
  list: Paginated<Topic>,
  siteUrl: string,
  latest?: readonly Topic[],
  { tag }: ListSearch = {},
): Built {
  const topics = listOf(list.data);
  const page = wholeNumber(list.current_page, 1);
  const now = Date.now();
  // 发起话题 opens a dialog (or the login dialog): without the app it does nothing, so it is only seen.
  const newTopic = `<span class="btn btn--primary btn--md community-intro__new" aria-hidden="true">${icon('plus', 18)}发起话题</span>`;
  const tabs = SORT_TABS.map(
    (t) =>
      `<span class="tabs__tab" data-state="${t.value === SORT ? 'active' : 'inactive'}">${esc(t.label)}</span>`,
  ).join('');
  // The SPA's chips: the tags of the newest topics' first page, which is this list on page 1 of all.
  const chips = tagChips(popularTags(latest ?? (page === 1 && !tag ? topics : [])), tag);
  // A tag's view says so, with the way back to all topics (a link, as the SPA's).
  const activeTag = tag
    ? `<p class="community-active-tag">正在看 <strong>#${esc(tag)}</strong><a class="community-active-tag__clear" href="${esc(base)}">${icon('close', 16)}清除标签</a></p>`
    : '';
  const rows = topics.map((t) => `<li>${topicRow(t, siteUrl, now)}</li>`).join('');
  // The page links as the SPA's Pagination, under the rows.
  const pages = pagination(page, wholeNumber(list.last_page, 1), (n) => topicListHref({ tag, page: n }), {
    label: '话题列表分页',
    className: 'community-pagination',
  });
  const results =
    topics.length > 0
      ? `<ul class="topic-list" aria-label="话题列表">${rows}</ul>${pages}`
      : empty(page, tag);
  return {
    main: `<section class="community-page" aria-labelledby="page-title"><header class="community-intro"><div><h1 id="page-title" data-fp="title">${esc(copy.title)}</h1><p class="community-intro__lead">${esc(copy.intro)}</p></div>${newTopic}</header><div class="community-toolbar"><div class="tabs tabs--pill" data-orientation="horizontal" aria-hidden="true"><div class="tabs__list">${tabs}</div></div>${activeTag}</div>${chips}<p class="community-status" role="status">共 ${wholeNumber(list.total)} 个话题</p>${results}</section>`,
    lcp: null,
    // A tag's view is named as the SPA names it.
    head: listHead(PAGES.topics, page, siteUrl, tag ? `#${tag} · ${copy.title}` : undefined),
  };
}
