import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { noteFramePictures } from '../lib/first-paint.ts';
import { Image } from './Image.tsx';

const box = (container: HTMLElement) => container.querySelector('.ui-image') as HTMLElement;

describe('Image', () => {
  it('reserves its ratio and loads lazily, showing the placeholder until the picture arrives', () => {
    const onLoad = vi.fn();
    const { container } = render(<Image src="/a.png" alt="远山" ratio={16 / 9} onLoad={onLoad} />);
    const img = screen.getByRole('img', { name: '远山' }) as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(box(container).dataset.status).toBe('loading');
    expect(box(container).style.aspectRatio).toContain('1.77');
    fireEvent.load(img);
    expect(box(container).dataset.status).toBe('loaded');
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it('draws a picture the first paint already showed as loaded, not fading in again from blank', () => {
    // The BFF's frame: one picture loaded, one still on its way when React takes over.
    const frame = document.createElement('div');
    frame.innerHTML =
      '<img src="/api/storage/gen/art/41.svg" alt=""><img src="/api/storage/gen/art/42.svg" alt="">';
    const [shown, pending] = Array.from(frame.querySelectorAll('img'));
    for (const [img, width] of [
      [shown, 800],
      [pending, 0],
    ] as const) {
      Object.defineProperty(img, 'complete', { value: width > 0 });
      Object.defineProperty(img, 'naturalWidth', { value: width });
    }
    noteFramePictures(frame);
    const { container: shownBox } = render(<Image src="/api/storage/gen/art/41.svg" alt="已显示" />);
    expect(box(shownBox).dataset.status).toBe('loaded');
    expect(box(shownBox).classList.contains('sheen')).toBe(false);
    const { container: pendingBox } = render(<Image src="/api/storage/gen/art/42.svg" alt="未显示" />);
    expect(box(pendingBox).dataset.status).toBe('loading');
  });

  it('loads at once when it is a priority picture', () => {
    render(<Image src="/a.png" alt="封面" priority />);
    expect(screen.getByRole('img', { name: '封面' }).getAttribute('loading')).toBe('eager');
  });

  it('offers an uploaded photo in widths for the layout it is shown in, and a vector picture as it is', () => {
    const photo = '/api/storage/uploads/7/ab12/雨后.jpg';
    render(<Image src={photo} alt="雨后" layout="card" />);
    const img = screen.getByRole('img', { name: '雨后' });
    expect(img.getAttribute('srcset')).toContain(`/pic/320${photo} 320w`);
    expect(img.getAttribute('srcset')).toContain(`/pic/1920${photo} 1920w`);
    // A card is half a phone's width: the phone picks ~200 px × its pixel ratio, not the original.
    expect(img.getAttribute('sizes')).toMatch(/^\(max-width: 640px\) 50vw/);
    render(<Image src="/api/storage/gen/art/3.svg" alt="矢量" layout="card" />);
    const svg = screen.getByRole('img', { name: '矢量' });
    expect(svg.hasAttribute('srcset')).toBe(false);
    expect(svg.hasAttribute('sizes')).toBe(false);
    // Without a layout, no widths: the picture's shown size is not known.
    render(<Image src={photo} alt="头像" />);
    expect(screen.getByRole('img', { name: '头像' }).hasAttribute('srcset')).toBe(false);
  });

  it('falls back gracefully on error and keeps the alt text for screen readers', () => {
    const { container } = render(<Image src="/broken.png" alt="机械鲸鱼" />);
    fireEvent.error(screen.getByRole('img', { name: '机械鲸鱼' }));
    expect(box(container).dataset.status).toBe('error');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: '机械鲸鱼' }).textContent).toContain('图片加载失败');
  });

  it('shows 暂无图片 when there is no picture, and hides a decorative fallback', () => {
    const { container } = render(<Image src={null} alt="" />);
    expect(box(container).dataset.status).toBe('error');
    expect(container.textContent).toContain('暂无图片');
    expect(container.querySelector('.ui-image__fallback')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps the placeholder while the address is not known yet', () => {
    const { container } = render(<Image src={undefined} alt="" />);
    expect(box(container).dataset.status).toBe('loading');
    expect(container.querySelector('img')).toBeNull();
  });

  it('starts again from the placeholder when the src changes', () => {
    const { container, rerender } = render(<Image src="/a.png" alt="图" />);
    fireEvent.error(container.querySelector('img')!);
    expect(box(container).dataset.status).toBe('error');
    rerender(<Image src="/b.png" alt="图" />);
    expect(box(container).dataset.status).toBe('loading');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/b.png');
  });

  it('takes its ratio from the pixel size when the ratio is natural', () => {
    const { container } = render(<Image src="/a.png" alt="" ratio="natural" width={300} height={450} />);
    expect(box(container).style.aspectRatio).toBe('300 / 450');
  });
});
