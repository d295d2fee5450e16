/**
 * Getting a work's files (issue 12, "Must show"): a member downloads a free model's GLB from its page
 * and the bytes are exactly the stored ones (counted, and in their 下载 list); a second member buys a
 * work for sale (模拟支付成功), sees 已购买, downloads it byte for byte, and the order is in both
 * members' accounts; the new UI passes axe in both themes.
 *
 * Desktop and mobile run in parallel against one server: every member here is this spec's own, made
 * by SMS login with a number per project and role, and the seller publishes a work of their own, so
 * no other spec (nor the other project) sees or changes what these tests count.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { readFile } from 'node:fs/promises';
import { endpoints, type WorkDetail } from '@zaowu/shared';
import { OBJECTS, objectOfTitle } from '../../mocks/src/media/catalog.ts';
import {
  MEMBER_2,
  glbRootNames,
  loginAs,
  watchConsole,
  withoutGuidedTour,
  projectSlot,
  newMember,
  useSession,
  expectNoSeriousAxe,
  inBothThemes,
} from './helpers.ts';

const slot = projectSlot;

/** "123 次下载" → 123. */
async function downloadCount(files: Locator): Promise<number> {
  const text = await files.getByText(/^\d+ 次下载$/).textContent();
  return Number(/^(\d+)/.exec(text ?? '')![1]);
}

/** Clicks 下载 for `name` and answers the saved file's name and bytes. */
async function downloadFrom(page: Page, files: Locator, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    files.getByRole('button', { name: `下载 ${name}` }).click(),
  ]);
  expect(await download.failure()).toBeNull();
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

const filesOf = (page: Page) => page.getByRole('region', { name: '作品文件' });

/** The seed's model files: each catalog object's full GLB (mocks/src/media/catalog.ts), by file name. */
const SEEDED_MODEL_FILES = new Map(Object.values(OBJECTS).map((o) => [o.filename, o.kind]));

test('a member downloads a free model’s GLB from its page: the stored bytes, counted, in their 下载 list', async ({
  page,
  api,
}) => {
  const consoleWatch = watchConsole(page);
  await withoutGuidedTour(page);
  const token = (await newMember(page.request)).token;
  await useSession(page, token);

  const listed = await api.call(endpoints.works.lists, {
    type: 'model',
    price: 'free',
    sort: 'latest',
    per_page: 20,
  });
  // Seeded models with a GLB (other specs publish free works without one meanwhile), one per project.
  const seeded: WorkDetail[] = [];
  for (const summary of listed.data.filter((w) => !w.is_mature)) {
    const detail = await api.call(endpoints.works.detail, { id: summary.id }, { token });
    if (detail.files[0] && SEEDED_MODEL_FILES.has(detail.files[0].name)) seeded.push(detail);
    if (seeded.length > slot()) break;
  }
  const work = seeded[slot()]!;
  const file = work.files[0]!;
  expect(file.name).toMatch(/\.glb$/);
  // Not the author: a name and a size, no address (the file comes only through works.download).
  expect(file.url).toBeNull();
  // The file of the object its title names.
  const kind = SEEDED_MODEL_FILES.get(file.name);
  expect(kind, `a seeded model file: ${file.name}`).toBe(objectOfTitle(work.title));

  await page.goto(`/model/${work.id}`);
  await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
  const files = filesOf(page);
  await expect(files.getByText(file.name)).toBeVisible();
  await expect(files.getByText('登录后即可下载')).toBeHidden();
  const before = await downloadCount(files);

  const saved = await downloadFrom(page, files, file.name);
  expect(saved.name).toBe(file.name);
  // The bytes the API serves for the stored file (a fresh signed address: the same day's download
  // is not counted again), which its bare address never serves.
  const again = await api.call(endpoints.works.download, { id: work.id, index: 0 }, { token });
  const stored = await (await page.request.get(again.url)).body();
  expect(saved.bytes).toHaveLength(file.size);
  expect(saved.bytes.equals(stored)).toBe(true);
  expect(glbRootNames(saved.bytes)).toEqual([kind]);
  expect((await page.request.get(new URL(again.url, 'http://x').pathname)).status()).toBe(403);
  await expect(files.getByText(`${before + 1} 次下载`)).toBeVisible();

  await page.goto('/account?tab=downloads');
  await expect(page.getByRole('link', { name: `再次下载 ${file.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: work.title }).first()).toBeVisible();
  expect(await consoleWatch.unexpected()).toEqual([]);
});

test('a second member buys a work for sale: 模拟支付成功, 已购买, its bytes, and the order in both accounts', async ({
  page,
  api,
  makeWork,
}) => {
  test.setTimeout(90_000);
  const consoleWatch = watchConsole(page);
  await withoutGuidedTour(page);
  const { request } = page;
  const seller = (await newMember(request)).token;
  const buyer = (await newMember(request)).token;

  // The seller publishes a model for sale with a GLB they upload (a private file: served only signed).
  // A real GLB (the viewer's public build; the full file is served only signed): uploads named .glb
  // are read, and anything else is refused.
  const glb = await (await request.get('/api/storage/models/knot.preview.glb')).body();
  expect(glb.subarray(0, 4).toString('latin1')).toBe('glTF');
  const fileName = `结绳灯-${slot()}.glb`;
  const upload = await api.upload(seller, { name: fileName, mimeType: 'model/gltf-binary', buffer: glb });
  const title = `结绳灯模型 ${test.info().project.name} ${Date.now() % 100_000}`;
  const work = await makeWork(seller, {
    type: 'model',
    title,
    description: '一盏用绳结编出的灯，附 GLB 源文件。',
    cover: '/api/storage/gen/model/12.svg',
    tags: ['道具'],
    tools: [3],
    license: 'BY-NC',
    price: '8.80',
    // The viewer's model: public, unlike the file for sale.
    model_url: '/api/storage/models/knot.preview.glb',
    files: [{ name: fileName, url: upload.path!, size: glb.length }],
  });
  // The seller's own answer has the file's stored address; its bare address is refused: only
  // works.download's signed one serves it.
  const storedAt = work.files[0]!.url;
  expect(storedAt).toMatch(/^\/api\/storage\/uploads\//);
  expect((await request.get(storedAt!)).status()).toBe(403);
  // Anyone else (the buyer to be) sees its name and size only.
  const shown = await api.call(endpoints.works.detail, { id: work.id }, { token: buyer });
  expect(shown.files).toEqual([{ name: fileName, url: null, size: glb.length }]);

  await useSession(page, buyer);
  await page.goto(`/model/${work.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const files = filesOf(page);
  await expect(files.getByText('购买后才能下载')).toBeVisible();
  await expect(files.getByRole('button', { name: '加入购物车' })).toBeVisible();

  await files.getByRole('button', { name: '购买', exact: true }).click();
  await expect(page).toHaveURL(/\/cart\/pay\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const order = await api.call(endpoints.order.detail, { id: orderId }, { token: buyer });
  expect(order).toMatchObject({ status: 'unpaid', total: '8.80', shop_id: null });
  await page.getByRole('button', { name: '模拟支付成功' }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();

  await page.getByRole('link', { name: '去下载作品' }).click();
  await expect(page).toHaveURL(new RegExp(`/model/${work.id}$`));
  await expect(files.getByText('已购买')).toBeVisible();
  await expect(files.getByRole('button', { name: '购买', exact: true })).toHaveCount(0);
  const saved = await downloadFrom(page, files, fileName);
  expect(saved.name).toBe(fileName);
  expect(saved.bytes.equals(glb)).toBe(true);

  // The buyer's 物品 and 交易.
  await page.goto('/account?tab=items&kind=work');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: `下载「${title}」` })).toBeVisible();
  await page.goto('/account?tab=trades');
  const bought = page.getByRole('listitem').filter({ hasText: order.order_no });
  await expect(bought.getByText('买入')).toBeVisible();
  // A work is delivered with its payment: the order is completed at once.
  await expect(bought.getByText('已完成')).toBeVisible();

  // The seller's 交易 and 收入.
  await useSession(page, seller);
  await page.goto('/account?tab=trades');
  const sold = page.getByRole('listitem').filter({ hasText: order.order_no });
  await expect(sold.getByText('卖出')).toBeVisible();
  await expect(sold.getByText(title)).toBeVisible();
  await page.goto('/account?tab=income');
  await expect(page.getByText(`作品《${title}》售出`)).toBeVisible();
  expect(await consoleWatch.unexpected()).toEqual([]);
});

test('作品文件 (to buy, bought) and works in the cart pass axe in the light and the dark theme', async ({
  page,
  api,
}) => {
  test.setTimeout(90_000);
  await withoutGuidedTour(page);
  // Seeded works (the popular ones), not one another test just published.
  const listed = await api.call(endpoints.works.lists, {
    type: 'model',
    price: 'paid',
    sort: 'hot',
    per_page: 20,
  });
  const paid = listed.data.filter((w) => !w.is_mature)[slot()]!;

  // A visitor: 购买, 加入购物车, the locked files and their hint.
  await page.goto(`/model/${paid.id}`);
  const files = filesOf(page);
  await expect(files.getByText('登录并购买后即可下载')).toBeVisible();
  await inBothThemes(page, () => expectNoSeriousAxe(page, '.wd-getfiles'));

  // The cart with that work in it (a visitor keeps a cart).
  await files.getByRole('button', { name: '加入购物车' }).click();
  await expect(files.getByRole('link', { name: '已在购物车' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: paid.title })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(`¥${paid.price}`);
  await inBothThemes(page, () => expectNoSeriousAxe(page, '.cart-page'));

  // A member's bought work: 已购买 (member 2's seeded purchase; only read here).
  const token = await loginAs(page, MEMBER_2);
  const items = await api.call(endpoints.user.getItemList, { kind: 'work' }, { token });
  const owned = items.data.find((i) => i.work)!.work!;
  await page.goto(`/${owned.type}/${owned.id}`);
  await expect(filesOf(page).getByText('已购买')).toBeVisible();
  await inBothThemes(page, () => expectNoSeriousAxe(page, '.wd-getfiles'));
});
