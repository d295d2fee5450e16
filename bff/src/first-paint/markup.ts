/** The pieces every first-paint frame is made of: escaping, picture addresses, text cuts, images. */
import {
  escapeHtml,
  htmlParagraphs,
  LIST_KEYWORD_MAX,
  pictureWidths,
  safeHref,
  type Paginated,
  type PictureLayout,
} from '@zaowu/shared';
import { ICON_PATHS } from '@zaowu/shared/icon-paths';
import { paginationItems } from '@zaowu/shared/pagination-items';

/** Text or an attribute value, escaped for HTML. */
export const esc = escapeHtml;

/**
 * JSON for a <script type="application/json">: `<`, `>` and `&` as \u escapes, so no `</script>` or
 * `<!--` in the data can end the element or change how it is parsed; U+2028/2029 escaped as well.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A picture address from upstream data as it may appear in the page (same-origin path or http(s)). */
export function picture(raw: unknown, siteUrl: string): string | null {
  if (typeof raw !== 'string' || raw === '') return null;
  const href = safeHref(raw, siteUrl);
  return href && (href.startsWith('/') || /^https?:/i.test(href)) ? href : null;
}
export const absolute = (href: string, siteUrl: string) => new URL(href, siteUrl).href;

/**
 * `srcset` and `sizes` of a picture shown in a layout (as the SPA's Image puts them), or '' when it is
 * not redrawn at widths; `prefix` 'image' names them for a preload link.
 */
export function widthsAttrs(src: string | null, layout: PictureLayout | undefined, prefix = ''): string {
  const widths = pictureWidths(src, layout);
  return widths ? ` ${prefix}srcset="${esc(widths.srcSet)}" ${prefix}sizes="${esc(widths.sizes)}"` : '';
}

/**
 * A fixed-ratio picture as the SPA's Image component draws it once loaded: eager (high priority)
 * unless told otherwise, in widths when its layout is given.
 */
export function image(
  src: string | null,
  ratio: number,
  {
    className = '',
    alt = '',
    eager = true,
    layout,
  }: { className?: string; alt?: string; eager?: boolean; layout?: PictureLayout } = {},
): string {
  const load = eager ? 'fetchpriority="high"' : 'loading="lazy"';
  const img = src
    ? `<img class="ui-image__img ui-image__img--cover" src="${esc(src)}"${widthsAttrs(src, layout)} alt="${esc(alt)}" decoding="async" ${load}>`
    : '';
  return `<span class="ui-image ui-image--${src ? 'loaded' : 'error'} ${className}" style="aspect-ratio:${ratio}" data-status="${src ? 'loaded' : 'error'}">${img}</span>`;
}

/** One of the SPA's icons as its Icon draws it (24 × 24, stroked in the text's colour), hidden from AT. */
export const icon = (name: keyof typeof ICON_PATHS, size: number) =>
  `<svg viewBox="0 0 24 24" width="${size}" height="${size}" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" focusable="false" aria-hidden="true"><path d="${ICON_PATHS[name]}"></path></svg>`;

/**
 * The SPA's KeywordSearch (a list's search box) working without script: a GET of `action?keyword=…`,
 * which the SPA reads from the URL as well.
 */
export function keywordSearch({
  action,
  label,
  placeholder,
  id,
  value,
}: {
  action: string;
  label: string;
  placeholder: string;
  id: string;
  /** The keyword the page shows results for. */
  value?: string | undefined;
}): string {
  return `<form role="search" aria-label="${esc(label)}" class="keyword-search" action="${esc(action)}" method="get"><label for="${esc(id)}" class="visually-hidden">${esc(label)}</label><input id="${esc(id)}" type="search" name="keyword" class="keyword-search__input" placeholder="${esc(placeholder)}" maxlength="${LIST_KEYWORD_MAX}" enterkeyhint="search"${value ? ` value="${esc(value)}"` : ''}><button type="submit" class="btn btn--primary btn--md keyword-search__button">${icon('search', 18)}搜索</button></form>`;
}

/**
 * A list's page bar as the SPA's Pagination draws it in link mode (web/src/components/Pagination.tsx,
 * the same items from shared/pagination-items.ts): 上一页, the pages with gaps, the phone's "3 / 20",
 * 下一页, each page a real link; a step past either end an inert span. None for a single page.
 */
export function pagination(
  page: number,
  pageCount: number,
  href: (page: number) => string,
  { label = '分页', className = '' }: { label?: string; className?: string } = {},
): string {
  if (pageCount <= 1) return '';
  const current = Math.min(Math.max(1, page), pageCount);
  const target = (p: number, content: string, cls: string, extra = '') =>
    p < 1 || p > pageCount
      ? `<span class="${cls} is-disabled" aria-disabled="true">${content}</span>`
      : `<a class="${cls}"${extra} href="${esc(href(p))}">${content}</a>`;
  const pages = paginationItems(current, pageCount)
    .map((item) =>
      item.type === 'ellipsis'
        ? '<li class="pagination__gap" aria-hidden="true">…</li>'
        : `<li>${target(item.page, String(item.page), 'pagination__page', ` aria-label="第 ${item.page} 页"${item.current ? ' aria-current="page"' : ''}`)}</li>`,
    )
    .join('');
  const prev = target(
    current - 1,
    `${icon('chevron-left', 18)}<span>上一页</span>`,
    'pagination__step pagination__step--prev',
  );
  const next = target(
    current + 1,
    `<span>下一页</span>${icon('chevron-right', 18)}`,
    'pagination__step pagination__step--next',
  );
  const status = `<span class="pagination__status"><span aria-hidden="true"><b>${current}</b> / ${pageCount}</span><span class="visually-hidden">第 ${current} 页，共 ${pageCount} 页</span></span>`;
  return `<nav class="pagination${className ? ` ${esc(className)}` : ''}" aria-label="${esc(label)}">${prev}<ol class="pagination__pages">${pages}</ol>${status}${next}</nav>`;
}

/**
 * A count or page number from the upstream's answer as a whole number of at least `min` (`min` for
 * anything else), fit to write into the page.
 */
export const wholeNumber = (n: unknown, min = 0): number =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= min ? n : min;

/**
 * A list as the upstream sent it, with its counts and page numbers read as whole numbers (wholeNumber):
 * read once where the frame takes the list, so every use of them below is a number.
 */
export const withWholeCounts = <L extends Paginated<unknown>>(list: L): L => ({
  ...list,
  total: wholeNumber(list.total),
  current_page: wholeNumber(list.current_page, 1),
  last_page: wholeNumber(list.last_page, 1),
});

/**
 * A list's empty state as the SPA's Empty draws it (the inbox icon, a title, a line, and a link as its
 * primary button when there is somewhere to go).
 */
export function emptyState(
  title: string,
  description: string,
  action?: { href: string; label: string },
  iconName: keyof typeof ICON_PATHS = 'inbox',
): string {
  const button = action
    ? `<div class="empty__action"><a class="btn btn--primary btn--md" href="${esc(action.href)}">${esc(action.label)}</a></div>`
    : '';
  return `<div class="empty empty--default"><span class="empty__icon" aria-hidden="true">${icon(iconName, 36)}</span><p class="empty__title">${esc(title)}</p><p class="empty__description">${esc(description)}</p>${button}</div>`;
}

/** A list from upstream data, or none: an upstream that leaves an optional list out costs nothing. */
export const listOf = <T>(value: readonly T[] | null | undefined): readonly T[] =>
  Array.isArray(value) ? value : [];

/** Page links of a list: first, previous, the pages around this one, next, last. */
export function pager(
  base: string,
  page: number,
  last: number,
  {
    className = 'fp-pager',
    label = '分页',
    href = (n: number) => (n > 1 ? `${base}?page=${n}` : base),
  }: { className?: string; label?: string; href?: (page: number) => string } = {},
): string {
  if (last <= 1) return '';
  const around = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, last])]
    .filter((n) => n >= 1 && n <= last)
    .sort((a, b) => a - b);
  const items = around.map((n) =>
    n === page
      ? `<li><span aria-current="page">${n}</span></li>`
      : `<li><a href="${esc(href(n))}">${n}</a></li>`,
  );
  if (page > 1) items.unshift(`<li><a href="${esc(href(page - 1))}" rel="prev">上一页</a></li>`);
  if (page < last) items.push(`<li><a href="${esc(href(page + 1))}" rel="next">下一页</a></li>`);
  return `<nav class="${esc(className)}" aria-label="${esc(label)}"><ul>${items.join('')}</ul></nav>`;
}

/** Member HTML as paragraphs of plain text (escaped): each block of the author's becomes one <p>. */
export const textParagraphs = (html: string) =>
  htmlParagraphs(html)
    .map((line) => `<p>${esc(line)}</p>`)
    .join('');
