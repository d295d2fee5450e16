/**
 * Accessibility (design.md §6, §8): axe finds nothing serious or critical against WCAG 2.0 A/AA and
 * 2.1 AA on the home, login and error pages and the works-and-discovery screens (lists, details, people,
 * community), in both themes, at both sizes.
 *
 * Each page is loaded once and checked in both themes: in the theme its cookie asks for, then again after
 * 切换主题, the header's toggle, as a user switches. Which theme a page loads in alternates down the list,
 * so both themes are also checked as a page first paints them.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { THEMES, THEME_COOKIE, endpoints, type Theme } from '@zaowu/shared';

const PAGES = [
  '/',
  '/login',
  '/no-such-page',
  // The works-and-discovery screens: every list, and the people and community pages.
  '/model',
  '/art',
  '/animation',
  '/blog',
  '/explore',
  '/recommend',
  '/designer',
  '/shop',
  '/community',
] as const;
/** Detail pages: a real, non-mature item of each kind, looked up in the demo data. */
const DETAILS = ['model', 'art', 'animation', 'blog'] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per failing element: the rule, where, and axe's reason (with the colours for contrast). */
function describeViolations(violations: Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `[${v.impact}] ${v.id} at ${n.target.join(' ')}: ${(n.failureSummary ?? v.help).replace(/\s+/g, ' ')}`,
    ),
  );
}

/** The page as a user first sees it: content rendered, requests settled, fonts in. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function expectNoSeriousViolations(page: Page, theme: Theme) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(describeViolations(serious), `${theme} theme`).toEqual([]);
}

/**
 * Loads `path` in `first` (its cookie), checks it, switches to the other theme with 切换主题 and checks
 * it again once the colours have finished changing (some surfaces fade their background).
 */
async function expectNoSeriousViolationsInBothThemes(
  page: Page,
  baseURL: string,
  path: string,
  first: Theme,
) {
  const second = THEMES.find((t) => t !== first)!;
  await page.context().addCookies([{ name: THEME_COOKIE, value: first, url: baseURL }]);
  await page.goto(path);
  await settled(page);
  await expectNoSeriousViolations(page, first);

  await page.getByRole('button', { name: '切换主题' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', second);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  await expectNoSeriousViolations(page, second);
}

/** The theme the i-th page loads in: light, dark, light, … */
const firstTheme = (i: number): Theme => THEMES[i % THEMES.length]!;

DETAILS.forEach((type, i) => {
  test(`/${type}/{id} has no serious or critical axe violation in either theme`, async ({
    page,
    baseURL,
    api,
  }) => {
    const list = await api.call(endpoints.works.lists, { type, per_page: 10 });
    const work = list.data.find((w) => !w.is_mature)!;
    await expectNoSeriousViolationsInBothThemes(page, baseURL!, `/${type}/${work.id}`, firstTheme(i));
  });
});

PAGES.forEach((path, i) => {
  test(`${path} has no serious or critical axe violation in either theme`, async ({ page, baseURL }) => {
    await expectNoSeriousViolationsInBothThemes(page, baseURL!, path, firstTheme(DETAILS.length + i));
  });
});
