import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demo, renderApp } from '../../test/render.tsx';
import { SLOW } from '../../test/timeouts.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function aModel() {
  const work = [...demo.db.works.values()].find((w) => w.type === 'model' && !w.is_mature && w.model_url);
  if (!work) throw new Error('no model with a GLB in the seed');
  return work;
}

/** A phone or tablet: its primary pointer is a finger. */
function touchScreen() {
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = original(query);
    return query.includes('pointer: coarse') ? { ...list, matches: true } : list;
  });
}

/** Idle callbacks the page asked for, run when the test says the browser is idle. */
function controlIdle() {
  const waiting: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => waiting.push(cb));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return {
    get asked() {
      return waiting.length;
    },
    runAll: () =>
      act(() => {
        for (const cb of waiting.splice(0)) cb({ didTimeout: false, timeRemaining: () => 50 });
      }),
  };
}

/** The page is done when its last section (related works) has arrived. */
const pageSettled = () => screen.findByRole('list', { name: '相关作品' }, SLOW);

describe('/model/{id} 3D viewer, deferred', () => {
  it('paints the cover as a sized, high-priority poster, and on a touch screen waits for 查看 3D', async () => {
    touchScreen();
    const idle = controlIdle();
    const work = aModel();
    renderApp(`/model/${work.id}`);

    const poster = await screen.findByRole('img', { name: work.title }, SLOW);
    expect(poster.getAttribute('src')).toBe(work.cover);
    expect(poster.getAttribute('fetchpriority')).toBe('high');
    expect(poster.getAttribute('loading')).not.toBe('lazy');
    expect(Number(poster.getAttribute('width')) / Number(poster.getAttribute('height'))).toBeCloseTo(4 / 3);

    await pageSettled();
    idle.runAll();
    // Loaded and idle, and still only the poster: the reader decides.
    const box = screen.getByTestId('model-viewer');
    expect(box.getAttribute('data-state')).toBe('poster');
    expect(screen.queryByRole('img', { name: '3D 模型预览，可拖动旋转' })).toBeNull();

    // Keyboard alone: focus the button and press Enter.
    const start = within(box).getByRole('button', { name: '查看 3D' });
    start.focus();
    await userEvent.keyboard('{Enter}');
    // jsdom has no WebGL: the viewer itself says so, over the cover.
    await waitFor(
      () => expect(screen.getByTestId('model-viewer').getAttribute('data-state')).toBe('fallback'),
      SLOW,
    );
    expect(screen.getByText('你的浏览器不支持 WebGL，已显示预览图')).toBeTruthy();
    // The button went away, focus did not fall back to the page's top.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.contains(screen.getByTestId('model-viewer'))).toBe(true);
  });

  it('with a mouse, starts by itself only after the load event and an idle moment', async () => {
    const idle = controlIdle();
    let state: DocumentReadyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
    const work = aModel();
    renderApp(`/model/${work.id}`);

    await screen.findByRole('img', { name: work.title }, SLOW);
    await pageSettled();
    expect(screen.queryByRole('button', { name: '查看 3D' })).toBeNull();
    // No load event yet: not even an idle moment asked for.
    expect(idle.asked).toBe(0);
    expect(screen.getByTestId('model-viewer').getAttribute('data-state')).toBe('poster');

    state = 'complete';
    act(() => void window.dispatchEvent(new Event('load')));
    expect(idle.asked).toBe(1);
    expect(screen.getByTestId('model-viewer').getAttribute('data-state')).toBe('poster');

    idle.runAll();
    await waitFor(
      () => expect(screen.getByTestId('model-viewer').getAttribute('data-state')).toBe('fallback'),
      SLOW,
    );
  });

  it('keeps the plain cover with its note when the work has no model file', async () => {
    touchScreen();
    const work = aModel();
    demo.db.works.set(work.id, { ...work, model_url: null });
    renderApp(`/model/${work.id}`);
    expect(await screen.findByText('作者暂未上传 3D 模型，已显示预览图', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '查看 3D' })).toBeNull();
    expect(screen.queryByTestId('model-viewer')).toBeNull();
  });
});
