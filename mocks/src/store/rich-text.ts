/**
 * Member rich text (community topics, blog works) as the demo upstream keeps it: cleaned with
 * sanitize-html to the shared allow-list (shared/src/rich-text.ts), the same list the SPA's DOMPurify
 * uses on display, so what is stored is already what may be shown.
 */
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@zaowu/shared';
import { parseStoragePath } from '../media/urls.ts';

/** Stands for this site when a member's address is resolved: only a path can stay on it. */
const SITE = new URL('http://demo.invalid');

/** A root-relative path on this site, normalized (dot segments resolved), or null for anything else. */
function sitePath(raw: string): string | null {
  // "//host" and "/\host" leave the site (browsers read a backslash as a slash).
  if (!/^\/(?![/\\])/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, SITE);
  } catch {
    return null;
  }
  return url.origin === SITE.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** A link may go to an http(s) address or a path on this site; nothing else (javascript:, data:, //host). */
function linkHref(raw: string): string | null {
  const value = raw.trim();
  if (!/^https?:\/\//i.test(value)) return sitePath(value);
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) ? value : null;
  } catch {
    return null;
  }
}

/** A picture may only be our own storage (an upload, generated art): never another host's tracking pixel. */
function imageSrc(raw: string): string | null {
  const path = sitePath(raw.trim());
  return path && parseStoragePath(new URL(path, SITE).pathname) ? path : null;
}

/** The allow-list's attributes but the two addresses, which only a link and a picture may hold. */
const PLAIN_ATTRIBUTES = RICH_TEXT_ATTRIBUTES.filter((a) => a !== 'href' && a !== 'src');

/**
 * A member's rich text as the server keeps it: the shared allow-list's tags and attributes only (no
 * script, event handler or style), an href only on a link and only to http(s) or this site, with
 * rel="noopener noreferrer nofollow", a src only on a picture and only to our storage (a picture
 * without one goes). Attributes come out double-quoted, entities normalized.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: {
      '*': PLAIN_ATTRIBUTES,
      a: ['href', 'rel'],
      img: ['src'],
    },
    allowedSchemes: ['http', 'https'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => {
        const { href, rel, ...rest } = attribs;
        const safe = href === undefined ? null : linkHref(href);
        void rel; // the member's own rel never stays
        return {
          tagName,
          attribs: safe === null ? rest : { ...rest, href: safe, rel: 'noopener noreferrer nofollow' },
        };
      },
      img: (tagName, attribs) => {
        const { src, ...rest } = attribs;
        const safe = src === undefined ? null : imageSrc(src);
        return { tagName, attribs: safe === null ? rest : { ...rest, src: safe } };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }).trim();
}
