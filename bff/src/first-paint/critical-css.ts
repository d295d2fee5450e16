/**
 * The frame's own CSS (docs/decisions/012-frame-css-inline.md): of a page's stylesheets, the rules that
 * can style the static frame, inlined in its HTML, so the first paint waits for no stylesheet. The
 * whole sheets load after that paint and before React draws (web/build/boot-after-paint.ts).
 *
 * A rule is kept when, for one of its selectors, every tag, class and id it names (outside a
 * pseudo-class's parentheses) is somewhere in the frame. Combinators, attributes, states and the
 * arguments of :not(), :is() or :has() are not checked, so what is kept is a superset of the rules that
 * match: nothing the frame needs is left out (a missing rule would move the page when the sheets
 * land), and a little it does not need comes along. `:root`, `*` and attribute-only selectors (the
 * themes' variables) are always kept; @keyframes when a kept rule names them; @font-face and other
 * at-rules without rules inside, always. Order is kept, so the cascade is the sheets' own.
 */
import postcss, { type ChildNode, type Container } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/** One rule or at-rule of a sheet, with what it needs of the frame to be kept. */
interface Item {
  text: string;
  /** The at-rules around it (`@media …`), outermost first. */
  within: readonly string[];
  /** Token sets, one per selector: the rule is kept when one of them is all in the frame; null: always. */
  needs: readonly (readonly string[])[] | null;
  /** A @keyframes block: kept when a kept rule names it. */
  keyframes?: string;
}

/** A page's stylesheets, parsed once per build. */
export interface SheetRules {
  readonly items: readonly Item[];
}

const tokensOf = selectorParser();

/** The tags (`t:`), classes (`.`) and ids (`#`) each selector of a rule names outside pseudo-classes. */
function selectorNeeds(selector: string): string[][] | null {
  const needs: string[][] = [];
  try {
    const root = tokensOf.astSync(selector);
    for (const sel of root.nodes) {
      const need: string[] = [];
      // The nodes of one selector are flat (compounds and combinators); a pseudo-class holds its
      // arguments as nested selectors, which are deliberately not read.
      for (const node of sel.nodes) {
        if (node.type === 'class') need.push(`.${node.value}`);
        else if (node.type === 'id') need.push(`#${node.value}`);
        else if (node.type === 'tag') need.push(`t:${node.value.toLowerCase()}`);
      }
      if (need.length === 0) return null;
      needs.push(need);
    }
  } catch {
    return null; // a selector we cannot read: kept, as the browser may well read it
  }
  return needs.length > 0 ? needs : null;
}

function collect(container: Container, within: readonly string[], items: Item[]) {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      items.push({ text: node.toString(), within, needs: selectorNeeds(node.selector) });
    } else if (node.type === 'atrule') {
      const name = node.name.toLowerCase();
      if (/^(?:-\w+-)?keyframes$/.test(name)) {
        items.push({ text: node.toString(), within, needs: null, keyframes: node.params.trim() });
      } else if (node.nodes && /^(?:media|supports|container|layer|scope|starting-style)$/.test(name)) {
        collect(node, [...within, `@${node.name}${node.raws.afterName ?? ' '}${node.params}`], items);
      } else {
        items.push({ text: node.toString(), within, needs: null });
      }
    }
  });
}

/** Parses the page's stylesheets (their text, in link order) into one list of rules. */
export function sheetRules(sheets: readonly string[]): SheetRules {
  const items: Item[] = [];
  for (const css of sheets) collect(postcss.parse(css), [], items);
  return { items };
}

const TAG = /<([a-zA-Z][a-zA-Z0-9-]*)/g;
const CLASS = /\sclass="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

/** The tags, classes and ids of a piece of HTML (the frame), plus the document's own elements. */
export function frameTokens(html: string): Set<string> {
  const tokens = new Set(['t:html', 't:body', 't:div', '#root']);
  for (const m of html.matchAll(TAG)) tokens.add(`t:${m[1]!.toLowerCase()}`);
  for (const m of html.matchAll(CLASS)) for (const c of m[1]!.split(/\s+/)) if (c) tokens.add(`.${c}`);
  for (const m of html.matchAll(ID)) if (m[1]) tokens.add(`#${m[1]}`);
  return tokens;
}

const keeps = (item: Item, tokens: Set<string>) =>
  item.needs === null || item.needs.some((need) => need.every((t) => tokens.has(t)));

/** The rules of `rules` that can style HTML with these tokens, as one stylesheet's text for a <style>. */
export function criticalCss(rules: SheetRules, tokens: Set<string>): string {
  const kept = rules.items.filter((item) => !item.keyframes && keeps(item, tokens));
  const named = kept.map((item) => item.text).join('\n');
  const out: string[] = [];
  let open: readonly string[] = [];
  for (const item of rules.items) {
    if (
      item.keyframes
        ? !new RegExp(`(?:^|[\\s:,])${escapeRegExp(item.keyframes)}(?:$|[\\s;,!}])`, 'm').test(named)
        : !keeps(item, tokens)
    )
      continue;
    let same = 0;
    while (same < open.length && same < item.within.length && open[same] === item.within[same]) same += 1;
    out.push('}'.repeat(open.length - same));
    for (const at of item.within.slice(same)) out.push(`${at}{`);
    out.push(item.text);
    open = item.within;
  }
  out.push('}'.repeat(open.length));
  // Safe inside a <style> element: postcss writes a `</style` in a string as `\3c /style`.
  return out.join('');
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
