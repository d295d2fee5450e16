import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

  it('loads at once when it is a priority picture', () => {
    render(<Image src="/a.png" alt="封面" priority />);
    expect(screen.getByRole('img', { name: '封面' }).getAttribute('loading')).toBe('eager');
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
