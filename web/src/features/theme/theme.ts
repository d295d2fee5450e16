/**
 * Theme (product.md §1, §9): light unless the `theme` cookie says dark; kept 7 days on path /. index.html
 * applies the cookie before first paint (no flash), with a script web/build/theme-boot.ts writes from the
 * same constants; this module keeps the atom and the DOM in step.
 */
import { atom } from '../../lib/state.ts';
import {
  DEFAULT_THEME,
  THEME_COLORS,
  THEME_COOKIE,
  THEME_COOKIE_DAYS,
  themeFromCookies,
  type Theme,
} from '@zaowu/shared';
import { setCookie } from '../../lib/cookies.ts';

function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

const baseThemeAtom = atom<Theme>(
  typeof document === 'undefined' ? DEFAULT_THEME : themeFromCookies(document.cookie),
);

/** The current theme; writing it applies it and stores the cookie. */
export const themeAtom = atom(
  (get) => get(baseThemeAtom),
  (_get, set, theme: Theme) => {
    set(baseThemeAtom, theme);
    applyTheme(theme);
    setCookie(THEME_COOKIE, theme, THEME_COOKIE_DAYS);
  },
);
