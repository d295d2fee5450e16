/**
 * Publishing an animation (issue 13): a video chosen while the work has no cover uploads through the
 * upload engine, and one of its frames, taken in the browser, becomes the cover (a 4:3 JPEG the page
 * then shows). A cover picked first is kept.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { endpoints } from '@zaowu/shared';
import { apiOf, loginAsNew } from './helpers.ts';

/** A seeded animation's video (WebM, made from its cover by the demo upstream). */
async function seededVideo(request: APIRequestContext): Promise<Buffer> {
  const api = apiOf(request);
  const list = await api.call(endpoints.works.lists, { type: 'animation', per_page: 5 });
  for (const w of list.data) {
    const work = await api.call(endpoints.works.detail, { id: w.id });
    if (!work.video_url) continue;
    const res = await request.get(work.video_url);
    expect(res.headers()['content-type']).toBe('video/webm');
    return Buffer.from(await res.body());
  }
  throw new Error('no seeded animation has a video');
}

test('a video chosen with no cover yet gives the work its cover: a frame of the video', async ({ page }) => {
  test.setTimeout(90_000);
  const video = await seededVideo(page.request);
  await loginAsNew(page);
  await page.goto('/publish');
  const form = page.getByRole('form', { name: '发布作品' });
  // The type tiles are labels around visually hidden radios: a member clicks the tile.
  await form.locator('label', { has: page.getByRole('radio', { name: '动画' }) }).click();
  await expect(form.getByRole('radio', { name: '动画' })).toBeChecked();
  await expect(form.getByRole('img', { name: '封面预览' })).toHaveCount(0);

  await form
    .getByLabel('选择视频')
    .setInputFiles({ name: '演示动画.webm', mimeType: 'video/webm', buffer: video });
  await expect(form.getByText('演示动画.webm')).toBeVisible({ timeout: 30_000 });
  const cover = form.getByRole('img', { name: '封面预览' });
  await expect(cover).toBeVisible({ timeout: 30_000 });
  // An uploaded picture of our storage, drawn at the cover's 4:3.
  await expect(cover).toHaveAttribute('src', /\/api\/storage\//);
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth / (img.naturalHeight || 1)))
    .toBeCloseTo(4 / 3, 1);
});
