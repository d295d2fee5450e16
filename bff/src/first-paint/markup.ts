/** The pieces every first-paint frame is made of: escaping, picture addresses, text cuts, images. */
import { escapeHtml, htmlParagraphs, pictureWidths, safeHref, type PictureLayout } from '@zaowu/shared';

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

/** An icon's box (15 px, as the page's icons): its drawing comes with React. */
export const ICON =
  '<svg viewBox="0 0 24 24" width="15" height="15" aria-hidden="true" focusable="false"></svg>';

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
