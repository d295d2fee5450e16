/**
 * The first paint of the 设计师 (/designer) list: a page of it as the SPA draws it
 * (web/src/features/designers/components/DesignerDirectory.tsx, DesignerCard.tsx, DesignerStats.tsx),
 * with the SPA's elements and class names, so the SPA's own rules (inlined by critical-css.ts) lay the
 * frame out where React's page will be: heading and intro, the search box (a real GET form: the SPA
 * reads ?keyword= from the URL), the 擅长领域 and 排序 tabs in their default view (全部, 最热), 共 N 位设计师,
 * the grid of cards (cover, avatar, name, city, specialties, bio, 作品 / 粉丝 / 获赞, 关注), and the page
 * bar. What needs the app to work (the tabs, 关注) is drawn as a static look-alike hidden from assistive
 * technology; every name is a link to the designer's page and every page of the list a link, so a
 * crawler that runs no JavaScript reaches every designer.
 */
import {
  designerListHref,
  hrefs,
  WORK_TYPES,
  type Designer,
  type ListSearch,
  type Paginated,
} from '@zaowu/shared';
import { formatCompact } from '@zaowu/shared/compact';
import { DESIGNERS_PAGE } from '@zaowu/shared/list-pages';
import type { Built } from './detail-frames.ts';
import { listHead, PAGES } from './list-frames.ts';
import {
  emptyState,
  esc,
  icon,
  image,
  keywordSearch,
  listOf,
  pagination,
  picture,
  wholeNumber,
} from './markup.ts';

const BASE = hrefs.designers();

/** The cards whose pictures load at once, with high priority (the SPA's `priority`: the first row). */
const EAGER_CARDS = 4;
/** The cover's box (DesignerCard's Image ratio). */
const COVER_RATIO = 8 / 3;
/** The avatar's size in px (DesignerCard's Avatar; Avatar sizes the initial from it). */
const AVATAR = 64;

/** The directory's tabs (DesignerDirectory's SPECIALTY_TABS and SORT_TABS). */
const SPECIALTY_TABS = ['全部', ...WORK_TYPES.map((t) => t.label)];
const SORT_TABS = ['最热', '最新'];

/** A row of pill tabs as the SPA's Tabs draws them, the first one chosen (the default view). */
const tabs = (labels: readonly string[]) =>
  `<div class="tabs tabs--pill" data-orientation="horizontal"><div class="tabs__list">${labels
    .map(
      (label, i) =>
        `<span class="tabs__tab" data-state="${i === 0 ? 'active' : 'inactive'}">${esc(label)}</span>`,
    )
    .join('')}</div></div>`;

/** The search box (KeywordSearch), as a GET form to the list: the SPA reads ?keyword= from the URL. */
const search = (keyword?: string) =>
  keywordSearch({
    action: BASE,
    label: '搜索设计师',
    placeholder: '搜索设计师昵称、城市或简介',
    id: 'fp-designer-keyword',
    value: keyword,
  });

/** The cover as the SPA's Image draws it; its fallback (暂无图片) when the designer has none. */
function cover(src: string | null, eager: boolean): string {
  if (src) return image(src, COVER_RATIO, { alt: '', eager, layout: 'banner' });
  return `<span class="ui-image ui-image--error" style="aspect-ratio:${COVER_RATIO}" data-status="error"><span class="ui-image__fallback" aria-hidden="true">${icon('image', 28)}<span class="ui-image__fallback-text">暂无图片</span></span></span>`;
}

/**
 * The avatar's round box (Avatar, decorative beside the name): the picture, loaded as the SPA's is,
 * when it comes near the screen; else the name's first character.
 */
function avatar(src: string | null, name: string): string {
  const inner = src
    ? image(src, 1, { alt: '', eager: false })
    : `<span class="avatar__fallback" aria-hidden="true">${esc(Array.from(name.trim())[0] ?? '?')}</span>`;
  return `<span class="avatar designer-card__avatar" style="width:${AVATAR}px;height:${AVATAR}px;font-size:${Math.round(AVATAR * 0.42)}px">${inner}</span>`;
}

/** A work type's name (模型), as the card's badge shows it. */
const typeLabel = (type: string) => WORK_TYPES.find((t) => t.type === type)?.label ?? type;

/** A designer's card (DesignerCard with DesignerStats); 关注 is a look-alike until the app runs. */
function card(d: Designer, index: number, siteUrl: string): string {
  const nameId = `fp-designer-${index}-name`;
  const specialties = listOf(d.specialties);
  const tags =
    specialties.length > 0
      ? `<ul class="designer-card__specialties" aria-label="擅长">${specialties
          .map((t) => `<li><span class="badge badge--neutral">${esc(typeLabel(t))}</span></li>`)
          .join('')}</ul>`
      : '';
  const stats = (
    [
      ['作品', d.works_count],
      ['粉丝', d.followers],
      ['获赞', d.likes],
    ] as const
  )
    .map(([label, n]) => `<div><dt>${label}</dt><dd>${formatCompact(n)}</dd></div>`)
    .join('');
  return `<article class="profile-card designer-card" aria-labelledby="${nameId}"><div class="profile-card__cover designer-card__cover">${cover(picture(d.cover, siteUrl), index < EAGER_CARDS)}</div><div class="designer-card__body">${avatar(picture(d.avatar, siteUrl), d.nickname)}<div class="designer-card__head"><h2 class="profile-card__name designer-card__name" id="${nameId}"><a class="profile-card__link designer-card__link" href="${esc(hrefs.designer(d.id))}">${esc(d.nickname)}</a></h2>${d.city ? `<p class="designer-card__city">${esc(d.city)}</p>` : ''}</div><div class="designer-card__follow"><span class="btn btn--primary btn--sm follow-button" aria-hidden="true"><span><span class="follow-button__plus">+</span>关注</span></span></div>${tags}<p class="designer-card__bio">${esc(d.bio || '这位设计师还没有写简介。')}</p><dl class="designer-card__stats">${stats}</dl></div></article>`;
}

export function designersFrame(
  list: Paginated<Designer>,
  siteUrl: string,
  { keyword }: ListSearch = {},
): Built {
  const designers = listOf(list.data);
  const page = wholeNumber(list.current_page, 1);
  const last = wholeNumber(list.last_page, 1);
  const cells = designers.map((d, i) => `<li class="ui-grid__cell">${card(d, i, siteUrl)}</li>`).join('');
  // The page bar under the cards, where the SPA has its Pagination (with its class for the gap above).
  const bar = pagination(page, last, (n) => designerListHref({ keyword, page: n }), {
    label: '设计师列表分页',
    className: 'designers-pagination',
  });
  const results =
    designers.length > 0
      ? `<ul class="ui-grid ui-grid--gap-md" style="--grid-min:260px;--grid-max:4;--grid-phone:1" aria-label="设计师列表">${cells}</ul>${bar}`
      : page > 1
        ? emptyState('没有这一页', `这个列表只有 ${last} 页。`, {
            href: designerListHref({ keyword }),
            label: '回到第一页',
          })
        : keyword
          ? emptyState('没有找到符合条件的设计师', '换个关键词或领域试试，或者看看全部设计师。', {
              href: BASE,
              label: '查看全部设计师',
            })
          : emptyState('还没有设计师', '发布你的第一件作品，就会出现在这里。', {
              href: '/publish',
              label: '发布作品',
            });
  const status = `${keyword ? `「${esc(keyword)}」的搜索结果：` : ''}共 ${wholeNumber(list.total)} 位设计师`;
  const first = designers[0];
  return {
    main: `<section class="designers-page" aria-labelledby="page-title"><header class="designers-intro"><h1 id="page-title" data-fp="title">${esc(DESIGNERS_PAGE.title)}</h1><p class="designers-intro__lead">${esc(DESIGNERS_PAGE.intro)}</p></header><div class="designers-filters">${search(keyword)}<div class="designers-filters__tabs" aria-hidden="true">${tabs(SPECIALTY_TABS)}${tabs(SORT_TABS)}</div></div><p class="designers-status" role="status">${status}</p>${results}</section>`,
    lcp: first ? picture(first.cover, siteUrl) : null,
    lcpLayout: 'banner',
    head: listHead(PAGES.designers, page, siteUrl),
  };
}
