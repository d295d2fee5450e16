/**
 * Feedback (issue 6): a new member of the test's own opens 意见反馈 from the footer, writes a suggestion with one screenshot
 * (uploaded for real through the upload engine), sends it, and finds it, with the picture, in 我的反馈.
 * Each project writes its own text, so desktop and mobile never read each other's. The open dialog
 * passes axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { watchConsole, loginAsNew } from './helpers.ts';

/** A screenshot drawn by the browser itself (a PNG). */
async function screenshotPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 640;
    c.height = 400;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#f4f1ec';
    ctx.fillRect(0, 0, 640, 400);
    ctx.fillStyle = '#d9480f';
    ctx.fillRect(40, 40, 560, 56);
    ctx.fillStyle = '#333';
    for (let i = 0; i < 6; i++) ctx.fillRect(40, 130 + i * 40, 300 + ((i * 53) % 200), 16);
    return c.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a member sends feedback with a screenshot from the footer; it shows in 我的反馈', async ({
  page,
}, testInfo) => {
  await loginAsNew(page);
  // Watched from here: logging in loads a bare file, whose missing favicon.ico is no concern.
  const problems = watchConsole(page);
  await page.goto('/privacy');
  const png = await screenshotPng(page);
  const text = `（${testInfo.project.name}）希望作品详情页可以直接下载高清预览图，方便离线参考，编号 ${Date.now()}。`;

  await page.getByRole('contentinfo').getByRole('button', { name: '意见反馈' }).click();
  const dialog = page.getByRole('dialog', { name: '意见反馈' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('radio', { name: /产品建议/ }).check();
  await dialog.getByRole('textbox', { name: /反馈内容/ }).fill(text);
  await dialog
    .getByLabel('选择截图')
    .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
  const shots = dialog.getByRole('list', { name: '已添加的截图' });
  await expect(shots.getByRole('img', { name: '截图：screen.png' })).toBeVisible();
  // Uploaded: the progress overlay is gone.
  await expect(shots.getByRole('progressbar')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: '联系方式（选填）' }).fill('e2e@example.com');

  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  await dialog.getByRole('button', { name: '提交反馈' }).click();
  await expect(dialog.getByText('提交成功，感谢你的反馈')).toBeVisible();
  await dialog.getByRole('button', { name: '查看我的反馈' }).click();

  const mine = dialog.getByRole('list', { name: '我的反馈列表' });
  const item = mine.getByRole('listitem').filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item.getByText('产品建议')).toBeVisible();
  await expect(item.getByText('待回复')).toBeVisible();
  // The stored screenshot itself loads.
  const picture = item.getByRole('img', { name: /截图 1/ });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(640);
  expect(await problems.unexpected()).toEqual([]);
});
