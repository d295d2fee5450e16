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

/*
 * Linear on any input: a script, style or tag that never closes runs to the end of the text (without the
 * `|$`, each unclosed `<` would scan to the end again: `'<'.repeat(20000)` took 0.9 s, a 1 MB body minutes).
 */
const SCRIPT_OR_STYLE = /<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
const TAG = /<[^>]*(?:>|$)/g;

/**
 * The text of some HTML, for counting, summaries and plain-text frames (never rendered as HTML):
 * scripts and styles dropped with their contents, tags dropped, entities decoded, whitespace collapsed.
 */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(SCRIPT_OR_STYLE, ' ').replace(TAG, ' ')).replace(/\s+/g, ' ').trim();
}

/** Where a block of text ends: a closing paragraph, heading, list item, quote or division, or a <br>. */
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|blockquote|pre|figure|figcaption|tr)\s*>|<br\b[^<>]*>/gi;

/** The paragraphs of some HTML as plain text, in order, empty ones left out. */
export function htmlParagraphs(html: string): string[] {
  return html.replace(SCRIPT_OR_STYLE, ' ').split(BLOCK_END).map(htmlText).filter(Boolean);
}

/**
 * One line of at most `max` characters (160: a search result's description), for descriptions, share cards and list lines: whitespace
 * collapsed, cut between characters with an ellipsis (never inside an emoji or 𠮷's pair, which would
 * reach an address or a card as U+FFFD).
 */
export function oneLine(text: string, max = 160): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/** How many pictures some HTML holds. */
export function htmlImageCount(html: string): number {
  return (html.match(/<img\b/gi) ?? []).length;
}
