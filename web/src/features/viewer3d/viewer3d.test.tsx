import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModelViewer, NO_WEBGL_MESSAGE } from './ModelViewer.tsx';
import { hasWebGL, resetWebGLProbe } from './webgl.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetWebGLProbe();
});

describe('WebGL probe', () => {
  it('says no without a WebGL constructor (jsdom, very old browsers)', () => {
    expect(hasWebGL()).toBe(false);
  });

  it('asks a canvas for webgl2, then webgl, and gives the test context back', () => {
    const loseContext = vi.fn();
    vi.stubGlobal('WebGLRenderingContext', function WebGLRenderingContext() {});
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(((kind: string) =>
        kind === 'webgl' ? { getExtension: () => ({ loseContext }) } : null) as never);
    expect(hasWebGL()).toBe(true);
    expect(getContext.mock.calls.map((c) => c[0])).toEqual(['webgl2', 'webgl']);
    expect(loseContext).toHaveBeenCalledOnce();
    // Asked once per page.
    expect(hasWebGL()).toBe(true);
    expect(getContext).toHaveBeenCalledTimes(2);
  });

  it('says no when no context can be made', () => {
    vi.stubGlobal('WebGLRenderingContext', function WebGLRenderingContext() {});
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(hasWebGL()).toBe(false);
  });
});

describe('ModelViewer without WebGL', () => {
  it('shows the cover and says why, with no canvas', () => {
    render(<ModelViewer src="/api/storage/models/vase.glb" poster="/cover.svg" />);
    const root = screen.getByTestId('model-viewer');
    expect(root.getAttribute('data-state')).toBe('fallback');
    expect(screen.getByText(NO_WEBGL_MESSAGE)).toBeTruthy();
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/cover.svg');
    expect(screen.queryByTestId('model-viewer-canvas')).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});
