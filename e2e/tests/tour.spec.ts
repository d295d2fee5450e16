/**
 * The guided tour's first step right after login points at something the member can see: the 发布
 * button on wide screens; on phones, where 发布 is hidden, the menu button that leads to 发布作品.
 * A new member of the test's own (the tour shows until it is finished), in both projects.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newMember, useSession } from './helpers.ts';

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** The spotlight surrounds the element: its box holds the element's whole box. */
async function expectSpotlightOn(page: Page, target: Locator) {
  const spot = await boxOf(page.locator('.tour-spotlight'));
  const el = await boxOf(target);
  expect(spot.x).toBeLessThanOrEqual(el.x);
  expect(spot.y).toBeLessThanOrEqual(el.y);
  expect(spot.x + spot.width).toBeGreaterThanOrEqual(el.x + el.width);
  expect(spot.y + spot.height).toBeGreaterThanOrEqual(el.y + el.height);
}

test('the first step of the tour points at 发布, or on phones at the menu button', async ({ page }) => {
  const member = await newMember(page.request);
  await useSession(page, member.token);
  await page.goto('/');
  const tour = page.getByRole('dialog', { name: '新手引导' });
  // Lazy chunks (the status check, then the tour's UI) after the page: slow on a busy machine.
  await expect(tour.getByRole('heading', { name: '发布作品' })).toBeVisible({ timeout: 30_000 });
  // The modal hides the rest of the page from the accessibility tree: found by their markup.
  const publish = page.locator('.header [data-tour="publish"]');
  if (await publish.isVisible()) {
    await expectSpotlightOn(page, publish);
    await expect(tour).toContainText('点这里发布你的 3D 模型');
    return;
  }
  await expectSpotlightOn(page, page.locator('.header button[aria-label="打开导航"]'));
  await expect(tour).toContainText('点这里打开菜单，再点「发布作品」');
  // The card sits beside the button, not centred over the page.
  await expect(tour).not.toHaveClass(/tour-card--center/);
});
