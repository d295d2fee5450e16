/**
 * Publishing (issue 5): a member publishes a model work with a real GLB and a cropped cover; it is
 * first in /model (最新) and its page shows it in the 3D viewer. Publishes as a new member of the test's
 * own; each project publishes under its own title, so desktop and mobile never read each other's.
 * The forms, with their error messages showing, pass axe in both themes.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { endpoints } from '@zaowu/shared';
import {
  MEMBER_2,
  loginAs,
  watchConsole,
  loginAsNew,
  type Api,
  pageLoaded,
  inBothThemes,
  expectNoSeriousAxe,
} from './helpers.ts';

/** The GLB of a seeded model work (the demo upstream generates them): real bytes for a real upload. */
async function seededGlb(api: Api, request: APIRequestContext): Promise<Buffer> {
  const list = await api.call(endpoints.works.lists, { type: 'model', per_page: 10 });
  for (const w of list.data) {
    const work = await api.call(endpoints.works.detail, { id: w.id });
    if (!work.model_url) continue;
    const res = await request.get(work.model_url);
    expect(res.headers()['content-type']).toBe('model/gltf-binary');
    return Buffer.from(await res.body());
  }
  throw new Error('no seeded model work has a GLB');
}

/** A picture for the cover, drawn by the browser itself (a PNG of a landscape). */
async function coverPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 1200;
    c.height = 800;
    const ctx = c.getContext('2d')!;
    const g = ctx.createLinearGradient(0, 0, 1200, 800);
    g.addColorStop(0, '#1f3f99');
    g.addColorStop(1, '#e87d0d');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 1200, 800);
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.arc(600, 400, 180, 0, Math.PI * 2);
    ctx.fill();
    return c.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Phones start the viewer with 查看 3D (issue 14); desktops start it by themselves once the page is idle. */
async function startViewerOnPhone(page: Page) {
  if (test.info().project.name === 'mobile') await page.getByRole('button', { name: '查看 3D' }).tap();
}

test('publish a model work with a GLB and a cover → first in /model (最新) → its page shows the model', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  const title = `E2E 青瓷茶杯 ${test.info().project.name} ${Date.now().toString(36)}`;
  const glb = await seededGlb(api, page.request);
  await loginAsNew(page);
  const console = watchConsole(page);

  await page.goto('/publish');
  await expect(page.getByRole('heading', { level: 1, name: '发布作品' })).toBeVisible();
  const form = page.getByRole('form', { name: '发布作品' });

  // Submitting at once says what is missing, in place.
  await form.getByRole('button', { name: '发布作品' }).click();
  await expect(form.getByRole('textbox', { name: /^标题/ })).toBeFocused();
  await expect(form.getByText('请上传作品封面')).toBeVisible();

  await form.getByRole('textbox', { name: /^标题/ }).fill(title);
  await form.getByRole('textbox', { name: /^描述/ }).fill('端到端测试发布的模型：一只青瓷茶杯。');

  // The cover: chosen, cropped to 4:3 in the dialog, uploaded.
  await form.getByLabel('选择封面图片').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: await coverPng(page),
  });
  const cropper = page.getByRole('dialog', { name: '裁剪封面' });
  await expect(cropper.getByRole('group', { name: '裁剪框' })).toBeVisible();
  await cropper.getByRole('slider', { name: '缩放' }).fill('1.5');
  await cropper.getByRole('button', { name: '使用这张封面' }).click();
  await expect(cropper).toBeHidden();

  await form.getByLabel('选择模型文件').setInputFiles({
    name: 'teacup.glb',
    mimeType: 'model/gltf-binary',
    buffer: glb,
  });
  await form.getByRole('textbox', { name: '标签' }).fill('茶具');
  await form.getByRole('textbox', { name: '标签' }).press('Enter');
  await form
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: 'Blender' }) })
    .click();
  await form
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /署名-非商业性使用$/ }) })
    .click();

  await expect(form.getByRole('button', { name: '移除 teacup.glb' })).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole('img', { name: '封面预览' })).toHaveAttribute('src', /\/api\//, {
    timeout: 30_000,
  });
  // The floating upload list sits over the bottom right corner, where the form's 发布 button is.
  const floating = page.getByRole('complementary', { name: '上传任务' });
  if (await floating.isVisible()) await floating.getByRole('button', { name: '关闭上传列表' }).click();
  await form.getByRole('button', { name: '发布作品' }).click();

  await expect(page).toHaveURL(/\/model\/\d+$/, { timeout: 20_000 });
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await startViewerOnPhone(page);
  await expect(page.getByTestId('model-viewer')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });

  // First page of /model, newest first: the new work is there.
  await page.goto('/model?sort=latest');
  await expect(page.getByRole('tab', { name: '最新', selected: true })).toBeVisible();
  const card = page.getByRole('link', { name: title }).first();
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', `/model/${id}`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/model/${id}$`));
  await startViewerOnPhone(page);
  await expect(page.getByTestId('model-viewer')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });

  const saved = await api.call(endpoints.works.detail, { id });
  expect(saved).toMatchObject({ title, license: 'BY-NC', tags: ['茶具'], tools: [3], price: null });
  expect(saved.model_url).toMatch(/teacup\.glb$/);
  expect(await console.unexpected()).toEqual([]);
});

test('the work forms have no serious or critical axe violation, light or dark', async ({ page }) => {
  await loginAs(page, MEMBER_2);
  const scan = async () => {
    await pageLoaded(page);
    await expectNoSeriousAxe(page);
  };

  await page.goto('/publish');
  const form = page.getByRole('form', { name: '发布作品' });
  await form.getByRole('switch', { name: '出售' }).click();
  await form.getByRole('button', { name: '发布作品' }).click();
  await expect(form.getByText('请输入价格')).toBeVisible();
  await inBothThemes(page, scan);

  await form
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '博客' }) })
    .click();
  await expect(form.getByRole('textbox', { name: '正文' })).toBeVisible();
  await inBothThemes(page, scan);

  await page.goto('/publish/indexOld');
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('作品标题不能为空')).toBeVisible();
  await inBothThemes(page, scan);
});
