import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ImageCropper, { croppedName, outputSize, rotatedSize } from './ImageCropper.tsx';

describe('ImageCropper', () => {
  it('sizes the result: the crop, scaled down to the longest edge allowed', () => {
    expect(outputSize({ width: 4000, height: 3000 }, 1920)).toEqual({ width: 1920, height: 1440 });
    expect(outputSize({ width: 800, height: 600 }, 1920)).toEqual({ width: 800, height: 600 });
    expect(outputSize({ width: 1000, height: 4000 }, 1000)).toEqual({ width: 250, height: 1000 });
  });

  it('knows the box of a turned picture', () => {
    expect(rotatedSize(400, 300, 0)).toEqual({ width: 400, height: 300 });
    const quarter = rotatedSize(400, 300, 90);
    expect(Math.round(quarter.width)).toBe(300);
    expect(Math.round(quarter.height)).toBe(400);
  });

  it('names the result after the original', () => {
    expect(croppedName('我的封面.png', 'image/jpeg')).toBe('我的封面.jpg');
    expect(croppedName('avatar', 'image/png')).toBe('avatar.png');
    expect(croppedName('.webp', 'image/webp')).toBe('image.webp');
  });

  it('offers zoom, a quarter turn and 取消', async () => {
    const onCancel = vi.fn();
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    render(<ImageCropper file={file} aspect={4 / 3} onCancel={onCancel} onCropped={() => {}} />);
    const zoom = screen.getByRole('slider', { name: '缩放' });
    expect(zoom.getAttribute('aria-valuetext')).toBe('100%');
    expect(screen.getByRole('button', { name: '旋转 90°' })).toBeTruthy();
    // Nothing to crop until the picture has been measured.
    expect(screen.getByRole('button', { name: '确定' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
