/**
 * The theme before first paint (product.md §1, no flash): index.html's `<!--zaowu:theme-boot-->` becomes
 * the theme-color meta and a small inline script that applies the theme cookie before anything is drawn,
 * and `<html>` gets the default theme, all written from shared/src/constants.ts (THEME_COOKIE, THEMES,
 * DEFAULT_THEME, THEME_COLORS) as features/theme/theme.ts reads them, so the two cannot disagree. It runs
 * in `pnpm dev` and in the build; the BFF serves the built index.html and allows this script by its hash
 * (bff/src/routes/security.ts), whatever it says.
 */
import type { Plugin } from 'vite';
import { DEFAULT_THEME, THEMES, THEME_COLORS, THEME_COOKIE } from '@zaowu/shared';

const MARKER = '<!--zaowu:theme-boot-->';
const HTML_TAG = /<html\b([^>]*)>/;

const regexSource = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The inline script: the cookie's theme when it names one, else the default, on `<html>` and the meta. */
export function themeBootScript(): string {
  const cookie = `/(?:^|;\\s*)${regexSource(THEME_COOKIE)}=(${THEMES.map(regexSource).join('|')})(?:;|$)/`;
  return `(function () {
        var m = document.cookie.match(${cookie});
        var t = m ? m[1] : ${JSON.stringify(DEFAULT_THEME)};
        var colors = ${JSON.stringify(THEME_COLORS)};
        document.documentElement.setAttribute('data-theme', t);
        document.querySelector('meta[name="theme-color"]').setAttribute('content', colors[t]);
      })();`;
}

/** index.html with the theme filled in; throws when the page has no place for it. */
export function withThemeBoot(html: string): string {
  if (!html.includes(MARKER) || !HTML_TAG.test(html)) {
    throw new Error(`theme-boot: index.html needs ${MARKER} in its <head> and an <html> tag`);
  }
  const head = `<meta name="theme-color" content="${THEME_COLORS[DEFAULT_THEME]}" />
    <script>
      ${themeBootScript()}
    </script>`;
  return html
    .replace(HTML_TAG, (_, attrs: string) => `<html${attrs} data-theme="${DEFAULT_THEME}">`)
    .replace(MARKER, () => head);
}

export function themeBoot(): Plugin {
  return {
    name: 'zaowu:theme-boot',
    transformIndexHtml: { order: 'pre', handler: withThemeBoot },
  };
}
