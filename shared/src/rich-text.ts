/**
 * The rich-text allow-list: the only tags and attributes member HTML (blogs, community topics, notes)
 * may hold. The SPA cleans with it on display (web/src/lib/sanitize.ts, DOMPurify) and the demo
 * upstream cleans with it before it stores a body (mocks, sanitize-html), so both keep the same markup.
 * URL rules (which href and src values may stay) are each side's own, on top of this list.
 */

export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'blockquote',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
] as const;

/** Attributes allowed on any of RICH_TEXT_TAGS (each meaningful only on some of them). */
export const RICH_TEXT_ATTRIBUTES = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
] as const;
