/**
 * For tests of a frame drawn as its SPA page (bff/src/first-paint/*-frame.ts): the classes it uses
 * that the SPA (web/src) never writes, and the inline CSS the page's sheets give it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { criticalCss, frameTokens, sheetRules } from '../first-paint/critical-css.ts';

const web = new URL('../../../web/src/', import.meta.url);
const files = readdirSync(web, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(css|tsx)$/.test(f));
/** The SPA's stylesheets and the components that write its classes, read once. */
const spa = files.map((f) => readFileSync(new URL(f, web), 'utf8')).join('\n');
const sheets = files.filter((f) => f.endsWith('.css')).map((f) => readFileSync(new URL(f, web), 'utf8'));

/** The class names in some HTML. */
export const classesOf = (html: string): Set<string> =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));

/**
 * The classes of `html` the SPA never writes: neither whole nor from its prefix (`ui-image--${status}`).
 * A frame that mirrors its page has none.
 */
export function unknownClasses(html: string): string[] {
  const known = (c: string) =>
    new RegExp(`(^|[^\\w-])${c}($|[^\\w-])`).test(spa) ||
    spa.includes(`${c.slice(0, c.lastIndexOf('-') + 1)}\${`);
  return [...classesOf(html)].filter((c) => !known(c));
}

/** The rules of every SPA stylesheet that can style `html` (as the BFF inlines for a frame). */
export const spaCssFor = (html: string): string => criticalCss(sheetRules(sheets), frameTokens(html));

/** Each part is in `html`, and in this order (the page's parts as the SPA draws them). */
export function expectInOrder(html: string, parts: readonly string[]): void {
  let from = 0;
  for (const part of parts) {
    const at = html.indexOf(part, from);
    expect(at, `${part.slice(0, 80)}… after offset ${from}`).toBeGreaterThanOrEqual(0);
    from = at + part.length;
  }
}
