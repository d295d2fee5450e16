/**
 * Member HTML with every attribute whose name starts with "on" renamed (`onerror` → `x-onerror`),
 * before any HTML parser sees it. Chrome checks an event-handler attribute against the page's CSP the
 * moment a parser sets it, even in an inert document (DOMParser, <template>, which is where DOMPurify
 * parses), and reports a `script-src-attr` violation although nothing could run there. A renamed
 * attribute is no handler, and DOMPurify drops it as it would have dropped the handler, so the clean
 * HTML is the same and the page's CSP reports stay for real attacks.
 *
 * The scan follows the HTML tokenizer's states for tags, attribute names and values, comments and the
 * elements whose content is text, so it renames only what the parser reads as an attribute name, never
 * text or an attribute's value. One pass, linear in the length. What it misreads (foreign content such
 * as <svg><style>) only leaves a handler for DOMPurify to drop, never anything less safe.
 */

/** Elements whose content the tokenizer reads as text up to their end tag. */
const TEXT_ONLY = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'textarea', 'title']);
const RENAMED_PREFIX = 'x-';

const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\f' || c === '\r';
const isLetter = (c: string | undefined) =>
  c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));

export function renameHandlerAttributes(html: string): string {
  const n = html.length;
  const parts: string[] = [];
  /** html[copied, …) is not yet in parts. */
  let copied = 0;
  let i = 0;

  /** Where a '>'-terminated construct (bogus comment, doctype) ends. */
  const afterGt = (from: number) => {
    const gt = html.indexOf('>', from);
    return gt === -1 ? n : gt + 1;
  };

  /** Where a comment starting at `lt` ends: `-->`, `--!>`, or at once for `<!-->` and `<!--->`. */
  const afterComment = (lt: number) => {
    if (html.startsWith('>', lt + 4)) return lt + 5;
    if (html.startsWith('->', lt + 4)) return lt + 6;
    // From one '--' to the next, so a page of short comments is still one pass.
    for (let p = lt + 4; ;) {
      const dashes = html.indexOf('--', p);
      if (dashes === -1) return n;
      if (html[dashes + 2] === '>') return dashes + 3;
      if (html[dashes + 2] === '!' && html[dashes + 3] === '>') return dashes + 4;
      p = dashes + 1;
    }
  };

  /** Scans a tag whose name starts at `p`; answers where it ends and its name (lower case). */
  const scanTag = (p: number): { end: number; name: string } => {
    const nameStart = p;
    while (p < n && !isSpace(html[p]) && html[p] !== '/' && html[p] !== '>') p++;
    const name = html.slice(nameStart, p).toLowerCase();
    for (;;) {
      // Before an attribute name: spaces and a lone '/' are skipped.
      while (p < n && (isSpace(html[p]) || html[p] === '/')) p++;
      if (p >= n) return { end: n, name }; // the tag never ends: the parser drops it
      if (html[p] === '>') return { end: p + 1, name };
      // The name: its first character may be anything, even '='.
      const attrStart = p++;
      while (p < n && !isSpace(html[p]) && html[p] !== '/' && html[p] !== '>' && html[p] !== '=') p++;
      if (html.slice(attrStart, attrStart + 2).toLowerCase() === 'on') {
        parts.push(html.slice(copied, attrStart), RENAMED_PREFIX);
        copied = attrStart;
      }
      while (p < n && isSpace(html[p])) p++;
      if (html[p] !== '=') continue; // no value: the next attribute, '/' or '>'
      p++;
      while (p < n && isSpace(html[p])) p++;
      const quote = html[p];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, p + 1);
        if (close === -1) return { end: n, name };
        p = close + 1;
      } else {
        while (p < n && !isSpace(html[p]) && html[p] !== '>') p++;
      }
    }
  };

  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    const next = html[lt + 1];
    if (next === '!') {
      i = html.startsWith('<!--', lt) ? afterComment(lt) : afterGt(lt + 2);
    } else if (next === '?') {
      i = afterGt(lt + 2);
    } else if (next === '/') {
      // An end tag's attributes are read and dropped; `</>` is nothing; anything else a bogus comment.
      const after = html[lt + 2];
      i = isLetter(after) ? scanTag(lt + 2).end : after === '>' ? lt + 3 : afterGt(lt + 2);
    } else if (isLetter(next)) {
      const tag = scanTag(lt + 1);
      i = tag.end;
      if (tag.name === 'plaintext') break;
      if (TEXT_ONLY.has(tag.name) && i < n) {
        // Text up to its own end tag: `</name` followed by a space, '/' or '>'.
        const endTag = new RegExp(`</${tag.name}[\\t\\n\\f\\r />]`, 'gi');
        endTag.lastIndex = i;
        i = endTag.exec(html)?.index ?? n;
      }
    } else {
      i = lt + 1; // a '<' that opens nothing is text
    }
  }
  if (copied === 0) return html;
  parts.push(html.slice(copied));
  return parts.join('');
}
