/**
 * Resumable chunked upload with real bytes (issue 5, "Must show"), through the drive's 上传文件:
 * a 12 MB file goes as chunk, chunk, merge and downloads back with the same MD5; a code-0 answer on
 * chunk 2 pauses it with the server's msg and 继续 resumes at chunk 2; a reload mid-upload, then the
 * same file chosen again, resumes at the saved chunk. Member 2; file names differ per project and run.
 */
import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { endpoints, type Envelope, type UploadResult } from '@zaowu/shared';
import { pathIs, loginAsNew, envelopeData } from './helpers.ts';

const MB = 1024 * 1024;
const CHUNK_PATH = endpoints.upload.chunkUpload.path;

interface SentChunk {
  chunkindex: number;
  chunkcount: number;
  action: string;
  chunkid: string | null;
}

/** The multipart fields of a chunkUpload request (the text fields; the file part is skipped). */
function fieldsOf(request: Request): SentChunk {
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  const field = (name: string) =>
    new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1] ?? null;
  return {
    chunkindex: Number(field('chunkindex')),
    chunkcount: Number(field('chunkcount')),
    action: field('action') ?? '',
    chunkid: field('chunkid'),
  };
}

function bigFile(name: string, size = 12 * MB) {
  const bytes = randomBytes(size);
  const file = test.info().outputPath(name);
  writeFileSync(file, bytes);
  return { file, name, md5: createHash('md5').update(bytes).digest('hex') };
}

const uniqueName = (what: string) => `${what}-${test.info().project.name}-${Date.now().toString(36)}.bin`;

/**
 * Every chunkUpload request the page sends, in order. Read through a pass-through route: the browser
 * hands a FormData body with file parts to the request event without its bytes, but to routes with.
 */
async function recordChunks(page: Page): Promise<SentChunk[]> {
  const sent: SentChunk[] = [];
  await page.route(pathIs(CHUNK_PATH), (route) => {
    sent.push(fieldsOf(route.request()));
    return route.fallback();
  });
  return sent;
}

/** The drive has listed its folder: only then does 上传文件 take files (the heading comes earlier). */
async function driveReady(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: '云盘' })).toBeVisible();
  await expect(page.getByRole('button', { name: '上传文件' }).first()).toBeEnabled();
}

async function openDrive(page: Page) {
  await loginAsNew(page);
  await page.goto('/disk');
  await driveReady(page);
}

const pick = (page: Page, file: string) => page.locator('input[type="file"]').first().setInputFiles(file);

const row = (page: Page, name: string) => page.getByTestId('upload-row').filter({ hasText: name });

/** The merge's answer (the one that carries a fullurl), for the address to download from. */
function mergeAnswer(page: Page) {
  return page.waitForResponse(
    async (r) =>
      new URL(r.url()).pathname === CHUNK_PATH &&
      r.ok() &&
      Boolean(((await r.json()) as Envelope<UploadResult | null>).data?.fullurl),
    { timeout: 60_000 },
  );
}

async function downloadedMd5(page: Page, fullurl: string) {
  const res = await page.request.get(fullurl);
  expect(res.ok()).toBe(true);
  return createHash('md5')
    .update(await res.body())
    .digest('hex');
}

async function fullurlOf(answer: Awaited<ReturnType<typeof mergeAnswer>>) {
  return (await envelopeData<UploadResult>(answer, 'the merge')).fullurl;
}

test.describe.configure({ timeout: 90_000 });

test('a 12 MB file goes as chunk, chunk, merge and downloads back with the same MD5', async ({ page }) => {
  const upload = bigFile(uniqueName('三块'));
  await openDrive(page);
  const sent = await recordChunks(page);
  const merged = mergeAnswer(page);

  await pick(page, upload.file);
  await expect(row(page, upload.name)).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(row(page, upload.name)).toContainText('12.00 MB');

  const id = sent[0]?.chunkid;
  expect(id).toBe(upload.md5 + upload.name.slice(-4));
  expect(sent).toEqual([
    { chunkindex: 1, chunkcount: 3, action: 'chunk', chunkid: id },
    { chunkindex: 2, chunkcount: 3, action: 'chunk', chunkid: id },
    { chunkindex: 3, chunkcount: 3, action: 'merge', chunkid: id },
  ]);
  expect(await downloadedMd5(page, await fullurlOf(await merged))).toBe(upload.md5);
  // Added to the drive's current folder once merged.
  await expect(page.getByRole('main').getByText(upload.name).last()).toBeVisible();
});

test('code 0 on chunk 2 pauses with the msg and sends nothing more; 继续 resumes at chunk 2', async ({
  page,
}) => {
  const upload = bigFile(uniqueName('暂停'));
  await openDrive(page);
  const msg = '存储节点繁忙，第 2 片未保存，请稍后继续';
  let refused = false;
  await page.route(pathIs(CHUNK_PATH), async (route) => {
    if (!refused && fieldsOf(route.request()).chunkindex === 2) {
      refused = true;
      return route.fulfill({ json: { code: 0, msg, data: null } });
    }
    return route.continue();
  });
  const sent = await recordChunks(page);

  await pick(page, upload.file);
  // The error toast with the server's msg, and the same msg on the paused row.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: msg })).toBeVisible();
  await expect(row(page, upload.name).getByRole('alert')).toHaveText(msg);
  await expect(row(page, upload.name)).toHaveAttribute('data-status', 'paused');
  // Paused: nothing more is sent.
  await page.waitForTimeout(1500);
  expect(sent.map((s) => s.chunkindex)).toEqual([1, 2]);

  const merged = mergeAnswer(page);
  await row(page, upload.name)
    .getByRole('button', { name: `继续 ${upload.name}` })
    .click();
  await expect(row(page, upload.name)).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  expect(sent.map((s) => [s.chunkindex, s.action])).toEqual([
    [1, 'chunk'],
    [2, 'chunk'],
    [2, 'chunk'],
    [3, 'merge'],
  ]);
  expect(await downloadedMd5(page, await fullurlOf(await merged))).toBe(upload.md5);
});

test('a reload mid-upload, then the same file again, resumes at the saved chunk', async ({ page }) => {
  const upload = bigFile(uniqueName('续传'));
  await openDrive(page);
  // Chunk 2 hangs until the page goes away, as on a slow line.
  const held: Route[] = [];
  let hold = true;
  await page.route(pathIs(CHUNK_PATH), async (route) => {
    if (hold && fieldsOf(route.request()).chunkindex === 2) return void held.push(route);
    return route.continue();
  });
  await pick(page, upload.file);
  await expect.poll(() => held.length).toBe(1);
  const saved = await page.evaluate((name) => localStorage.getItem(`zaowu:upload:${name}`), upload.name);
  expect(JSON.parse(saved ?? 'null')).toEqual({ id: upload.md5 + upload.name.slice(-4), chunk: 2 });

  await page.reload();
  hold = false;
  for (const r of held) await r.abort().catch(() => {});
  await driveReady(page);
  const sent = await recordChunks(page);
  const merged = mergeAnswer(page);
  await pick(page, upload.file);
  await expect(row(page, upload.name)).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  expect(sent.map((s) => [s.chunkindex, s.action])).toEqual([
    [2, 'chunk'],
    [3, 'merge'],
  ]);
  expect(await downloadedMd5(page, await fullurlOf(await merged))).toBe(upload.md5);
});
