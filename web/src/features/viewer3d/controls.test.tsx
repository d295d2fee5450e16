/**
 * The viewer's controls over a stand-in scene (jsdom has no WebGL; the real scene runs in the e2e):
 * 光照 and 显示 are radio groups a keyboard moves through, 自动旋转 a toggle, and 截图 saves the
 * scene's PNG under the work's name and says so.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: [string, unknown][] = [];
let shot: () => Promise<Blob> = () => Promise.resolve(new Blob(['png'], { type: 'image/png' }));

vi.mock('./webgl.ts', () => ({ hasWebGL: () => true }));
vi.mock('./scene.ts', () => ({
  ModelScene: class {
    load = () => Promise.resolve();
    resize() {}
    setVisible() {}
    handleKey = () => false;
    dispose() {}
    resetView = () => calls.push(['resetView', null]);
    setAutoRotate = (on: boolean) => calls.push(['setAutoRotate', on]);
    setLighting = (preset: string) => calls.push(['setLighting', preset]);
    setMode = (mode: string) => calls.push(['setMode', mode]);
    screenshot = () => shot();
  },
}));

const { ModelViewer } = await import('./ModelViewer.tsx');

beforeEach(() => {
  calls.length = 0;
  window.IntersectionObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => vi.restoreAllMocks());

async function ready() {
  render(<ModelViewer src="/api/storage/models/vase.glb" poster="/cover.svg" title="青花/瓷瓶" />);
  await waitFor(() => expect(screen.getByTestId('model-viewer').getAttribute('data-state')).toBe('ready'));
}

describe('ModelViewer controls', () => {
  it('offers 光照 and 显示 as named radio groups; the keyboard moves within each', async () => {
    const user = userEvent.setup();
    await ready();
    const light = screen.getByRole('group', { name: '光照' });
    expect(
      within(light)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['studio', 'outdoor', 'night']);
    expect(within(light).getByRole('radio', { name: '影棚' })).toHaveProperty('checked', true);
    await user.click(within(light).getByRole('radio', { name: '夜景' }));
    expect(calls).toContainEqual(['setLighting', 'night']);

    const look = screen.getByRole('group', { name: '显示' });
    const names = within(look)
      .getAllByRole('radio')
      .map((r) => r.closest('label')!.textContent);
    expect(names).toEqual(['材质', '法线', '素模', '线框']);
    within(look).getByRole('radio', { name: '材质' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(look).getByRole('radio', { name: '法线' })).toHaveProperty('checked', true);
    expect(calls).toContainEqual(['setMode', 'normals']);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(calls).toContainEqual(['setMode', 'wireframe']);
  });

  it('toggles 自动旋转, pressed or not', async () => {
    const user = userEvent.setup();
    await ready();
    const rotate = screen.getByRole('button', { name: '自动旋转' });
    expect(rotate.getAttribute('aria-pressed')).toBe('false');
    await user.click(rotate);
    expect(rotate.getAttribute('aria-pressed')).toBe('true');
    expect(calls).toContainEqual(['setAutoRotate', true]);
  });

  it('saves 截图 as a PNG named after the work (no path characters) and says so', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL ??= () => 'blob:x';
    URL.revokeObjectURL ??= () => {};
    await ready();
    await user.click(screen.getByRole('button', { name: '截图' }));
    await waitFor(() => expect(saved).toEqual(['青花_瓷瓶-截图.png']));
    expect(screen.getByRole('status').textContent).toBe('截图已保存');

    shot = () => Promise.reject(new Error('no canvas'));
    await user.click(screen.getByRole('button', { name: '截图' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('截图失败，请重试'));
    expect(saved).toHaveLength(1);
  });
});
