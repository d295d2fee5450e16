/**
 * User HTML (blogs, community posts, notes) goes through DOMPurify before it reaches the DOM, and
 * every link and image source in it through the shared URL rules (product.md §5): dangerous protocols are
 * dropped, external links open in a new tab with rel="noopener noreferrer nofollow", images load lazily.
 * Event-handler attributes are renamed before DOMPurify parses the HTML (handler-attributes.ts), so
 * the parse sets none and the page's CSP reports nothing.
 */
import DOMPurify from 'dompurify';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@zaowu/shared';
import { renameHandlerAttributes } from './handler-attributes.ts';
import { userHref } from './url.ts';

const ALLOWED_TAGS = [...RICH_TEXT_TAGS];
const ALLOWED_ATTR = [...RICH_TEXT_ATTRIBUTES];

let configured = false;
function configure() {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = userHref(node.getAttribute('href'));
      if (!href) {
        node.removeAttribute('href');
      } else {
        node.setAttribute('href', href);
        if (/^https?:/i.test(href)) {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer nofollow ugc');
        }
      }
    }
    if (node.tagName === 'IMG') {
      // Only root-relative paths and http(s) URLs: a bare "x" would load /x (a broken request).
      const raw = (node.getAttribute('src') ?? '').trim();
      const src = /^(\/(?!\/)|https?:\/\/)/i.test(raw) ? userHref(raw) : null;
      if (!src) node.removeAttribute('src');
      else node.setAttribute('src', src);
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
}

/** Clean HTML, safe to set as innerHTML. */
export function sanitizeHtml(dirty: string): string {
  configure();
  return DOMPurify.sanitize(renameHandlerAttributes(dirty), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ADD_ATTR: ['target', 'rel', 'loading', 'decoding'],
  });
}
