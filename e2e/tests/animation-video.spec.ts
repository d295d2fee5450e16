/**
 * Demo animations play (issue 13): a seeded animation's page has a real video, made from its cover by
 * the demo upstream, that Debian's chromium loads, knows the length of, plays and seeks; the player's
 * own controls answer the keyboard; a video that cannot load says so with a retry; axe finds nothing
 * serious in either theme.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { endpoints, type WorkSummary } from '@zaowu/shared';
import { expectNoSeriousAxe, inBothThemes, projectSlot, type Api } from './helpers.ts';

// The first viewer of a video waits while the demo upstream makes it (a second or two on an idle
// machine, several while other tests keep both cores busy; made one at a time).
test.describe.configure({ timeout: 90_000 });
const MADE = { timeout: 45_000 };

/** A seeded, non-mature animation: a different one per project and test, so each makes its own video. */
async function demoAnimation(api: Api, pick: number): Promise<WorkSummary> {
  const list = (await api.call(endpoints.works.lists, { type: 'animation', per_page: 20 })).data;
  const plain = list.filter((w) => !w.is_mature);
  return plain[(pick * 2 + projectSlot()) % plain.length]!;
}

const duration = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.duration);
const currentTime = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);
const paused = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.paused);

/** Opens the work's page and waits until its video's length is known. */
async function openPlayer(page: Page, work: WorkSummary) {
  await page.goto(`/animation/${work.id}`);
  const player = page.getByRole('group', { name: `视频：${work.title}` });
  const video = player.locator('video');
  await expect(player.getByRole('slider', { name: '播放进度' })).toBeEnabled(MADE);
  return { player, video };
}

test('a demo animation plays: its length is known, and time goes on after 播放', async ({ page, api }) => {
  const work = await demoAnimation(api, 0);
  const { player, video } = await openPlayer(page, work);
  // The cover lies over the video, in its box, until it first plays.
  const poster = player.locator('.wd-video__stage img');
  await expect(poster).toHaveAttribute('src', work.cover);
  const [cover, box] = [(await poster.boundingBox())!, (await video.boundingBox())!];
  for (const [inner, outer] of [
    [cover.x, box.x + 1],
    [cover.y, box.y + 1],
    [cover.width, box.width - 2],
    [cover.height, box.height - 2],
  ])
    expect(inner).toBeCloseTo(outer!, 1);
  await expect(video).toHaveAttribute('preload', 'metadata');
  await expect(page.getByText('作者暂未上传视频，已显示预览图')).toHaveCount(0);

  const length = await duration(video);
  expect(length).toBeGreaterThan(0);
  expect(Number.isFinite(length)).toBe(true);
  await expect(player.getByText(/^0:00 \/ 0:0[1-9]$/)).toBeVisible();

  await player.getByRole('button', { name: '播放' }).click();
  await expect(player.getByRole('button', { name: '暂停' })).toBeVisible();
  await expect(poster, 'the video shows once it plays').toHaveCount(0);
  await expect.poll(() => currentTime(video)).toBeGreaterThan(0.5);
  // Pictures were decoded, not only a clock run.
  const frames = await video.evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames);
  expect(frames).toBeGreaterThan(5);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.error])).toEqual([
    expect.any(Number),
    null,
  ]);
  // Played to its end, the bar says so and offers to play again.
  await expect(player.getByRole('button', { name: '播放' })).toBeVisible();
  expect(await currentTime(video)).toBeCloseTo(length, 1);
  await expect(player.getByRole('status')).toHaveText('播放结束');
});

test('the keyboard plays and pauses (space, K) and moves 5 s (← →)', async ({ page, api }) => {
  const work = await demoAnimation(api, 1);
  const { player, video } = await openPlayer(page, work);
  const length = await duration(video);
  const seek = player.getByRole('slider', { name: '播放进度' });
  // A tenth of the speed: the clip is seconds long, and on a busy machine a few steps of the test take
  // that long; at full speed it could end between a key and the check of what the key did.
  await video.evaluate((v: HTMLVideoElement) => {
    v.defaultPlaybackRate = 0.1;
    v.playbackRate = 0.1;
  });

  await seek.focus();
  await page.keyboard.press('k');
  await expect(player.getByRole('button', { name: '暂停' })).toBeVisible();
  await expect.poll(() => currentTime(video)).toBeGreaterThan(0);
  await page.keyboard.press('k');
  await expect(player.getByRole('button', { name: '播放' })).toBeVisible();
  expect(await paused(video)).toBe(true);
  await expect(player.getByRole('status')).toHaveText(/^已暂停，0:0\d$/);

  // The demo clips are 3–5 s long: 5 s on goes to the end, 5 s back from there to the start.
  const at = await currentTime(video);
  const forward = Math.min(at + 5, length);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentTime(video)).toBeCloseTo(forward, 1);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentTime(video)).toBeCloseTo(Math.max(0, forward - 5), 1);
  await expect(seek).toHaveAttribute('aria-valuetext', /^已播放 0:00，共 0:0\d$/);

  // Space plays where it is not a button's own key; on 播放 it is that button's press, once.
  await page.keyboard.press('Space');
  await expect.poll(() => paused(video)).toBe(false);
  await page.keyboard.press('Space');
  await expect.poll(() => paused(video)).toBe(true);
  await player.getByRole('button', { name: '播放' }).focus();
  await page.keyboard.press('Space');
  await expect(player.getByRole('button', { name: '暂停' })).toBeFocused();
  expect(await paused(video)).toBe(false);
});

test('a video that cannot load says so over the cover, and 重试 loads it', async ({ page, api }) => {
  const work = await demoAnimation(api, 2);
  let refuse = true;
  await page.route(
    (url) => url.pathname.endsWith('.webm'),
    (route) => (refuse ? route.fulfill({ status: 500, body: '' }) : route.fallback()),
  );
  await page.goto(`/animation/${work.id}`);
  const alert = page.getByRole('alert').filter({ hasText: '视频加载失败，已显示预览图' });
  await expect(alert).toBeVisible();
  await expect(page.locator('figure img').first()).toHaveAttribute('src', work.cover);

  refuse = false;
  await alert.getByRole('button', { name: '重试' }).click();
  const player = page.getByRole('group', { name: `视频：${work.title}` });
  await expect(player.getByRole('slider', { name: '播放进度' })).toBeEnabled(MADE);
  await expect(player.getByRole('button', { name: '播放' })).toBeFocused();
});

test('an animation page with its player has no serious axe violation, light or dark', async ({
  page,
  api,
}) => {
  const work = await demoAnimation(api, 3);
  const { player } = await openPlayer(page, work);
  await inBothThemes(page, () => expectNoSeriousAxe(page));
  await player.getByRole('button', { name: '播放' }).click();
  await expect(player.getByRole('button', { name: '播放' })).toBeVisible();
  await inBothThemes(page, () => expectNoSeriousAxe(page, '.wd-video'));
});
