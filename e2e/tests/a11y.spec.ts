/**
 * Accessibility (design.md §6, §8): axe finds nothing serious or critical against WCAG 2.0 A/AA and
 * 2.1 AA on the home, login and error pages and the works-and-discovery screens (lists, details, people,
 * community), in both themes, at both sizes.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { inBothThemes, pageLoaded } from './helpers.ts';
import { endpoints } from '@zaowu/shared';

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

/** The page as a user first sees it: content rendered, nothing loading, fonts in. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await pageLoaded(page);
}

async function expectNoSeriousViolations(page: Page, theme: string) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(describeViolations(serious)).toEqual([]);
}

// Both themes from one load (inBothThemes): light as a first visit draws it, then dark through the
// header's 切换主题. That a dark reload is dark from its first frame is shell.spec.ts's theme test.
for (const type of DETAILS) {
  test(`/${type}/{id} has no serious or critical axe violation, light or dark`, async ({ page, api }) => {
    const list = await api.call(endpoints.works.lists, { type, per_page: 10 });
    const work = list.data.find((w) => !w.is_mature)!;
    await page.goto(`/${type}/${work.id}`);
    await inBothThemes(page, (theme) => expectNoSeriousViolations(page, theme));
  });
}

for (const path of PAGES) {
  test(`${path} has no serious or critical axe violation, light or dark`, async ({ page }) => {
    await page.goto(path);
    await inBothThemes(page, (theme) => expectNoSeriousViolations(page, theme));
  });
}
