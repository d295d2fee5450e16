/**
 * The text of member HTML (a topic's or a blog's body), for counting and for telling an empty body:
 * tags dropped, the few entities an editor writes decoded, whitespace collapsed.
 */
const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
  '&amp;': '&',
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value, escaped for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** &lt; &gt; &quot; &#39; &nbsp; &amp; as the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(lt|gt|quot|#39|nbsp|amp);/g, (e) => ENTITIES[e]!);
}

/** The text of some HTML: tags dropped, entities decoded, whitespace collapsed. */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** How many pictures some HTML holds. */
export function htmlImageCount(html: string): number {
  return (html.match(/<img\b/gi) ?? []).length;
}
