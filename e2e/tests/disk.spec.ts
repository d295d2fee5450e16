/**
 * The cloud drive (issue 5, item 3): make a folder (its name checked in place) and rename it; move a
 * file into another folder through the picker; download a file; open the private zone, wrong password
 * first (the password posted, the zone's key in a header and in memory only); axe finds nothing serious in the list or the grid. Tests that change data log in as MEMBER_2 with names unique per project and run, since the
 * desktop and mobile projects share one server.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ZONE_KEY_HEADER, endpoints, type Envelope, type ZoneKey } from '@zaowu/shared';
import { MEMBER_1, MEMBER_2, loginAs, watchConsole, withoutGuidedTour } from './helpers.ts';

const unique = (what: string) => `${what}-${test.info().project.name}-${Date.now().toString(36)}`;
const isMobile = () => test.info().project.name === 'mobile';

async function openDrive(page: Page, path = '/disk') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: '云盘' })).toBeVisible();
}

const contents = (page: Page, folder = '全部文件') =>
  page.getByRole('list', { name: `「${folder}」中的内容` });

test('make a folder, with the name checked in place, then rename it', async ({ page, api }) => {
  await withoutGuidedTour(page);
  const token = await loginAs(page, MEMBER_2);
  const consoleWatch = watchConsole(page);
  await openDrive(page);
  await expect(contents(page)).toBeVisible();

  await page.getByRole('button', { name: '新建文件夹' }).click();
  const create = page.getByRole('dialog', { name: '新建文件夹' });
  const name = create.getByLabel('文件夹名称');
  await name.fill('草图/终稿');
  await create.getByRole('button', { name: '创建' }).click();
  await expect(create.getByRole('alert')).toContainText('文件夹名称不能包含');

  const made = unique('速写');
  await name.fill(made);
  await create.getByRole('button', { name: '创建' }).click();
  await expect(create).toBeHidden();
  await expect(contents(page).getByRole('link', { name: made, exact: true })).toBeVisible();

  const renamed = unique('速写终稿');
  await page.getByRole('button', { name: `「${made}」的更多操作` }).click();
  await page.getByRole('menuitem', { name: '重命名' }).click();
  const rename = page.getByRole('dialog', { name: '重命名文件夹' });
  await expect(rename.getByLabel('文件夹名称')).toHaveValue(made);
  await rename.getByLabel('文件夹名称').fill(renamed);
  await rename.getByRole('button', { name: '保存' }).click();
  await expect(rename).toBeHidden();
  await expect(contents(page).getByRole('link', { name: renamed, exact: true })).toBeVisible();
  await expect(contents(page).getByRole('link', { name: made, exact: true })).toHaveCount(0);

  const root = await api.call(endpoints.folder.lists, { folder_id: 0 }, { token });
  expect(root.folders.map((f) => f.name)).toContain(renamed);
  expect(await consoleWatch.unexpected()).toEqual([]);
});

test('move a file into another folder with the picker, and find it there', async ({ page, api }) => {
  await withoutGuidedTour(page);
  const token = await loginAs(page, MEMBER_2);
  // A folder and a file of this test's own (the file points at bytes the member already stores).
  const target = await api.call(
    endpoints.folder.add,
    {
      name: unique('归档'),
      parent_id: 0,
    },
    { token },
  );
  const root = await api.call(endpoints.folder.lists, { folder_id: 0 }, { token });
  const stored = root.files[0]!;
  const file = await api.call(
    endpoints.folder.addFile,
    {
      folder_id: 0,
      name: `${unique('笔记')}.txt`,
      path: stored.path,
      size: stored.size,
    },
    { token },
  );

  const consoleWatch = watchConsole(page);
  await openDrive(page);
  await contents(page)
    .getByRole('checkbox', { name: `选择「${file.name}」` })
    .click();
  await page.getByRole('button', { name: '移动', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `移动「${file.name}」` });
  await dialog.getByRole('radio', { name: target.name }).check();
  await dialog.getByRole('button', { name: '移动到此处' }).click();
  await expect(dialog).toBeHidden();
  await expect(contents(page).getByText(file.name, { exact: true })).toHaveCount(0);

  await contents(page).getByRole('link', { name: target.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]folder=${target.id}$`));
  await expect(contents(page, target.name).getByText(file.name, { exact: true })).toBeVisible();
  // The address keeps the folder: a reload comes back to it.
  await page.reload();
  await expect(contents(page, target.name).getByText(file.name, { exact: true })).toBeVisible();

  const inside = await api.call(
    endpoints.folder.lists,
    {
      folder_id: target.id,
    },
    { token },
  );
  expect(inside.files.map((f) => f.name)).toEqual([file.name]);
  expect(await consoleWatch.unexpected()).toEqual([]);
});

test('download a file from its menu', async ({ page }) => {
  await withoutGuidedTour(page);
  await loginAs(page, MEMBER_1);
  await openDrive(page);
  await page.getByRole('button', { name: '「作品集目录.md」的更多操作' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: '下载' }).click();
  expect((await download).suggestedFilename()).toBe('作品集目录.md');
});

test('the private zone asks for the login password; a wrong one is said in place', async ({ page }) => {
  await withoutGuidedTour(page);
  await loginAs(page, MEMBER_1);
  const folderCalls: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/v1.folder/')) folderCalls.push(r);
  });
  await openDrive(page);
  if (isMobile()) await page.getByRole('button', { name: '文件夹目录' }).click();
  await page
    .getByRole('navigation', { name: '文件夹目录' })
    .getByRole('link', { name: /私密空间/ })
    .click();

  const dialog = page.getByRole('dialog', { name: '进入私密空间' });
  const password = dialog.getByLabel('登录密码');
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: '进入' }).click();
  // "密码错误", and how many tries are left before the zone locks for a while.
  await expect(dialog.getByRole('alert')).toContainText('密码错误');
  await expect(page).toHaveURL(/\/disk$/);

  await password.fill(MEMBER_1.password);
  await password.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/[?&]folder=\d+$/);
  const zone = contents(page, '私密空间');
  await expect(zone.getByText('收款账户.txt', { exact: true })).toBeVisible();
  await expect(zone.getByRole('link', { name: '合同' })).toBeVisible();

  // Unlocked for a while: a subfolder opens without asking again.
  await zone.getByRole('link', { name: '合同' }).click();
  await expect(contents(page, '合同').getByText('合作协议-山月工作室.txt', { exact: true })).toBeVisible();

  // The password went in POST bodies only; the zone's key travels in a header, never in an address.
  const pathOf = (r: Request) => new URL(r.url()).pathname;
  const unlocks = folderCalls.filter((r) => pathOf(r) === endpoints.folder.unlockPrivateZone.path);
  expect(unlocks.map((r) => r.method())).toEqual(['POST', 'POST']);
  expect(unlocks[1]!.postDataJSON()).toEqual({ password: MEMBER_1.password });
  expect(
    folderCalls.map((r) => r.url()).filter((u) => /not-my-password|zaowu123|zone.?key/i.test(u)),
  ).toEqual([]);
  const key = ((await (await unlocks[1]!.response())!.json()) as Envelope<ZoneKey>).data.zone_key;
  const subfolder = new URL(page.url()).searchParams.get('folder');
  const intoSubfolder = folderCalls.filter(
    (r) =>
      pathOf(r) === endpoints.folder.lists.path &&
      new URL(r.url()).searchParams.get('folder_id') === subfolder,
  );
  expect(intoSubfolder.length).toBeGreaterThan(0);
  for (const r of intoSubfolder) expect(await r.headerValue(ZONE_KEY_HEADER)).toBe(key);

  // The key lives in the page's memory only: a reload starts locked and asks again.
  await page.reload();
  await expect(page.getByText('私密空间已锁定')).toBeVisible();
  await expect(page.getByRole('button', { name: '输入密码' })).toBeVisible();
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
  ).not.toContain(key);
});

test('axe finds nothing serious or critical in the list or the grid', async ({ page }) => {
  await withoutGuidedTour(page);
  await loginAs(page, MEMBER_1);
  await openDrive(page);
  await expect(contents(page)).toBeVisible();
  for (const view of ['列表视图', '网格视图']) {
    await page.getByRole('button', { name: view }).click();
    await expect(page.getByRole('button', { name: view })).toHaveAttribute('aria-pressed', 'true');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      view,
    ).toEqual([]);
  }
});
