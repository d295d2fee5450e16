/** Small HTML helpers: escaping member text, and the plain text of authored HTML for excerpts. */
import { decodeEntities, escapeHtml } from '@zaowu/shared';

export { escapeHtml };

/** Member text as HTML: each non-empty line becomes an escaped <p>. Never passes markup through. */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** The text of some HTML, tags dropped and whitespace collapsed, for excerpts (shown as text, never HTML). */
function plainText(html: string): string {
  // Block boundaries separate words; inline tags (<strong>, <a>) do not.
  const text = html
    // Linear on a tag that never closes (it runs to the end, rather than each `<` scanning to it again).
    .replace(/<\/?(p|br|li|ol|ul|h[1-6]|div|figure|figcaption|blockquote|pre|tr|td)\b[^<>]*>/gi, ' ')
    .replace(/<[^>]*(?:>|$)/g, '');
  return (
    decodeEntities(text)
      .replace(/\s+/g, ' ')
      // No spaces around Chinese punctuation.
      .replace(/ ?([\u3000-\u303f\uff00-\uffef]) ?/g, '$1')
      .trim()
  );
}

/** At most `max` characters of the text, with an ellipsis when cut. */
export function excerpt(html: string, max = 80): string {
  const text = plainText(html);
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}
