import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkDetail } from '@zaowu/shared';
import { VideoPlayer } from './VideoPlayer.tsx';

const work = {
  id: 7,
  type: 'animation',
  title: '弹跳小球',
  cover: '/api/storage/gen/animation/7.svg',
  video_url: '/api/storage/gen/animation/7.webm',
} as WorkDetail;

/** jsdom plays nothing: the element's clock and state are ours to set, as a browser would. */
let paused = true;
beforeEach(() => {
  paused = true;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
});
afterEach(() => vi.restoreAllMocks());

/** The video as loaded metadata would leave it: its length known, its playhead settable. */
function loaded(video: HTMLVideoElement, seconds: number) {
  let at = 0;
  Object.defineProperty(video, 'duration', { configurable: true, get: () => seconds });
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => at,
    set: (v: number) => {
      at = v;
    },
  });
  fireEvent(video, new Event('loadedmetadata'));
}

describe('VideoPlayer', () => {
  it('says a video that fails to load failed, keeps the cover, and tries again on 重试', async () => {
    render(<VideoPlayer work={work} />);
    const video = document.querySelector('video')!;
    // The cover over the video until it plays (the first paint's picture, in the same box).
    expect(document.querySelector('.wd-video__stage img')?.getAttribute('src')).toBe(work.cover);
    fireEvent(video, new Event('error'));

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('视频加载失败，已显示预览图');
    expect(document.querySelector('video')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('src')).toBe(work.cover);

    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('video')?.getAttribute('src')).toBe(work.video_url);
    // The retry button is gone; the keyboard user lands on 播放.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '播放' }));
  });

  it('notices an error or the length that came before the player was on the page', () => {
    // React makes the element (src set, loading) before it is in the page, and drops its events then.
    const proto = HTMLMediaElement.prototype;
    const keys = ['error', 'readyState', 'duration'] as const;
    const own = keys.map((key) => Object.getOwnPropertyDescriptor(proto, key));
    const before = (state: Record<(typeof keys)[number], unknown>) => {
      for (const key of keys)
        Object.defineProperty(proto, key, { configurable: true, get: () => state[key] });
    };
    try {
      before({ error: { code: 4 }, readyState: 0, duration: Number.NaN });
      const { unmount } = render(<VideoPlayer work={work} />);
      expect(screen.getByRole('alert').textContent).toContain('视频加载失败，已显示预览图');
      unmount();

      before({ error: null, readyState: HTMLMediaElement.HAVE_METADATA, duration: 4 });
      render(<VideoPlayer work={work} />);
      const seek = screen.getByRole('slider', { name: '播放进度' });
      expect(seek).toHaveProperty('disabled', false);
      expect(seek.getAttribute('aria-valuetext')).toBe('已播放 0:00，共 0:04');
    } finally {
      keys.forEach((key, i) => {
        const descriptor = own[i];
        if (descriptor) Object.defineProperty(proto, key, descriptor);
        else Reflect.deleteProperty(proto, key);
      });
    }
  });

  it('says when there is no video at all', () => {
    render(<VideoPlayer work={{ ...work, video_url: null }} />);
    expect(screen.getByText('作者暂未上传视频，已显示预览图')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('plays and pauses with space and K, and moves 5 s with the arrow keys', async () => {
    render(<VideoPlayer work={work} />);
    const video = document.querySelector('video')!;
    const seek = screen.getByRole('slider', { name: '播放进度' });
    expect(seek).toHaveProperty('disabled', true);
    loaded(video, 12);
    expect(seek.getAttribute('aria-valuetext')).toBe('已播放 0:00，共 0:12');

    seek.focus();
    await userEvent.keyboard(' ');
    expect(paused).toBe(false);
    expect(screen.getByRole('button', { name: '暂停' })).toBeTruthy();
    await userEvent.keyboard('k');
    expect(paused).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('已暂停，0:00');

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(video.currentTime).toBe(10);
    await userEvent.keyboard('{ArrowRight}');
    expect(video.currentTime).toBe(12);
    await userEvent.keyboard('{ArrowLeft}');
    expect(video.currentTime).toBe(7);
    expect(seek.getAttribute('aria-valuetext')).toBe('已播放 0:07，共 0:12');
    expect(screen.getByRole('status').textContent).toBe('0:07 / 0:12');
  });
});
