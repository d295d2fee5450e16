import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_THEME, THEMES, THEME_COLORS, THEME_COOKIE } from '@zaowu/shared';
import { themeBootScript, withThemeBoot } from '../../../build/theme-boot.ts';

const INDEX_HTML = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../index.html');
const shell = () => withThemeBoot(readFileSync(INDEX_HTML, 'utf8'));

/** Runs the shell's boot script on a page whose cookie is `cookie`; what it set. */
function boot(cookie: string): { theme: string | null; color: string | null } {
  const inline = [...shell().matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline).toHaveLength(1);
  document.head.innerHTML = `<meta name="theme-color" content="${THEME_COLORS[DEFAULT_THEME]}">`;
  document.documentElement.removeAttribute('data-theme');
  if (cookie) document.cookie = cookie;
  // The script as the browser runs it, before anything else on the page (jsdom runs no inline scripts).
  new Function(inline[0]!)();
  return {
    theme: document.documentElement.getAttribute('data-theme'),
    color: document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? null,
  };
}

afterEach(() => {
  for (const name of [THEME_COOKIE, `x${THEME_COOKIE}`]) document.cookie = `${name}=; max-age=0`;
});

describe('the theme boot script in index.html', () => {
  it('is written from the shared constants, in place of its marker', () => {
    const html = shell();
    expect(html).not.toContain('zaowu:theme-boot');
    expect(html).toContain(`<html lang="zh-CN" data-theme="${DEFAULT_THEME}">`);
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLORS[DEFAULT_THEME]}" />`);
    expect(html).toContain(themeBootScript());
    expect(themeBootScript()).toContain(`${THEME_COOKIE}=(${THEMES.join('|')})`);
  });

  it.each(THEMES)('applies the %s theme from the theme cookie, as the app reads it', (theme) => {
    expect(boot(`${THEME_COOKIE}=${theme}`)).toEqual({ theme, color: THEME_COLORS[theme] });
  });

  it('falls back to the default without the cookie, with an unknown value or another cookie', () => {
    const fallback = { theme: DEFAULT_THEME, color: THEME_COLORS[DEFAULT_THEME] };
    expect(boot('')).toEqual(fallback);
    expect(boot(`${THEME_COOKIE}=sepia`)).toEqual(fallback);
    expect(boot(`x${THEME_COOKIE}=${THEMES.find((t) => t !== DEFAULT_THEME)}`)).toEqual(fallback);
  });

  it('refuses a page without its marker', () => {
    expect(() => withThemeBoot('<!doctype html><html><head></head></html>')).toThrow('theme-boot');
  });
});
